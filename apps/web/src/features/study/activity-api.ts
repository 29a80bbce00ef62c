import { personalChatAnswer } from "@app/domain/chat/contracts";
import { pmoResetData } from "@app/domain/prakerja/progress";
import { envelope } from "@app/domain/shared/envelope";
import {
  type ActivityComment,
  type ActivityFocus,
  activityDetailAnswer,
  COMMENT_PAGE_MAX,
  type CompletionResult,
  commentListAnswer,
  facilitatorDescriptionAnswer,
  GROUP_PAGE_SIZE,
  groupChoiceAnswer,
  groupDetailAnswer,
  groupListAnswer,
  openTabAnswer,
  postCommentAnswer,
  ratingAnswer,
  setCompleteAnswer,
  zoomSignatureAnswer,
} from "@app/domain/study/contracts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiSend } from "../../shared/lib/api-client";
import { studyKeys } from "./study-keys";

/**
 * The focused activity of the study page and what hangs off it: its detail, start and completion, comments,
 * study groups, the facilitator description, rating and the meeting signature. The page shell's calls
 * (validate, dashboard, topics, report) are in api.ts; both share studyKeys.
 */

// ---- addresses ---------------------------------------------------------------------------------------------

/**
 * `/aktivitas/{slug}`, keeping the partner site's `?subdomain_slug=` of the current address, so moving between
 * activities stays inside the institution's branding.
 */
export function activityHref(slug: string, currentSearch: string): string {
  const subdomain = new URLSearchParams(currentSearch).get("subdomain_slug");
  const path = `/aktivitas/${encodeURIComponent(slug)}`;
  return subdomain ? `${path}?${new URLSearchParams({ subdomain_slug: subdomain }).toString()}` : path;
}

/** What the study page knows of a live session when it links to its meeting page. */
export interface ZoomMeetingLink {
  /** The activity the meeting belongs to: the meeting page shows its title and schedule and links back to it. */
  slug: string;
  meetingNumber: string;
  /** The meeting's passcode, when it has one. */
  passcode?: string | null;
  /** The participant's display name in the meeting. */
  name: string;
}

/**
 * The meeting page in the spec's shape, `/zoom-meeting/{roomId}/{password}/{role}/{name}/{apiKey}`: always as a
 * participant (role 0), '-' for no passcode and for "the SDK key the server answers", the activity in
 * `?aktivitas=` (and the partner site's `?subdomain_slug=` of the current address).
 */
export function zoomMeetingHref(link: ZoomMeetingLink, currentSearch: string): string {
  const segments = [
    link.meetingNumber,
    link.passcode ? link.passcode : "-",
    "0",
    link.name.trim() ? link.name.trim() : "-",
    "-",
  ];
  const query = new URLSearchParams({ aktivitas: link.slug });
  const subdomain = new URLSearchParams(currentSearch).get("subdomain_slug");
  if (subdomain) query.set("subdomain_slug", subdomain);
  return `/zoom-meeting/${segments.map(encodeURIComponent).join("/")}?${query.toString()}`;
}

/** The meeting page's address, read (spec: `/zoom-meeting[/android]/{roomId}/{password}/{role}/{name}/{apiKey}`). */
export interface ZoomMeetingParams {
  /** 9–11 digits, or null when the address holds anything else. */
  meetingNumber: string | null;
  /** null for '-' (no passcode). */
  passcode: string | null;
  /** 1 host, 0 participant (anything but '1'). */
  role: 0 | 1;
  /** The display name (the router has decoded it); null for '-' or empty. */
  name: string | null;
  /** The SDK key; null for '-' (use the one the signature answer carries). */
  sdkKey: string | null;
}

function dashIsNone(value: string | undefined): string | null {
  return value && value !== "-" ? value : null;
}

export function parseZoomMeetingParams(params: Readonly<Record<string, string | undefined>>): ZoomMeetingParams {
  const roomId = params.roomId ?? "";
  const name = dashIsNone(params.name?.trim());
  return {
    meetingNumber: /^\d{9,11}$/.test(roomId) ? roomId : null,
    passcode: dashIsNone(params.password),
    role: params.role === "1" ? 1 : 0,
    name,
    sdkKey: dashIsNone(params.apiKey),
  };
}

/** The web client of the meeting service (the room itself is not embedded: see docs/web.md). */
export function zoomWebClientUrl(meetingNumber: string, passcode: string | null = null): string {
  const url = `https://app.zoom.us/wc/${encodeURIComponent(meetingNumber)}/join`;
  return passcode ? `${url}?pwd=${encodeURIComponent(passcode)}` : url;
}

// ---- POST program-activity/v4/activity-detail/get ----------------------------------------------------------

export interface ActivityRef {
  userId: number;
  programId: number;
  /** The enrolment: the cache key of everything the study page loads for it. */
  programUserId: number;
  activityId: number;
}

export async function fetchActivityDetail(ref: Omit<ActivityRef, "programUserId">, signal?: AbortSignal) {
  const answer = await apiSend("/program-activity/v4/activity-detail/get", activityDetailAnswer, {
    body: { user_id: ref.userId, program_id: ref.programId, activity_id: ref.activityId },
    ...(signal ? { signal } : {}),
  });
  return answer.data.data;
}

export function activityDetailQueryOptions(ref: ActivityRef) {
  return queryOptions({
    queryKey: studyKeys.activity(ref.programUserId, ref.activityId),
    queryFn: ({ signal }) => fetchActivityDetail(ref, signal),
    staleTime: 30_000,
  });
}

export function useActivityDetail(ref: ActivityRef) {
  return useQuery(activityDetailQueryOptions(ref));
}

// ---- POST program_activity/activity/ (start and finish) ----------------------------------------------------

export interface CompletionScope {
  programUserId: number;
  activityId: number;
  chapterId: number;
}

export interface SetCompleteInput {
  isFinish: boolean;
  /** With the start call: the activity's video was watched to its end. */
  videoEnded?: boolean;
  /** With the finish call of a refleksi. */
  reflection?: string;
}

export type SetCompleteEnvelope = z.infer<typeof setCompleteAnswer>;

/** The start or finish call, answered by the whole envelope: its message carries the watch-the-video warning. */
export function sendSetComplete(scope: CompletionScope, input: SetCompleteInput): Promise<SetCompleteEnvelope> {
  return apiSend("/program_activity/activity/", setCompleteAnswer, {
    body: {
      program_user_id: scope.programUserId,
      resource_id: scope.activityId,
      is_finish: input.isFinish,
      ...(input.videoEnded ? { video_ended: true } : {}),
      ...(input.reflection !== undefined ? { reflection: input.reflection } : {}),
    },
  });
}

/**
 * A completed activity changes the progress circle, the topic's marks and the report: all reload without
 * a page reload (spec 001 section 4, 'Activity completion': the dashboard is reloaded).
 */
export function invalidateAfterCompletion(queryClient: QueryClient, scope: CompletionScope): Promise<void> {
  const { programUserId, activityId, chapterId } = scope;
  return Promise.all(
    [
      studyKeys.dashboard(programUserId),
      studyKeys.tabActivity(programUserId),
      studyKeys.chapter(programUserId, chapterId),
      studyKeys.report(programUserId),
      studyKeys.activity(programUserId, activityId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** Puts the answer's own state of the activity into the cached detail (started_at, video_ended_at, is_complete). */
function patchActivity(
  queryClient: QueryClient,
  scope: CompletionScope,
  result: CompletionResult,
  reflection?: string,
) {
  const key = studyKeys.activity(scope.programUserId, scope.activityId);
  queryClient.setQueryData<ActivityFocus>(key, (old) =>
    old
      ? {
          ...old,
          user_activity: result.user_activity,
          reflection: reflection !== undefined && result.is_complete ? reflection : old.reflection,
          resource_detail: {
            ...old.resource_detail,
            is_complete: old.resource_detail.is_complete || result.is_complete,
          },
        }
      : old,
  );
}

/**
 * Start (is_finish false) and finish (is_finish true) of one activity. The answer's state goes into the cached
 * detail at once; a completion also reloads the dashboard, topics and report.
 */
export function useSetComplete(scope: CompletionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetCompleteInput) => sendSetComplete(scope, input),
    onSuccess: async (answer, input) => {
      const key = studyKeys.activity(scope.programUserId, scope.activityId);
      const wasComplete = queryClient.getQueryData<ActivityFocus>(key)?.resource_detail.is_complete ?? false;
      // a detail still on its way may have been read before this call: it is fetched again instead
      const stale = queryClient.isFetching({ queryKey: key }) > 0;
      patchActivity(queryClient, scope, answer.data, input.reflection);
      if (answer.data.is_complete && !wasComplete) await invalidateAfterCompletion(queryClient, scope);
      else if (stale) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

// ---- POST program-activity/activity/pmo/reset ---------------------------------------------------------------

const pmoResetAnswer = envelope(pmoResetData);

/**
 * 'Kumpulkan Ulang' of a tpm/uk activity the Prakerja partner rejected (or refused): the submission is set aside and
 * the hand-in becomes a remedial request (decisions/031). Then the focus (pmo_submission), the sidebar's marks, the
 * dashboard and the report are read again, and the quiz player's intro, which now offers one more attempt. The
 * mutation settles once they are, so the button stays busy until the page shows the new state.
 */
export function useResetPmoSubmission(scope: CompletionScope, programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiSend("/program-activity/activity/pmo/reset", pmoResetAnswer, {
        body: { program_id: programId, activity_id: scope.activityId },
      });
      await Promise.all([
        invalidateAfterCompletion(queryClient, scope),
        // the quiz feature's quizKeys.activity(id): the study page leaves the quiz to its slot and holds no import of it
        queryClient.invalidateQueries({ queryKey: ["quiz", "activity", scope.activityId] }),
      ]);
      return answer.message;
    },
  });
}

// ---- POST program-activity/open-activity-tab ---------------------------------------------------------------

export function useOpenActivityTab() {
  return useMutation({
    mutationFn: (activityId: number) =>
      apiSend("/program-activity/open-activity-tab", openTabAnswer, { body: { resource_id: activityId } }),
  });
}

// ---- comments ------------------------------------------------------------------------------------------------

export const COMMENTS_PER_PAGE = COMMENT_PAGE_MAX;

export type CommentPage = z.infer<typeof commentListAnswer>["data"] & { page: number };

async function fetchCommentPage(path: string, page: number, signal?: AbortSignal): Promise<CommentPage> {
  const answer = await apiGet(path, commentListAnswer, signal ? { signal } : {});
  return { ...answer.data, page };
}

/** GET program_activity/resource/user_comment/{activity_id}/{page}/{per_page}: newest first, 20 a page. */
export function commentsQueryOptions(activityId: number) {
  return infiniteQueryOptions({
    queryKey: studyKeys.comments(activityId),
    queryFn: ({ pageParam, signal }) =>
      fetchCommentPage(
        `/program_activity/resource/user_comment/${activityId}/${pageParam}/${COMMENTS_PER_PAGE}`,
        pageParam,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

export function useComments(activityId: number) {
  return useInfiniteQuery(commentsQueryOptions(activityId));
}

/** GET program_activity/resource/reply_comment/{activity_id}/{parent_id}/{page}/{per_page}. */
export function repliesQueryOptions(activityId: number, parentId: number) {
  return infiniteQueryOptions({
    queryKey: studyKeys.replies(activityId, parentId),
    queryFn: ({ pageParam, signal }) =>
      fetchCommentPage(
        `/program_activity/resource/reply_comment/${activityId}/${parentId}/${pageParam}/${COMMENTS_PER_PAGE}`,
        pageParam,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

export function useReplies(activityId: number, parentId: number, options: { enabled: boolean }) {
  return useInfiniteQuery({ ...repliesQueryOptions(activityId, parentId), enabled: options.enabled });
}

/**
 * The comments of all loaded pages, each once: a comment posted here is put on top of page 1, which shifts
 * the server's pages by one, so the next page may repeat the last one seen.
 */
export function flattenComments(data: InfiniteData<CommentPage> | undefined): ActivityComment[] {
  const seen = new Set<number>();
  const list: ActivityComment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      list.push(comment);
    }
  }
  return list;
}

function prependComment(data: InfiniteData<CommentPage> | undefined, comment: ActivityComment) {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, comments: [comment, ...first.comments], total: first.total + 1 }, ...rest] };
}

function bumpReplyCount(data: InfiniteData<CommentPage> | undefined, parentId: number) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments.map((c) => (c.id === parentId ? { ...c, reply_count: c.reply_count + 1 } : c)),
    })),
  };
}

export interface PostCommentInput {
  /** In the stored form, mentions as @[userId|displayName]. */
  comment: string;
  parentId?: number;
}

/** POST program_activity/resource/comment/: the new comment or reply shows at the top at once. */
export function usePostComment(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostCommentInput) =>
      apiSend("/program_activity/resource/comment/", postCommentAnswer, {
        body: {
          resource_id: activityId,
          comment: input.comment,
          ...(input.parentId !== undefined ? { parent_id: input.parentId } : {}),
        },
      }).then((answer) => answer.data),
    onSuccess: (comment, input) => {
      if (input.parentId === undefined) {
        const key = studyKeys.comments(activityId);
        if (queryClient.getQueryData(key)) {
          queryClient.setQueryData<InfiniteData<CommentPage>>(key, (data) => prependComment(data, comment));
        } else {
          void queryClient.invalidateQueries({ queryKey: key });
        }
        return;
      }
      queryClient.setQueryData<InfiniteData<CommentPage>>(studyKeys.comments(activityId), (data) =>
        bumpReplyCount(data, input.parentId ?? 0),
      );
      const repliesKey = studyKeys.replies(activityId, input.parentId);
      if (queryClient.getQueryData(repliesKey)) {
        queryClient.setQueryData<InfiniteData<CommentPage>>(repliesKey, (data) => prependComment(data, comment));
      } else {
        void queryClient.invalidateQueries({ queryKey: repliesKey });
      }
    },
  });
}

// ---- study groups --------------------------------------------------------------------------------------------

export type GroupStatusFilter = "available" | "full";
export interface GroupFilters {
  name: string;
  status: GroupStatusFilter | "";
}

const groupKeys = {
  manual: (programId: number, filters: GroupFilters) => [...studyKeys.groups(programId), "manual", filters] as const,
  mine: (programId: number, page: number) => [...studyKeys.groups(programId), "me", page] as const,
  detail: (programId: number, page: number) => [...studyKeys.groups(programId), "detail", page] as const,
};

/** GET program-activity/study-group/manual-by-user/{programId}?name&status: the groups a learner may choose. */
export function manualGroupsQueryOptions(programId: number, filters: GroupFilters) {
  const name = filters.name.trim();
  return queryOptions({
    queryKey: groupKeys.manual(programId, { name, status: filters.status }),
    queryFn: ({ signal }) =>
      apiGet(`/program-activity/study-group/manual-by-user/${programId}`, groupListAnswer, {
        query: { name: name || undefined, status: filters.status || undefined },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
  });
}

export function useManualGroups(programId: number, filters: GroupFilters, options: { enabled: boolean }) {
  return useQuery({
    ...manualGroupsQueryOptions(programId, filters),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /program-activity/study-group/me/{page}/{itemsPerPage}: the learner's own group(s) and standing. */
export function myGroupsQueryOptions(programId: number, page = 1) {
  return queryOptions({
    queryKey: groupKeys.mine(programId, page),
    queryFn: ({ signal }) =>
      apiSend(`/program-activity/study-group/me/${page}/${GROUP_PAGE_SIZE}`, groupListAnswer, {
        body: { program_id: programId },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
  });
}

export function useMyGroups(programId: number, options: { enabled: boolean }) {
  return useQuery({ ...myGroupsQueryOptions(programId), enabled: options.enabled });
}

/** POST program-activity/v4/activity-detail/group/get?page&items_per_page: the learner's group and its members. */
export function groupDetailQueryOptions(programId: number, page: number) {
  return queryOptions({
    queryKey: groupKeys.detail(programId, page),
    queryFn: ({ signal }) =>
      apiSend("/program-activity/v4/activity-detail/group/get", groupDetailAnswer, {
        query: { page, items_per_page: GROUP_PAGE_SIZE },
        body: { program_id: programId },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
  });
}

export function useGroupDetail(programId: number, page: number, options: { enabled: boolean }) {
  return useQuery({
    ...groupDetailQueryOptions(programId, page),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** A choice of group changes the lists, the learner's standing, and the group prompt of group activities. */
function invalidateAfterGroupChoice(queryClient: QueryClient, programId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: studyKeys.groups(programId) }),
    queryClient.invalidateQueries({ queryKey: ["study", "validate"] }),
    queryClient.invalidateQueries({
      queryKey: ["study", "enrolment"],
      predicate: (query) => query.queryKey[3] === "activity",
    }),
  ]);
}

/** POST program/resource_group/select_group/?refresh=1: join a group that needs no approval. */
export function useSelectGroup(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      apiSend("/program/resource_group/select_group/", groupChoiceAnswer, {
        query: { refresh: 1 },
        body: { program_id: programId, group_id: groupId },
      }).then((answer) => answer.data),
    onSuccess: () => invalidateAfterGroupChoice(queryClient, programId),
  });
}

/** POST /program/resource_group/request_group/: ask the facilitator to be let into a group. */
export function useRequestGroup(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      apiSend("/program/resource_group/request_group/", groupChoiceAnswer, {
        body: { program_id: programId, group_id: groupId },
      }).then((answer) => answer.data),
    onSuccess: () => invalidateAfterGroupChoice(queryClient, programId),
  });
}

// ---- GET /program_activity/v2/product_by_activity/{activityId}/description -----------------------------------

export function facilitatorDescriptionQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: studyKeys.facilitator(activityId),
    queryFn: ({ signal }) =>
      apiGet(
        `/program_activity/v2/product_by_activity/${activityId}/description`,
        facilitatorDescriptionAnswer,
        signal ? { signal } : {},
      ).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useFacilitatorDescription(activityId: number) {
  return useQuery(facilitatorDescriptionQueryOptions(activityId));
}

// ---- POST /program_activity/personal_chat/ -----------------------------------------------------------------------

const personalChatEnvelope = envelope(personalChatAnswer);

/** The direct_chat activity's room with the programme's facilitator (created on first use); answers its id. */
export async function openPersonalChat(activityId: number): Promise<number> {
  return (
    await apiSend("/program_activity/personal_chat/", personalChatEnvelope, { body: { activity_id: activityId } })
  ).data.room_id;
}

export function usePersonalChat() {
  return useMutation({ mutationFn: openPersonalChat });
}

// ---- POST /program_activity/rating/ ------------------------------------------------------------------------

export interface RatingInput {
  rating: number;
  review: string;
}

/** The rating of a programme; the dashboards of the study page then read is_rated again. */
export function useRateProgram(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) =>
      apiSend("/program_activity/rating/", ratingAnswer, {
        body: { program_id: programId, rating: input.rating, review: input.review.trim() },
      }).then((answer) => answer.data),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ["study", "enrolment"],
        predicate: (query) => query.queryKey[3] === "dashboard",
      }),
  });
}

// ---- POST /program-activity/zoom/signature -------------------------------------------------------------------

/**
 * The signature for a meeting in a role (0 participant, 1 host: the server allows the host role to admins only).
 * Asked for as a query: it changes nothing on the server, and the page needs it as soon as it opens. Not retried:
 * 503 means the service is not configured, 403 that the learner may not join (in that role).
 */
export function zoomSignatureQueryOptions(meetingNumber: string, role: 0 | 1) {
  return queryOptions({
    queryKey: ["study", "zoom-signature", meetingNumber, role] as const,
    queryFn: ({ signal }) =>
      apiSend("/program-activity/zoom/signature", zoomSignatureAnswer, {
        body: { meeting_number: meetingNumber, role },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
    retry: false,
    staleTime: 60_000,
  });
}

export function useZoomSignature(meetingNumber: string | null, role: 0 | 1) {
  return useQuery({ ...zoomSignatureQueryOptions(meetingNumber ?? "", role), enabled: Boolean(meetingNumber) });
}
