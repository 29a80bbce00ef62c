import {
  NOTIFICATION_FILTER_LABELS,
  NOTIFICATION_OBJECT_TYPES,
  type Notification,
  type NotificationObjectType,
  notificationObjectTypeSchema,
} from "@app/domain/notification/contracts";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { nextParams, readPage } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { type FilterChip, FilterChips } from "../../../shared/ui/filter-chips";
import { Pagination } from "../../../shared/ui/pagination";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from "../api";
import { NotificationItem } from "../components/notification-item";
import { PushSettingsSection } from "../components/push-settings-section";
import { NOTIFICATION_TEXTS } from "../notification-texts";

/** The page size this page asks for (spec 002 section 9: the caller gives it). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The filter lives in the address (?jenis=payment), like the page, so back and a shared link keep it. */
export const NOTIFICATION_FILTER_PARAM = "jenis";

/** The chips: 'Semua', then one per object type in the domain's order. */
const FILTERS: FilterChip<NotificationObjectType>[] = [
  { label: NOTIFICATION_TEXTS.all, value: undefined },
  ...NOTIFICATION_OBJECT_TYPES.map((value) => ({ label: NOTIFICATION_FILTER_LABELS[value], value })),
];

export function readObjectType(params: URLSearchParams): NotificationObjectType | undefined {
  const parsed = notificationObjectTypeSchema.safeParse(params.get(NOTIFICATION_FILTER_PARAM));
  return parsed.success ? parsed.data : undefined;
}

/**
 * /notifikasi (a login route; spec 000 and 002): the learner's notifications, newest first (sent_at), 10 a page,
 * filtered by object type. Opening one marks it read and follows its link. Below: this browser's push settings.
 */
export function NotificationsPage() {
  usePageTitle(NOTIFICATION_TEXTS.title);
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = readPage(params);
  const objectType = readObjectType(params);
  const list = useNotifications(page, NOTIFICATIONS_PAGE_SIZE, objectType);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const focusHeading = () => headingRef.current?.focus();

  function choose(changes: Record<string, string | undefined>) {
    setParams(nextParams(params, changes));
    markAll.reset();
    focusHeading();
  }

  function open(notification: Notification) {
    if (notification.read_at === null) markRead.mutate(notification.id);
  }

  const data = list.data;
  const unread = data?.unread ?? 0;
  const totalPages = data ? Math.ceil(data.total / Math.max(1, data.limit)) : 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none lg:text-3xl">
            {NOTIFICATION_TEXTS.title}
          </h1>
          {data && unread > 0 ? (
            <p className="text-sm text-slate-700">{NOTIFICATION_TEXTS.unreadCount(unread)}</p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={!data || unread === 0}
          loading={markAll.isPending}
        >
          {NOTIFICATION_TEXTS.markAll}
        </Button>
      </div>
      <p role="status" className="empty:hidden text-sm text-slate-700">
        {markAll.isSuccess ? NOTIFICATION_TEXTS.markedAll : ""}
      </p>
      {markAll.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {NOTIFICATION_TEXTS.markAllFailed}
        </p>
      ) : null}

      <FilterChips
        label={NOTIFICATION_TEXTS.filter}
        chips={FILTERS}
        current={objectType}
        onChoose={(value) => choose({ [NOTIFICATION_FILTER_PARAM]: value })}
      />

      {list.isError ? (
        <ProblemPanel
          message={
            list.error instanceof ApiError && list.error.message ? list.error.message : NOTIFICATION_TEXTS.failed
          }
          onRetry={() => void list.refetch()}
        />
      ) : data === undefined ? (
        <ListSkeleton />
      ) : data.notifications.length === 0 ? (
        page > 1 && data.total > 0 ? (
          <EmptyState
            title={NOTIFICATION_TEXTS.outOfRange}
            action={
              <Button variant="secondary" onClick={() => choose({ page: "1" })}>
                {NOTIFICATION_TEXTS.firstPage}
              </Button>
            }
          />
        ) : objectType !== undefined ? (
          <EmptyState
            title={NOTIFICATION_TEXTS.emptyFilteredTitle}
            description={NOTIFICATION_TEXTS.emptyFilteredText}
          />
        ) : (
          <EmptyState title={NOTIFICATION_TEXTS.emptyTitle} description={NOTIFICATION_TEXTS.emptyText} />
        )
      ) : (
        <>
          <ul aria-label={NOTIFICATION_TEXTS.list} aria-busy={list.isPlaceholderData} className="flex flex-col gap-2">
            {data.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
          <Pagination
            page={Math.min(page, Math.max(1, totalPages))}
            totalPages={totalPages}
            label={NOTIFICATION_TEXTS.pages}
            onNavigate={focusHeading}
          />
        </>
      )}

      <PushSettingsSection />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200">
          <Skeleton className="mt-1.5 size-2.5 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
      <span className="sr-only">{NOTIFICATION_TEXTS.loading}</span>
    </div>
  );
}
