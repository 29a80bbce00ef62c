import type { ActivityFocus } from "@app/domain/study/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, createContext, Suspense, useCallback, useContext } from "react";
import { RichText } from "../../../../shared/ui/rich-text";
import { Skeleton } from "../../../../shared/ui/skeleton";

/** What the study page hands the quiz engine's player (features/quiz, composed in app/study-route.tsx). */
export interface QuizPlayerSlotProps {
  activityId: number;
  title: string;
  content: string | null;
  bobotPercentage: number;
  /** An attempt ended: the activity may be complete now. */
  onAttemptClosed: () => void;
}

/**
 * The quiz player, provided by the app: the study page leaves a slot here and app/study-route.tsx fills it with the
 * quiz feature's player (its own chunk, loaded on demand), so the study page neither depends on the quiz engine
 * nor carries it, and is tested alone.
 */
export const QuizPlayerSlot = createContext<ComponentType<QuizPlayerSlotProps> | null>(null);

/**
 * A finished quiz may complete the activity: the progress circle, the sidebar's marks, the report and the
 * activity itself are asked again (what the completion call's success invalidates, spec 001 section 4).
 */
function useRefreshAfterQuiz(activityId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // studyKeys' shape: ["study", "enrolment", programUserId, kind, id]; the activity does not carry its enrolment
    void queryClient.invalidateQueries({
      queryKey: ["study", "enrolment"],
      predicate: (query) => {
        const [, , , kind, id] = query.queryKey;
        return (
          kind === "dashboard" ||
          kind === "tab-activity" ||
          kind === "report" ||
          (kind === "chapter" && id === chapterId) ||
          (kind === "activity" && id === activityId)
        );
      },
    });
  }, [queryClient, activityId, chapterId]);
}

/**
 * quiz and quiz-v2: the quiz engine's player (intro, attempt, result, review), which the app always provides;
 * without it (the study page tested alone) only the activity's own introduction.
 */
export function QuizHandOff({ activity }: { activity: ActivityFocus }) {
  const Player = useContext(QuizPlayerSlot);
  const { id, title, content, bobot_percentage, chapter_id } = activity.resource_detail;
  const refresh = useRefreshAfterQuiz(id, chapter_id);

  if (Player) {
    return (
      <Suspense
        fallback={
          <div aria-busy="true" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <span role="status" className="sr-only">
              Memuat kuis
            </span>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-20 w-full" />
          </div>
        }
      >
        <Player
          activityId={id}
          title={title}
          content={content}
          bobotPercentage={bobot_percentage}
          onAttemptClosed={refresh}
        />
      </Suspense>
    );
  }

  return (
    <section aria-label="Kuis" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {content ? <RichText html={content} /> : null}
      {bobot_percentage > 0 ? (
        <p className="text-sm text-slate-700">
          Bobot nilai: <strong>{bobot_percentage}%</strong>
        </p>
      ) : null}
    </section>
  );
}
