import type { ValidateObject } from "@app/domain/study/contracts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, resources } from "../db/schema/catalogue";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEMO_PRAKERJA_NOT_REDEEMED } from "./demo-prakerja";
import { DEMO_PASSWORD } from "./demo-users";

let t: TestApp;
let token = "";
let userId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/login/",
    headers: { "x-requested-with": "XMLHttpRequest" },
    payload: { email: "prakerja@demo.test", password: DEMO_PASSWORD },
  });
  const body = res.json<{ token: { token: string }; data: { id: number } }>();
  token = body.token.token;
  userId = body.data.id;
});
afterAll(async () => {
  await t.close();
});

async function validateOf(slug: string): Promise<ValidateObject> {
  const [activity] = await t.database.db
    .select({ slug: resources.slug })
    .from(resources)
    .innerJoin(programs, eq(programs.id, resources.programId))
    .where(eq(programs.slug, slug))
    .orderBy(asc(resources.id))
    .limit(1);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/program-activity/v3/program-detail/validate",
    headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${token}` },
    payload: { type_access: "activity", user_id: userId, slug: activity?.slug },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ValidateObject }>().data;
}

describe("the demo Prakerja participant's redeem states", () => {
  it.each([
    "menjadi-penjual-online-dengan-marketplace",
    "admin-media-sosial-untuk-bisnis",
    "dasar-instalasi-listrik-rumah",
  ])("%s: redeemed, face verified for sequence 1", async (slug) => {
    expect(await validateOf(slug)).toMatchObject({
      purchase_type: "prakerja",
      has_redeem_program: true,
      redeem_status: 1,
      is_purchase_allowed: true,
      last_fr_session: 1,
    });
  });

  it("one programme waits for its code (the redeem-code modal's case)", async () => {
    expect(await validateOf(DEMO_PRAKERJA_NOT_REDEEMED)).toMatchObject({
      purchase_type: "prakerja",
      has_redeem_program: true,
      redeem_status: 0,
      is_purchase_allowed: true,
      last_fr_session: null,
    });
  });
});
