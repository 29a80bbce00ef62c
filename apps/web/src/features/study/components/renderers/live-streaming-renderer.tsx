import { isRecording } from "@app/domain/study/activity-kind";
import { isVideoActivity } from "@app/domain/study/completion";
import type { ActivityFocus } from "@app/domain/study/contracts";
import { Link, useLocation } from "react-router";
import { formatWibDateTime } from "../../../../shared/lib/format";
import { buttonClasses } from "../../../../shared/ui/button";
import { useSessionUser } from "../../../account/public";
import { zoomMeetingHref } from "../../activity-api";
import { resourceUrl } from "./resource-url";

export interface LiveStreamingRendererProps {
  activity: ActivityFocus;
  /** The recording was played to its end: the panel reports it, which lets the activity be completed. */
  onVideoEnded: () => void;
  /** The recording has been watched to the end (now or before). */
  videoWatched: boolean;
}

function timeOf(iso: string | null): number {
  return iso ? Date.parse(iso) : Number.NaN;
}

/**
 * live_streaming: an upcoming or running session (a meeting number, start still ahead or end not passed) shows
 * its schedule and the way in; a recording plays in the page and reports when it was watched to the end.
 */
export function LiveStreamingRenderer({ activity, onVideoEnded, videoWatched }: LiveStreamingRendererProps) {
  const location = useLocation();
  const { user } = useSessionUser();
  const { slug, title, type, url, meeting_number, start_at, end_at } = activity.resource_detail;
  const now = Date.now();
  const start = timeOf(start_at);
  const end = timeOf(end_at);
  const sessionOpen = Boolean(meeting_number) && (start > now || end > now);
  const recording = isVideoActivity(type, url) ? resourceUrl(url) : null;
  const otherLink = !recording ? resourceUrl(url) : null;
  const descriptionId = `rekaman-${activity.resource_detail.id}`;

  return (
    <div className="flex flex-col gap-4">
      {/* a recording (no meeting) was never held at a time: no session schedule beside it (issue 23) */}
      {(start_at || end_at) && !isRecording(type, url, meeting_number) ? (
        <dl className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {start_at ? (
            <>
              <dt className="font-semibold text-slate-700">Mulai</dt>
              <dd className="text-slate-900">{formatWibDateTime(start_at, { weekday: true })}</dd>
            </>
          ) : null}
          {end_at ? (
            <>
              <dt className="font-semibold text-slate-700">Selesai</dt>
              <dd className="text-slate-900">{formatWibDateTime(end_at, { weekday: true })}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {sessionOpen && meeting_number ? (
        <Link
          to={zoomMeetingHref({ slug, meetingNumber: meeting_number, name: user?.name ?? "" }, location.search)}
          className={buttonClasses("primary", "lg", "self-start")}
        >
          Gabung Sesi
        </Link>
      ) : null}

      {recording ? (
        <figure className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: recordings come without a caption file; the activity's description and this caption are the text alternative */}
          <video
            controls
            preload="metadata"
            src={recording}
            aria-label={`Rekaman: ${title}`}
            aria-describedby={descriptionId}
            onEnded={onVideoEnded}
            className="w-full rounded-xl bg-black"
          />
          <figcaption id={descriptionId} className="text-sm text-slate-600">
            {videoWatched
              ? "Anda telah menyimak video ini sampai selesai."
              : "Simak video sampai selesai untuk dapat menyelesaikan aktivitas ini."}
          </figcaption>
        </figure>
      ) : otherLink ? (
        <a
          href={otherLink}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm font-semibold text-brand-700 underline"
        >
          Tonton rekaman sesi<span className="sr-only"> (membuka tab baru)</span>
        </a>
      ) : null}

      {!sessionOpen && !recording && !otherLink ? (
        <p className="text-sm text-slate-700">
          {meeting_number && end <= now ? "Sesi ini telah berakhir." : "Jadwal sesi belum tersedia."}
        </p>
      ) : null}
    </div>
  );
}
