import { useRef } from "react";
import { Button } from "./button";
import { useLoadMoreOnScroll } from "./use-load-more-on-scroll";

export interface LoadMoreProps {
  hasNextPage: boolean;
  loading: boolean;
  /** The last attempt failed: the page stops loading on its own until the button is pressed. */
  failed: boolean;
  onLoadMore: () => void;
  /** Load on its own when the end of the list comes near (infinite scroll); the button stays either way. */
  auto: boolean;
  label?: string;
  errorText?: string;
}

/**
 * The end of a paged list: the next page loads when the end scrolls near (IntersectionObserver), and a
 * visible button does the same for keyboards, screen readers, browsers without the observer, and after a
 * failure (which never retries by itself).
 */
export function LoadMore({
  hasNextPage,
  loading,
  failed,
  onLoadMore,
  auto,
  label = "Muat Lebih Banyak",
  errorText = "Gagal memuat program berikutnya. Silakan coba lagi.",
}: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  useLoadMoreOnScroll(sentinelRef, { enabled: auto && hasNextPage && !loading && !failed, onLoadMore });

  if (!hasNextPage && !failed) return null;
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" data-testid="load-more-sentinel" />
      {failed ? (
        <p role="alert" className="text-center text-sm text-red-800">
          {errorText}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button variant="secondary" onClick={onLoadMore} loading={loading} className="min-w-56">
          {label}
        </Button>
      ) : null}
    </div>
  );
}
