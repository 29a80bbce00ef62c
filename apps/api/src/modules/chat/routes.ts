import {
  CHAT_FILE_MAX_BYTES,
  CHAT_MESSAGES,
  commentAnswer,
  commentsAnswer,
  commentsQuery,
  deleteMessagesAnswer,
  deleteMessagesBody,
  joinRoomAnswer,
  participantsAnswer,
  participantsQuery,
  personalChatAnswer,
  personalChatBody,
  readAnswer,
  readBody,
  roomAnswer,
  roomIdBody,
  roomListAnswer,
  roomParams,
  sendCommentBody,
} from "@app/domain/chat/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { AppError, errors } from "../../platform/errors";
import { attachmentDisposition } from "../../platform/file-names";
import { oneFileLimits, readFilePart, sendStoredFile } from "../../platform/file-upload";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage";
import { CHAT_FILE_RULE, mimeOfKey, readableChatFile, sendFile, shownInline } from "./files";
import {
  deleteComments,
  getRoom,
  joinRoom,
  listComments,
  listParticipants,
  listRooms,
  markRead,
  personalRoom,
  roleLabelsOf,
  sendComment,
} from "./service";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};

/** Messages per member a minute: a person types a few; a script would flood the room and its notifications. */
export const CHAT_SEND_RULE = { name: "chat-send", limit: 60, windowSeconds: 60 } satisfies RateRule;

const fileParams = z.object({
  key: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,10}$/, CHAT_MESSAGES.roomNotFound),
});

/**
 * The chat calls (spec 001 section 9; in the original product a hosted chat service). Every call is a member's:
 * the room is checked on each read, send, delete and participant list (access.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  storage: FileStorage;
}> = async (app, { db, clock, limiter, storage }) => {
  await app.register(multipart, { limits: oneFileLimits(CHAT_FILE_MAX_BYTES) });

  app.post(
    "/chat/participant/",
    {
      schema: {
        tags: ["chat"],
        summary:
          "Enters a room (answers it when already in); a full room answers 400 'room participants can't more than N'",
        body: roomIdBody,
        querystring: callContextQuery,
        response: { 200: envelope(joinRoomAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ results: { room: await joinRoom(db, userId, request.body.room_id, clock()) } });
    },
  );

  app.get(
    "/chat/subject/",
    {
      schema: {
        tags: ["chat"],
        summary: "The caller's rooms, the most recently active first, with unread counts",
        querystring: callContextQuery,
        response: { 200: envelope(roomListAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ rooms: await listRooms(db, userId, await roleLabelsOf(db, userId)) });
    },
  );

  app.get(
    "/chat/rooms/:roomId",
    {
      schema: {
        tags: ["chat"],
        summary: "One room the caller is in, with its first 100 participants",
        params: roomParams,
        querystring: callContextQuery,
        response: { 200: envelope(roomAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ room: await getRoom(db, userId, request.params.roomId) });
    },
  );

  app.get(
    "/chat/rooms/:roomId/participants",
    {
      schema: {
        tags: ["chat"],
        summary: "A room's participants, 100 a page",
        params: roomParams,
        querystring: participantsQuery.extend(callContextQuery.shape),
        response: { 200: envelope(participantsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, limit } = request.query;
      return ok(await listParticipants(db, userId, request.params.roomId, page, limit));
    },
  );

  app.get(
    "/chat/rooms/:roomId/comments",
    {
      schema: {
        tags: ["chat"],
        summary: "A room's messages, newest first, 20 at a time; older ones by the last comment id",
        params: roomParams,
        querystring: commentsQuery.extend(callContextQuery.shape),
        response: { 200: envelope(commentsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { last_comment_id: before, limit } = request.query;
      return ok(await listComments(db, userId, request.params.roomId, { before, limit }));
    },
  );

  app.post(
    "/chat/rooms/:roomId/comments",
    {
      schema: {
        tags: ["chat"],
        summary: "Sends a message (plain or a reply); empty after trimming is refused",
        params: roomParams,
        body: sendCommentBody,
        querystring: callContextQuery,
        response: { 200: envelope(commentAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(CHAT_SEND_RULE, String(userId));
      const { message, type, reply_to: replyTo } = request.body;
      return ok({ comment: await sendComment(db, userId, request.params.roomId, { type, message, replyTo }, clock()) });
    },
  );

  app.post(
    "/chat/rooms/:roomId/files",
    {
      schema: {
        tags: ["chat"],
        summary: "Sends a file message (multipart: 'caption' then 'file'; at most 10 MB; checked by content)",
        consumes: ["multipart/form-data"],
        params: roomParams,
        querystring: callContextQuery,
        response: { 200: envelope(commentAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limiter.hit(CHAT_FILE_RULE, String(userId));
      const { fileName, bytes, fields } = await readFilePart(request, reply, {
        maxBytes: CHAT_FILE_MAX_BYTES,
        tooLarge: () => new AppError(413, 413, CHAT_MESSAGES.fileTooLarge),
        unreadable: () => errors.refused(CHAT_MESSAGES.fileMissing),
      });
      const comment = await sendFile(db, storage, {
        userId,
        roomId: request.params.roomId,
        fileName,
        bytes,
        caption: fields.caption ?? "",
        now: clock(),
      });
      return ok({ comment });
    },
  );

  app.get(
    "/chat/files/:key",
    {
      schema: {
        tags: ["chat"],
        summary: "A message's file, to members of its room (media inline, the rest as a download)",
        params: fileParams,
        querystring: callContextQuery,
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const found = await readableChatFile(db, userId, request.params.key);
      const file = await storage.open(found.key);
      if (!file) throw errors.notFound(CHAT_MESSAGES.roomNotFound);
      const disposition = attachmentDisposition(found.name);
      reply.header("cross-origin-resource-policy", "same-origin");
      return sendStoredFile(reply, file, {
        type: mimeOfKey(found.key),
        disposition: shownInline(found.key) ? disposition.replace(/^attachment/, "inline") : disposition,
        cacheControl: "private, max-age=3600",
      });
    },
  );

  app.post(
    "/chat/rooms/:roomId/read",
    {
      schema: {
        tags: ["chat"],
        summary: "Read receipt: the caller has seen the room up to this message",
        params: roomParams,
        body: readBody,
        querystring: callContextQuery,
        response: { 200: envelope(readAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ unread_count: await markRead(db, userId, request.params.roomId, request.body.comment_id) });
    },
  );

  app.delete(
    "/chat/messages/",
    {
      schema: {
        tags: ["chat"],
        summary: "Deletes messages: own always; others' with the role Super Admin, Admin Sekolahmu or Fasilitator",
        body: deleteMessagesBody,
        querystring: callContextQuery,
        response: { 200: envelope(deleteMessagesAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ unique_ids: await deleteComments(db, userId, request.body.unique_ids, clock()) });
    },
  );

  app.post(
    "/program_activity/personal_chat/",
    {
      schema: {
        tags: ["chat"],
        summary: "The direct_chat activity's room of the learner with the programme's facilitator",
        body: personalChatBody,
        querystring: callContextQuery,
        response: { 200: envelope(personalChatAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ room_id: await personalRoom(db, userId, request.body.activity_id, clock()) });
    },
  );
};
