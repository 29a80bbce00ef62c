import type { CheckoutBody } from "@app/domain/checkout/contracts";

/**
 * The checkout address, without the checkout's contracts: the programme page links to it, and its first load
 * evaluates no zod before hydrating (issue 24, lazy-contract.ts).
 */
export const CHECKOUT_PAGE_PATH = "/checkout";

/** The checkout address for these items (an empty list is left out). */
export function checkoutPath({ program_ids, addon_ids }: CheckoutBody): string {
  const query = [
    program_ids.length > 0 ? `program_ids=${program_ids.join(",")}` : null,
    addon_ids.length > 0 ? `addon_ids=${addon_ids.join(",")}` : null,
  ].filter((part): part is string => part !== null);
  return query.length > 0 ? `${CHECKOUT_PAGE_PATH}?${query.join("&")}` : CHECKOUT_PAGE_PATH;
}
