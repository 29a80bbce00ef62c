import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { buttonClasses } from "../../../shared/ui/button";
import { PageSpinner, Spinner } from "../../../shared/ui/spinner";
import { useSessionUser } from "../../account/public";
import {
  activityDetailQueryOptions,
  activityHref,
  parseZoomMeetingParams,
  useZoomSignature,
  zoomWebClientUrl,
} from "../activity-api";
import { useValidate } from "../api";

/** 503 from the signature call: the institution's meeting service is not connected (docs/api.md). */
function notConfigured(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 503 || error.httpStatus === 503 || error.message === STUDY_MESSAGES.meetingNotConfigured)
  );
}

/**
 * `/zoom-meeting[/android]/:roomId/:password/:role/:name/:apiKey` (spec route table): the way into a live
 * session's meeting. The address names the meeting, its passcode ('-' none), the role, the participant's name and
 * the SDK key ('-': the server's). The signature is asked for in that role, and the meeting opens in the meeting
 * service's own web client in a new tab. With `?aktivitas={slug}` (the study page's link) the activity is found
 * as the study page finds it (validate, then its detail) for its title, schedule and the way back.
 */
export function ZoomMeetingPage() {
  const meeting = parseZoomMeetingParams(useParams());
  const [params] = useSearchParams();
  const location = useLocation();
  const activitySlug = params.get("aktivitas")?.trim() || null;
  const subdomainSlug = params.get("subdomain_slug") ?? undefined;
  const { loggedIn, user, query: me } = useSessionUser();
  const validate = useValidate(
    user && activitySlug && meeting.meetingNumber ? { userId: user.id, slug: activitySlug, subdomainSlug } : null,
  );
  const found = validate.data?.validate ?? null;
  const enrolled = found !== null && (found.program_user_id ?? 0) > 0;
  const detail = useQuery({
    ...activityDetailQueryOptions({
      userId: found?.user_id ?? 0,
      programId: found?.program_id ?? 0,
      programUserId: found?.program_user_id ?? 0,
      activityId: found?.activity_id ?? 0,
    }),
    enabled: enrolled,
  });
  const activity = detail.data?.resource_detail ?? null;
  // The activity is shown only when it is the one holding this meeting (an address put together by hand may not).
  const session = activity && activity.meeting_number === meeting.meetingNumber ? activity : null;
  const signature = useZoomSignature(meeting.meetingNumber, meeting.role);
  usePageTitle(session?.title ?? "Sesi Langsung");

  const back = activitySlug ? (
    <Link to={activityHref(activitySlug, location.search)} className={buttonClasses("secondary", "md")}>
      Kembali ke Aktivitas
    </Link>
  ) : (
    <Link to="/programmu" className={buttonClasses("secondary", "md")}>
      Kembali ke Programmu
    </Link>
  );

  if (!meeting.meetingNumber) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="text-xl font-bold text-slate-900">Sesi Langsung</h1>
        <p role="alert" className="text-slate-800">
          {STUDY_MESSAGES.meetingNotFound}
        </p>
        <div>{back}</div>
      </div>
    );
  }

  const activityLoading =
    activitySlug !== null &&
    !me.isError &&
    ((loggedIn && !user) || (user !== null && validate.isPending) || (enrolled && detail.isPending));
  if (activityLoading) return <PageSpinner />;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        {session ? <p className="text-sm font-medium text-slate-600">Sesi Langsung</p> : null}
        <h1 className="text-2xl font-bold text-slate-900">{session?.title ?? "Sesi Langsung"}</h1>
      </header>
      <dl className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {session?.start_at ? (
          <>
            <dt className="font-semibold text-slate-700">Mulai</dt>
            <dd>{formatWibDateTime(session.start_at, { weekday: true })}</dd>
          </>
        ) : null}
        {session?.end_at ? (
          <>
            <dt className="font-semibold text-slate-700">Selesai</dt>
            <dd>{formatWibDateTime(session.end_at, { weekday: true })}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">Nomor rapat</dt>
        <dd>{meeting.meetingNumber}</dd>
        {meeting.name ? (
          <>
            <dt className="font-semibold text-slate-700">Nama peserta</dt>
            <dd>{meeting.name}</dd>
          </>
        ) : null}
      </dl>

      {signature.isPending ? (
        <Spinner label="Menyiapkan akses rapat" />
      ) : signature.isError ? (
        notConfigured(signature.error) ? (
          <section aria-labelledby="rapat-belum-siap" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4">
            <h2 id="rapat-belum-siap" className="font-bold text-amber-950">
              {STUDY_MESSAGES.meetingNotConfigured}
            </h2>
            <p role="alert" className="text-sm text-amber-950">
              Sesi ini dapat diikuti setelah lembaga penyelenggara menghubungkan layanan rapat daringnya. Silakan
              kembali ke aktivitas dan coba lagi nanti.
            </p>
          </section>
        ) : (
          <p role="alert" className="text-sm text-red-800">
            {signature.error instanceof ApiError && signature.error.status !== 0 && signature.error.status < 500
              ? signature.error.message
              : "Akses rapat belum dapat disiapkan. Silakan coba lagi."}
          </p>
        )
      ) : (
        <div className="flex flex-col gap-2">
          <a
            href={zoomWebClientUrl(signature.data.meeting_number, meeting.passcode)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("primary", "lg", "self-start")}
          >
            Gabung Rapat<span className="sr-only"> (membuka tab baru)</span>
          </a>
          <p className="text-sm text-slate-700">
            Akses rapat berlaku sampai {formatWibDateTime(signature.data.expires_at)}.
          </p>
        </div>
      )}
      <div>{back}</div>
    </div>
  );
}
