import type { RealtimeEvent } from "@app/domain/notification/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../shared/lib/realtime";
import { type NotificationCounter, notificationKeys } from "./api";

/**
 * Keeps the unread count and the notification lists current from the realtime channel (spec 002: the counter is
 * the realtime document's `unread`). A `notification` event carries the new count, so the badge changes without a
 * call; the lists are read again when shown. After a reconnect that could not replay everything (`ready` with
 * `caught_up` false) both are read again. Mounted once, by the navbar's bell: every page with a bell shows it.
 */
export function useNotificationLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event: RealtimeEvent) => {
    if (event.type === "notification") {
      // nothing cached yet: the first read of the counter brings the count anyway
      queryClient.setQueryData<NotificationCounter>(notificationKeys.counter, (current) =>
        current ? { ...current, unread: event.unread } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    } else if (event.type === "ready" && !event.caught_up) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.counter });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    }
  });
}

/**
 * The study page's Pengumuman tab has no bell above it (the activity layout): it follows the `announcement`
 * events of its own programme, and reads the list again after a reconnect that missed events.
 */
export function useAnnouncementLiveUpdates(programId: number): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event: RealtimeEvent) => {
    const mine = event.type === "announcement" && event.announcement.program_id === programId;
    if (mine || (event.type === "ready" && !event.caught_up)) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.programAnnouncements(programId) });
    }
  });
}
