import { NOTIFICATION_MESSAGES } from "@app/domain/notification/contracts";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { NOTIFICATIONS_PATH, useAnnouncement } from "../api";
import { NOTIFICATION_TEXTS } from "../notification-texts";

const programHref = (slug: string) => `/program/${encodeURIComponent(slug)}`;

/** A slug the API would refuse is not asked for: it is not found either way. */
const SLUG_MAX = 200;

/**
 * /pengumuman/{slug} (spec 002 route table; a login route, as an announcement is for its programme's learners):
 * the title, the programme (linking to it), the author and the date in WIB, and the body as sanitised rich text.
 */
export function AnnouncementPage() {
  const { slug = "" } = useParams();
  const valid = slug !== "" && slug.length <= SLUG_MAX;
  const announcement = useAnnouncement(slug, valid);
  const notFound =
    !valid ||
    (announcement.error instanceof ApiError &&
      (announcement.error.httpStatus === 404 || announcement.error.status === 404));
  usePageTitle(
    notFound
      ? NOTIFICATION_MESSAGES.announcementNotFound
      : (announcement.data?.title ?? NOTIFICATION_TEXTS.announcement),
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      {notFound ? (
        <ProblemPanel
          title={NOTIFICATION_MESSAGES.announcementNotFound}
          message={NOTIFICATION_TEXTS.announcementGone}
          action={
            <AppLink to={NOTIFICATIONS_PATH} className={buttonClasses("secondary", "md")}>
              {NOTIFICATION_TEXTS.toNotifications}
            </AppLink>
          }
        />
      ) : announcement.isError ? (
        <ProblemPanel
          title={NOTIFICATION_TEXTS.announcement}
          message={
            announcement.error instanceof ApiError && announcement.error.message
              ? announcement.error.message
              : NOTIFICATION_TEXTS.announcementFailed
          }
          onRetry={() => void announcement.refetch()}
        />
      ) : announcement.data === undefined ? (
        <div role="status" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-4 h-40 w-full" />
          <span className="sr-only">{NOTIFICATION_TEXTS.announcementsLoading}</span>
        </div>
      ) : (
        <article aria-labelledby="announcement-title" className="flex flex-col gap-4">
          <header className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-brand-700">{NOTIFICATION_TEXTS.announcement}</p>
            <h1 id="announcement-title" className="text-2xl font-bold text-slate-900 lg:text-3xl">
              {announcement.data.title}
            </h1>
            <p className="text-sm text-slate-700">
              {NOTIFICATION_TEXTS.announcementProgram}{" "}
              <AppLink
                to={programHref(announcement.data.program_slug)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {announcement.data.program_name}
              </AppLink>
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={announcement.data.published_at}>
                {formatWibDateTime(announcement.data.published_at, { weekday: true })}
              </time>
              {announcement.data.author_name
                ? ` · ${NOTIFICATION_TEXTS.announcementBy(announcement.data.author_name)}`
                : null}
            </p>
          </header>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
            <RichText html={announcement.data.body} />
          </div>
        </article>
      )}
    </div>
  );
}
