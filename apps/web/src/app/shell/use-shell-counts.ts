export interface ShellCounts {
  /** Items in the selection list (cart), shown on the cart icon. */
  cart: number;
  /** Unread notifications, shown on the notification icon. */
  notifications: number;
}

/**
 * The counts of the navbar badges. Both are 0 until their calls exist: the cart count arrives with the
 * commerce issue (selection list, spec 002) and the unread count with the notifications issue (spec 002,
 * notifications and the realtime channel). Replace the zeros with those features' query hooks then; a 0
 * shows no badge, so nothing misleading is shown meanwhile.
 */
export function useShellCounts(): ShellCounts {
  return { cart: 0, notifications: 0 };
}
