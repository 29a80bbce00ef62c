import { categoryLabel } from "@app/domain/catalogue/category-label";
import type { EnrolledProgram } from "@app/domain/learning/contracts";
import { formatWibDateTime } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { ProgramCover } from "../../../shared/ui/program-cover";

export const CARD_TEXTS = {
  start: "Mulai Belajar",
  continue: "Lanjutkan",
  again: "Pelajari Lagi",
  nextSession: "Sesi berikutnya",
} as const;

export interface EnrolledProgramCardProps {
  program: EnrolledProgram;
  /** The study page address of its first unfinished activity; the programme page until that is known. */
  to: string;
  nextSession?: { title: string; start_at: string } | null;
}

function actionText(progress: EnrolledProgram["progress"]): string {
  if (progress === "not_started") return CARD_TEXTS.start;
  return progress === "finished" ? CARD_TEXTS.again : CARD_TEXTS.continue;
}

/** A programme the learner follows: cover, name, institution, progress, and the way back into it. */
export function EnrolledProgramCard({ program, to, nextSession }: EnrolledProgramCardProps) {
  const titleId = `programmu-${program.program_user_id}`;
  const finished = program.progress === "finished";
  return (
    <article
      aria-labelledby={titleId}
      data-testid="enrolled-program"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <ProgramCover
          id={program.id}
          categoryName={program.category_name}
          avatar={program.avatar}
          className="aspect-[16/9] w-full"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm">
          {categoryLabel(program.category_name)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="line-clamp-2 font-bold text-slate-900">
            {program.name}
          </h3>
          <p className="truncate text-sm text-slate-600">{program.creator.name}</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <div
            role="progressbar"
            aria-label={`Progres ${program.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={program.percentage_progress}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={`h-full rounded-full ${finished ? "bg-green-600" : "bg-brand-600"}`}
              style={{ width: `${program.percentage_progress}%` }}
            />
          </div>
          <p className="flex justify-between gap-2 text-xs text-slate-700">
            <span data-testid="progress-text">{program.percentage_progress}% selesai</span>
            <span>
              {program.completed_resources}/{program.total_resources} aktivitas
            </span>
          </p>
        </div>
        {nextSession ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
            <span className="font-semibold">{CARD_TEXTS.nextSession}:</span> {nextSession.title},{" "}
            {formatWibDateTime(nextSession.start_at)}
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          <AppLink
            to={to}
            className={buttonClasses(finished ? "secondary" : "primary", "md", "w-full")}
            aria-describedby={titleId}
          >
            {actionText(program.progress)}
          </AppLink>
        </div>
      </div>
    </article>
  );
}
