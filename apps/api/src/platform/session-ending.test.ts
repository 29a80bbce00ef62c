import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, registerLearner } from "../testing/learner";
import { createTestApp, onPostgres, type TestApp } from "../testing/test-app";

/**
 * A session that ends is refused at once in this process and, through the `session_ended` NOTIFY, within moments
 * in every other one, although each process keeps the sessions it looked up for a few seconds (session-cache.ts).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});

afterAll(async () => {
  await t?.close();
});

const me = (app: TestApp["app"], token: string) =>
  app.inject({ method: "POST", url: "/api/auth/me-v2", headers: { authorization: `Bearer ${token}` } });

/** The status of me-v2 once it is not 200 any more, asked every 20 ms for at most a second. */
async function refusedWithin(app: TestApp["app"], token: string, ms = 1_000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const status = (await me(app, token)).statusCode;
    if (status !== 200 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("an ended session", () => {
  it("is refused by the next call after logging out, although it was just looked up", async () => {
    const learner = await registerLearner(t.app);
    expect((await me(t.app, learner.token)).statusCode).toBe(200);
    expect((await asLearner(t.app, learner)("POST", "/api/user/logout/")).statusCode).toBe(200);
    expect((await me(t.app, learner.token)).statusCode).toBe(401);
  });

  it("is refused when another process revokes it in the database (the trigger's NOTIFY)", async () => {
    const learner = await registerLearner(t.app);
    expect((await me(t.app, learner.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${learner.userId}`);
    expect(await refusedWithin(t.app, learner.token)).toBe(401);
  });

  it("is refused when its account is disabled or deleted elsewhere", async () => {
    const disabled = await registerLearner(t.app);
    const deleted = await registerLearner(t.app);
    expect((await me(t.app, disabled.token)).statusCode).toBe(200);
    expect((await me(t.app, deleted.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set disabled_at = now() where id = ${disabled.userId}`);
    await t.database.db.execute(sql`delete from users where id = ${deleted.userId}`);
    expect(await refusedWithin(t.app, disabled.token)).toBe(401);
    expect(await refusedWithin(t.app, deleted.token)).toBe(401);
  });

  it("stays accepted while nothing ends it, and other users' endings leave it be", async () => {
    const staying = await registerLearner(t.app);
    const leaving = await registerLearner(t.app);
    expect((await me(t.app, staying.token)).statusCode).toBe(200);
    await asLearner(t.app, leaving)("POST", "/api/user/logout/");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await me(t.app, staying.token)).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)("two API processes on one PostgreSQL", () => {
  it("a logout through one process ends the session in the other, which had it cached", async () => {
    if (!t.databaseUrl) throw new Error("no database url");
    const second = await createTestApp({ seedDemo: false, sameDatabaseAs: t.databaseUrl });
    try {
      const learner = await registerLearner(t.app);
      expect((await me(second.app, learner.token)).statusCode).toBe(200);
      expect((await asLearner(t.app, learner)("POST", "/api/user/logout/")).statusCode).toBe(200);
      expect(await refusedWithin(second.app, learner.token)).toBe(401);
    } finally {
      await second.close();
    }
  });
});
