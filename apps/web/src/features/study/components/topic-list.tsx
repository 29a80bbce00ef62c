import {
  type ActivityTag,
  type ActivityTagContext,
  type ActivityTagTone,
  activityTags,
  sessionVerificationTag,
} from "@app/domain/study/activity-tags";
import type { ChapterListEntry, SidebarActivity } from "@app/domain/study/contracts";
import { formatActivityDuration, formatTopicDuration } from "@app/domain/study/durations";
import { useLocation } from "react-router";
import { AccordionItem } from "../../../shared/ui/accordion";
import { AppLink } from "../../../shared/ui/app-link";
import { Skeleton } from "../../../shared/ui/skeleton";
import { activityHref } from "../activity-api";
import { type Enrolment, useChapterDetail } from "../api";
import { type SidebarChapter, sidebarTopics } from "../sidebar-topics";
import { STUDY_TEXTS } from "../study-texts";
import { AddonCard, type AddonPurchase } from "./addon-card";
import { DescriptionToggle } from "./description-toggle";
import { ActivityTypeIcon, CheckCircleIcon, ClockIcon, LockIcon, TagIcon } from "./study-icons";

const TONES: Record<ActivityTagTone, string> = {
  neutral: "bg-slate-100 text-slate-700",
  danger: "bg-red-50 text-red-800",
  success: "bg-emerald-50 text-emerald-800",
  warning: "bg-amber-50 text-amber-900",
  info: "bg-sky-50 text-sky-900",
};

export function TagPill({ tag }: { tag: ActivityTag }) {
  if (tag.iconOnly && tag.icon) {
    return (
      <span
        role="img"
        aria-label={tag.label}
        title={tag.label}
        className={`inline-flex rounded-full p-0.5 ${TONES[tag.tone]}`}
      >
        <TagIcon icon={tag.icon} className="size-3.5" />
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tag.tone]}`}
    >
      {tag.icon ? <TagIcon icon={tag.icon} className="size-3.5" /> : null}
      {tag.label}
    </span>
  );
}

export interface TopicListProps {
  enrolment: Enrolment;
  /** data.chapter_list of the tab-activity call; undefined while it loads (or after it failed, which is only logged). */
  chapterList: readonly ChapterListEntry[] | undefined;
  loading: boolean;
  currentActivityId: number;
  /** The topic holding the current activity: it is open from the start. */
  currentChapterId: number;
  tagContext: ActivityTagContext;
  purchase: AddonPurchase;
  /** Following an activity link (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The Aktivitas tab (spec 001 section 2, Sidebar): topic accordions and add-on topic cards. */
export function TopicList({
  enrolment,
  chapterList,
  loading,
  currentActivityId,
  currentChapterId,
  tagContext,
  purchase,
  onNavigate,
}: TopicListProps) {
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Memuat daftar topik</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  // A failed topic list is only logged (spec 001 section 8): the tab stays as it is.
  if (!chapterList) return null;
  const topics = sidebarTopics(chapterList);
  if (topics.length === 0) return <p className="p-4 text-sm text-slate-600">{STUDY_TEXTS.noTopics}</p>;
  return (
    <ul aria-label={STUDY_TEXTS.topicList} className="flex flex-col">
      {topics.map((topic) =>
        topic.kind === "addon" ? (
          <li key={`addon-${topic.addonId ?? topic.chapter?.id}`} className="border-b border-slate-200 p-3">
            <AddonCard
              kind="topic"
              programId={enrolment.programId}
              addonId={topic.addonId}
              title={topic.title}
              description={topic.description}
              price={topic.price}
              quotaRemaining={topic.quotaRemaining}
              purchase={purchase}
            />
          </li>
        ) : (
          <li key={`${topic.chapter.id}-${topic.chapter.id === currentChapterId ? "current" : ""}`}>
            <AccordionItem
              defaultOpen={topic.chapter.id === currentChapterId}
              header={<ChapterHeader chapter={topic.chapter} tagContext={tagContext} />}
            >
              <DescriptionToggle text={topic.chapter.description} className="mb-2" />
              <ChapterActivities
                enrolment={enrolment}
                chapter={topic.chapter}
                firstNumber={topic.firstNumber}
                currentActivityId={currentActivityId}
                tagContext={tagContext}
                purchase={purchase}
                {...(onNavigate ? { onNavigate } : {})}
              />
            </AccordionItem>
          </li>
        ),
      )}
    </ul>
  );
}

function ChapterHeader({ chapter, tagContext }: { chapter: SidebarChapter; tagContext: ActivityTagContext }) {
  const verification = sessionVerificationTag(chapter.session_sequence.verification_status_label, tagContext);
  return (
    <span className="flex flex-col gap-1">
      <span className="text-sm font-bold break-words text-slate-900">{chapter.title}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>
          {STUDY_TEXTS.activitiesCount(chapter.total_resource)}
          {chapter.completed_resource > 0
            ? ` · ${chapter.completed_resource} ${STUDY_TEXTS.completed.toLowerCase()}`
            : ""}
        </span>
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-3.5" />
          <span className="sr-only">Durasi</span>
          {formatTopicDuration(chapter.duration)}
        </span>
        {verification ? <TagPill tag={verification} /> : null}
      </span>
    </span>
  );
}

interface ChapterActivitiesProps {
  enrolment: Enrolment;
  chapter: SidebarChapter;
  firstNumber: number;
  currentActivityId: number;
  tagContext: ActivityTagContext;
  purchase: AddonPurchase;
  onNavigate?: () => void;
}

const SKELETON_ROWS = ["a", "b", "c", "d"] as const;

/** Mounted the first time the topic opens: that is when its activities are asked for. */
function ChapterActivities({
  enrolment,
  chapter,
  firstNumber,
  currentActivityId,
  tagContext,
  purchase,
  onNavigate,
}: ChapterActivitiesProps) {
  const query = useChapterDetail(enrolment, chapter.id);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Memuat aktivitas</span>
        {SKELETON_ROWS.slice(0, Math.min(chapter.total_resource, SKELETON_ROWS.length)).map((row) => (
          <Skeleton key={row} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  // A failed topic is only logged (spec 001 section 8).
  if (!query.data) return null;
  return (
    <ul className="flex flex-col gap-1">
      {query.data.map((activity, index) => (
        <li key={activity.id}>
          <ActivityRow
            activity={activity}
            number={firstNumber + index}
            current={activity.id === currentActivityId}
            programId={enrolment.programId}
            tagContext={tagContext}
            purchase={purchase}
            {...(onNavigate ? { onNavigate } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

interface ActivityRowProps {
  activity: SidebarActivity;
  number: number;
  current: boolean;
  programId: number;
  tagContext: ActivityTagContext;
  purchase: AddonPurchase;
  onNavigate?: () => void;
}

function ActivityRow({ activity, number, current, programId, tagContext, purchase, onNavigate }: ActivityRowProps) {
  const location = useLocation();
  const addon = activity.addon_resource_detail;
  if (activity.is_addon_resource && !activity.enrolled && addon) {
    return (
      <AddonCard
        kind="activity"
        number={number}
        programId={programId}
        addonId={addon.addon_id}
        title={activity.title}
        description={addon.description}
        price={addon.price}
        quotaRemaining={addon.current_quota}
        available={addon.is_available}
        purchase={purchase}
      />
    );
  }
  const tags = activityTags(activity, tagContext);
  const body = (
    <>
      <span className="w-6 shrink-0 pt-0.5 text-right text-sm font-semibold text-slate-600">{number}.</span>
      <ActivityTypeIcon type={activity.activity_type_icon} className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={`text-sm break-words ${current ? "font-bold text-brand-900" : "font-medium text-slate-900"}`}>
          {activity.title}
        </span>
        <span className="text-xs text-slate-600">
          {activity.activity_type_label} · {formatActivityDuration(activity.duration, activity.duration_seconds)}
        </span>
        {tags.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <TagPill key={tag.label} tag={tag} />
            ))}
          </span>
        ) : null}
      </span>
      {activity.is_complete ? (
        <span role="img" aria-label={STUDY_TEXTS.completed} className="shrink-0 text-emerald-700">
          <CheckCircleIcon className="size-5" />
        </span>
      ) : null}
    </>
  );
  const shape = "flex items-start gap-2 rounded-lg px-2 py-2.5";
  // Not openable (a locked activity): shown, not linked, since the route rule would send the learner away.
  if (!activity.enrolled) {
    return (
      <div className={`${shape} opacity-80`}>
        {body}
        <span role="img" aria-label="Terkunci" className="shrink-0 text-slate-600">
          <LockIcon className="size-5" />
        </span>
      </div>
    );
  }
  return (
    <AppLink
      to={activityHref(activity.slug, location.search)}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
      className={`${shape} focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${
        current ? "border-l-4 border-brand-700 bg-brand-50" : "hover:bg-slate-50"
      }`}
    >
      {body}
    </AppLink>
  );
}
