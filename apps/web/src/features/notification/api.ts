import type {
  counterAnswer,
  NotificationObjectType,
  notificationsAnswer,
  pushSettingsAnswer,
  pushSettingsBody,
} from "@app/domain/notification/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiSend } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";
import { browserPushSubscription, subscribeBrowserPush, unsubscribeBrowserPush } from "../../shared/lib/web-push";

/** The contracts, imported by the first call (the navbar's counters are on every page: lazy-contract.ts). */
const contracts = () => import("@app/domain/notification/contracts");

export type NotificationsPage = z.infer<typeof notificationsAnswer>;
export type NotificationCounter = z.infer<typeof counterAnswer>;
export type PushSettings = z.infer<typeof pushSettingsAnswer>;

/** The notifications page (spec 000 and 002 route tables). */
export const NOTIFICATIONS_PATH = "/notifikasi";

/** An announcement's own page (spec 002 route table: /pengumuman/{slug}). */
export function announcementPath(slug: string): string {
  return `/pengumuman/${encodeURIComponent(slug)}`;
}

/**
 * Query keys of the notification calls. The realtime `notification` event writes the counter and invalidates
 * `notificationKeys.lists`; an `announcement` event invalidates the programme's announcements.
 */
export const notificationKeys = {
  all: ["notification"] as const,
  counter: ["notification", "counter"] as const,
  lists: ["notification", "list"] as const,
  list: (page: number, limit: number, objectType: NotificationObjectType | undefined) =>
    ["notification", "list", page, limit, objectType ?? "all"] as const,
  pushSettings: ["notification", "push-settings"] as const,
  /** Whether this browser holds a push subscription (the Push API, not the server). */
  browserPush: ["notification", "browser-push"] as const,
  announcements: ["notification", "announcements"] as const,
  programAnnouncements: (programId: number) => ["notification", "announcements", "program", programId] as const,
  announcement: (slug: string) => ["notification", "announcements", "slug", slug] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// ---- GET /notifications?page=&limit=&object_type= ------------------------------------------------------------

const notificationsEnvelope = lazyEnvelope(async () => (await contracts()).notificationsAnswer);

export async function fetchNotifications(
  page: number,
  limit: number,
  objectType: NotificationObjectType | undefined,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const query = { page, limit, object_type: objectType };
  return (await apiGet("/notifications", notificationsEnvelope, { query, ...withSignal(signal) })).data;
}

export function notificationsQueryOptions(page: number, limit: number, objectType: NotificationObjectType | undefined) {
  return queryOptions({
    queryKey: notificationKeys.list(page, limit, objectType),
    queryFn: ({ signal }) => fetchNotifications(page, limit, objectType, signal),
    // the previous page stays on screen (aria-busy) while the next one loads, instead of a flash of skeletons
    placeholderData: keepPreviousData,
  });
}

/** One page of the learner's notifications, newest first; the page size is the caller's (spec 002 section 9). */
export function useNotifications(page: number, limit: number, objectType: NotificationObjectType | undefined) {
  return useQuery(notificationsQueryOptions(page, limit, objectType));
}

// ---- GET /notifications/counter --------------------------------------------------------------------------------

const counterEnvelope = lazyEnvelope(async () => (await contracts()).counterAnswer);

export async function fetchNotificationCounter(signal?: AbortSignal): Promise<NotificationCounter> {
  return (await apiGet("/notifications/counter", counterEnvelope, withSignal(signal))).data;
}

export function notificationCounterQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.counter,
    queryFn: ({ signal }) => fetchNotificationCounter(signal),
  });
}

/** The navbar's unread count (and the chat count); logged-in users only (`enabled` false for visitors). */
export function useNotificationCounter(enabled = true) {
  return useQuery({ ...notificationCounterQueryOptions(), enabled });
}

// ---- POST /notifications/:id/read and /notifications/read-all --------------------------------------------------

export async function markNotificationRead(id: number): Promise<NotificationCounter> {
  return (await apiSend(`/notifications/${id}/read`, counterEnvelope)).data;
}

export async function markAllNotificationsRead(): Promise<NotificationCounter> {
  return (await apiSend("/notifications/read-all", counterEnvelope)).data;
}

/** Both answer the new counter, which becomes the badge at once; the lists are read again. */
function useReadMutation<V>(mutationFn: (variables: V) => Promise<NotificationCounter>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (counter) => {
      queryClient.setQueryData(notificationKeys.counter, counter);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}

export function useMarkNotificationRead() {
  return useReadMutation(markNotificationRead);
}

export function useMarkAllNotificationsRead() {
  return useReadMutation(markAllNotificationsRead);
}

// ---- GET and PUT /notifications/settings -----------------------------------------------------------------------

const pushSettingsEnvelope = lazyEnvelope(async () => (await contracts()).pushSettingsAnswer);

export async function fetchPushSettings(signal?: AbortSignal): Promise<PushSettings> {
  return (await apiGet("/notifications/settings", pushSettingsEnvelope, withSignal(signal))).data;
}

export function pushSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.pushSettings, queryFn: ({ signal }) => fetchPushSettings(signal) });
}

/** Whether the server can push, its VAPID key, whether this session is subscribed, and the kinds pushed. */
export function usePushSettings() {
  return useQuery(pushSettingsQueryOptions());
}

export async function savePushSettings(body: z.input<typeof pushSettingsBody>): Promise<PushSettings> {
  return (await apiSend("/notifications/settings", pushSettingsEnvelope, { method: "PUT", body })).data;
}

/** The answer is the new settings, cached at once (no second call). */
export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePushSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.pushSettings, settings),
  });
}

// ---- POST /v2/auth/update-fcm-token ----------------------------------------------------------------------------

// packages/domain names this call's body (pushTokenBody) but not its answer yet; it belongs there once it does
const pushTokenEnvelope = lazyEnvelope(async () => (await contracts()).pushTokenAnswer);

/** `token` is the browser's PushSubscription as JSON; "" removes this session's subscription (spec 000 section 7). */
export async function updatePushToken(token: string): Promise<boolean> {
  return (await apiSend("/v2/auth/update-fcm-token", pushTokenEnvelope, { body: { token } })).data.subscribed;
}

/** Whether this browser has a push subscription for the site; only asked where the Push API exists. */
export function useBrowserPushSubscribed(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.browserPush,
    queryFn: async () => (await browserPushSubscription()) !== null,
    enabled,
  });
}

/** Subscribes this browser (permission prompt, service worker, PushManager) and gives the server the subscription. */
export async function turnPushOn(vapidPublicKey: string): Promise<boolean> {
  const subscription = await subscribeBrowserPush(vapidPublicKey);
  return updatePushToken(JSON.stringify(subscription));
}

/**
 * The server forgets the subscription first: if that fails, the browser keeps it and the switch stays on, rather
 * than a subscription the server would go on pushing to while the page says push is off.
 */
export async function turnPushOff(): Promise<boolean> {
  const subscribed = await updatePushToken("");
  await unsubscribeBrowserPush();
  return subscribed;
}

export type PushSwitch = { on: true; vapidPublicKey: string } | { on: false };

/** The notifications page's push switch: the answer says whether this session is subscribed now. */
export function useSetBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PushSwitch) => (change.on ? turnPushOn(change.vapidPublicKey) : turnPushOff()),
    onSuccess: (subscribed) =>
      queryClient.setQueryData<PushSettings>(notificationKeys.pushSettings, (current) =>
        current ? { ...current, subscribed } : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.browserPush }),
  });
}

// ---- POST /program-activity/v3/program-detail/get/tab-announcement ---------------------------------------------

const tabAnnouncementEnvelope = lazyEnvelope(async () => (await contracts()).tabAnnouncementAnswer);

export async function fetchProgramAnnouncements(programId: number, signal?: AbortSignal) {
  const answer = await apiSend("/program-activity/v3/program-detail/get/tab-announcement", tabAnnouncementEnvelope, {
    body: { program_id: programId },
    ...withSignal(signal),
  });
  return answer.data.announcements;
}

export function programAnnouncementsQueryOptions(programId: number) {
  return queryOptions({
    queryKey: notificationKeys.programAnnouncements(programId),
    queryFn: ({ signal }) => fetchProgramAnnouncements(programId, signal),
  });
}

/** A programme's announcements for the study page's Pengumuman tab (enrolled learners and staff). */
export function useProgramAnnouncements(programId: number) {
  return useQuery(programAnnouncementsQueryOptions(programId));
}

// ---- GET /announcements/:slug ----------------------------------------------------------------------------------

const announcementEnvelope = lazyEnvelope(async () => (await contracts()).announcementAnswer);

export async function fetchAnnouncement(slug: string, signal?: AbortSignal) {
  const path = `/announcements/${encodeURIComponent(slug)}`;
  return (await apiGet(path, announcementEnvelope, withSignal(signal))).data.announcement;
}

export function announcementQueryOptions(slug: string) {
  return queryOptions({
    queryKey: notificationKeys.announcement(slug),
    queryFn: ({ signal }) => fetchAnnouncement(slug, signal),
  });
}

/** One announcement; `enabled` false for a slug the API would refuse anyway. */
export function useAnnouncement(slug: string, enabled = true) {
  return useQuery({ ...announcementQueryOptions(slug), enabled });
}
