import { formatCountdown } from "@app/domain/quiz/rules";
import { Button } from "../../../shared/ui/button";
import type { SaveState } from "../use-autosave";

const SAVE_TEXT: Record<SaveState, string> = {
  idle: "",
  saving: "Menyimpan…",
  saved: "Tersimpan",
  offline: "Belum tersimpan: koneksi terputus. Jawaban Anda dikirim ulang pada penyimpanan berikutnya.",
  refused: "Ada jawaban yang belum tersimpan.",
};

export interface AttemptFooterProps {
  /** The page has loaded. */
  ready: boolean;
  showPrev: boolean;
  isLast: boolean;
  moving: boolean;
  /** Seconds left when the quiz shows its timer, else null. */
  secondsLeft: number | null;
  saveState: SaveState;
  onPrev: () => void;
  onNext: () => void;
  onFinish: () => void;
}

/**
 * The bar at the bottom of an attempt: 'Sebelumnya', the countdown and the save state, then 'Selanjutnya' — or
 * 'Selesai' on the last page. The buttons name their Alt+arrow shortcuts.
 */
export function AttemptFooter({
  ready,
  showPrev,
  isLast,
  moving,
  secondsLeft,
  saveState,
  onPrev,
  onNext,
  onFinish,
}: AttemptFooterProps) {
  return (
    <div className="sticky bottom-0 z-20 rounded-t-xl border border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:rounded-xl">
      <div className="flex items-center gap-2">
        {showPrev ? (
          <Button
            variant="secondary"
            onClick={onPrev}
            disabled={moving}
            aria-keyshortcuts="Alt+ArrowLeft"
            className="shrink-0"
          >
            <span aria-hidden="true">‹</span> Sebelumnya
          </Button>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col items-center text-center">
          {secondsLeft !== null ? (
            <span
              role="timer"
              aria-label="Sisa waktu"
              className={`text-lg font-bold tabular-nums ${secondsLeft <= 60 ? "text-red-700" : secondsLeft <= 300 ? "text-amber-800" : "text-slate-900"}`}
            >
              {formatCountdown(secondsLeft)}
            </span>
          ) : null}
          <p role="status" aria-live="polite" className="min-h-4 text-xs text-slate-700">
            {SAVE_TEXT[saveState]}
          </p>
        </div>
        {isLast ? (
          <Button
            onClick={onFinish}
            disabled={!ready || moving}
            aria-keyshortcuts="Alt+ArrowRight"
            className="shrink-0"
          >
            Selesai
          </Button>
        ) : (
          <Button
            onClick={onNext}
            disabled={!ready}
            loading={moving}
            aria-keyshortcuts="Alt+ArrowRight"
            className="shrink-0"
          >
            Selanjutnya <span aria-hidden="true">›</span>
          </Button>
        )}
      </div>
    </div>
  );
}
