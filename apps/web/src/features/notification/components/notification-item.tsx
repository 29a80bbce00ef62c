import type { Notification } from "@app/domain/notification/contracts";
import { NOTIFICATION_FILTER_LABELS } from "@app/domain/notification/contracts";
import { formatWibDateTime } from "../../../shared/lib/format";
import { safeRedirectPath } from "../../../shared/lib/redirect-path";
import { AppLink } from "../../../shared/ui/app-link";
import { NOTIFICATION_TEXTS } from "../notification-texts";

export interface NotificationItemProps {
  notification: Notification;
  /** Marks it read; the item leads on to its link at the same time. */
  onOpen: (notification: Notification) => void;
}

const box =
  "flex w-full gap-3 rounded-2xl px-4 py-3 text-left ring-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * One notification. Unread ones have a tinted background, a dot and a bold title, and say 'Belum dibaca' to a
 * screen reader (colour alone would not). The whole item is the link to where it leads; a notification whose
 * link is not a path of this site is only marked read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.read_at === null;
  const to = safeRedirectPath(notification.link);
  const className = `${box} ${
    unread ? "bg-brand-50 ring-brand-200 hover:bg-brand-100" : "bg-white ring-slate-200 hover:bg-slate-50"
  }`;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? "bg-brand-700" : "bg-transparent"}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {unread ? <span className="sr-only">{`${NOTIFICATION_TEXTS.unread}: `}</span> : null}
        <span className={`text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>{notification.title}</span>
        {notification.body ? <span className="text-sm text-slate-700">{notification.body}</span> : null}
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <span>{NOTIFICATION_FILTER_LABELS[notification.object_type]}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={notification.sent_at}>{formatWibDateTime(notification.sent_at)}</time>
        </span>
      </span>
    </>
  );
  if (to === null) {
    return (
      <button type="button" className={className} onClick={() => onOpen(notification)}>
        {content}
      </button>
    );
  }
  return (
    <AppLink to={to} className={className} onClick={() => onOpen(notification)}>
      {content}
    </AppLink>
  );
}
