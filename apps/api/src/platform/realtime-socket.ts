import { REALTIME_PING_MS, realtimeClientMessageSchema } from "@app/domain/notification/contracts";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { z } from "zod";
import { liveSessionIds } from "./auth";
import type { Clock } from "./clock";
import type { Db } from "./db";
import { errors } from "./errors";
import type { RealtimeClient, RealtimeHub, StoredEvent } from "./realtime";

/** The largest frame a browser may send (a join or leave is a few dozen bytes). */
const MAX_CLIENT_FRAME = 1_024;
/** How often every socket's session and rooms are checked again. */
const RECHECK_MS = 60_000;
/** Room joins one socket may ask for in a window (each is a database check): a Tanyamu list's rooms, twice. */
const JOINS_PER_WINDOW = 200;
const JOIN_WINDOW_MS = 10_000;
/** A client this far behind in reading (bytes queued by the server) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Events held for a socket while its catch-up runs; more and it is sent away to reconnect. */
const MAX_HELD_EVENTS = 1_000;
/** How many sent event ids a socket remembers to drop repeats. */
const SENT_IDS_KEPT = 2_000;
/** Rooms one socket may listen to at once: the Tanyamu list shows up to 100 (GET /chat/subject/). */
const MAX_ROOMS_PER_SOCKET = 100;

const handshakeQuery = z.object({ after: z.coerce.number().int().nonnegative().optional() });

/** Host and port as URLs normalise them, or null when not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Why a handshake is refused, or null (RELIABILITY S13). A browser always sends Origin on a WebSocket
 * handshake and cannot forge it: another site's page would otherwise ride on this site's cookie. Only a
 * non-browser client with a Bearer token may leave Origin out.
 */
function handshakeProblem(request: FastifyRequest): "origin" | "session" | null {
  const origin = request.headers.origin;
  const bearer = request.headers.authorization?.startsWith("Bearer ") ?? false;
  if (origin === undefined) {
    if (!bearer) return "origin";
  } else if (hostOf(origin) !== hostOf(`${request.protocol}://${request.host}`)) return "origin";
  if (request.auth.kind !== "user") return "session";
  return null;
}

/** The event as the browser receives it: the stored payload under its id and type. */
function frameOf(event: StoredEvent): string {
  return JSON.stringify({ ...event.payload, id: event.id, type: event.type, ...roomField(event) });
}

function roomField(event: StoredEvent): { room_id?: number } {
  return event.roomId !== null ? { room_id: event.roomId } : {};
}

/**
 * GET /api/realtime: one WebSocket per tab. The session (cookie or Bearer) is resolved by the auth hook like
 * any /api call; the handshake is refused before the upgrade without one, or from a foreign page. The server
 * pings every 25 s and drops a socket that did not answer the previous ping.
 */
export async function registerRealtimeSocket(
  app: FastifyInstance,
  options: {
    db: Db;
    clock: Clock;
    hub: RealtimeHub;
    canJoinRoom: (db: Db, userId: number, roomId: number) => Promise<boolean>;
  },
): Promise<void> {
  const { hub } = options;
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME } });

  // A refused upgrade leaves nothing open. The plugin ends a refused upgrade's socket itself only when its own
  // hook ran, and a dead token is refused by the auth hook before that: the socket is ended here for every case.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === "websocket" && reply.statusCode !== 101)
      request.raw.socket.destroy();
    done();
  });

  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, REALTIME_PING_MS);
  heartbeat.unref();
  // a socket outlives neither its session (logout elsewhere, expiry, idle) nor the user's place in a room
  let rechecking = false;
  const recheck = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    hub
      .recheck((ids) => liveSessionIds(options.db, ids, options.clock()))
      .catch((err: unknown) => app.log.warn({ err }, "realtime sockets could not be re-checked"))
      .finally(() => {
        rechecking = false;
      });
  }, RECHECK_MS);
  recheck.unref();
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
    await hub.stop();
  });

  app.get(
    "/api/realtime",
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const problem = handshakeProblem(request);
        if (problem === "origin") throw errors.forbidden();
        if (problem === "session") throw errors.unauthorized();
      },
    },
    (socket, request) => {
      if (request.auth.kind !== "user") {
        socket.close(4401, "no session");
        return;
      }
      const { userId, sessionId } = request.auth;
      const query = handshakeQuery.safeParse(request.query);
      const after = query.success ? query.data.after : undefined;
      sockets.add(socket);
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));

      // Catch-up and live delivery overlap, and ids commit out of order: the socket remembers the ids it sent
      // (the newest few thousand) instead of trusting the order, and holds live events until the catch-up is out.
      const sent = new Set<number>();
      let newest = 0;
      let ready = false;
      const held: StoredEvent[] = [];
      const send = (event: StoredEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > SENT_IDS_KEPT) {
          const oldest = sent.values().next().value;
          if (oldest !== undefined) sent.delete(oldest);
        }
        newest = Math.max(newest, event.id);
        if (socket.readyState !== socket.OPEN) return;
        // a reader this far behind only grows the server's memory: it reconnects and catches up instead
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          return;
        }
        socket.send(frameOf(event));
      };
      const client: RealtimeClient = {
        userId,
        sessionId,
        rooms: new Set(),
        lastId: () => newest,
        deliver(event) {
          if (ready) send(event);
          else if (held.length < MAX_HELD_EVENTS) held.push(event);
          else socket.close(1012, "try again");
        },
        close(code, reason) {
          socket.close(code, reason);
        },
      };
      hub.add(client);
      const pendingJoins = new Set<number>();
      let joinWindowStart = Date.now();
      let joinsInWindow = 0;

      socket.on("message", (data, isBinary) => {
        if (isBinary) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        const message = realtimeClientMessageSchema.safeParse(parsed);
        if (!message.success) return;
        const { room_id: roomId } = message.data;
        if (message.data.type === "leave") {
          client.rooms.delete(roomId);
          pendingJoins.delete(roomId);
          return;
        }
        const now = Date.now();
        if (now - joinWindowStart > JOIN_WINDOW_MS) {
          joinWindowStart = now;
          joinsInWindow = 0;
        }
        // each join is a database check: a socket that floods them is closed (1008: policy violation)
        if (++joinsInWindow > JOINS_PER_WINDOW) {
          socket.close(1008, "too many joins");
          return;
        }
        if (client.rooms.has(roomId) || pendingJoins.has(roomId)) return;
        if (client.rooms.size + pendingJoins.size >= MAX_ROOMS_PER_SOCKET) return;
        pendingJoins.add(roomId);
        options.canJoinRoom(options.db, userId, roomId).then(
          (allowed) => {
            // a leave while the check ran wins
            if (allowed && pendingJoins.has(roomId)) client.rooms.add(roomId);
            pendingJoins.delete(roomId);
          },
          (err: unknown) => {
            pendingJoins.delete(roomId);
            request.log.warn({ err }, "realtime room join check failed");
          },
        );
      });
      socket.on("close", () => {
        sockets.delete(socket);
        hub.remove(client);
      });
      socket.on("error", (err) => request.log.warn({ err }, "realtime socket error"));

      const start = async () => {
        let caughtUp = true;
        if (after === undefined || after === 0) newest = await hub.latestId();
        else {
          newest = after;
          const missed = await hub.catchUp(client, after);
          for (const event of missed.events) send(event);
          caughtUp = missed.complete;
        }
        ready = true;
        for (const event of held.splice(0).sort((a, b) => a.id - b.id)) send(event);
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify({ id: newest, type: "ready", caught_up: caughtUp }));
        }
      };
      start().catch((err: unknown) => {
        request.log.warn({ err }, "realtime catch-up failed");
        socket.close(1011, "try again");
      });
    },
  );
}
