import { REDEEM_FAILURE_STATUS, REDEEM_MESSAGES } from "@app/domain/checkout/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, registerLearner } from "../../testing/learner";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  const result = await t.database.db.execute(sql`select program_id from redeem_codes where code = 'TUKARDEMO1'`);
  const rows = (result as { rows?: { program_id: number }[] }).rows ?? (result as unknown as { program_id: number }[]);
  programId = rows[0]?.program_id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const redeem = (learner: Awaited<ReturnType<typeof registerLearner>>, code: string) =>
  asLearner(t.app, learner)("POST", "/api/payment/voucher_redeem/?source=web", { code });

describe("POST /payment/voucher_redeem/ (/tukar-voucher)", () => {
  it("exchanges a code for its programme once; a used, unknown or expired code answers status 500 with the reason", async () => {
    const learner = await registerLearner(t.app);
    const res = await redeem(learner, " tukardemo1 ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REDEEM_MESSAGES.redeemed, data: { program: { id: programId } } });
    const enrolled = await t.database.db.execute(
      sql`select 1 from program_users where user_id = ${learner.userId} and program_id = ${programId}`,
    );
    expect(JSON.stringify(enrolled)).toContain("1");
    const other = await registerLearner(t.app);
    const used = await redeem(other, "TUKARDEMO1");
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ status: REDEEM_FAILURE_STATUS, message: REDEEM_MESSAGES.unknown });
    expect((await redeem(other, "TIDAKADA99")).json().message).toBe(REDEEM_MESSAGES.unknown);
    await t.database.db.execute(
      sql`insert into redeem_codes (code, program_id, expires_at) values ('LAMA1', ${programId}, now() - interval '1 day')`,
    );
    expect((await redeem(other, "LAMA1")).json()).toMatchObject({ status: 500, message: REDEEM_MESSAGES.expired });
  });

  it("keeps the code for someone else when the learner is already enrolled", async () => {
    const learner = await registerLearner(t.app);
    await t.database.db.execute(
      sql`insert into program_users (user_id, program_id) values (${learner.userId}, ${programId})`,
    );
    expect((await redeem(learner, "TUKARDEMO2")).json().message).toBe(REDEEM_MESSAGES.alreadyEnrolled);
    expect((await redeem(await registerLearner(t.app), "TUKARDEMO2")).statusCode).toBe(200);
  });

  it("R2: learners racing for one code: exactly one gets it", async () => {
    await t.database.db.execute(sql`insert into redeem_codes (code, program_id) values ('BALAPAN1', ${programId})`);
    const learners = await Promise.all(Array.from({ length: 8 }, () => registerLearner(t.app)));
    const results = await Promise.all(learners.map((l) => redeem(l, "BALAPAN1")));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});
