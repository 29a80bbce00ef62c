/**
 * What the notification module offers the rest of the API (decisions/014): its routes; `notify`, which every
 * module calls in the transaction of the change that causes a notification; and the push outbox's worker (logout
 * removes the session's push subscription in platform/sessions.ts).
 */
export { type NewNotification, notify } from "./notify";
export { createPushOutbox, PUSH_TICK_MS, type PushOutbox } from "./push-outbox";
export { notificationRoutes } from "./routes";
