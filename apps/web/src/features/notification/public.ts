// What the rest of the web app may use of the notification feature (docs/decisions/014-module-boundaries.md).
// Pages are not listed: the router reaches them directly, so they stay lazy.
export { announcementPath, NOTIFICATIONS_PATH, useNotificationCounter } from "./api";
export { ProgramAnnouncements } from "./components/program-announcements";
export { useNotificationLiveUpdates } from "./use-notification-live-updates";
