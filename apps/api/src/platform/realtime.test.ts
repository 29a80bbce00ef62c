import type { Comment } from "@app/domain/chat/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessions } from "../db/schema/account";
import { programs } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../testing/test-app";
import { liveSessionIds } from "./auth";

const NOW = new Date("2026-11-27T03:00:00Z");
const clock = testClock(NOW);
let t: TestApp;
let base: string;
let ani: Learner;
let budi: Learner;
let citra: Learner;
let kelas: BuiltProgram;
let room: number;

type Frame = { id: number; type: string; [key: string]: unknown };

/** A socket as a browser of the site opens it (its Origin), and the frames it receives. */
function connect(
  url: string,
  options: { token?: string; origin?: string | null; cookie?: string } = {},
): Promise<{ socket: WebSocket; frames: Frame[]; next(type: string, timeoutMs?: number): Promise<Frame> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? new URL(url).origin.replace("ws", "http") : options.origin;
  const socket = new WebSocket(url, { headers, ...(origin ? { origin } : {}) });
  const frames: Frame[] = [];
  const waiters: { type: string; resolve(f: Frame): void }[] = [];
  socket.on("message", (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.type === frame.type) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const next = (type: string, timeoutMs = 3_000) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find((f) => f.type === type && !(f as { taken?: boolean }).taken);
      if (seen) {
        (seen as { taken?: boolean }).taken = true;
        return resolve(seen);
      }
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        type,
        resolve: (f) => {
          clearTimeout(timer);
          (f as { taken?: boolean }).taken = true;
          resolve(f);
        },
      });
    });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ socket, frames, next }));
    socket.once("unexpected-response", (req, res) => {
      req.destroy();
      reject(new Error(`refused ${res.statusCode}`));
    });
    socket.once("error", reject);
  });
}

const send = (who: Learner, roomId: number, message: string) =>
  asLearner(t.app, who)("POST", `/api/chat/rooms/${roomId}/comments`, { message });

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address !== "object") throw new Error("not listening");
  base = `ws://127.0.0.1:${address.port}/api/realtime`;
  const db = t.database.db;
  [ani, budi, citra] = (await Promise.all(["Ani", "Budi", "Citra"].map((n) => registerLearner(t.app, n)))) as [
    Learner,
    Learner,
    Learner,
  ];
  const creator = await makeInstitution(db, "Lembaga Waktu Nyata");
  kelas = await makeProgram(db, {
    name: "Kelas Waktu Nyata",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Bacaan", type: "document" }] }],
  });
  await db.update(programs).set({ typeRoom: "group" }).where(eq(programs.id, kelas.id));
  for (const who of [ani, budi]) await enrol(db, who.userId, kelas.id, NOW);
  await asLearner(t.app, ani)(
    "GET",
    `/api/program_activity/v2/product_by_activity/${kelas.activity("Bacaan").id}/description`,
  );
  const [row] = await db.select({ roomId: programs.roomId }).from(programs).where(eq(programs.id, kelas.id));
  room = row?.roomId ?? 0;
  for (const who of [ani, budi]) {
    expect((await asLearner(t.app, who)("POST", "/api/chat/participant/", { room_id: room })).statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

describe("the handshake (RELIABILITY S13)", () => {
  it("refuses a page of another site, a socket without a session, and a cookie without Origin", async () => {
    await expect(connect(base, { token: ani.token, origin: "https://jahat.example" })).rejects.toThrow("refused 403");
    await expect(connect(base, {})).rejects.toThrow("refused 401");
    await expect(connect(base, { token: "x".repeat(43) })).rejects.toThrow("refused 401");
    const cookie = `access-token=${ani.token}`;
    await expect(connect(base, { cookie, origin: null })).rejects.toThrow("refused 403");
    const ok = await connect(base, { cookie });
    expect((await ok.next("ready")).caught_up).toBe(true);
    ok.socket.close();
  });
});

describe("delivery", () => {
  it("delivers a room's messages to its members' sockets within a second, never to a stranger's", async () => {
    const a = await connect(base, { token: ani.token });
    const c = await connect(base, { token: citra.token });
    await Promise.all([a.next("ready"), c.next("ready")]);
    a.socket.send(JSON.stringify({ type: "join", room_id: room }));
    c.socket.send(JSON.stringify({ type: "join", room_id: room }));
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await send(budi, room, "Halo dari Budi");
    const frame = await a.next("chat.comment", 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((frame.comment as Comment).message).toBe("Halo dari Budi");
    expect(frame.room_id).toBe(room);
    await new Promise((r) => setTimeout(r, 200));
    expect(c.frames.filter((f) => f.type === "chat.comment")).toHaveLength(0);
    a.socket.close();
    c.socket.close();
  });

  it("sends what a reconnecting socket missed, after its last event id", async () => {
    const first = await connect(base, { token: ani.token });
    const ready = await first.next("ready");
    first.socket.close();
    await send(budi, room, "Pesan saat Ani terputus 1");
    await send(budi, room, "Pesan saat Ani terputus 2");
    const again = await connect(`${base}?after=${ready.id}`, { token: ani.token });
    expect((await again.next("ready")).caught_up).toBe(true);
    // what was missed, in order; events written shortly before the last one seen may come again (late commits)
    const messages = again.frames.filter((f) => f.type === "chat.comment").map((f) => (f.comment as Comment).message);
    expect(messages.slice(-2)).toEqual(["Pesan saat Ani terputus 1", "Pesan saat Ani terputus 2"]);
    const ids = again.frames.filter((f) => f.type === "chat.comment").map((f) => f.id);
    expect(ids.filter((id) => id > ready.id)).toHaveLength(2);
    again.socket.close();
  });

  it("pushes the unread counter of a new notification to the user's sockets only", async () => {
    const b = await connect(base, { token: budi.token });
    const a = await connect(base, { token: ani.token });
    await Promise.all([b.next("ready"), a.next("ready")]);
    const quoted = (await send(budi, room, "Ada yang tahu jawabannya?")).json() as { data: { comment: Comment } };
    await asLearner(t.app, ani)("POST", `/api/chat/rooms/${room}/comments`, {
      message: "Saya tahu",
      type: "reply",
      reply_to: quoted.data.comment.id,
    });
    const note = await b.next("notification");
    expect(note.unread).toBeGreaterThanOrEqual(1);
    expect((note.notification as { type: string }).type).toBe("reply");
    expect(a.frames.filter((f) => f.type === "notification")).toHaveLength(0);
    a.socket.close();
    b.socket.close();
  });

  it("stops a room's events for a learner who left the programme, and closes a socket whose session ended", async () => {
    const db = t.database.db;
    const dewi = await registerLearner(t.app, "Dewi Keluar");
    await enrol(db, dewi.userId, kelas.id, NOW);
    expect((await asLearner(t.app, dewi)("POST", "/api/chat/participant/", { room_id: room })).statusCode).toBe(200);
    const d = await connect(base, { token: dewi.token });
    const ready = await d.next("ready");
    d.socket.send(JSON.stringify({ type: "join", room_id: room }));
    await new Promise((r) => setTimeout(r, 100));
    await send(budi, room, "Masih terdengar");
    await d.next("chat.comment", 1_000);
    // the enrolment is removed: at the next check the socket leaves the room, and a catch-up leaves it out
    await db
      .delete(programUsers)
      .where(and(eq(programUsers.userId, dewi.userId), eq(programUsers.programId, kelas.id)));
    const check = () => t.app.realtimeHub.recheck((ids) => liveSessionIds(db, ids, clock()));
    await check();
    await send(budi, room, "Tidak untuk Dewi lagi");
    await new Promise((r) => setTimeout(r, 300));
    const heard = d.frames.filter((f) => f.type === "chat.comment").map((f) => (f.comment as Comment).message);
    expect(heard).toEqual(["Masih terdengar"]);
    const later = await connect(`${base}?after=${ready.id}`, { token: dewi.token });
    await later.next("ready");
    expect(later.frames.filter((f) => f.type === "chat.comment")).toHaveLength(0);
    later.socket.close();
    // the session ends without a logout (revoked elsewhere, expired): the next check closes its sockets
    const closed = new Promise<number>((resolve) => d.socket.once("close", (code) => resolve(code)));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, dewi.userId));
    await check();
    expect(await closed).toBe(4001);
  });

  it("closes a socket that floods the server with room joins (each is a database check)", async () => {
    const flood = await connect(base, { token: citra.token });
    await flood.next("ready");
    const closed = new Promise<number>((resolve) => flood.socket.once("close", (code) => resolve(code)));
    for (let k = 1; k <= 201; k++) flood.socket.send(JSON.stringify({ type: "join", room_id: k }));
    expect(await closed).toBe(1008);
  });

  it("closes the sockets of a session that logs out", async () => {
    const fresh = await registerLearner(t.app, "Dewi");
    const d = await connect(base, { token: fresh.token });
    await d.next("ready");
    const closed = new Promise<number>((resolve) => d.socket.once("close", (code) => resolve(code)));
    await asLearner(t.app, fresh)("POST", "/api/user/logout/");
    expect(await closed).toBe(4001);
  });
});

describe.runIf(onPostgres)("two API processes on one PostgreSQL", () => {
  it("delivers a message sent through one process to a socket of the other", async () => {
    if (!t.databaseUrl) throw new Error("no database url");
    const second = await createTestApp({ seedDemo: false, clock: testClock(NOW), sameDatabaseAs: t.databaseUrl });
    try {
      await second.app.listen({ port: 0, host: "127.0.0.1" });
      const address = second.app.server.address();
      if (!address || typeof address !== "object") throw new Error("not listening");
      const other = await connect(`ws://127.0.0.1:${address.port}/api/realtime`, { token: ani.token });
      await other.next("ready");
      other.socket.send(JSON.stringify({ type: "join", room_id: room }));
      await new Promise((r) => setTimeout(r, 150));
      await send(budi, room, "Lewat proses pertama");
      const frame = await other.next("chat.comment", 1_000);
      expect((frame.comment as Comment).message).toBe("Lewat proses pertama");
      other.socket.close();
    } finally {
      await second.close();
    }
  });

  it("after a dropped LISTEN connection, sends the sockets away to reconnect and catch up on what they missed", async () => {
    const a = await connect(base, { token: ani.token });
    const ready = await a.next("ready");
    const closed = new Promise<number>((resolve) => a.socket.once("close", (code) => resolve(code)));
    // the database server ends the LISTEN session (a restart, a failover); the message's NOTIFY reaches nobody
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'karirmu-realtime' and datname = current_database()`);
    await send(budi, room, "Terkirim saat LISTEN terputus");
    // once it listens again, the process cannot know what its sockets missed: they reconnect (1012, try again)
    expect(await closed).toBe(1012);
    const again = await connect(`${base}?after=${ready.id}`, { token: ani.token });
    await again.next("ready");
    const missed = again.frames.filter((f) => f.type === "chat.comment").map((f) => (f.comment as Comment).message);
    expect(missed).toContain("Terkirim saat LISTEN terputus");
    again.socket.send(JSON.stringify({ type: "join", room_id: room }));
    await new Promise((r) => setTimeout(r, 150));
    // and live delivery works again
    const before = again.frames.length;
    await send(budi, room, "Setelah tersambung lagi");
    await expect
      .poll(() => again.frames.slice(before).map((f) => (f.comment as Comment | undefined)?.message), {
        timeout: 2_000,
      })
      .toContain("Setelah tersambung lagi");
  });
});
