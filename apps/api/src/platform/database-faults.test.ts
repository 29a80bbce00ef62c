import net from "node:net";
import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { prepareDatabase } from "../db/prepare";
import { vouchers } from "../db/schema/checkout";
import { grantPoints } from "../modules/points/service";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../testing/learning-kit";
import { notify, rowsOf, signedNotification } from "../testing/payment-kit";
import { addQuiz, singleChoices, type TestQuiz } from "../testing/quiz-kit";
import { createTestDatabase, onPostgres, type TestDatabase, testConfig } from "../testing/test-app";
import { openDatabase } from "./db";

/**
 * R4 on a real PostgreSQL server (PGlite runs in the process and cannot lose a connection): the server drops the
 * product's connections in the middle of a mixed write load, and the process keeps serving, answering the requests
 * in flight 503, keeping every money invariant; /api/health follows the database down and up without a restart.
 * A crash here ('Unhandled error event' from pg) fails the run: vitest reports uncaught errors.
 */
const silent = pino({ level: "silent" });

describe.runIf(onPostgres)("R4: PostgreSQL drops connections", () => {
  const config = testConfig();
  let test: TestDatabase;
  let app: FastifyInstance;
  let program: number;
  let addon: number;
  let quiz: TestQuiz;
  let quizActivity: number;
  let reading: number;

  beforeAll(async () => {
    test = await createTestDatabase();
    await prepareDatabase(test.database);
    app = await buildApp(config, { database: test.database });
    await app.ready();
    const db = test.database.db;
    const creator = await makeInstitution(db, "Lembaga Tahan Uji");
    const built = await makeProgram(db, {
      name: "Program Tahan Gangguan",
      creatorId: creator.id,
      topics: [
        {
          activities: [
            { title: "Materi", type: "html" },
            { title: "Kuis", type: "quiz" },
          ],
        },
        { activities: [{ title: "Bonus", type: "html" }], addon: true },
      ],
    });
    program = built.id;
    addon = built.addonOf("Bonus");
    reading = built.activity("Materi").id;
    quizActivity = built.activity("Kuis").id;
    quiz = await addQuiz(db, quizActivity, {}, singleChoices(5));
    await db.execute(sql`update programs set price = 100000 where id = ${program}`);
    // enough seats that the loops keep buying; the quota is still checked against what was sold
    await db.execute(sql`update addons set quota = 500 where id = ${addon}`);
    await db.insert(vouchers).values({ code: "GANGGU3", kind: "percentage", value: 10, quotaTotal: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  const one = async (query: SQL) => (await rowsOf(test.database.db, query))[0] ?? {};

  it("R4 the process survives backends terminated during cart, checkout, pay, points, completion and quiz writes; invariants hold", async () => {
    const db = test.database.db;
    const cartLearners = await Promise.all(Array.from({ length: 4 }, () => registerLearner(app)));
    const buyers = await Promise.all(Array.from({ length: 4 }, () => registerLearner(app)));
    const spenders = await Promise.all(Array.from({ length: 2 }, () => registerLearner(app)));
    for (const s of spenders) {
      await db.transaction((tx) => grantPoints(tx, s.userId, 1_000_000, "Hadiah uji"));
      const pin = await asLearner(app, s)("POST", "/api/user/pin/", { pin: "246810", password: "Belajar2026ok" });
      expect(pin.statusCode).toBe(200);
    }
    const students = await Promise.all(Array.from({ length: 2 }, () => registerLearner(app)));
    const enrolments = new Map<number, number>();
    for (const s of students) enrolments.set(s.userId, await enrol(db, s.userId, program, new Date()));

    const answers: { call: string; status: number }[] = [];
    const record = (call: string) => (res: LightMyRequestResponse) => {
      answers.push({ call, status: res.statusCode });
      return res;
    };
    let running = true;
    let settlements = 0;

    /**
     * The test's own undo between rounds, so a learner can buy the programme again: leaves it and gives back the
     * add-on's seat, in one transaction (the killer may interrupt it: then nothing changed, and the next round's
     * checkout is refused until a later round succeeds).
     */
    const leave = (learner: Learner) =>
      db
        .transaction(async (tx) => {
          await tx.execute(
            sql`delete from program_users where user_id = ${learner.userId} and program_id = ${program}`,
          );
          const gone = await tx.execute(
            sql`delete from addon_users where user_id = ${learner.userId} and addon_id = ${addon} returning id`,
          );
          const seats = (gone as { rowCount?: number | null }).rowCount ?? 0;
          if (seats > 0)
            await tx.execute(sql`update addons set seats_taken = seats_taken - ${seats} where id = ${addon}`);
        })
        .catch(() => undefined);

    /** The programme and its add-on checked out; null when refused (already enrolled: the learner leaves first). */
    const checkout = async (learner: Learner): Promise<CheckoutAnswer | null> => {
      const res = record("checkout")(
        await asLearner(app, learner)("POST", "/api/payment/v3/checkout/", {
          program_ids: [program],
          addon_ids: [addon],
        }),
      );
      if (res.statusCode === 200) return res.json<{ data: CheckoutAnswer }>().data;
      await leave(learner);
      return null;
    };

    const cartLoop = async (learner: Learner) => {
      const call = asLearner(app, learner);
      while (running) {
        await call("POST", "/api/payment/add_to_cart/", { program_id: program }).then(record("add_to_cart"));
        await call("POST", "/api/payment/v3/delete_cart_item/", { program_id: program }).then(record("delete_cart"));
      }
    };
    const buyLoop = async (learner: Learner, index: number) => {
      const call = asLearner(app, learner);
      while (running) {
        const invoice = await checkout(learner);
        if (!invoice) continue;
        record("voucher")(
          await call("POST", "/api/payment/v3/voucher/", { invoice_temp_id: invoice.invoice_temp_id, code: "GANGGU3" }),
        );
        const methods = ["bca_va", "gopay", "alfamart"];
        const paid = record("pay")(
          await call("POST", "/api/payment/v3/pay/", {
            invoice_temp_id: invoice.invoice_temp_id,
            full_id: methods[index % methods.length],
          }),
        );
        if (paid.statusCode !== 200) continue;
        const payment = paid.json<{ data: PaymentAnswer }>().data;
        if (index % 2 === 0) {
          const settled = record("notification")(
            await notify(app, signedNotification(config.payment.serverKey, payment, "settlement")),
          );
          if (settled.statusCode === 200 && settled.json().data.outcome === "applied") settlements += 1;
          await leave(learner);
        } else {
          await call("POST", "/api/payment/invoice/cancel/", { invoice_temp_id: invoice.invoice_temp_id }).then(
            record("cancel"),
          );
        }
      }
    };
    const pointsLoop = async (learner: Learner) => {
      const call = asLearner(app, learner);
      while (running) {
        const invoice = await checkout(learner);
        if (!invoice) continue;
        await call("POST", "/api/payment/v3/pay/", {
          invoice_temp_id: invoice.invoice_temp_id,
          full_id: "poin",
          pin: "246810",
        }).then(record("pay_points"));
        // enrolled now (or not): leave the programme so the next round can buy again
        await leave(learner);
      }
    };
    const studyLoop = async (learner: Learner) => {
      const call = asLearner(app, learner);
      const programUserId = enrolments.get(learner.userId);
      let attemptId: number | null = null;
      let k = 0;
      while (running) {
        await call("POST", "/api/program_activity/activity/", {
          program_user_id: programUserId,
          resource_id: reading,
          is_finish: false,
        }).then(record("activity_start"));
        await call("POST", "/api/program_activity/activity/", {
          program_user_id: programUserId,
          resource_id: reading,
          is_finish: true,
        }).then(record("completion"));
        if (attemptId === null) {
          const started = record("quiz_start")(
            await call("POST", `/api/program_activity/quiz/${quizActivity}/start`, {}),
          );
          if (started.statusCode === 200) attemptId = started.json<{ data: { id: number } }>().data.id;
          continue;
        }
        const question = k % quiz.questions.length;
        await call("POST", "/api/program_activity/quiz/answer", {
          type: "single_choice",
          attempt_id: attemptId,
          activity_id: quizActivity,
          activity_question_id: quiz.questions[question],
          question_position: question + 1,
          option_ids: k % 2 ? quiz.correct(question) : [quiz.wrong(question)],
          is_preview: true,
        }).then(record("quiz_answer"));
        k += 1;
      }
    };

    const killer = new pg.Client({ connectionString: test.url ?? "" });
    await killer.connect();
    let kills = 0;
    let rounds = 0;
    const killLoop = async () => {
      while (running) {
        // every 100 to 500 ms, and every fourth gap 2 s: the longest write (a points payment checks the PIN's argon2
        // hash in a transaction of its own, then pays in another) takes longer than the short gaps on a slow or busy
        // machine, where it went through only twice in 150 s of short gaps alone
        rounds += 1;
        await new Promise((r) => setTimeout(r, rounds % 4 === 0 ? 2_000 : 100 + Math.random() * 400));
        if (!running) break;
        const killed = await killer.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        kills += killed.rowCount ?? 0;
      }
    };

    const workers = [
      ...cartLearners.map(cartLoop),
      ...buyers.map(buyLoop),
      ...spenders.map(pointsLoop),
      ...students.map(studyLoop),
      killLoop(),
    ];
    // at least 6 s of kills, then until every kind of write has gone through a few times (a loaded machine gets
    // fewer done per second), at most 150 s in all
    const WRITES = ["pay", "pay_points", "completion", "quiz_answer", "add_to_cart"];
    const succeeded = (call: string) => answers.filter((a) => a.call === call && a.status === 200).length;
    const enoughDone = () => settlements >= 2 && WRITES.every((call) => succeeded(call) >= 3);
    const started = Date.now();
    while (Date.now() - started < 6_000 || (!enoughDone() && Date.now() - started < 150_000)) {
      await new Promise((r) => setTimeout(r, 250));
    }
    running = false;
    await Promise.all(workers);
    await killer.end();

    expect(kills).toBeGreaterThan(10);
    // every answer a client could act on: done, refused, or 'try again' — never a fault
    const faults = answers.filter((a) => a.status >= 500 && a.status !== 503);
    expect(faults, JSON.stringify(faults.slice(0, 5))).toEqual([]);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(50);

    // enough of every kind of write went through for the invariants below to mean something
    const tally = JSON.stringify(Object.fromEntries(WRITES.map((c) => [c, succeeded(c)])));
    for (const call of WRITES) {
      expect(succeeded(call), tally).toBeGreaterThanOrEqual(3);
    }
    expect(settlements, tally).toBeGreaterThanOrEqual(2);

    // the same process serves again: health comes back up (the first query may still meet a dead idle
    // connection) and a write succeeds
    let health = await app.inject({ method: "GET", url: "/api/health" });
    for (let i = 0; i < 20 && health.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      health = await app.inject({ method: "GET", url: "/api/health" });
    }
    expect(health.json()).toMatchObject({ data: { db: "up" } });
    const again = await asLearner(app, cartLearners[0] ?? null)("POST", "/api/payment/add_to_cart/", {
      program_id: program,
    });
    expect(again.statusCode).toBe(200);

    // invariants (issue 17): no enrolment without a paid payment of it
    const unpaid = await one(sql`
      select count(*)::int as n from program_users pu
      where pu.program_id = ${program}
        and pu.user_id in (${sql.join(
          buyers.map((b) => sql`${b.userId}`),
          sql`, `,
        )})
        and not exists (select 1 from payments p join invoice_items ii on ii.invoice_id = p.invoice_id
          where p.user_id = pu.user_id and p.status = 2 and ii.program_id = pu.program_id)`);
    expect(unpaid.n).toBe(0);
    // points: ledger sum = balance, never negative
    const drift = await one(sql`
      select count(*)::int as n from points_balances b
      where b.balance <> (select coalesce(sum(l.amount), 0) from points_ledger l where l.user_id = b.user_id)
        or b.balance < 0`);
    expect(drift.n).toBe(0);
    // the voucher: held seats = its count, uses = paid payments that carry it, never over its quota
    const voucher = await one(sql`
      select v.used_total, v.quota_total,
        (select count(*)::int from voucher_reservations r where r.voucher_id = v.id and r.status <> 'released') as held,
        (select count(*)::int from voucher_reservations r where r.voucher_id = v.id and r.status = 'used') as used,
        (select count(*)::int from payments p join invoices i on i.id = p.invoice_id
          where i.voucher_id = v.id and p.status = 2) as paid
      from vouchers v where v.code = 'GANGGU3'`);
    expect(voucher.used_total).toBe(voucher.held);
    expect(voucher.used).toBe(voucher.paid);
    expect(voucher.used_total).toBeLessThanOrEqual(voucher.quota_total ?? 0);
    // add-on seats: taken = holders + live payments holding one
    const seats = await one(sql`
      select a.seats_taken, a.quota,
        (select count(*)::int from addon_users au where au.addon_id = a.id) as holders,
        (select count(*)::int from payments p join invoice_items ii on ii.invoice_id = p.invoice_id
          where ii.addon_id = a.id and p.status in (1, 99)) as held
      from addons a where a.id = ${addon}`);
    expect(seats.seats_taken).toBe((seats.holders ?? 0) + (seats.held ?? 0));
    expect(seats.seats_taken).toBeLessThanOrEqual(seats.quota ?? 0);
    // every paid receipt: subtotal − discount + fee = what the gateway settled
    const mismatched = await one(sql`
      select count(*)::int as n from payments p join invoices i on i.id = p.invoice_id
      where p.status = 2 and i.subtotal - i.discount + p.fee <> p.gross_amount`);
    expect(mismatched.n).toBe(0);
  }, 240_000);

  it("R4 /api/health reports the database down, then up again once connections succeed, without a restart", async () => {
    const target = new URL(test.url ?? "");
    const proxy = await startProxy(Number(target.port || 5432), target.hostname);
    const url = new URL(target);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const database = openDatabase({ kind: "postgres", url: url.toString(), poolMax: 3, logger: silent });
    const proxied = await buildApp(testConfig(), { database });
    try {
      await proxied.ready();
      const health = () => proxied.inject({ method: "GET", url: "/api/health" });
      // a session lookup needs the database: 503 while it is away, an answer (no such session: 401) once back
      const withSession = () =>
        proxied.inject({
          method: "GET",
          url: "/api/payment/v3/get_cart/",
          headers: { authorization: `Bearer ${"x".repeat(43)}` },
        });
      expect((await health()).json()).toMatchObject({ data: { db: "up" } });

      await proxy.cut();
      const down = await health();
      expect([down.statusCode, down.json().data]).toEqual([503, { db: "down" }]);
      const learnerCall = await withSession();
      expect(learnerCall.statusCode).toBe(503);
      expect(learnerCall.json()).toMatchObject({ status: 503, data: { request_id: expect.any(String) } });

      await proxy.restore();
      const until = Date.now() + 10_000;
      let up = await health();
      while (up.statusCode !== 200 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        up = await health();
      }
      expect(up.json()).toMatchObject({ data: { db: "up" } });
      expect((await withSession()).statusCode).toBe(401);
    } finally {
      await proxied.close();
      await database.close();
      await proxy.close();
    }
  });
});

/**
 * A TCP proxy to the database server that the test can cut (every connection dropped, new ones refused) and
 * restore on the same port: the database going away and coming back, as the product sees it.
 */
async function startProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => undefined);
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
