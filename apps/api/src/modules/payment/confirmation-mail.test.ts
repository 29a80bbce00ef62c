import { createServer, type Socket } from "node:net";
import { buffer } from "node:stream/consumers";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/payment";
import { mailOutbox } from "../../db/schema/platform";
import { OUTBOX_RETRY_DELAYS_MS } from "../../platform/outbox";
import { registerLearner } from "../../testing/learner";
import { notify, openPayment, paidProgramId, signedNotification } from "../../testing/payment-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { paymentSuccessMailKey } from "./mails";

/**
 * RELIABILITY P11: the gateway's notification is answered without waiting for any mail; the confirmation is
 * owed in the outbox and handed to the real SMTP mailer by the worker, retried until the mail server takes it.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function appWithSmtp(port: number, options: { clock?: ReturnType<typeof testClock> } = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, ...options });
  cleanups.push(() => t.close());
  return t;
}

/** A mail server that accepts connections and never says a word. */
async function silentMailServer() {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const server = createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const stop = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanups.push(stop);
  return { port: address.port, firstConnection, stop };
}

/** A mail server that keeps what it takes; while `refusing()` it answers every mail 451 (try again later). */
async function refusingMailServer(refusing: () => boolean) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      buffer(stream).then((raw) => {
        if (refusing()) return done(Object.assign(new Error("Kotak surat sedang sibuk"), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.toString() });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { port: address.port, received };
}

async function settle(t: TestApp, payment: { order_id: string; gross_amount: number }) {
  const started = performance.now();
  const res = await notify(t.app, signedNotification(t.config.payment.serverKey, payment, "settlement"));
  return { res, ms: performance.now() - started };
}

const outboxRow = async (t: TestApp, paymentId: number) => {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, paymentSuccessMailKey(paymentId)));
  return row;
};

describe("the payment confirmation mail goes through the outbox (SMTP)", () => {
  it("P11 with a mail server that never answers, notifications are answered 200 well under 5 s and the payments succeed", async () => {
    const mailServer = await silentMailServer();
    const t = await appWithSmtp(mailServer.port);
    const program = await paidProgramId(t.database.db);
    const first = await openPayment(t.app, await registerLearner(t.app), { program_ids: [program] });
    const second = await openPayment(t.app, await registerLearner(t.app), { program_ids: [program] });

    const answered = await settle(t, first);
    expect(answered.res.statusCode).toBe(200);
    expect(answered.res.json().data.outcome).toBe("applied");
    expect(answered.ms).toBeLessThan(1_000);
    expect(await outboxRow(t, first.id)).toMatchObject({ sentAt: null });

    // a worker pass is now stuck on the silent server: it holds no transaction, so nothing waits for it
    const pass = t.app.mailOutbox.runOnce().catch(() => -1);
    await mailServer.firstConnection;
    const meanwhile = await settle(t, second);
    expect(meanwhile.res.statusCode).toBe(200);
    expect(meanwhile.ms).toBeLessThan(1_000);
    const statuses = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [first.id, second.id]));
    expect(statuses).toEqual([{ status: PAYMENT_STATUS.SUCCESS }, { status: PAYMENT_STATUS.SUCCESS }]);

    // the mail server goes away: the stuck hand-over fails, and the mail waits for its retry
    await mailServer.stop();
    expect(await pass).toBe(0);
    const owed = await outboxRow(t, first.id);
    expect(owed).toMatchObject({ sentAt: null });
    expect(owed?.attempts).toBeGreaterThanOrEqual(1);
    expect(owed?.lastError).not.toBeNull();
  });

  it("P11 the worker retries a mail the mail server refused, and delivers it after the backoff", async () => {
    let refuse = true;
    const { port, received } = await refusingMailServer(() => refuse);
    const clock = testClock();
    const t = await appWithSmtp(port, { clock });
    const learner = await registerLearner(t.app, "Budi Ulang");
    const payment = await openPayment(t.app, learner, { program_ids: [await paidProgramId(t.database.db)] });
    expect((await settle(t, payment)).res.json().data.outcome).toBe("applied");

    await t.app.mailOutbox.runOnce();
    expect(await outboxRow(t, payment.id)).toMatchObject({ attempts: 1, sentAt: null, lastError: "EMESSAGE" });
    expect(received).toEqual([]);

    refuse = false;
    await t.app.mailOutbox.runOnce(); // not due before its backoff
    expect((await outboxRow(t, payment.id))?.attempts).toBe(1);
    clock.advance(OUTBOX_RETRY_DELAYS_MS[0]);
    await t.app.mailOutbox.runOnce();
    expect(await outboxRow(t, payment.id)).toMatchObject({ attempts: 2, sentAt: clock(), lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([learner.email]);
    expect(received[0]?.raw).toContain(`Subject: Pembayaran berhasil - ${payment.order_id}`);
  });
});
