import { useCallback, useEffect, useRef } from "react";

/**
 * After a pagination link, the reader continues at the top of the new page of results (its heading gets the
 * focus), not at the pagination at the bottom. Filters changing the page do not move the focus.
 */
export function usePageFocus<T extends HTMLElement>(page: number) {
  const target = useRef<T>(null);
  const followed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the trigger
  useEffect(() => {
    if (!followed.current) return;
    followed.current = false;
    target.current?.focus();
  }, [page]);
  const onNavigate = useCallback(() => {
    followed.current = true;
  }, []);
  return { target, onNavigate };
}
