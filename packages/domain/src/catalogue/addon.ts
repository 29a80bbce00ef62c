import { formatRupiah } from "../shared/currency";

/** Add-on rules shared by the programme page and the study page (spec 001, Add-ons). */

/** A remaining quota at or below this shows in the warning colour. */
export const ADDON_LOW_QUOTA = 5;

export type AddonQuotaState = "unlimited" | "sold-out" | "low" | "available";

/** null quota means the add-on has no limit. */
export function addonQuotaState(remaining: number | null | undefined): AddonQuotaState {
  if (remaining === null || remaining === undefined) return "unlimited";
  if (remaining <= 0) return "sold-out";
  if (remaining <= ADDON_LOW_QUOTA) return "low";
  return "available";
}

/** Add-on prices show as Rupiah with a "+" prefix: +Rp25.000. */
export function formatAddonPrice(price: number): string {
  return `+${formatRupiah(price)}`;
}
