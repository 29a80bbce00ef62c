import { type RefObject, useEffect, useRef } from "react";

/** How far below the viewport the next page starts loading, so the visitor rarely waits at the bottom. */
const LOOKAHEAD = "0px 0px 600px 0px";

/**
 * Calls `onLoadMore` when `target` comes near the viewport. The observer is made again whenever `enabled`
 * turns true (a page finished loading), so a short page whose end is still visible keeps filling itself.
 * Without IntersectionObserver nothing happens and the visible 'Muat Lebih Banyak' button does the work.
 */
export function useLoadMoreOnScroll(
  target: RefObject<Element | null>,
  { enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void },
): void {
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, target]);
}
