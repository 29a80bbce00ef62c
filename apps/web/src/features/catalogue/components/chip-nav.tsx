import { AppLink } from "../../../shared/ui/app-link";

export interface ChipItem {
  label: string;
  to: string;
  /** "page": this page; "true": the section this page belongs to (a level while one of its years is open). */
  current?: "page" | "true";
}

/**
 * A row of link chips (year or level switcher). On a phone the row scrolls sideways instead of wrapping into
 * a tall block; the current entry is marked for screen readers with aria-current.
 */
export function ChipNav({ label, items }: { label: string; items: readonly ChipItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:-mx-6 md:px-6 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <AppLink
              to={item.to}
              aria-current={item.current}
              className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                item.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800"
              }`}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
