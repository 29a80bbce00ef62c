import {
  announcementAnswer,
  announcementParams,
  counterAnswer,
  createAnnouncementBody,
  NOTIFICATION_MESSAGES,
  notificationParams,
  notificationsAnswer,
  notificationsQuery,
  pushSettingsAnswer,
  pushSettingsBody,
  pushTokenBody,
  tabAnnouncementAnswer,
  tabAnnouncementBody,
} from "@app/domain/notification/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import { announcementBySlug, programAnnouncements, publishAnnouncement } from "./announcements";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationCounter,
  pushSettings,
  savePushPreferences,
  savePushToken,
} from "./service";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};

/**
 * Notifications (spec 002 /notifikasi and the counter badge), announcements (/pengumuman/{slug}, the study
 * page's announcement tab) and the browser push registration (spec 000 update-fcm-token).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  /** The VAPID public key, or null when push is off on this server. */
  vapidPublicKey: string | null;
  /** The chat's unread counter (the chat module's, composed in app.ts). */
  chatUnreadSql: (userId: SQLWrapper) => SQL<number>;
}> = async (app, { db, clock, vapidPublicKey, chatUnreadSql }) => {
  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notification"],
        summary: "The caller's notifications, newest first; the page size is the caller's; filter by object type",
        querystring: notificationsQuery.extend(callContextQuery.shape),
        response: { 200: envelope(notificationsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, limit, object_type: objectType } = request.query;
      return ok(await listNotifications(db, userId, { page, limit, objectType }));
    },
  );

  app.get(
    "/notifications/counter",
    {
      schema: {
        tags: ["notification"],
        summary: "The navbar's counters: unread notifications and unread chat messages",
        querystring: callContextQuery,
        response: { 200: envelope(counterAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await notificationCounter(db, userId, chatUnreadSql));
    },
  );

  app.post(
    "/notifications/read-all",
    {
      schema: {
        tags: ["notification"],
        summary: "Marks every notification of the caller read",
        querystring: callContextQuery,
        response: { 200: envelope(counterAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await markAllNotificationsRead(db, userId, clock());
      return ok(await notificationCounter(db, userId, chatUnreadSql));
    },
  );

  app.post(
    "/notifications/:id/read",
    {
      schema: {
        tags: ["notification"],
        summary: "Marks one of the caller's notifications read",
        params: notificationParams,
        querystring: callContextQuery,
        response: { 200: envelope(counterAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await markNotificationRead(db, userId, request.params.id, clock());
      return ok(await notificationCounter(db, userId, chatUnreadSql));
    },
  );

  app.get(
    "/notifications/settings",
    {
      schema: {
        tags: ["notification"],
        summary: "Push: whether the server can push, this browser's subscription, and which kinds are pushed",
        querystring: callContextQuery,
        response: { 200: envelope(pushSettingsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      return ok(await pushSettings(db, userId, sessionId, vapidPublicKey));
    },
  );

  app.put(
    "/notifications/settings",
    {
      schema: {
        tags: ["notification"],
        summary: "Which kinds of notification are not pushed",
        body: pushSettingsBody,
        querystring: callContextQuery,
        response: { 200: envelope(pushSettingsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      await savePushPreferences(db, userId, request.body.push_off);
      return ok(await pushSettings(db, userId, sessionId, vapidPublicKey));
    },
  );

  app.post(
    "/v2/auth/update-fcm-token",
    {
      schema: {
        tags: ["notification"],
        summary: "Stores this browser's push subscription (Push API JSON); an empty token removes it",
        body: pushTokenBody,
        querystring: callContextQuery,
        response: {
          200: z.object({ status: z.number(), message: z.string(), data: z.object({ subscribed: z.boolean() }) }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      if (vapidPublicKey === null && request.body.token.trim() !== "") {
        throw errors.refused(NOTIFICATION_MESSAGES.pushOff);
      }
      return ok({ subscribed: await savePushToken(db, userId, sessionId, request.body.token, clock()) });
    },
  );

  app.post(
    "/program-activity/v3/program-detail/get/tab-announcement",
    {
      schema: {
        tags: ["notification"],
        summary: "The study page's announcement tab: the programme's announcements, newest first",
        body: tabAnnouncementBody,
        querystring: callContextQuery,
        response: { 200: envelope(tabAnnouncementAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ announcements: await programAnnouncements(db, userId, request.body.program_id) });
    },
  );

  app.get(
    "/announcements/:slug",
    {
      schema: {
        tags: ["notification"],
        summary: "One announcement (/pengumuman/{slug}), to the programme's learners and staff",
        params: announcementParams,
        querystring: callContextQuery,
        response: { 200: envelope(announcementAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ announcement: await announcementBySlug(db, userId, request.params.slug) });
    },
  );

  app.post(
    "/announcements",
    {
      schema: {
        tags: ["notification"],
        summary: "Publishes an announcement (the programme's facilitators and admins); its learners are notified",
        body: createAnnouncementBody,
        querystring: callContextQuery,
        response: { 200: envelope(announcementAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { program_id: programId, title, body } = request.body;
      return ok({ announcement: await publishAnnouncement(db, userId, { programId, title, body }, clock()) });
    },
  );
};
