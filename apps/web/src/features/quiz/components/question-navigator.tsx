import { pageAccess } from "@app/domain/quiz/page-navigation";
import { batchOfPosition } from "@app/domain/quiz/rules";

export interface QuestionNavigatorProps {
  total: number;
  perBatch: number;
  currentBatch: number;
  reachableBatch: number;
  canPrev: boolean;
  /** Answered state of the questions seen in this visit, by position. */
  answered: ReadonlyMap<number, boolean>;
  disabled: boolean;
  onPick: (position: number) => void;
}

/**
 * The question numbers: answered ones marked, the current page's highlighted; only pages the learner may open
 * now are buttons that work (earlier ones need is_prev, later ones must be reachable: pageAccess).
 */
export function QuestionNavigator({
  total,
  perBatch,
  currentBatch,
  reachableBatch,
  canPrev,
  answered,
  disabled,
  onPick,
}: QuestionNavigatorProps) {
  const positions = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <nav aria-label="Navigasi soal">
      <ol className="flex flex-wrap gap-2">
        {positions.map((position) => {
          const access = pageAccess(batchOfPosition(position, perBatch), {
            current: currentBatch,
            reachable: reachableBatch,
            canPrev,
          });
          const here = access.kind === "current";
          const done = answered.get(position) === true;
          return (
            <li key={position}>
              <button
                type="button"
                onClick={() => onPick(position)}
                disabled={disabled || access.kind === "refused"}
                aria-current={here ? "step" : undefined}
                aria-label={`Soal ${position}${done ? ", sudah dijawab" : ""}`}
                className={`inline-flex size-10 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${
                  done
                    ? "border-brand-700 bg-brand-700 text-white disabled:border-slate-400 disabled:bg-slate-500"
                    : "border-slate-400 bg-white text-slate-900 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500"
                } ${here ? "ring-2 ring-brand-600 ring-offset-2" : ""}`}
              >
                {position}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
