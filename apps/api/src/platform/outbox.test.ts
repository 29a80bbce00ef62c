import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../db/prepare";
import { mailOutbox } from "../db/schema/platform";
import { createTestDatabase, type TestDatabase, testClock } from "../testing/test-app";
import type { Db } from "./db";
import type { Mail, Mailer } from "./mail";
import { createMailOutbox, enqueueMail, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS } from "./outbox";

const silent = pino({ level: "silent" });
let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await prepareDatabase(testDb.database);
  db = testDb.database.db;
});
afterAll(async () => {
  await testDb.drop();
});

let counter = 0;
function aMail(): Mail {
  counter += 1;
  return {
    to: `penerima.${counter}@contoh.id`,
    subject: `Uji ${counter}`,
    text: "Isi rahasia 123456",
    html: "<p>Isi rahasia 123456</p>",
  };
}

/** A mailer that records what it was handed; `fail` decides, per call, whether the hand-over fails. */
function recordingMailer(fail: (call: number) => boolean = () => false) {
  const delivered: Mail[] = [];
  let calls = 0;
  const mailer: Mailer = {
    send: async () => undefined,
    async deliver(mail) {
      calls += 1;
      if (fail(calls)) throw Object.assign(new Error(`refused ${mail.to}: ${mail.text}`), { code: "EMESSAGE" });
      delivered.push(mail);
    },
    close: () => undefined,
  };
  return { mailer, delivered, calls: () => calls };
}

const row = async (key: string) => {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));
  if (!found) throw new Error(`no outbox row ${key}`);
  return found;
};

describe("mail outbox", () => {
  it("P2 keeps one row per dedupe key, and owes nothing when the transaction that owed it rolls back", async () => {
    const key = `uji-dedupe-${Date.now()}`;
    const mail = aMail();
    expect(await db.transaction((tx) => enqueueMail(tx, mail, key))).toBe(true);
    expect(await db.transaction((tx) => enqueueMail(tx, { ...mail, subject: "lagi" }, key))).toBe(false);
    const counted = await db.execute(sql`select count(*)::int as n from mail_outbox where dedupe_key = ${key}`);
    expect(JSON.stringify(counted)).toContain('"n":1');

    const rolledBack = `uji-rollback-${Date.now()}`;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, aMail(), rolledBack);
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, rolledBack))).toEqual([]);
  });

  it("P11 hands a due mail over once and marks it sent; a second pass sends nothing", async () => {
    const clock = testClock();
    const { mailer, delivered } = recordingMailer();
    const outbox = createMailOutbox({ db, mailer, clock, log: silent });
    const key = `uji-sent-${Date.now()}`;
    const mail = aMail();
    await db.transaction((tx) => enqueueMail(tx, mail, key, clock()));
    expect(await outbox.runOnce()).toBeGreaterThanOrEqual(1);
    expect(delivered.filter((m) => m.to === mail.to)).toEqual([mail]);
    expect(await row(key)).toMatchObject({ attempts: 1, lastError: null, sentAt: clock() });
    await outbox.runOnce();
    expect(delivered.filter((m) => m.to === mail.to)).toHaveLength(1);
  });

  it("P11 retries a failing mailer after 1, 5, 30 and 120 minutes, then gives the mail up; logs only a code", async () => {
    const clock = testClock();
    const { mailer, delivered } = recordingMailer(() => true);
    const logged: object[] = [];
    const log = { warn: (obj: object) => logged.push(obj), error: (obj: object) => logged.push(obj) };
    const outbox = createMailOutbox({ db, mailer, clock, log });
    const key = `uji-retry-${Date.now()}`;
    await db.transaction((tx) => enqueueMail(tx, aMail(), key, clock()));
    for (const [i, delay] of OUTBOX_RETRY_DELAYS_MS.entries()) {
      await outbox.runOnce();
      const failed = await row(key);
      expect(failed).toMatchObject({ attempts: i + 1, lastError: "EMESSAGE", sentAt: null });
      expect(failed.nextAttemptAt.getTime()).toBe(clock().getTime() + delay);
      // not due a moment before its time
      clock.advance(delay - 1);
      await outbox.runOnce();
      expect((await row(key)).attempts).toBe(i + 1);
      clock.advance(1);
    }
    await outbox.runOnce();
    expect(await row(key)).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null, lastError: "EMESSAGE" });
    clock.advance(24 * 3600_000);
    await outbox.runOnce();
    expect((await row(key)).attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(delivered).toEqual([]);
    expect(JSON.stringify(logged)).not.toMatch(/rahasia|penerima|@contoh\.id/);
  });

  it("P11 delivers later a mail the mailer refused at first", async () => {
    const clock = testClock();
    const { mailer, delivered } = recordingMailer((call) => call === 1);
    const outbox = createMailOutbox({ db, mailer, clock, log: silent });
    const key = `uji-later-${Date.now()}`;
    const mail = aMail();
    await db.transaction((tx) => enqueueMail(tx, mail, key, clock()));
    expect(await outbox.runOnce()).toBe(0);
    clock.advance(OUTBOX_RETRY_DELAYS_MS[0]);
    expect(await outbox.runOnce()).toBe(1);
    expect(delivered).toEqual([mail]);
    expect(await row(key)).toMatchObject({ attempts: 2, lastError: null, sentAt: clock() });
  });

  it("P11 a mailer that never answers does not hold the worker: the hand-over times out and is retried", async () => {
    const clock = testClock();
    const hung: Mailer = { send: async () => undefined, deliver: () => new Promise(() => undefined), close: () => {} };
    const outbox = createMailOutbox({ db, mailer: hung, clock, log: silent, deliveryTimeoutMs: 200 });
    const key = `uji-hung-${Date.now()}`;
    await db.transaction((tx) => enqueueMail(tx, aMail(), key, clock()));
    const started = Date.now();
    expect(await outbox.runOnce()).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    const failed = await row(key);
    expect(failed).toMatchObject({ attempts: 1, lastError: "TIMEOUT", sentAt: null });
    expect(failed.nextAttemptAt.getTime()).toBe(clock().getTime() + OUTBOX_RETRY_DELAYS_MS[0]);
  });

  it("P2 two workers at once hand every mail over exactly once (claims skip each other's rows)", async () => {
    const clock = testClock();
    const keys = Array.from({ length: 30 }, (_, i) => `uji-race-${Date.now()}-${i}`);
    await db.transaction(async (tx) => {
      for (const key of keys) await enqueueMail(tx, aMail(), key, clock());
    });
    // slow hand-overs, so the two passes overlap
    const delivered: string[] = [];
    const slow: Mailer = {
      send: async () => undefined,
      async deliver(mail) {
        await new Promise((r) => setTimeout(r, 20));
        delivered.push(mail.to);
      },
      close: () => {},
    };
    const workers = [1, 2].map(() => createMailOutbox({ db, mailer: slow, clock, log: silent }));
    for (let pass = 0; pass < 10; pass++) {
      const sent = await Promise.all(workers.map((w) => w.runOnce()));
      if (sent.every((n) => n === 0)) break;
    }
    expect(delivered).toHaveLength(new Set(delivered).size);
    for (const key of keys) expect((await row(key)).sentAt).not.toBeNull();
  });
});
