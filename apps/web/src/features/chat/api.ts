import {
  CHAT_FILE_MAX_BYTES,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_PARTICIPANTS_PAGE_SIZE,
  type Comment,
  commentAnswer,
  commentsAnswer,
  deleteMessagesAnswer,
  joinRoomAnswer,
  participantsAnswer,
  type Room,
  readAnswer,
  roomAnswer,
  roomListAnswer,
} from "@app/domain/chat/contracts";
import { envelope } from "@app/domain/shared/envelope";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, apiGet, apiSend } from "../../shared/lib/api-client";

/**
 * Query keys of the chat calls. A room's comments sit under the room, so invalidating a room reloads both. The
 * realtime channel writes new, deleted and read messages straight into the cached comments (use-room-live.ts).
 */
export const chatKeys = {
  all: ["chat"] as const,
  rooms: ["chat", "rooms"] as const,
  room: (roomId: number) => ["chat", "room", roomId] as const,
  comments: (roomId: number) => ["chat", "room", roomId, "comments"] as const,
  participants: (roomId: number) => ["chat", "room", roomId, "participants"] as const,
};

export type Participants = z.infer<typeof participantsAnswer>;

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// ---- POST /chat/participant/ ---------------------------------------------------------------------------------

const joinEnvelope = envelope(joinRoomAnswer);

/** Joins a room (a member joining again is answered the same); 400 with the room-full text when it is full. */
export async function joinRoom(roomId: number): Promise<Room> {
  return (await apiSend("/chat/participant/", joinEnvelope, { body: { room_id: roomId } })).data.results.room;
}

/**
 * Joins `roomId` when a room is opened (the chat box, the Tanyamu page's initRoom). Joining is idempotent, so it is
 * read like a query: once per opening, shared by StrictMode's second render, never retried (a full room stays full
 * for a while: the modal says to try again later). The answer is the room, which the room view then reads from
 * the cache instead of asking again.
 */
export function useJoinedRoom(roomId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    // outside chatKeys.all: reloading the chat after a reconnect must not send the join again
    queryKey: ["chat-join", roomId] as const,
    queryFn: async () => {
      const room = await joinRoom(roomId ?? 0);
      queryClient.setQueryData(chatKeys.room(room.id), room);
      return room;
    },
    enabled: roomId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

// ---- GET /chat/subject/ --------------------------------------------------------------------------------------

const roomListEnvelope = envelope(roomListAnswer);

export async function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return (await apiGet("/chat/subject/", roomListEnvelope, withSignal(signal))).data.rooms;
}

export function roomsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.rooms, queryFn: ({ signal }) => fetchRooms(signal) });
}

/** The learner's rooms with their unread counts and last messages (the Tanyamu page's list). */
export function useRooms() {
  return useQuery(roomsQueryOptions());
}

// ---- GET /chat/rooms/:roomId ---------------------------------------------------------------------------------

const roomEnvelope = envelope(roomAnswer);

export async function fetchRoom(roomId: number, signal?: AbortSignal): Promise<Room> {
  return (await apiGet(`/chat/rooms/${roomId}`, roomEnvelope, withSignal(signal))).data.room;
}

export function roomQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: chatKeys.room(roomId),
    queryFn: ({ signal }) => fetchRoom(roomId, signal),
    // a room's name and members change seldom; the join that opened it has just given them
    staleTime: 60_000,
  });
}

export function useRoom(roomId: number) {
  return useQuery(roomQueryOptions(roomId));
}

// ---- GET /chat/rooms/:roomId/participants?page=&limit= -----------------------------------------------------

const participantsEnvelope = envelope(participantsAnswer);

export async function fetchParticipants(roomId: number, page: number, signal?: AbortSignal): Promise<Participants> {
  const query = { page, limit: CHAT_PARTICIPANTS_PAGE_SIZE };
  return (await apiGet(`/chat/rooms/${roomId}/participants`, participantsEnvelope, { query, ...withSignal(signal) }))
    .data;
}

export function participantsQueryOptions(roomId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.participants(roomId),
    queryFn: ({ pageParam, signal }) => fetchParticipants(roomId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.participants.length, 0);
      return loaded < last.total && last.participants.length > 0 ? last.page + 1 : undefined;
    },
  });
}

/** The member list, 100 a page (spec 001 section 9). */
export function useParticipants(roomId: number, enabled: boolean) {
  return useInfiniteQuery({ ...participantsQueryOptions(roomId), enabled });
}

// ---- GET /chat/rooms/:roomId/comments?last_comment_id=&limit=20 ---------------------------------------------

const commentsEnvelope = envelope(commentsAnswer);

/** One page of a room's messages, newest first, and where the next (older) page starts. */
export interface CommentsPage {
  comments: Comment[];
  hasMore: boolean;
  /** The oldest id the server gave on this page; the next page asks for messages older than it. */
  oldestId: number | null;
}

export type CommentsData = InfiniteData<CommentsPage, number | null>;

export async function fetchComments(
  roomId: number,
  lastCommentId: number | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  const query = { last_comment_id: lastCommentId ?? undefined, limit: CHAT_PAGE_SIZE };
  const { comments, has_more } = (
    await apiGet(`/chat/rooms/${roomId}/comments`, commentsEnvelope, { query, ...withSignal(signal) })
  ).data;
  // kept apart from the list: a message deleted later must not move the cursor
  return { comments, hasMore: has_more, oldestId: comments.at(-1)?.id ?? null };
}

export function commentsQueryOptions(roomId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.comments(roomId),
    queryFn: ({ pageParam, signal }) => fetchComments(roomId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore && last.oldestId !== null ? last.oldestId : undefined),
    // the realtime channel keeps the shown room current; a refocused tab has nothing to catch up
    refetchOnWindowFocus: false,
  });
}

/** The 20 newest messages, then 20 older ones each time the learner reaches the top (spec 001 section 9). */
export function useComments(roomId: number) {
  return useInfiniteQuery(commentsQueryOptions(roomId));
}

/**
 * Writes a message into the cached pages (newest first) unless it is there already (sent here and echoed, or sent
 * again by a catch-up). A message older than every loaded one belongs to a page not loaded yet; one that
 * committed late goes in its place by id, not on top.
 */
export function addCommentToCache(queryClient: QueryClient, comment: Comment): void {
  queryClient.setQueryData<CommentsData>(chatKeys.comments(comment.room_id), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.comments.some((c) => c.id === comment.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const oldestLoaded = data.pages.at(-1)?.comments.at(-1)?.id;
    if (oldestLoaded !== undefined && comment.id < oldestLoaded) return data;
    const comments = [...first.comments, comment].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ ...first, comments }, ...rest] };
  });
}

/** Takes deleted messages out of the cached pages. */
export function removeCommentsFromCache(queryClient: QueryClient, roomId: number, uniqueIds: readonly string[]): void {
  const gone = new Set(uniqueIds);
  queryClient.setQueryData<CommentsData>(chatKeys.comments(roomId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.filter((comment) => !gone.has(comment.unique_id)),
          })),
        }
      : data,
  );
}

/**
 * Another member read up to `commentId`: the caller's own messages up to it have been read by someone. The event
 * does not say whether that member had read them before, so the count is only raised from 0 to 1 — enough for
 * "Dibaca"; the next load gives the exact counts.
 */
export function markReadInCache(queryClient: QueryClient, roomId: number, ownId: string, commentId: number): void {
  queryClient.setQueryData<CommentsData>(chatKeys.comments(roomId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.map((comment) =>
              comment.email === ownId && comment.id <= commentId && comment.read_count === 0
                ? { ...comment, read_count: 1 }
                : comment,
            ),
          })),
        }
      : data,
  );
}

/** A new message changes the room's line in the list (last message, unread count when it is someone else's). */
export function updateRoomListForComment(queryClient: QueryClient, comment: Comment, ownId: string | null): void {
  queryClient.setQueryData<Room[]>(chatKeys.rooms, (rooms) =>
    rooms?.map((room) =>
      // only a message newer than the room's last counts (a catch-up may send one again)
      room.id === comment.room_id && comment.id > (room.last_comment?.id ?? 0)
        ? {
            ...room,
            last_comment: comment,
            unread_count: comment.email === ownId ? room.unread_count : room.unread_count + 1,
          }
        : room,
    ),
  );
}

// ---- POST /chat/rooms/:roomId/comments ----------------------------------------------------------------------

const commentEnvelope = envelope(commentAnswer);

export interface SendInput {
  message: string;
  /** The message replied to, if any. */
  replyTo?: number | undefined;
}

export async function sendComment(roomId: number, input: SendInput): Promise<Comment> {
  const body =
    input.replyTo === undefined
      ? { message: input.message, type: "text" }
      : { message: input.message, type: "reply", reply_to: input.replyTo };
  return (await apiSend(`/chat/rooms/${roomId}/comments`, commentEnvelope, { body })).data.comment;
}

/** The sent message goes into the list at once (its realtime echo is then skipped by id). */
export function useSendComment(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendComment(roomId, input),
    onSuccess: (comment) => {
      addCommentToCache(queryClient, comment);
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
}

// ---- POST /chat/rooms/:roomId/files (multipart: file, caption) ----------------------------------------------

export async function sendFile(roomId: number, file: File, caption = ""): Promise<Comment> {
  // refused here already: the server would refuse it only after the whole upload
  if (file.size > CHAT_FILE_MAX_BYTES) throw new ApiError(413, CHAT_MESSAGES.fileTooLarge, null, 413);
  const form = new FormData();
  form.append("file", file);
  if (caption) form.append("caption", caption);
  try {
    return (await apiSend(`/chat/rooms/${roomId}/files`, commentEnvelope, { body: form })).data.comment;
  } catch (error) {
    // a body-size limit in front of the handler may answer in English: the learner reads the rule instead
    if (error instanceof ApiError && error.httpStatus === 413) {
      throw new ApiError(413, CHAT_MESSAGES.fileTooLarge, null, 413);
    }
    throw error;
  }
}

export function useSendFile(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption?: string }) => sendFile(roomId, file, caption),
    onSuccess: (comment) => {
      addCommentToCache(queryClient, comment);
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
}

// ---- POST /chat/rooms/:roomId/read --------------------------------------------------------------------------

const readEnvelope = envelope(readAnswer);

export async function markRead(roomId: number, commentId: number): Promise<number> {
  return (await apiSend(`/chat/rooms/${roomId}/read`, readEnvelope, { body: { comment_id: commentId } })).data
    .unread_count;
}

/** The room's unread count in the list and in the room follows the answer, without a reload. */
export function useMarkRead(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => markRead(roomId, commentId),
    onSuccess: (unread) => {
      queryClient.setQueryData<Room[]>(chatKeys.rooms, (rooms) =>
        rooms?.map((room) => (room.id === roomId ? { ...room, unread_count: unread } : room)),
      );
      queryClient.setQueryData<Room>(chatKeys.room(roomId), (room) =>
        room ? { ...room, unread_count: unread } : room,
      );
    },
  });
}

// ---- DELETE /chat/messages/ ---------------------------------------------------------------------------------

const deleteEnvelope = envelope(deleteMessagesAnswer);

export async function deleteMessages(uniqueIds: readonly string[]): Promise<string[]> {
  return (await apiSend("/chat/messages/", deleteEnvelope, { method: "DELETE", body: { unique_ids: uniqueIds } })).data
    .unique_ids;
}

export function useDeleteMessage(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uniqueId: string) => deleteMessages([uniqueId]),
    onSuccess: (deleted) => {
      removeCommentsFromCache(queryClient, roomId, deleted);
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
}
