import {
  activityDashboardAnswer,
  chapterDetailAnswer,
  reportAnswer,
  tabActivityAnswer,
  type ValidateObject,
  validateAnswer,
} from "@app/domain/study/contracts";
import { ACTIVITY_NOT_FOUND_STATUSES } from "@app/domain/study/route-rule";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiSend } from "../../shared/lib/api-client";
import { studyKeys } from "./study-keys";

/**
 * The study page shell's calls (spec 001 section 7): validate, the activity dashboard, the topic list, a topic's
 * activities and the report. The focused activity's own calls are in activity-api.ts; both share studyKeys, so
 * completing an activity there reloads what is shown here.
 */

export const STUDY_API_PATHS = {
  validate: "/program-activity/v3/program-detail/validate",
  dashboard: "/program-activity/v3/program-detail/get/activity-dashboard",
  tabActivity: "/program-activity/v3/program-detail/get/tab-activity",
  report: "/program-activity/v3/program-detail/get/report",
  chapterDetail: "/program-activity/v3/chapter-detail/get",
} as const;

/** What the sidebar and panels of one enrolment are loaded with. */
export interface Enrolment {
  userId: number;
  programUserId: number;
  programId: number;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** Disabled queries still need a well-formed key; nothing is ever fetched with it. */
const EMPTY_ENROLMENT: Enrolment = { userId: 0, programUserId: 0, programId: 0 };

/**
 * Spec 001 section 8: failures of the topic list and of a topic's activities are only logged; the screen does not
 * change. The error still reaches the query, so nothing is cached as if it had answered.
 */
function logged<T>(what: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === "AbortError")) console.error(`${what} failed`, error);
    throw error;
  });
}

// ---- POST program-activity/v3/program-detail/validate ------------------------------------------------------

export interface ValidateInput {
  userId: number;
  slug: string;
  /** The partner site's slug from `?subdomain_slug=`, when the page is opened there. */
  subdomainSlug?: string | undefined;
}

/** The answer's status with the validate object; statuses 400, 114 and 122 are answers the route rule reads. */
export interface ValidateResult {
  status: number;
  validate: ValidateObject | null;
}

export async function fetchValidate(input: ValidateInput, signal?: AbortSignal): Promise<ValidateResult> {
  try {
    const answer = await apiSend(STUDY_API_PATHS.validate, validateAnswer, {
      body: {
        type_access: "activity",
        user_id: input.userId,
        slug: input.slug,
        ...(input.subdomainSlug ? { subdomain_slug: input.subdomainSlug } : {}),
      },
      ...withSignal(signal),
    });
    return { status: answer.status, validate: answer.data };
  } catch (error) {
    // The server refuses these with the envelope's status: they are the rule's not-found cases, not failures.
    if (error instanceof ApiError && ACTIVITY_NOT_FOUND_STATUSES.includes(error.status)) {
      return { status: error.status, validate: null };
    }
    throw error;
  }
}

export function validateQueryOptions(input: ValidateInput) {
  return queryOptions({
    queryKey: [...studyKeys.validate(input.slug), input.userId, input.subdomainSlug ?? null] as const,
    queryFn: ({ signal }) => fetchValidate(input, signal),
  });
}

/**
 * Moving to another activity of the page keeps the previous answer on screen while the next one loads, so the top
 * bar and sidebar stay in place rather than flashing back to skeletons.
 */
export function useValidate(input: ValidateInput | null) {
  return useQuery({
    ...validateQueryOptions(input ?? { userId: 0, slug: "" }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

// ---- the three calls on an enrolment -----------------------------------------------------------------------

const enrolmentBody = (e: Enrolment) => ({ user_id: e.userId, program_user_id: e.programUserId, id: e.programId });

export async function fetchActivityDashboard(enrolment: Enrolment, signal?: AbortSignal) {
  const answer = await apiSend(STUDY_API_PATHS.dashboard, activityDashboardAnswer, {
    body: enrolmentBody(enrolment),
    ...withSignal(signal),
  });
  return answer.data;
}

export function activityDashboardQueryOptions(enrolment: Enrolment) {
  return queryOptions({
    queryKey: studyKeys.dashboard(enrolment.programUserId),
    queryFn: ({ signal }) => fetchActivityDashboard(enrolment, signal),
  });
}

export function useActivityDashboard(enrolment: Enrolment | null) {
  return useQuery({ ...activityDashboardQueryOptions(enrolment ?? EMPTY_ENROLMENT), enabled: enrolment !== null });
}

/** Topics come and go only when the programme is edited: kept fresh for a minute while the learner moves around. */
const TOPICS_STALE_MS = 60_000;

export async function fetchTabActivity(enrolment: Enrolment, signal?: AbortSignal) {
  const answer = await logged(
    "Chapter list",
    apiSend(STUDY_API_PATHS.tabActivity, tabActivityAnswer, { body: enrolmentBody(enrolment), ...withSignal(signal) }),
  );
  return answer.data.chapter_list;
}

export function tabActivityQueryOptions(enrolment: Enrolment) {
  return queryOptions({
    queryKey: studyKeys.tabActivity(enrolment.programUserId),
    queryFn: ({ signal }) => fetchTabActivity(enrolment, signal),
    staleTime: TOPICS_STALE_MS,
  });
}

export function useTabActivity(enrolment: Enrolment | null) {
  return useQuery({ ...tabActivityQueryOptions(enrolment ?? EMPTY_ENROLMENT), enabled: enrolment !== null });
}

export async function fetchReport(enrolment: Enrolment, signal?: AbortSignal) {
  const answer = await apiSend(STUDY_API_PATHS.report, reportAnswer, {
    body: enrolmentBody(enrolment),
    ...withSignal(signal),
  });
  return answer.data;
}

export function reportQueryOptions(enrolment: Enrolment) {
  return queryOptions({
    queryKey: studyKeys.report(enrolment.programUserId),
    queryFn: ({ signal }) => fetchReport(enrolment, signal),
  });
}

export function useReport(enrolment: Enrolment | null) {
  return useQuery({ ...reportQueryOptions(enrolment ?? EMPTY_ENROLMENT), enabled: enrolment !== null });
}

// ---- POST program-activity/v3/chapter-detail/get -----------------------------------------------------------

export async function fetchChapterDetail(enrolment: Enrolment, chapterId: number, signal?: AbortSignal) {
  const answer = await logged(
    "Chapter detail",
    apiSend(STUDY_API_PATHS.chapterDetail, chapterDetailAnswer, {
      body: {
        user_id: enrolment.userId,
        program_user_id: enrolment.programUserId,
        program_id: enrolment.programId,
        chapter_id: chapterId,
      },
      ...withSignal(signal),
    }),
  );
  return answer.data.resource_detail;
}

export function chapterDetailQueryOptions(enrolment: Enrolment, chapterId: number) {
  return queryOptions({
    queryKey: studyKeys.chapter(enrolment.programUserId, chapterId),
    queryFn: ({ signal }) => fetchChapterDetail(enrolment, chapterId, signal),
    staleTime: TOPICS_STALE_MS,
  });
}

/** A topic's activities: asked for the first time its accordion opens (the caller mounts only then). */
export function useChapterDetail(enrolment: Enrolment, chapterId: number) {
  return useQuery(chapterDetailQueryOptions(enrolment, chapterId));
}
