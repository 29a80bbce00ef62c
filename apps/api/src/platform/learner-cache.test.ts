import type { EnrolledAnswer } from "@app/domain/learning/contracts";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp } from "../testing/test-app";
import type { Auth } from "./auth";
import { learnerChangedHere, MAX_ANSWERS_PER_LEARNER, registerLearnerCache } from "./learner-cache";

/**
 * A learner's My programmes is answered from their own cache entry until their enrolments change anywhere
 * (learner-cache.ts, migration 0034's NOTIFY), and never to anyone else.
 */
let t: TestApp;
let institution: { id: number; slug: string };
let course: BuiltProgram;
let extra: BuiltProgram;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  institution = await makeInstitution(t.database.db, "Lembaga Cache");
  course = await makeProgram(t.database.db, {
    name: "Analisis Data Dasar",
    creatorId: institution.id,
    topics: [{ activities: [{ title: "Pengantar" }, { title: "Latihan" }] }],
  });
  extra = await makeProgram(t.database.db, {
    name: "Statistika Lanjutan",
    creatorId: institution.id,
    topics: [{ activities: [{ title: "Bab 1" }] }],
  });
});

afterAll(async () => {
  await t?.close();
});

const myProgrammes = (app: FastifyInstance, learner: Learner, query = "") =>
  asLearner(app, learner)("GET", `/api/program-activity/enrolled/${learner.userId}/1/12${query}`);

type Seen = { cache: string | undefined; names: string[]; progress: number[] };

function seen(res: Awaited<ReturnType<typeof myProgrammes>>): Seen {
  expect(res.statusCode).toBe(200);
  const body = res.json<EnrolledAnswer>();
  return {
    cache: res.headers["x-cache"] as string | undefined,
    names: body.data.map((p) => p.name),
    progress: body.data.map((p) => p.completed_resources),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * My programmes once it differs from `before`, asked every 20 ms for at most a second: the NOTIFY of a change made
 * on another connection arrives after its commit (at once on PGlite, within moments on PostgreSQL).
 */
async function changedWithin(app: FastifyInstance, learner: Learner, before: Seen, ms = 1_000): Promise<Seen> {
  const until = Date.now() + ms;
  const same = (a: Seen, b: Seen) => JSON.stringify([a.names, a.progress]) === JSON.stringify([b.names, b.progress]);
  for (;;) {
    const now = seen(await myProgrammes(app, learner));
    if (!same(now, before) || Date.now() > until) return now;
    await pause(20);
  }
}

/**
 * My programmes once it is answered from the cache, asked every 20 ms for at most a second: an answer whose lookup
 * met its learner's NOTIFY (the enrolment just written, on PostgreSQL) is not kept.
 */
async function cachedWithin(app: FastifyInstance, learner: Learner, ms = 1_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await myProgrammes(app, learner);
    if (res.headers["x-cache"] === "hit" || Date.now() > until) return res;
    await pause(20);
  }
}

describe("the learner cache of My programmes", () => {
  it("answers a learner's repeated call from their own entry, and never serves it to anyone else", async () => {
    const owner = await registerLearner(t.app, "Pemilik Cache");
    const stranger = await registerLearner(t.app, "Orang Lain");
    await enrol(t.database.db, owner.userId, course.id, new Date("2026-11-01T00:00:00Z"));

    const cached = await cachedWithin(t.app, owner);
    expect(seen(cached)).toEqual({ cache: "hit", names: ["Analisis Data Dasar"], progress: [0] });
    const again = await myProgrammes(t.app, owner, "?platform=web&source=web-karirmu");
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).toBe(cached.body);
    expect(again.headers["content-type"]).toContain("application/json");

    // the same address asked by another learner is refused, as without the cache
    const theirs = await asLearner(t.app, stranger)("GET", `/api/program-activity/enrolled/${owner.userId}/1/12`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain("Analisis Data Dasar");
    expect(seen(await myProgrammes(t.app, stranger))).toEqual({ cache: "miss", names: [], progress: [] });
    expect(seen(await myProgrammes(t.app, stranger)).cache).toBe("hit");
    // a visitor is told to log in
    const visitor = await asLearner(t.app, null)("GET", `/api/program-activity/enrolled/${owner.userId}/1/12`);
    expect(visitor.statusCode).toBe(401);
  });

  it("is dropped when the learner's enrolments change anywhere: a new one, progress, a removed programme", async () => {
    const learner = await registerLearner(t.app, "Pelajar Berubah");
    const bystander = await registerLearner(t.app, "Pelajar Tetap");
    const enrolmentId = await enrol(t.database.db, learner.userId, course.id, new Date("2026-11-01T00:00:00Z"));
    await enrol(t.database.db, bystander.userId, course.id, new Date("2026-11-01T00:00:00Z"));
    expect((await cachedWithin(t.app, bystander)).headers["x-cache"]).toBe("hit");
    let before = seen(await cachedWithin(t.app, learner));
    expect(before).toEqual({ cache: "hit", names: ["Analisis Data Dasar"], progress: [0] });

    // an enrolment written on another connection, as a payment's webhook on another process would
    await enrol(t.database.db, learner.userId, extra.id, new Date("2026-11-02T00:00:00Z"));
    let after = await changedWithin(t.app, learner, before);
    expect(after).toMatchObject({ names: ["Statistika Lanjutan", "Analisis Data Dasar"], progress: [0, 0] });
    expect(seen(await cachedWithin(t.app, learner))).toEqual({ ...after, cache: "hit" });

    // progress, written by another connection
    before = after;
    await t.database.db.execute(
      sql`update program_users set completed_resources = 1, last_activity_at = now() where id = ${enrolmentId}`,
    );
    after = await changedWithin(t.app, learner, before);
    expect(after.progress).toEqual([0, 1]);

    // the institution removes a programme: the copy on every enrolment changes (migration 0013), and with it the list
    before = seen(await cachedWithin(t.app, learner));
    await t.database.db.update(programs).set({ deletedAt: new Date() }).where(eq(programs.id, extra.id));
    after = await changedWithin(t.app, learner, before);
    expect(after.names).toEqual(["Analisis Data Dasar"]);

    // the bystander shares a programme but none of these changes touched their enrolments: still their entry
    expect(seen(await myProgrammes(t.app, bystander)).cache).toBe("hit");
  });

  it("shows a learner's own completion in their next call here, without waiting for the NOTIFY", async () => {
    const learner = await registerLearner(t.app, "Pelajar Segera");
    const enrolmentId = await enrol(t.database.db, learner.userId, course.id, new Date("2026-11-01T00:00:00Z"));
    expect(seen(await cachedWithin(t.app, learner)).progress).toEqual([0]);
    const activity = { program_user_id: enrolmentId, resource_id: course.activity("Pengantar").id };
    const call = asLearner(t.app, learner);
    expect((await call("POST", "/api/program_activity/activity/", { ...activity, is_finish: false })).statusCode).toBe(
      200,
    );
    const done = await call("POST", "/api/program_activity/activity/", { ...activity, is_finish: true });
    expect(done.json()).toMatchObject({ data: { is_complete: true, completed_resources: 1 } });
    expect(seen(await myProgrammes(t.app, learner))).toMatchObject({ names: ["Analisis Data Dasar"], progress: [1] });
  });

  it("is dropped for everyone when one statement changes more than 1,000 learners (one '*' NOTIFY)", async () => {
    const bystander = await registerLearner(t.app, "Pelajar Lain");
    expect(seen(await myProgrammes(t.app, bystander)).cache).toBe("miss");
    expect(seen(await myProgrammes(t.app, bystander)).cache).toBe("hit");
    await t.database.db.execute(sql`
      insert into users (name, email, password_hash, username)
      select 'Pelajar Massal ' || n, 'massal' || n || '@contoh.id', 'x', 'massal' || n from generate_series(1, 1001) n`);
    await t.database.db.execute(sql`
      insert into program_users (user_id, program_id)
      select id, ${course.id} from users where email like 'massal%@contoh.id'`);
    const until = Date.now() + 1_000;
    let cache = seen(await myProgrammes(t.app, bystander)).cache;
    while (cache === "hit" && Date.now() < until) {
      await pause(20);
      cache = seen(await myProgrammes(t.app, bystander)).cache;
    }
    expect(cache).toBe("miss");
  });

  it("is not served after logging out", async () => {
    const learner = await registerLearner(t.app, "Pelajar Keluar");
    expect(seen(await myProgrammes(t.app, learner)).cache).toBe("miss");
    expect(seen(await myProgrammes(t.app, learner)).cache).toBe("hit");
    expect((await asLearner(t.app, learner)("POST", "/api/user/logout/")).statusCode).toBe(200);
    expect((await myProgrammes(t.app, learner)).statusCode).toBe(401);
  });

  it("keeps an entry no longer than its time to live (LEARNER_CACHE_TTL_MS)", async () => {
    const brief = await createTestApp({ seedDemo: false, env: { LEARNER_CACHE_TTL_MS: "1000" } });
    try {
      const learner = await registerLearner(brief.app);
      expect((await myProgrammes(brief.app, learner)).headers["x-cache"]).toBe("miss");
      expect((await myProgrammes(brief.app, learner)).headers["x-cache"]).toBe("hit");
      await pause(1_050);
      expect((await myProgrammes(brief.app, learner)).headers["x-cache"]).toBe("miss");
    } finally {
      await brief.close();
    }
  });
});

describe.runIf(onPostgres)("two API processes on one PostgreSQL", () => {
  it("a completion through one process reaches the other's cached My programmes", async () => {
    if (!t.databaseUrl) throw new Error("no database url");
    const second = await createTestApp({ seedDemo: false, sameDatabaseAs: t.databaseUrl });
    try {
      const learner = await registerLearner(t.app, "Pelajar Dua Proses");
      await enrol(t.database.db, learner.userId, course.id, new Date("2026-11-01T00:00:00Z"));
      const before = seen(await cachedWithin(second.app, learner));
      expect(before.cache).toBe("hit");
      await t.database.db.execute(
        sql`update program_users set completed_resources = 1 where user_id = ${learner.userId}`,
      );
      expect((await changedWithin(second.app, learner, before)).progress).toEqual([1]);
    } finally {
      await second.close();
    }
  });
});

/**
 * The bounds that keep the cache right when a notification is late or missed, on a bare server whose one route
 * counts how often it really answers; `POST /change` changes the learner's data the way a route's transaction does
 * (told here at the change, committed when `commit` is released).
 */
function bareServer(maxEntries: number) {
  const app = Fastify();
  const state = { answered: 0, version: 0, pause: null as Promise<void> | null, commit: null as Promise<void> | null };
  app.decorateRequest<Auth | null>("auth", null);
  app.addHook("onRequest", (request, _reply, done) => {
    const user = Number(request.headers["x-user"]);
    request.auth = user ? { kind: "user", userId: user, sessionId: "s" } : { kind: "visitor" };
    done();
  });
  const cache = registerLearnerCache(app, { ttlMs: 60_000, maxEntries, maxBytes: 1_000_000 });
  app.get("/mine", { config: { learnerCache: true } }, async (request, reply) => {
    const version = state.version; // read before any wait, as a statement reads a snapshot
    if (state.pause) await state.pause;
    state.answered++;
    if (request.headers["x-fail"]) return reply.code(503).send({ status: 503 });
    const user = request.auth.kind === "user" ? request.auth.userId : null;
    return { status: 200, user, version, n: state.answered };
  });
  app.get("/other", async () => ({ n: ++state.answered }));
  app.post("/change", async (request) => {
    if (request.auth.kind === "user") learnerChangedHere(request.auth.userId);
    if (state.commit) await state.commit;
    state.version++;
    return { status: 200 };
  });
  const call = (user: number, url = "/mine", headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { "x-user": String(user), ...headers } });
  return { app, cache, state, call };
}

/** A promise and the function that settles it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("registerLearnerCache", () => {
  let server: ReturnType<typeof bareServer>;
  let call: ReturnType<typeof bareServer>["call"];

  beforeAll(async () => {
    server = bareServer(3);
    call = server.call;
    await server.app.ready();
  });

  afterAll(async () => {
    await server.app.close();
  });

  it("keeps one entry per learner and call; a visitor, a refusal and an unmarked route are never kept", async () => {
    const first = await call(1);
    expect((await call(1)).body).toBe(first.body);
    expect((await call(2)).json()).toMatchObject({ user: 2 });
    expect((await call(2)).headers["x-cache"]).toBe("hit");
    expect((await call(0)).headers["x-cache"]).toBeUndefined();
    expect((await call(3, "/mine", { "x-fail": "1" })).statusCode).toBe(503);
    expect((await call(3)).headers["x-cache"]).toBe("miss");
    expect((await call(3, "/other")).headers["x-cache"]).toBeUndefined();
  });

  it("drops only the changed learner's entries", async () => {
    await call(4);
    await call(5);
    server.cache.forgetUser(4);
    expect((await call(4)).headers["x-cache"]).toBe("miss");
    expect((await call(5)).headers["x-cache"]).toBe("hit");
  });

  it("does not keep an answer whose lookup began before its learner's invalidation", async () => {
    const held = gate();
    server.state.pause = held.promise;
    const slow = call(6);
    const other = call(7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.cache.forgetUser(6); // the change commits while learner 6's answer is being read
    held.open();
    server.state.pause = null;
    expect((await slow).headers["x-cache"]).toBeUndefined();
    expect((await other).headers["x-cache"]).toBe("miss"); // learner 7 did not change
    expect((await call(6)).headers["x-cache"]).toBe("miss");
    expect((await call(6)).headers["x-cache"]).toBe("hit");
  });

  it("shows the learner's own change to their next call, even when a lookup ran between the change and the commit", async () => {
    expect((await call(9)).json()).toMatchObject({ version: server.state.version });
    const committed = gate();
    server.state.commit = committed.promise;
    const change = server.app.inject({ method: "POST", url: "/change", headers: { "x-user": "9" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // another tab of the learner's reads while the change is not committed yet: the old rows
    const between = await call(9);
    expect(between.headers["x-cache"]).toBe("miss");
    committed.open();
    server.state.commit = null;
    expect((await change).statusCode).toBe(200);
    const next = await call(9);
    expect(next.json()).toMatchObject({ version: server.state.version });
    expect(next.headers["x-cache"]).toBe("miss");
  });

  it("trusts and keeps nothing while its listener is down, and starts afresh when it is back", async () => {
    await call(8);
    expect((await call(8)).headers["x-cache"]).toBe("hit");
    server.cache.listenerLost();
    expect(server.cache.size()).toBe(0);
    expect((await call(8)).headers["x-cache"]).toBeUndefined();
    expect((await call(8)).headers["x-cache"]).toBeUndefined();
    server.cache.listenerBack();
    expect((await call(8)).headers["x-cache"]).toBe("miss");
    expect((await call(8)).headers["x-cache"]).toBe("hit");
  });

  it("holds at most its number of entries, the oldest out first", async () => {
    for (const user of [11, 12, 13, 14]) await call(user);
    expect(server.cache.size()).toBe(3);
    expect((await call(11)).headers["x-cache"]).toBe("miss");
    expect((await call(14)).headers["x-cache"]).toBe("hit");
    server.cache.forgetUser(12); // evicted already: nothing left of it to drop
    server.cache.forgetUser(14);
    expect(server.cache.size()).toBe(2);
  });

  it("refuses every lookup under way when its record of invalidated learners is reset", async () => {
    const held = gate();
    server.state.pause = held.promise;
    const slow = call(20);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let user = 100_000; user < 110_001; user++) server.cache.forgetUser(user);
    held.open();
    server.state.pause = null;
    expect((await slow).headers["x-cache"]).toBeUndefined();
    expect((await call(20)).headers["x-cache"]).toBe("miss");
  });
});

describe("registerLearnerCache's bounds per learner and time", () => {
  it(`keeps at most ${MAX_ANSWERS_PER_LEARNER} answers of one learner, whatever addresses they ask`, async () => {
    const server = bareServer(1_000);
    try {
      await server.call(2);
      for (let n = 0; n <= MAX_ANSWERS_PER_LEARNER; n++) await server.call(1, `/mine?n=${n}`);
      expect(server.cache.size()).toBe(MAX_ANSWERS_PER_LEARNER + 1);
      expect((await server.call(1, "/mine?n=0")).headers["x-cache"]).toBe("miss");
      expect((await server.call(1, `/mine?n=${MAX_ANSWERS_PER_LEARNER}`)).headers["x-cache"]).toBe("hit");
      expect((await server.call(2)).headers["x-cache"]).toBe("hit");
    } finally {
      await server.app.close();
    }
  });

  it("keeps nothing with a time to live of 0", async () => {
    const off = Fastify();
    off.decorateRequest<Auth | null>("auth", null);
    off.addHook("onRequest", (request, _reply, done) => {
      request.auth = { kind: "user", userId: 1, sessionId: "s" };
      done();
    });
    registerLearnerCache(off, { ttlMs: 0, maxEntries: 3, maxBytes: 1_000_000 });
    let n = 0;
    off.get("/mine", { config: { learnerCache: true } }, async () => ({ n: ++n }));
    try {
      const first = await off.inject("/mine");
      const second = await off.inject("/mine");
      expect(second.headers["x-cache"]).toBeUndefined();
      expect(second.body).not.toBe(first.body);
    } finally {
      await off.close();
    }
  });
});
