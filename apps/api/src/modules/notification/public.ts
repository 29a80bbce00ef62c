/**
 * What the notification module offers the rest of the API (decisions/014): its routes; `notify`, which every
 * module calls in the transaction of the change that causes a notification; the push outbox's worker; and the
 * logout's removal of the session's push subscription.
 */
export { type NewNotification, notify } from "./notify";
export { createPushOutbox, PUSH_TICK_MS, type PushOutbox, type VapidKeys } from "./push-outbox";
export { notificationRoutes } from "./routes";
export { removeSessionPush } from "./service";
