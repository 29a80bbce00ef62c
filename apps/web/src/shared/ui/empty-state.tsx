import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level, so the state fits the outline of the page it is in. */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <svg className="size-14 text-slate-400" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <circle cx="28" cy="28" r="16" stroke="currentColor" strokeWidth="4" />
        <path d="m40 40 12 12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M22 28h12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
      {description ? <div className="max-w-md text-sm text-slate-600">{description}</div> : null}
      {action}
    </div>
  );
}
