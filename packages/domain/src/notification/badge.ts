/** The badge shows at most 3 digits (spec 000 section 4, spec 002 section 7). */
export const BADGE_MAX = 999;

/** A counter as its badge reads ('999+' above the cap); apart from the contracts, so the navbar needs no zod. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, Math.trunc(count)));
}
