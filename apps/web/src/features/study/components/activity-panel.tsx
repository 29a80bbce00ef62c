import { ACTIVITY_TYPE_LABELS, RESOURCE_TYPE_LABELS } from "@app/domain/catalogue/constants";
import { activityKindLabel } from "@app/domain/study/activity-kind";
import { isVideoActivity } from "@app/domain/study/completion";
import {
  type ActivityDashboard,
  type ActivityFocus,
  STUDY_MESSAGES,
  type ValidateObject,
} from "@app/domain/study/contracts";
import { formatActivityDuration } from "@app/domain/study/durations";
import { SELF_PACED_MESSAGE } from "@app/domain/study/self-paced";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { Button } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { needsSessionAttendanceCheck, SessionAttendanceCheck } from "../../prakerja/public";
import {
  activityHref,
  type CompletionScope,
  useActivityDetail,
  useOpenActivityTab,
  useSetComplete,
} from "../activity-api";
import { CommentsSection } from "./comments/comments-section";
import { CompletionControl, useActivityCompletion } from "./completion-control";
import { PmoSubmissionBox } from "./pmo-submission-box";
import { ActivityRenderer } from "./renderers/activity-renderer";
import { StudyGroupDialog } from "./study-groups/study-group-dialog";

export interface ActivityPanelProps {
  validate: ValidateObject;
  dashboard: ActivityDashboard;
  /** Opens a chat room in the page's chat box (the direct_chat activity's 'Chat Fasilitator'). */
  onOpenFacilitatorChat?: ((roomId: number) => void) | undefined;
}

/**
 * The focused activity of the study page: its heading, description, body by type, completion, the way to
 * the previous and next activity, and its comments. Everything of one activity is remounted for the next.
 */
export function ActivityPanel(props: ActivityPanelProps) {
  return <FocusedActivity key={`${props.validate.program_user_id}:${props.validate.activity_id}`} {...props} />;
}

const isKnownType = (type: string) => Object.hasOwn(RESOURCE_TYPE_LABELS, type);

function typeLabel(detail: ActivityFocus["resource_detail"]): string {
  // a recorded video is called what it is, not "Sesi Langsung" (issue 23)
  const resource = isKnownType(detail.type)
    ? activityKindLabel(detail.type, detail.url, detail.meeting_number)
    : "Aktivitas";
  const kind = (ACTIVITY_TYPE_LABELS as Record<number, string>)[detail.activity_type];
  return detail.activity_type !== 0 && kind ? `${kind} · ${resource}` : resource;
}

/**
 * The start call (is_finish false) once per activity when it is opened, then the open-tab count. A ref keeps
 * StrictMode's second effect run from starting it twice; open-tab waits for the start, as both would write
 * the learner's first row of the activity.
 */
function useStartOnOpen(scope: CompletionScope) {
  const { mutateAsync: start } = useSetComplete(scope);
  const { mutate: openTab } = useOpenActivityTab();
  const toast = useToast();
  const startedFor = useRef<number | null>(null);

  useEffect(() => {
    if (scope.programUserId <= 0 || startedFor.current === scope.activityId) return;
    startedFor.current = scope.activityId;
    // failures of these calls are only logged: the activity stays on screen (spec 001 section 8)
    start({ isFinish: false })
      .catch((error: unknown) => {
        // a self-paced job-training programme's second session of the day: the learner must know why
        if (error instanceof ApiError && error.message === SELF_PACED_MESSAGE)
          toast.show(error.message, { tone: "error" });
        else console.warn("Starting the activity failed", error);
      })
      .finally(() =>
        openTab(scope.activityId, { onError: (error) => console.warn("Counting the opened activity failed", error) }),
      );
  }, [scope.programUserId, scope.activityId, start, openTab, toast]);
}

function FocusedActivity({ validate, dashboard, onOpenFacilitatorChat }: ActivityPanelProps) {
  const programUserId = validate.program_user_id ?? 0;
  const scope: CompletionScope = {
    programUserId,
    activityId: validate.activity_id,
    chapterId: validate.chapter_id,
  };
  const detail = useActivityDetail({
    userId: validate.user_id,
    programId: validate.program_id,
    programUserId,
    activityId: validate.activity_id,
  });
  useStartOnOpen(scope);
  const completion = useActivityCompletion(scope);

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Memuat aktivitas
        </span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return <ProblemPanel message="Aktivitas belum dapat dimuat." onRetry={() => void detail.refetch()} />;
  }
  return (
    <ActivityView
      activity={detail.data}
      validate={validate}
      dashboard={dashboard}
      completion={completion}
      onOpenFacilitatorChat={onOpenFacilitatorChat}
    />
  );
}

interface ActivityViewProps {
  activity: ActivityFocus;
  validate: ValidateObject;
  dashboard: ActivityDashboard;
  completion: ReturnType<typeof useActivityCompletion>;
  onOpenFacilitatorChat?: ((roomId: number) => void) | undefined;
}

function ActivityView({ activity, validate, dashboard, completion, onOpenFacilitatorChat }: ActivityViewProps) {
  const location = useLocation();
  const titleId = useId();
  const detail = activity.resource_detail;
  const nextHref = activity.resource_slug_after ? activityHref(activity.resource_slug_after, location.search) : null;
  const groupBlocked = activity.is_group_activity && !activity.is_join_group;
  const showComments = detail.show_comment || detail.type === "discussion";
  const videoWatched =
    isVideoActivity(detail.type, detail.url) &&
    (Boolean(activity.user_activity?.video_ended_at) || completion.videoEndedHere);

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">
          {typeLabel(detail)}
          {detail.duration > 0 || (detail.duration_seconds ?? 0) > 0
            ? ` · ${formatActivityDuration(detail.duration, detail.duration_seconds)}`
            : ""}
          {detail.bobot_percentage > 0 ? ` · Bobot ${detail.bobot_percentage}%` : ""}
        </p>
        <h1 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {detail.title}
        </h1>
      </header>

      {activity.pmo_response && !activity.pmo_response.success && activity.pmo_response.message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {activity.pmo_response.message}
        </p>
      ) : null}

      {needsSessionAttendanceCheck(validate, activity) ? (
        <SessionAttendanceCheck programId={validate.program_id} activity={activity} />
      ) : null}

      <PmoSubmissionBox
        activity={activity}
        programId={validate.program_id}
        scope={{
          programUserId: validate.program_user_id ?? 0,
          activityId: validate.activity_id,
          chapterId: validate.chapter_id,
        }}
      />

      {detail.description ? <RichText html={detail.description} /> : null}

      {groupBlocked ? <GroupPrompt activity={activity} programId={dashboard.id} /> : null}

      <ActivityRenderer
        activity={activity}
        onVideoEnded={() => {
          // a replay of a video already reported changes nothing on the server
          if (!videoWatched) completion.reportVideoEnded();
        }}
        videoWatched={videoWatched}
        onSubmitReflection={(reflection) => completion.finish(reflection)}
        reflectionSubmitting={completion.pending}
        reflectionError={completion.error}
        onOpenFacilitatorChat={onOpenFacilitatorChat}
      />

      {groupBlocked && !detail.is_complete ? null : (
        <CompletionControl
          activity={activity}
          completion={completion}
          nextHref={nextHref}
          nextTitle={activity.resource_title_after}
        />
      )}

      <ActivityNavigation activity={activity} search={location.search} />

      {showComments ? <CommentsSection activityId={detail.id} currentUserId={validate.user_id} /> : null}
    </article>
  );
}

/** A group activity waits for the learner's group: chosen by the learner, or placed by the facilitator. */
function GroupPrompt({ activity, programId }: { activity: ActivityFocus; programId: number }) {
  const [open, setOpen] = useState(false);
  const selected = activity.content_group?.selected_group ?? null;
  const chooses = activity.group_activity_type === "manual_by_user";

  let text: string;
  if (selected && selected.status !== "joined") {
    text = `Permintaan Anda bergabung ke ${selected.name} sedang Menunggu Persetujuan. Aktivitas kelompok ini dapat dikerjakan setelah disetujui.`;
  } else if (chooses) {
    text = "Aktivitas ini dikerjakan bersama kelompok belajar. Pilih kelompok belajar Anda terlebih dahulu.";
  } else {
    text = `${STUDY_MESSAGES.groupNotJoined}. Fasilitator akan menempatkan Anda di kelompok belajar.`;
  }

  return (
    <section
      aria-label="Kelompok belajar"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <p className="text-sm font-medium text-amber-950">{text}</p>
      {chooses ? (
        <Button className="self-start" onClick={() => setOpen(true)}>
          {selected ? "Lihat Kelompok Belajar" : "Pilih Kelompok"}
        </Button>
      ) : null}
      <StudyGroupDialog open={open} onClose={() => setOpen(false)} programId={programId} />
    </section>
  );
}

/** The previous and next activities of the programme, in study order. */
function ActivityNavigation({ activity, search }: { activity: ActivityFocus; search: string }) {
  const before = activity.resource_slug_before;
  const after = activity.resource_slug_after;
  if (!before && !after) return null;
  const linkClass =
    "flex flex-1 flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600";
  return (
    <nav aria-label="Navigasi aktivitas" className="flex flex-col gap-3 sm:flex-row">
      {before ? (
        <Link to={activityHref(before, search)} rel="prev" className={linkClass}>
          <span className="text-xs font-semibold text-slate-600">
            <span aria-hidden="true">‹ </span>Aktivitas Sebelumnya
          </span>
          <span className="text-sm font-semibold text-slate-900">{activity.resource_title_before ?? before}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {after ? (
        <Link to={activityHref(after, search)} rel="next" className={`${linkClass} sm:items-end sm:text-right`}>
          <span className="text-xs font-semibold text-slate-600">
            Aktivitas Berikutnya<span aria-hidden="true"> ›</span>
          </span>
          <span className="text-sm font-semibold text-slate-900">{activity.resource_title_after ?? after}</span>
        </Link>
      ) : null}
    </nav>
  );
}
