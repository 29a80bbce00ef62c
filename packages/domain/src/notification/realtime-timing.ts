/**
 * The realtime channel's timing, apart from its contracts: the web app's socket reads it before it has loaded zod
 * (issue 24, home page JavaScript). contracts.ts re-exports it.
 */

/** Heartbeat: the server pings this often and drops a socket that missed two. */
export const REALTIME_PING_MS = 25_000;
/** Reconnect backoff of the browser: first wait, cap. */
export const REALTIME_RETRY_MIN_MS = 500;
export const REALTIME_RETRY_MAX_MS = 30_000;
