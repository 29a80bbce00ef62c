import { type ReactNode, useId, useState } from "react";
import { ChevronIcon } from "./chevron-icon";

export interface AccordionItemProps {
  /** The visible header content; it is the accessible name of the toggle button. */
  header: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the header (WAI-ARIA accordion pattern: button inside a heading). */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionItem({ header, children, defaultOpen = false, headingLevel = 3 }: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const buttonId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="border-b border-slate-200 last:border-b-0">
      <Heading className="m-0">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
        >
          <span className="min-w-0 flex-1">{header}</span>
          <ChevronIcon open={open} className="mt-1 size-5 shrink-0 text-slate-600" />
        </button>
      </Heading>
      {/* The panel's content renders on first need; the element stays as the button's aria-controls target. */}
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        {open ? children : null}
      </div>
    </div>
  );
}
