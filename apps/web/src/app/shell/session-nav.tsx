import { NOTIFICATIONS_PATH, useNotificationLiveUpdates } from "../../features/notification/public";
import { AppLink } from "../../shared/ui/app-link";
import { CartIcon } from "../../shared/ui/cart-icon";
import { Skeleton } from "../../shared/ui/skeleton";
import { CounterBadge, counterBadgeText } from "./counter-badge";
import { CART_PATH, NAV_ICON_BUTTON as iconButton } from "./nav-items";
import { useShellCounts } from "./use-shell-counts";
import { type MenuUser, UserMenu } from "./user-menu";

/**
 * The navbar's items for a logged-in user (spec 000 section 2.3): the cart, the bell and, on the wide bar, the avatar
 * menu. Their own chunk, with the counters' calls, the realtime listener and logout (navbar.tsx loads it for a
 * logged-in user): a visitor's first page loads none of it (issue 24, home page JavaScript).
 */
type SessionAccount = { kind: "loading" } | { kind: "user"; user: MenuUser };

export function SessionNavItems({ account, withAccount }: { account: SessionAccount; withAccount: boolean }) {
  return (
    <>
      <CartLink />
      <NotificationLink />
      {withAccount ? <AccountSlot account={account} /> : null}
    </>
  );
}

function AccountSlot({ account }: { account: SessionAccount }) {
  if (account.kind === "user") return <UserMenu user={account.user} />;
  return (
    <span role="status" className="inline-flex h-11 items-center pl-0.5">
      <Skeleton className="size-9 rounded-full" />
      <span className="sr-only">Memuat akun</span>
    </span>
  );
}

/** The selection list's icon with its count (the link name says the count; the badge is visual). */
function CartLink() {
  const { cart } = useShellCounts();
  const badge = counterBadgeText(cart);
  return (
    <AppLink to={CART_PATH} className={iconButton}>
      <CartIcon className="size-6" />
      <span className="sr-only">{badge ? `Daftar Pilihan, ${badge} program` : "Daftar Pilihan"}</span>
      <CounterBadge count={cart} />
    </AppLink>
  );
}

/**
 * The notification bell with the unread count (spec 000 section 2.3, capped at '999+'). It also keeps that count
 * live: one bell is on every page with a navbar, so the realtime listener is mounted exactly once.
 */
function NotificationLink() {
  useNotificationLiveUpdates();
  const { notifications } = useShellCounts();
  const badge = counterBadgeText(notifications);
  return (
    <AppLink to={NOTIFICATIONS_PATH} className={iconButton}>
      <svg className="size-6" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M10 20.5a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{badge ? `Notifikasi, ${badge} belum dibaca` : "Notifikasi"}</span>
      <CounterBadge count={notifications} />
    </AppLink>
  );
}
