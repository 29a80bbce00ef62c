import {
  DESCRIPTION_TOGGLE_LABELS,
  needsDescriptionToggle,
  truncateDescription,
} from "@app/domain/study/description-toggle";
import { useId, useState } from "react";

/** A topic's or add-on's plain-text description, cut at 80 characters with 'Selengkapnya' / 'Tutup Penjelasan'. */
export function DescriptionToggle({ text, className = "" }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  if (!trimmed) return null;
  const toggles = needsDescriptionToggle(trimmed);
  return (
    <div className={`text-sm leading-6 text-slate-700 ${className}`}>
      <p id={id} className="break-words whitespace-pre-line">
        {toggles && !expanded ? truncateDescription(trimmed) : trimmed}
      </p>
      {toggles ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {expanded ? DESCRIPTION_TOGGLE_LABELS.less : DESCRIPTION_TOGGLE_LABELS.more}
        </button>
      ) : null}
    </div>
  );
}
