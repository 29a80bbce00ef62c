import { formatWibDateTime } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { announcementPath, useProgramAnnouncements } from "../api";
import { NOTIFICATION_TEXTS } from "../notification-texts";
import { useAnnouncementLiveUpdates } from "../use-notification-live-updates";

/**
 * The study page's Pengumuman tab (spec 001 section 2, the tab the original hid): the programme's announcements,
 * newest first as the server sends them, each leading to its page. New ones arrive through the realtime channel.
 */
export function ProgramAnnouncements({ programId }: { programId: number }) {
  const announcements = useProgramAnnouncements(programId);
  useAnnouncementLiveUpdates(programId);

  if (announcements.isError) {
    return (
      <div className="flex flex-col items-start gap-3 px-4 py-5">
        <p role="alert" className="text-sm text-slate-800">
          {NOTIFICATION_TEXTS.announcementsFailed}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void announcements.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  if (announcements.data === undefined) {
    return (
      <div role="status" className="flex flex-col gap-4 px-4 py-5">
        {[0, 1].map((key) => (
          <div key={key} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
        <span className="sr-only">{NOTIFICATION_TEXTS.announcementsLoading}</span>
      </div>
    );
  }
  if (announcements.data.length === 0) {
    return (
      <div className="flex flex-col gap-1 px-4 py-8 text-center">
        <p className="font-semibold text-slate-900">{NOTIFICATION_TEXTS.noAnnouncements}</p>
        <p className="text-sm text-slate-600">{NOTIFICATION_TEXTS.noAnnouncementsText}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {announcements.data.map((announcement) => (
        <li key={announcement.id}>
          <AppLink
            to={announcementPath(announcement.slug)}
            className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
          >
            <span className="font-semibold text-slate-900">{announcement.title}</span>
            <span className="text-xs text-slate-600">
              <time dateTime={announcement.published_at}>{formatWibDateTime(announcement.published_at)}</time>
              {announcement.author_name ? ` · ${NOTIFICATION_TEXTS.announcementBy(announcement.author_name)}` : null}
            </span>
            {announcement.excerpt ? (
              <span className="line-clamp-2 text-sm text-slate-700">{announcement.excerpt}</span>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
