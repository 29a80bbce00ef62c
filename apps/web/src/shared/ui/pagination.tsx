import { useLocation } from "react-router";
import { nextParams } from "../lib/url-params";
import { AppLink } from "./app-link";

/** The page numbers shown: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const p of sorted) {
    const last = items[items.length - 1];
    if (typeof last === "number" && p - last > 1) items.push(null);
    items.push(p);
  }
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Names the navigation landmark ("Halaman mitra"). */
  label: string;
  /** Called when a page link is followed (the list moves focus to its heading). */
  onNavigate?: () => void;
}

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The link to page N of the list on the current address (?page=N, none for the first); other keys are kept. */
export function usePageLink(): (page: number) => { pathname: string; search: string } {
  const location = useLocation();
  return (page: number) => {
    const search = nextParams(new URLSearchParams(location.search), { page: String(page) }).toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "" };
  };
}

/** Page links (?page=N on the current address); on narrow screens only previous, "X dari Y" and next. */
export function Pagination({ page, totalPages, label, onNavigate }: PaginationProps) {
  const to = usePageLink();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-1 pt-2">
      {page > 1 ? (
        <AppLink to={to(page - 1)} onClick={onNavigate} className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
          <span aria-hidden="true">‹</span> Sebelumnya
        </AppLink>
      ) : null}
      <p className="px-2 text-sm text-slate-700 sm:hidden">
        Halaman {page} dari {totalPages}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, totalPages).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${ITEM} bg-brand-700 text-white`}>
                  <span className="sr-only">{`Halaman ${p}`}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <AppLink
                  to={to(p)}
                  onClick={onNavigate}
                  aria-label={`Halaman ${p}`}
                  className={`${ITEM} text-slate-800 hover:bg-slate-100`}
                >
                  {p}
                </AppLink>
              )}
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <AppLink to={to(page + 1)} onClick={onNavigate} className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
          Berikutnya <span aria-hidden="true">›</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
