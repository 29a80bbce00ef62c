import type { ValidateObject } from "@app/domain/study/contracts";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/account";
import { programs, resources } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import { prakerjaSubmissions } from "../db/schema/prakerja";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PRAKERJA_WEBINAR_SLUG } from "./demo-content";
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

describe("the 10-session Prakerja webinar's participants (90 % and 70 %)", () => {
  async function as(email: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/login/",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { email, password: DEMO_PASSWORD },
    });
    const body = res.json<{ token: { token: string }; data: { id: number } }>();
    return { token: body.token.token, userId: body.data.id };
  }
  async function dashboardOf(email: string) {
    const who = await as(email);
    const [enrolment] = await t.database.db
      .select({ id: programUsers.id, programId: programUsers.programId })
      .from(programUsers)
      .innerJoin(programs, eq(programs.id, programUsers.programId))
      .where(and(eq(programUsers.userId, who.userId), eq(programs.slug, PRAKERJA_WEBINAR_SLUG)));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/program-activity/v3/program-detail/get/activity-dashboard",
      headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${who.token}` },
      payload: { user_id: who.userId, program_user_id: enrolment?.id, id: enrolment?.programId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      data: { total_presence_participation_resource: number; percentage_presence_participation: number };
    }>().data;
  }

  it("Sari attended 9 of the 10 sessions, Rudi 7, as the partner reported (no partner asked: the last known)", async () => {
    expect(await dashboardOf("sari@demo.test")).toMatchObject({
      total_presence_participation_resource: 10,
      percentage_presence_participation: 90,
    });
    expect(await dashboardOf("rudi@demo.test")).toMatchObject({
      total_presence_participation_resource: 10,
      percentage_presence_participation: 70,
    });
  });

  it("Sari's tasks were accepted by the partner, Rudi's practical task rejected with feedback", async () => {
    const rows = await t.database.db
      .select({
        username: users.username,
        scope: prakerjaSubmissions.scope,
        status: prakerjaSubmissions.status,
        feedback: prakerjaSubmissions.feedback,
      })
      .from(prakerjaSubmissions)
      .innerJoin(programUsers, eq(programUsers.id, prakerjaSubmissions.programUserId))
      .innerJoin(users, eq(users.id, programUsers.userId))
      .orderBy(users.username, prakerjaSubmissions.scope);
    expect(rows).toEqual([
      { username: "rudi", scope: "tpm", status: "rejected", feedback: expect.stringContaining("target audiens") },
      { username: "rudi", scope: "uk", status: "accepted", feedback: null },
      { username: "sari", scope: "tpm", status: "accepted", feedback: null },
      { username: "sari", scope: "uk", status: "accepted", feedback: null },
    ]);
  });
});
