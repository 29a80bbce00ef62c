import { recommendationAnswer } from "@app/domain/study/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { apiGet } from "../../../shared/lib/api-client";
import { ProgramCard } from "../../catalogue/public";
import { STUDY_TEXTS } from "../study-texts";

/** GET program_activity/program_recommendation/{program_slug}/ (issue 22; docs/api.md "Programme recommendation"). */
export const recommendationPath = (programSlug: string) =>
  `/program_activity/program_recommendation/${encodeURIComponent(programSlug)}/`;

export function recommendationQueryOptions(programSlug: string, enabled: boolean) {
  return queryOptions({
    queryKey: ["study", "recommendation", programSlug] as const,
    queryFn: ({ signal }) =>
      apiGet(recommendationPath(programSlug), recommendationAnswer, signal ? { signal } : {})
        .then((answer) => answer.data)
        .catch((error: unknown) => {
          // spec 001 section 7: the answer is not shown; a failure is only logged and the section stays hidden
          if (!(error instanceof DOMException && error.name === "AbortError")) {
            console.error("program recommendation failed", error);
          }
          throw error;
        }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface ProgramRecommendationProps {
  programSlug: string;
  /** Whether the learner has finished the programme (progress 100 %): nothing is fetched before that. */
  complete: boolean;
}

/**
 * 'Rekomendasi Program Selanjutnya': programmes to take next, shown at the end of the study page of a finished
 * programme as a horizontal row of the catalogue's cards. Hidden while loading, when empty and on error.
 */
export function ProgramRecommendation({ programSlug, complete }: ProgramRecommendationProps) {
  const headingId = useId();
  const { data } = useQuery(recommendationQueryOptions(programSlug, complete));
  if (!complete || !data || data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {STUDY_TEXTS.recommendationTitle}
      </h2>
      <ul className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2">
        {data.map((program) => (
          <li key={program.id} className="w-56 shrink-0 snap-start sm:w-60">
            <ProgramCard program={program} />
          </li>
        ))}
      </ul>
    </section>
  );
}
