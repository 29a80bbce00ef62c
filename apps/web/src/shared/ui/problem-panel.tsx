import type { ReactNode } from "react";
import { Button } from "./button";

export interface ProblemPanelProps {
  /** A heading for a page that has nothing else to show (level 1); absent inside a page with its own. */
  title?: string;
  /** What went wrong, read out at once (role=alert). */
  message: string;
  /** 'Coba Lagi' when trying again can help (not for a 404). */
  onRetry?: () => void;
  retryLabel?: string;
  /** The way on: a link to a list, a button back to page 1… */
  action?: ReactNode;
}

/** A list or a page that could not be shown: the reason, a retry when it may help, and a way on. */
export function ProblemPanel({ title, message, onRetry, retryLabel = "Coba Lagi", action }: ProblemPanelProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {title ? <h1 className="text-xl font-bold text-slate-900">{title}</h1> : null}
      <p role="alert" className="text-slate-800">
        {message}
      </p>
      {onRetry || action ? (
        <div className="flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
