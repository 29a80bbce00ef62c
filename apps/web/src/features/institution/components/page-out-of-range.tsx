import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { usePageLink } from "../../../shared/ui/pagination";

/**
 * A paged list has entries but the address asks for a page past its last one (`?page=5` of 1 page, an old
 * link, a list that shrank): not "nothing here", but where the entries are — the first and the last page.
 */
export function isPageOutOfRange(answer: { page: number; total_page: number; total: number }): boolean {
  return answer.total > 0 && answer.page > answer.total_page;
}

export interface PageOutOfRangeProps {
  page: number;
  totalPages: number;
  /** What the list holds, in the sentence "Daftar <what> ini hanya sampai halaman N." */
  what: string;
  /** Called when one of the links is followed (the list moves focus to its heading). */
  onNavigate?: () => void;
}

export function PageOutOfRange({ page, totalPages, what, onNavigate }: PageOutOfRangeProps) {
  const to = usePageLink();
  return (
    <EmptyState
      headingLevel={3}
      title={`Halaman ${page} tidak tersedia`}
      description={`Daftar ${what} ini hanya sampai halaman ${totalPages}.`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <AppLink to={to(1)} onClick={onNavigate} className={buttonClasses("primary", "md")}>
            Ke Halaman Pertama
          </AppLink>
          {totalPages > 1 ? (
            <AppLink to={to(totalPages)} onClick={onNavigate} className={buttonClasses("secondary", "md")}>
              Ke Halaman Terakhir ({totalPages})
            </AppLink>
          ) : null}
        </div>
      }
    />
  );
}
