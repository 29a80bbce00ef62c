import {
  type Announcement,
  type AnnouncementSummary,
  NOTIFICATION_TYPE_LABELS,
  type Notification,
  type NotificationType,
  type RealtimeEvent,
} from "@app/domain/notification/contracts";
import type { PushSettings } from "./api";

// Tests only: answers of the notification calls, shaped by the domain's contracts.

export const NOTIFICATION_PATHS = {
  list: "/api/notifications",
  counter: "/api/notifications/counter",
  readAll: "/api/notifications/read-all",
  settings: "/api/notifications/settings",
  pushToken: "/api/v2/auth/update-fcm-token",
  tabAnnouncement: "/api/program-activity/v3/program-detail/get/tab-announcement",
  announcement: (slug: string) => `/api/announcements/${slug}`,
  read: (id: number) => `/api/notifications/${id}/read`,
} as const;

export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: "payment_paid",
    object_type: "payment",
    object_id: 77,
    title: "Pembayaran berhasil",
    body: "Pembayaran untuk Belajar Excel Dasar sudah kami terima.",
    link: "/detail-pembelian/77",
    sent_at: "2026-11-22T07:05:00Z",
    read_at: null,
    ...overrides,
  };
}

export function notificationsAnswerFixture(
  notifications: Notification[],
  overrides: { page?: number; limit?: number; total?: number; unread?: number } = {},
) {
  return {
    notifications,
    page: overrides.page ?? 1,
    limit: overrides.limit ?? 10,
    total: overrides.total ?? notifications.length,
    unread: overrides.unread ?? notifications.filter((n) => n.read_at === null).length,
  };
}

export function pushSettingsFixture(overrides: Partial<PushSettings> = {}): PushSettings {
  return {
    push_available: true,
    vapid_public_key: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
    subscribed: false,
    kinds: (["payment_paid", "announcement", "mention"] satisfies NotificationType[]).map((type) => ({
      type,
      label: NOTIFICATION_TYPE_LABELS[type],
      push: true,
    })),
    ...overrides,
  };
}

export function announcementSummaryFixture(overrides: Partial<AnnouncementSummary> = {}): AnnouncementSummary {
  return {
    id: 3,
    program_id: 10,
    title: "Jadwal sesi langsung minggu depan",
    slug: "jadwal-sesi-langsung",
    excerpt: "Sesi langsung pindah ke hari Kamis pukul 19.00 WIB.",
    author_name: "Rina Fasilitator",
    published_at: "2026-11-20T03:00:00Z",
    ...overrides,
  };
}

export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    ...announcementSummaryFixture(),
    body: "<p>Sesi langsung pindah ke <strong>hari Kamis</strong>.</p>",
    program_name: "Belajar Excel Dasar untuk Pemula",
    program_slug: "belajar-excel-dasar",
    ...overrides,
  };
}

export function notificationEvent(unread: number, notification: Notification | null = null): RealtimeEvent {
  return { id: 100 + unread, type: "notification", unread, notification };
}
