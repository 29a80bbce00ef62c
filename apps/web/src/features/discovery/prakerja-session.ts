import { useSite } from "../../shared/lib/site";

/**
 * Whether this session is a Prakerja one (spec 000 section 1: Prakerja hosts select the Prakerja variant),
 * as the site of the page load says. The dropdown asks only this, so the rule lives in one place.
 */
export function usePrakerjaSession(): boolean {
  return useSite().kind === "prakerja";
}
