import { and, asc, inArray, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { realtimeEvents } from "../db/schema/chat";
import type { Database, Db } from "./db";

/**
 * Realtime fan-out (ARCHITECTURE: WebSocket /api/realtime, PostgreSQL LISTEN/NOTIFY across processes).
 *
 * A change that others must hear of writes a realtime_events row in its own transaction and NOTIFYs its id;
 * PostgreSQL delivers the NOTIFY only when that transaction commits, so nobody hears of a change that rolled
 * back. Every process LISTENs, reads the rows of the ids it hears (once per process, however many sockets) and
 * hands each to the local sockets of its audience: one user, a room's listeners, or a programme's learners.
 * A socket that reconnects says the last id it saw and is sent what it missed from the table (kept a day).
 */

export const REALTIME_CHANNEL = "realtime";
/** How long events are kept for catch-up. */
export const REALTIME_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The most events one catch-up sends; more means the client reloads what it shows instead. */
export const CATCH_UP_LIMIT = 500;
/** How long before the client's last event a catch-up looks again, for events that committed late. */
const LOOKBACK_SECONDS = 10;

export type Audience = { userId: number } | { roomId: number } | { programId: number };

export type StoredEvent = {
  id: number;
  type: string;
  userId: number | null;
  roomId: number | null;
  programId: number | null;
  payload: Record<string, unknown>;
};

/** Records an event in the caller's transaction; it is delivered when (and only if) that transaction commits. */
export async function publishEvent(
  tx: Db,
  type: string,
  audience: Audience,
  payload: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx
    .insert(realtimeEvents)
    .values({
      type,
      userId: "userId" in audience ? audience.userId : null,
      roomId: "roomId" in audience ? audience.roomId : null,
      programId: "programId" in audience ? audience.programId : null,
      payload,
    })
    .returning({ id: realtimeEvents.id });
  if (!row) throw new Error("realtime event not inserted");
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${String(row.id)})`);
  return row.id;
}

/** What the hub asks of the product about a user (the chat and learning rules live in their modules). */
export type AudienceRules = {
  /** Of these users, the ones enrolled in (or staff of) the programme. */
  programMembers(db: Db, programId: number, userIds: number[]): Promise<Set<number>>;
  /** The rooms and programmes whose past events a reconnecting user may be sent. */
  catchUpScope(db: Db, userId: number): Promise<{ roomIds: number[]; programIds: number[] }>;
  /** Of these (user, room) pairs, `"user:room"` of those still in the room (the sockets' periodic re-check). */
  openRooms(db: Db, pairs: { userId: number; roomId: number }[]): Promise<Set<string>>;
};

/** One connected socket as the hub sees it; it drops events it was already sent (catch-up and live overlap). */
export type RealtimeClient = {
  userId: number;
  sessionId: string;
  rooms: Set<number>;
  /** The newest event id this client was sent: where a catch-up starts. */
  lastId(): number;
  deliver(event: StoredEvent): void;
  close(code: number, reason: string): void;
};

export type RealtimeHub = {
  add(client: RealtimeClient): void;
  remove(client: RealtimeClient): void;
  /** The events of the client's audience after `after`; complete false when more was missed than one catch-up sends. */
  catchUp(client: RealtimeClient, after: number): Promise<{ events: StoredEvent[]; complete: boolean }>;
  /** The newest event id (a fresh client starts after it). */
  latestId(): Promise<number>;
  /**
   * Re-checks every local socket (the socket layer calls it every minute): a session that ended (revoked,
   * expired, idle) closes its sockets, and a room the user may no longer be in is dropped from theirs.
   */
  recheck(liveSessions: (sessionIds: string[]) => Promise<Set<string>>): Promise<void>;
  clientCount(): number;
  /** Deletes events older than the retention. */
  prune(now: Date): Promise<void>;
  stop(): Promise<void>;
};

export async function createRealtimeHub(options: {
  database: Database;
  rules: AudienceRules;
  log: FastifyBaseLogger;
}): Promise<RealtimeHub> {
  const { db } = options.database;
  const clients = new Set<RealtimeClient>();
  let pending: number[] = [];
  let flushing: Promise<void> | null = null;

  async function deliver(rows: StoredEvent[]): Promise<void> {
    for (const row of rows) {
      let targets: RealtimeClient[];
      if (row.userId !== null) {
        targets = [...clients].filter((c) => c.userId === row.userId);
        if (row.type === "session.closed") {
          for (const c of targets) {
            if (row.payload.session_id === "*" || c.sessionId === row.payload.session_id) c.close(4001, "logged out");
          }
          continue;
        }
      } else if (row.roomId !== null) {
        const roomId = row.roomId;
        targets = [...clients].filter((c) => c.rooms.has(roomId));
      } else if (row.programId !== null) {
        const local = [...new Set([...clients].map((c) => c.userId))];
        const members = local.length ? await options.rules.programMembers(db, row.programId, local) : new Set();
        targets = [...clients].filter((c) => members.has(c.userId));
      } else targets = [];
      for (const client of targets) client.deliver(row);
    }
  }

  async function readRows(ids: number[]): Promise<StoredEvent[]> {
    const rows = await db
      .select()
      .from(realtimeEvents)
      .where(inArray(realtimeEvents.id, ids))
      .orderBy(asc(realtimeEvents.id));
    return rows.map(toStored);
  }

  /**
   * Sends every local socket away to reconnect (code 1012, with the browser's backoff): they come back with their
   * last event id and are sent what they missed from the table. Used when events may have been lost here.
   */
  function reconnectAll(reason: string): void {
    for (const client of clients) client.close(1012, reason);
  }

  async function deliverIds(ids: number[]): Promise<void> {
    try {
      if (clients.size > 0) await deliver(await readRows(ids));
    } catch (err) {
      options.log.warn(
        { err, ids: ids.length },
        "realtime events could not be read; the sockets reconnect and catch up",
      );
      reconnectAll("events missed");
    }
  }

  // ids heard in one tick are read together: a burst costs one query per process, not one per event
  function flush(): void {
    if (flushing || pending.length === 0) return;
    const ids = pending;
    pending = [];
    // `finally` runs after this assignment even when there was nothing to read
    flushing = deliverIds(ids).finally(() => {
      flushing = null;
      if (pending.length) setImmediate(flush);
    });
  }

  async function catchUp(client: RealtimeClient, after: number): Promise<{ events: StoredEvent[]; complete: boolean }> {
    const scope = await options.rules.catchUpScope(db, client.userId);
    const audience = [sql`${realtimeEvents.userId} = ${client.userId}`];
    if (scope.roomIds.length) audience.push(inArray(realtimeEvents.roomId, scope.roomIds));
    if (scope.programIds.length) audience.push(inArray(realtimeEvents.programId, scope.programIds));
    const [oldest] = await db
      .select({ id: sql<number | null>`min(${realtimeEvents.id})`.mapWith(Number) })
      .from(realtimeEvents);
    // Ids are taken when a row is inserted, not when its transaction commits: an event with a smaller id than
    // the client's last may have committed after it. Events written shortly before that one are sent again
    // (the browser applies an event twice harmlessly).
    const lookback = sql`${realtimeEvents.id} > ${after} or ${realtimeEvents.createdAt} >= (
      select e.created_at - make_interval(secs => ${LOOKBACK_SECONDS}) from ${realtimeEvents} e where e.id = ${after})`;
    const rows = await db
      .select()
      .from(realtimeEvents)
      .where(and(sql`(${lookback})`, or(...audience)))
      .orderBy(asc(realtimeEvents.id))
      .limit(CATCH_UP_LIMIT + 1);
    // the oldest kept event is past the client's: some it missed are already pruned
    const pruned = oldest?.id !== null && oldest?.id !== undefined && oldest.id > after + 1 && after > 0;
    const complete = rows.length <= CATCH_UP_LIMIT && !pruned;
    const events = rows
      .slice(0, CATCH_UP_LIMIT)
      .map(toStored)
      .filter((row) => row.type !== "session.closed");
    return { events, complete };
  }

  const stopListening = await options.database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      const id = Number(payload);
      if (!Number.isSafeInteger(id)) return;
      pending.push(id);
      setImmediate(flush);
    },
    // the LISTEN connection was lost for a while: the sockets reconnect and are sent what they missed, spread
    // over time by the browsers' backoff instead of every socket's catch-up at once
    () => reconnectAll("listen reconnected"),
  );

  return {
    add: (client) => clients.add(client),
    remove: (client) => clients.delete(client),
    catchUp,
    async latestId() {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${realtimeEvents.id}), 0)`.mapWith(Number) })
        .from(realtimeEvents);
      return row?.id ?? 0;
    },
    async recheck(liveSessions) {
      if (clients.size === 0) return;
      const live = await liveSessions([...new Set([...clients].map((c) => c.sessionId))]);
      const pairs = [...clients].flatMap((c) => [...c.rooms].map((roomId) => ({ userId: c.userId, roomId })));
      const open = await options.rules.openRooms(db, pairs);
      for (const client of clients) {
        if (!live.has(client.sessionId)) {
          client.close(4001, "session ended");
          continue;
        }
        for (const roomId of client.rooms) if (!open.has(`${client.userId}:${roomId}`)) client.rooms.delete(roomId);
      }
    },
    clientCount: () => clients.size,
    async prune(now) {
      await db
        .delete(realtimeEvents)
        .where(lt(realtimeEvents.createdAt, new Date(now.getTime() - REALTIME_RETENTION_MS)));
    },
    async stop() {
      for (const client of clients) client.close(1012, "server restarting");
      clients.clear();
      await stopListening();
      await flushing;
    },
  };
}

function toStored(row: typeof realtimeEvents.$inferSelect): StoredEvent {
  return {
    id: row.id,
    type: row.type,
    userId: row.userId,
    roomId: row.roomId,
    programId: row.programId,
    payload: (row.payload ?? {}) as Record<string, unknown>,
  };
}
