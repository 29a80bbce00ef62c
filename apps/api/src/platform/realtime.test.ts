import type { Comment } from "@app/domain/chat/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { programs } from "../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../testing/test-app";

const NOW = new Date("2026-11-27T03:00:00Z");
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
  t = await createTestApp({ seedDemo: false, clock: testClock(NOW) });
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
    const missed = [await again.next("chat.comment"), await again.next("chat.comment")];
    expect(missed.map((f) => (f.comment as Comment).message)).toEqual([
      "Pesan saat Ani terputus 1",
      "Pesan saat Ani terputus 2",
    ]);
    expect((await again.next("ready")).caught_up).toBe(true);
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

  it("reconnects a dropped LISTEN connection and sends the sockets what they missed meanwhile", async () => {
    const a = await connect(base, { token: ani.token });
    await a.next("ready");
    a.socket.send(JSON.stringify({ type: "join", room_id: room }));
    await new Promise((r) => setTimeout(r, 150));
    // the database server ends the LISTEN session (a restart, a failover); the message's NOTIFY reaches nobody
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'karirmu-realtime' and datname = current_database()`);
    await send(budi, room, "Terkirim saat LISTEN terputus");
    const frame = await a.next("chat.comment", 5_000);
    expect((frame.comment as Comment).message).toBe("Terkirim saat LISTEN terputus");
    // and live delivery works again afterwards
    await send(budi, room, "Setelah tersambung lagi");
    expect(((await a.next("chat.comment", 2_000)).comment as Comment).message).toBe("Setelah tersambung lagi");
    a.socket.close();
  });
});
