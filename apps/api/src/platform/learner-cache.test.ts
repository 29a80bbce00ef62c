import type { EnrolledAnswer } from "@app/domain/learning/contracts";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp } from "../testing/test-app";
import type { Auth } from "./auth";
import { type LearnerCache, registerLearnerCache } from "./learner-cache";

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

  it("is not served after logging out", async () => {
    const learner = await registerLearner(t.app, "Pelajar Keluar");
    expect(seen(await myProgrammes(t.app, learner)).cache).toBe("miss");
    expect(seen(await myProgrammes(t.app, learner)).cache).toBe("hit");
    expect((await asLearner(t.app, learner)("POST", "/api/user/logout/")).statusCode).toBe(200);
    expect((await myProgrammes(t.app, learner)).statusCode).toBe(401);
  });

  it("keeps an entry no longer than its time to live (LEARNER_CACHE_TTL_MS)", async () => {
    const brief = await createTestApp({ seedDemo: false, env: { LEARNER_CACHE_TTL_MS: "200" } });
    try {
      const learner = await registerLearner(brief.app);
      expect((await myProgrammes(brief.app, learner)).headers["x-cache"]).toBe("miss");
      expect((await myProgrammes(brief.app, learner)).headers["x-cache"]).toBe("hit");
      await pause(250);
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
 * counts how often it really answers.
 */
describe("registerLearnerCache", () => {
  let app: FastifyInstance;
  let cache: LearnerCache;
  let answered = 0;
  let pause: Promise<void> | null = null;

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest<Auth | null>("auth", null);
    app.addHook("onRequest", (request, _reply, done) => {
      const user = Number(request.headers["x-user"]);
      request.auth = user ? { kind: "user", userId: user, sessionId: "s" } : { kind: "visitor" };
      done();
    });
    cache = registerLearnerCache(app, { ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000_000 });
    app.get("/mine", { config: { learnerCache: true } }, async (request, reply) => {
      if (pause) await pause;
      answered++;
      if (request.headers["x-fail"]) return reply.code(503).send({ status: 503 });
      return { status: 200, user: request.auth.kind === "user" ? request.auth.userId : null, n: answered };
    });
    app.get("/other", async () => ({ n: ++answered }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (user: number, url = "/mine", headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { "x-user": String(user), ...headers } });

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
    cache.forgetUser(4);
    expect((await call(4)).headers["x-cache"]).toBe("miss");
    expect((await call(5)).headers["x-cache"]).toBe("hit");
  });

  it("does not keep an answer whose lookup began before its learner's invalidation", async () => {
    let release = () => {};
    pause = new Promise((resolve) => {
      release = resolve;
    });
    const slow = call(6);
    const other = call(7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.forgetUser(6); // the change commits while learner 6's answer is being read
    release();
    pause = null;
    expect((await slow).headers["x-cache"]).toBeUndefined();
    expect((await other).headers["x-cache"]).toBe("miss"); // learner 7 did not change
    expect((await call(6)).headers["x-cache"]).toBe("miss");
    expect((await call(6)).headers["x-cache"]).toBe("hit");
  });

  it("trusts and keeps nothing while its listener is down, and starts afresh when it is back", async () => {
    await call(8);
    expect((await call(8)).headers["x-cache"]).toBe("hit");
    cache.listenerLost();
    expect(cache.size()).toBe(0);
    expect((await call(8)).headers["x-cache"]).toBeUndefined();
    expect((await call(8)).headers["x-cache"]).toBeUndefined();
    cache.listenerBack();
    expect((await call(8)).headers["x-cache"]).toBe("miss");
    expect((await call(8)).headers["x-cache"]).toBe("hit");
  });

  it("keeps nothing with a time to live of 0", async () => {
    const off = Fastify();
    off.decorateRequest<Auth | null>("auth", null);
    off.addHook("onRequest", (request, _reply, done) => {
      request.auth = { kind: "user", userId: 1, sessionId: "s" };
      done();
    });
    registerLearnerCache(off, { ttlMs: 0, maxEntries: 3, maxBytes: 1_000_000 });
    off.get("/mine", { config: { learnerCache: true } }, async () => ({ n: ++answered }));
    try {
      const first = await off.inject("/mine");
      const second = await off.inject("/mine");
      expect(second.headers["x-cache"]).toBeUndefined();
      expect(second.body).not.toBe(first.body);
    } finally {
      await off.close();
    }
  });

  it("holds at most its number of entries, the oldest out first", async () => {
    for (const user of [11, 12, 13, 14]) await call(user);
    expect(cache.size()).toBe(3);
    expect((await call(11)).headers["x-cache"]).toBe("miss");
    expect((await call(14)).headers["x-cache"]).toBe("hit");
  });
});
