import type { CartCreatorGroup } from "@app/domain/cart/contracts";
import { useQuery } from "@tanstack/react-query";
import { cartQueryOptions } from "../../features/cart/public";
import { hasSessionCookie } from "../../shared/lib/cookies";

export interface ShellCounts {
  /** Items in the selection list (cart), shown on the cart icon. */
  cart: number;
}

/**
 * The items of the selection list: each programme bought itself and each add-on. An enrolled programme stays
 * listed only for its add-ons, so it is not an item of its own.
 */
export function cartItemCount(groups: readonly CartCreatorGroup[]): number {
  let count = 0;
  for (const program of groups.flatMap((group) => group.programs)) {
    count += (program.enrolled ? 0 : 1) + program.addons.length;
  }
  return count;
}

/**
 * The counts of the navbar badges. The cart count is the learner's selection list (the cart feature's query, so
 * it follows every change the list page and the checkout make); visitors have no list. The notification icon
 * and its unread count come with the notifications page (issue 19), not before (docs/web.md).
 */
export function useShellCounts(): ShellCounts {
  const loggedIn = hasSessionCookie();
  const cart = useQuery({ ...cartQueryOptions(), enabled: loggedIn, select: cartItemCount });
  return { cart: loggedIn ? (cart.data ?? 0) : 0 };
}
