import type { CartCreatorGroup } from "@app/domain/cart/contracts";
import { useQuery } from "@tanstack/react-query";
import { cartQueryOptions } from "../../features/cart/public";
import { useNotificationCounter } from "../../features/notification/public";
import { hasSessionCookie } from "../../shared/lib/cookies";

export interface ShellCounts {
  /** Items in the selection list (cart), shown on the cart icon. */
  cart: number;
  /** Unread notifications, shown on the notification icon. */
  notifications: number;
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
 * it follows every change the list page and the checkout make); visitors have no list. The unread count is the
 * notification counter (GET /notifications/counter), which the realtime channel keeps current
 * (useNotificationLiveUpdates, mounted by the bell).
 */
export function useShellCounts(): ShellCounts {
  const loggedIn = hasSessionCookie();
  const cart = useQuery({ ...cartQueryOptions(), enabled: loggedIn, select: cartItemCount });
  const counter = useNotificationCounter(loggedIn);
  return {
    cart: loggedIn ? (cart.data ?? 0) : 0,
    notifications: loggedIn ? (counter.data?.unread ?? 0) : 0,
  };
}
