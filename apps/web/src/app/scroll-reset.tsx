import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** Router rule (spec 002): scroll resets to the top on navigation to another page. */
export function ScrollReset() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
