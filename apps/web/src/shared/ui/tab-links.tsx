import type { To } from "react-router";
import { AppLink } from "./app-link";

export interface TabLink {
  /** Stable identity of the tab (its slug or filter value). */
  key: string;
  label: string;
  to: To;
  /** The tab showing now: marked for sight and for screen readers (aria-current="page"). */
  current: boolean;
}

export interface TabLinksProps {
  /** Names the navigation ('Kelompok mitra'). */
  label: string;
  tabs: readonly TabLink[];
  /** Classes of the navigation around the row, e.g. how it bleeds to the screen edge on a phone. */
  className?: string;
}

/**
 * A row of tabs that are links: each tab is an address (a page or a filter in the query string), so it can be opened
 * in a new tab, shared and kept by the browser's history; the row scrolls sideways when it is wider than the screen.
 */
export function TabLinks({ label, tabs, className = "" }: TabLinksProps) {
  return (
    <nav aria-label={label} className={`overflow-x-auto ${className}`}>
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <AppLink
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={`-mb-px inline-flex h-11 items-center border-b-3 px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${
                tab.current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
