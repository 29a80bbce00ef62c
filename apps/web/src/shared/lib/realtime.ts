import type {
  RealtimeClientMessage,
  RealtimeEvent,
  realtimeEventSchema as RealtimeEventSchema,
} from "@app/domain/notification/contracts";
import { REALTIME_RETRY_MAX_MS, REALTIME_RETRY_MIN_MS } from "@app/domain/notification/realtime-timing";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { hasSessionCookie } from "./cookies";

/**
 * The realtime connection: one WebSocket per tab at /api/realtime (chat events of the joined rooms,
 * notifications, announcements; issue 19). It lives outside React so every component of the tab shares it:
 * the app shell starts it while someone is logged in (app/shell/realtime-connection.tsx) and logout stops it.
 *
 * - It reconnects after a drop with exponential backoff and jitter (REALTIME_RETRY_MIN_MS doubling up to
 *   REALTIME_RETRY_MAX_MS), so a restarted server is not hit by every tab at the same moment.
 * - It remembers the id of the last event it saw and reconnects with `?after=<id>`, so the server can send
 *   what was missed while the socket was down; it re-sends its room joins after every (re)connect.
 * - Frames that are not a valid RealtimeEvent are ignored (a newer server may send kinds this build does
 *   not know).
 * - The event contract (zod) is imported when the connection first starts, not with the page: a visitor's first
 *   page has no socket and loads no validation library (issue 24). The socket opens once it is there.
 *
 * Listeners receive every event, including the `ready` event that follows each connect. A `ready` event with
 * `caught_up: false` means events may have been missed (the server could not replay them all): a listener
 * that shows server data must then refetch it (invalidate its queries) rather than trust its cache.
 */

export type RealtimeStatus = "idle" | "connecting" | "open" | "closed";
export type RealtimeListener = (event: RealtimeEvent) => void;

let socket: WebSocket | null = null;
let started = false;
let status: RealtimeStatus = "idle";
let lastEventId: number | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<RealtimeListener>();
const statusListeners = new Set<() => void>();
/** Room id -> how many parts of the page want its events; the room is left when the count reaches 0. */
const roomJoins = new Map<number, number>();
let eventSchema: typeof RealtimeEventSchema | null = null;
let eventSchemaLoad: Promise<void> | null = null;

/** Imports the event contract once (a failed import is tried again by the next connect). */
export function loadRealtimeContract(): Promise<void> {
  eventSchemaLoad ??= import("@app/domain/notification/contracts").then(
    (contracts) => {
      eventSchema = contracts.realtimeEventSchema;
    },
    (error: unknown) => {
      eventSchemaLoad = null;
      throw error;
    },
  );
  return eventSchemaLoad;
}

function setStatus(next: RealtimeStatus): void {
  if (status === next) return;
  status = next;
  for (const notify of statusListeners) notify();
}

function realtimeUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const after = lastEventId === null ? "" : `?after=${lastEventId}`;
  return `${scheme}://${window.location.host}/api/realtime${after}`;
}

function send(message: RealtimeClientMessage): void {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** The wait before reconnect attempt `n` (0-based): half the capped exponential step fixed, half random. */
export function retryDelay(n: number, random: () => number = Math.random): number {
  const cap = Math.min(REALTIME_RETRY_MAX_MS, REALTIME_RETRY_MIN_MS * 2 ** Math.min(n, 30));
  return Math.round(cap / 2 + random() * (cap / 2));
}

function dispatch(event: RealtimeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // one broken listener must not keep the event from the others
      console.error("Realtime listener failed", error);
    }
  }
}

function onMessage(this: WebSocket, message: MessageEvent): void {
  if (this !== socket || typeof message.data !== "string") return;
  let raw: unknown;
  try {
    raw = JSON.parse(message.data);
  } catch {
    return;
  }
  const parsed = eventSchema?.safeParse(raw);
  if (!parsed?.success) return;
  const event = parsed.data;
  if (event.type === "ready") {
    // the server's last id so far: a later reconnect asks for what follows it
    lastEventId = event.id;
    attempt = 0;
  } else if (lastEventId === null || event.id > lastEventId) {
    lastEventId = event.id;
  }
  dispatch(event);
}

function scheduleReconnect(): void {
  if (!started || retryTimer !== null) return;
  const delay = retryDelay(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delay);
}

function onClose(this: WebSocket): void {
  if (this !== socket) return;
  socket = null;
  if (!started) return;
  // the session ended in another tab or by a 401: the handshake would only be refused again
  if (!hasSessionCookie()) {
    stopRealtime();
    return;
  }
  setStatus("closed");
  scheduleReconnect();
}

function onOpen(this: WebSocket): void {
  if (this !== socket) return;
  setStatus("open");
  for (const roomId of roomJoins.keys()) send({ type: "join", room_id: roomId });
}

function connect(): void {
  if (!started || socket) return;
  setStatus("connecting");
  if (!eventSchema) {
    void loadRealtimeContract().then(connect, () => {
      setStatus("closed");
      scheduleReconnect();
    });
    return;
  }
  let next: WebSocket;
  try {
    next = new WebSocket(realtimeUrl());
  } catch {
    setStatus("closed");
    scheduleReconnect();
    return;
  }
  socket = next;
  next.addEventListener("open", onOpen);
  next.addEventListener("message", onMessage);
  next.addEventListener("close", onClose);
  // an error is always followed by close, which reconnects
}

/** A browser that comes back online retries at once instead of waiting out the backoff. */
function onOnline(): void {
  if (!started || socket) return;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  connect();
}

/** Opens the connection (once per tab; calling it again while started does nothing). */
export function startRealtime(): void {
  if (started) return;
  started = true;
  attempt = 0;
  window.addEventListener("online", onOnline);
  connect();
}

/** Closes the connection and stops reconnecting (logout; the shell when nobody is logged in). */
export function stopRealtime(): void {
  started = false;
  window.removeEventListener("online", onOnline);
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  // the next session may be someone else's: it must not catch up on this one's events
  lastEventId = null;
  const current = socket;
  socket = null;
  if (current && (current.readyState === WebSocket.OPEN || current.readyState === WebSocket.CONNECTING)) {
    current.close(1000);
  }
  setStatus("idle");
}

/** Every event of the connection; returns the unsubscribe function. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Asks for a room's chat events while the caller shows it; returns the leave function. Joins are counted, so two
 * parts of the page showing the same room (the chat box and a badge) leave it only when both are gone.
 */
export function joinRealtimeRoom(roomId: number): () => void {
  const count = roomJoins.get(roomId) ?? 0;
  roomJoins.set(roomId, count + 1);
  if (count === 0) send({ type: "join", room_id: roomId });
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const current = roomJoins.get(roomId) ?? 0;
    if (current <= 1) {
      roomJoins.delete(roomId);
      send({ type: "leave", room_id: roomId });
    } else {
      roomJoins.set(roomId, current - 1);
    }
  };
}

/** Subscribes a component to every realtime event; the latest `listener` is called, without re-subscribing. */
export function useRealtimeEvent(listener: RealtimeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeRealtime((event) => latest.current(event)), []);
}

function subscribeStatus(notify: () => void): () => void {
  statusListeners.add(notify);
  return () => {
    statusListeners.delete(notify);
  };
}

function getStatus(): RealtimeStatus {
  return status;
}

/** The connection's state, for what may only be shown while it is open (the study page's chat box). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, getStatus, getStatus);
}

/** Tests only: forgets everything, including room joins and listeners (the test DOM is shared between files). */
export function resetRealtimeForTests(): void {
  stopRealtime();
  listeners.clear();
  roomJoins.clear();
}
