import { z } from "zod";
import { commentSchema, dbId } from "../chat/contracts";

/**
 * Notifications, announcements, web push and the realtime events (spec 002 sections 2, 3, 4, 7, 9; spec 000
 * push and logout; issue 19).
 */

/** The kinds of notification; each is written with the change that causes it. */
export const NOTIFICATION_TYPES = [
  "payment_paid",
  "payment_failed",
  "payment_expired",
  "enrolment",
  "assessor_score",
  "remedial_request",
  "reply",
  "mention",
  "announcement",
  "study_group",
  "email_changed",
  "certificate_revoked",
  "family_link",
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** What a notification is about; the page filters by it (spec 002: filtered by object type). */
export const NOTIFICATION_OBJECT_TYPES = [
  "payment",
  "program",
  "quiz",
  "comment",
  "chat",
  "announcement",
  "account",
  "certificate",
] as const;
export const notificationObjectTypeSchema = z.enum(NOTIFICATION_OBJECT_TYPES);
export type NotificationObjectType = z.infer<typeof notificationObjectTypeSchema>;

/** The filter chips of /notifikasi, in order. */
export const NOTIFICATION_FILTER_LABELS: Record<NotificationObjectType, string> = {
  payment: "Pembayaran",
  program: "Program",
  quiz: "Penilaian",
  comment: "Komentar",
  chat: "Diskusi",
  announcement: "Pengumuman",
  account: "Akun",
  certificate: "Sertifikat",
};

/** The push choices of the notifications page: which kinds may be pushed. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  payment_paid: "Pembayaran berhasil",
  payment_failed: "Pembayaran gagal",
  payment_expired: "Pembayaran kedaluwarsa",
  enrolment: "Pendaftaran program",
  assessor_score: "Nilai dari asesor",
  remedial_request: "Permintaan perbaikan tugas",
  reply: "Balasan",
  mention: "Sebutan (mention)",
  announcement: "Pengumuman program",
  study_group: "Kelompok belajar",
  email_changed: "Perubahan email",
  certificate_revoked: "Sertifikat dicabut",
  family_link: "Hubungan keluarga",
};

/** The largest page the caller may ask for (spec 002: the page size is given by the caller). */
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
export { BADGE_MAX, badgeText } from "./badge";

export const NOTIFICATION_MESSAGES = {
  notFound: "Notifikasi tidak ditemukan",
  announcementNotFound: "Pengumuman tidak ditemukan",
  notProgramStaff: "Hanya fasilitator dan admin program yang dapat membuat pengumuman",
  badSubscription: "Langganan notifikasi push tidak valid",
  pushOff: "Notifikasi push belum diaktifkan di server ini",
  emptyAnnouncement: "Isi pengumuman tidak boleh kosong",
} as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  object_type: notificationObjectTypeSchema,
  object_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  /** Where the item leads, a path inside the web app. */
  link: z.string(),
  sent_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  limit: z.coerce.number().int().positive().max(NOTIFICATIONS_MAX_PAGE_SIZE).default(10),
  object_type: notificationObjectTypeSchema.optional(),
});
export const notificationsAnswer = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});

/** The navbar's counters (spec 002: notification counter, chat counter). */
export const counterAnswer = z.object({ unread: z.number().int(), chat_unread: z.number().int() });

export const notificationParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const pushSettingsAnswer = z.object({
  /** False when the server has no VAPID keys: push is off and the page says so. */
  push_available: z.boolean(),
  vapid_public_key: z.string().nullable(),
  /** Whether this session has a push subscription stored. */
  subscribed: z.boolean(),
  kinds: z.array(z.object({ type: notificationTypeSchema, label: z.string(), push: z.boolean() })),
});
export const pushSettingsBody = z.object({ push_off: z.array(notificationTypeSchema).max(NOTIFICATION_TYPES.length) });

/** POST /v2/auth/update-fcm-token: `token` is the browser's PushSubscription as JSON; empty removes it. */
export const pushTokenBody = z.object({ token: z.string().max(4_000) });
/** Its answer: whether this session now has a subscription stored. */
export const pushTokenAnswer = z.object({ subscribed: z.boolean() });
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2_000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

// ---- announcements -----------------------------------------------------------------------------------------

export const announcementSummarySchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author_name: z.string(),
  published_at: z.string(),
});
export const announcementSchema = announcementSummarySchema.extend({
  /** Sanitised rich text. */
  body: z.string(),
  program_name: z.string(),
  program_slug: z.string(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;
export type Announcement = z.infer<typeof announcementSchema>;

export const tabAnnouncementBody = z.object({ program_id: dbId });
export const tabAnnouncementAnswer = z.object({ announcements: z.array(announcementSummarySchema) });
export const announcementParams = z.object({ slug: z.string().min(1).max(200) });
export const announcementAnswer = z.object({ announcement: announcementSchema });
export const createAnnouncementBody = z.object({
  program_id: z.number().int().positive().max(2_147_483_647),
  title: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(50_000),
});

// ---- realtime (WebSocket /api/realtime) --------------------------------------------------------------------

export { REALTIME_PING_MS, REALTIME_RETRY_MAX_MS, REALTIME_RETRY_MIN_MS } from "./realtime-timing";

/** Events the server sends; `id` is the event id a reconnect asks to catch up after (`?after=`). */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({
    id: z.number().int(),
    type: z.literal("chat.comment"),
    room_id: z.number().int(),
    comment: commentSchema,
  }),
  z.object({
    id: z.number().int(),
    type: z.literal("chat.deleted"),
    room_id: z.number().int(),
    unique_ids: z.array(z.string()),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal("chat.read"),
    room_id: z.number().int(),
    email: z.string(),
    comment_id: z.number().int(),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal("notification"),
    unread: z.number().int(),
    notification: notificationSchema.nullable(),
  }),
  z.object({ id: z.number().int(), type: z.literal("announcement"), announcement: announcementSummarySchema }),
  /** Sent once after connecting: the last event id so far, and whether events may have been missed. */
  z.object({ id: z.number().int(), type: z.literal("ready"), caught_up: z.boolean() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What the browser sends: listen to a room's events (checked: members only), or stop. */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join"), room_id: dbId }),
  z.object({ type: z.literal("leave"), room_id: dbId }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
