import { FAMILY_MESSAGES } from "@app/domain/account/family";
import { INSTITUTION_CHOICE_MESSAGES } from "@app/domain/account/institution-choice";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userChildren, users, yearLevels } from "../../db/schema/account";
import { relationRequests } from "../../db/schema/family";
import { institutions } from "../../db/schema/institution";
import { notifications } from "../../db/schema/notification";
import { caller, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;
let yearLevelId = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  post = caller(t.app);
  const [level] = await t.database.db.select({ id: yearLevels.id }).from(yearLevels).limit(1);
  yearLevelId = level?.id ?? 0;
});
afterAll(() => t.close());

type Account = { token: string; id: number; email: string; username: string };
type Body<T = unknown> = { status: number; message: string; data: T };

/** A new account, its email verified unless told otherwise (a family request needs a verified address). */
async function register(profession: string, name = "Siti Aminah", verified = true): Promise<Account> {
  const email = newEmail("keluarga");
  const res = await post("/api/user/register/", {
    body: {
      name,
      email,
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: profession,
      ...(profession === "murid" ? { year_level_id: yearLevelId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: { token: string }; data: { id: number } };
  if (verified) await t.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, body.data.id));
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, body.data.id));
  return { token: body.token.token, id: body.data.id, email, username: row?.username ?? "" };
}

function get(url: string, who: Account) {
  return t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${who.token}` } });
}

async function me(who: Account) {
  const res = await post("/api/auth/me-v2", { token: who.token });
  return (res.json() as Body<Record<string, unknown>>).data;
}

describe("the learner's institution (/account/institution)", () => {
  it("saves a school with its class; platinum and the groups only once the partner confirms by an enrolment", async () => {
    const db = t.database.db;
    const [group] = await db
      .insert(institutions)
      .values({ name: "Yayasan Uji Platinum", slug: "yayasan-uji-platinum", type: 101, subdomain: "yayasanuji" })
      .returning({ id: institutions.id });
    const [school] = await db
      .insert(institutions)
      .values({ name: "SMA Uji Nusantara", slug: "sma-uji-nusantara", type: 1, parentId: group?.id })
      .returning({ id: institutions.id });
    if (!group || !school) throw new Error("institutions not inserted");
    const pupil = await register("murid");
    expect(await me(pupil)).toMatchObject({ institution_id: null, is_platinum_user: false, user_group: [] });

    const saved = await post("/api/v2/user/institution", {
      token: pupil.token,
      body: { institution_id: school.id, institution_detail: "  XI IPA 2 " },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: INSTITUTION_CHOICE_MESSAGES.saved,
      data: {
        institution: { id: school.id, name: "SMA Uji Nusantara", type_label: "Sekolah", parent: { id: group.id } },
        institution_detail: "XI IPA 2",
        detail_label: "Kelas",
        is_platinum_user: false,
      },
    });
    // picking a partner's school from the list is a claim: no platinum, no groups
    expect(await me(pupil)).toMatchObject({ institution_id: school.id, is_platinum_user: false, user_group: [] });
    // the partner confirms it: the pupil follows a programme of the school's group
    const program = await makeProgram(db, {
      name: "Program Yayasan Uji",
      creatorId: group.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    await enrol(db, pupil.id, program.id, clock());
    expect(await me(pupil)).toMatchObject({
      institution_id: school.id,
      is_platinum_user: true,
      user_group: [{ group_id: school.id }, { group_id: group.id }],
    });
    const read = await get("/api/v2/user/institution", pupil);
    expect((read.json() as Body<{ institution_detail: string }>).data).toMatchObject({
      institution_detail: "XI IPA 2",
      is_platinum_user: true,
    });

    const removed = await post("/api/v2/user/institution/remove", { token: pupil.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: INSTITUTION_CHOICE_MESSAGES.removed, data: { institution: null } });
    expect(await me(pupil)).toMatchObject({ institution_id: null, is_platinum_user: false, user_group: [] });
  });

  it("a company without a partner site: not platinum, one group once confirmed, division kept", async () => {
    const [company] = await t.database.db
      .insert(institutions)
      .values({ name: "PT Uji Sejahtera", slug: "pt-uji-sejahtera", type: 5 })
      .returning({ id: institutions.id });
    if (!company) throw new Error("not inserted");
    const pro = await register("profesional");
    const res = await post("/api/v2/user/institution", {
      token: pro.token,
      body: { institution_id: company.id, institution_detail: "Pemasaran" },
    });
    expect(res.json()).toMatchObject({ data: { detail_label: "Divisi", is_platinum_user: false } });
    expect(await me(pro)).toMatchObject({ user_group: [], is_platinum_user: false });
    const program = await makeProgram(t.database.db, {
      name: "Pelatihan Internal Uji",
      creatorId: company.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    await enrol(t.database.db, pro.id, program.id, clock());
    expect(await me(pro)).toMatchObject({ user_group: [{ group_id: company.id }], is_platinum_user: false });
  });

  it("refuses an unknown institution, a wrong type of value, and a detail the type does not use, in Indonesian", async () => {
    const learner = await register("profesional");
    const unknown = await post("/api/v2/user/institution", {
      token: learner.token,
      body: { institution_id: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: INSTITUTION_CHOICE_MESSAGES.institutionNotFound });

    for (const bad of [{ institution_id: "sekolah" }, { institution_id: -3 }, {}]) {
      const res = await post("/api/v2/user/institution", { token: learner.token, body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(INSTITUTION_CHOICE_MESSAGES.institutionRequired);
    }
    const tooLong = await post("/api/v2/user/institution", {
      token: learner.token,
      body: { institution_id: 1, institution_detail: "x".repeat(121) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(INSTITUTION_CHOICE_MESSAGES.detailTooLong);

    const museum = await makeInstitution(t.database.db, "Lembaga Kursus Uji");
    const detail = await post("/api/v2/user/institution", {
      token: learner.token,
      body: { institution_id: museum.id, institution_detail: "Kelas A" },
    });
    expect(detail.statusCode).toBe(400);
    expect(detail.json()).toMatchObject({ message: INSTITUTION_CHOICE_MESSAGES.detailNotUsed });
    const [row] = await t.database.db.select({ id: users.institutionId }).from(users).where(eq(users.id, learner.id));
    expect(row?.id).toBeNull();

    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/v2/user/institution",
      payload: { institution_id: 1 },
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("family links", () => {
  it("a parent asks by email, the child sees it, accepts it, and the parent sees the child's programmes", async () => {
    const parent = await register("orangtua", "Ibu Ratna");
    const child = await register("murid", "Dimas Anak");
    const institution = await makeInstitution(t.database.db, "Lembaga Program Anak");
    const program = await makeProgram(t.database.db, {
      name: "Program Anak Uji",
      creatorId: institution.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    await enrol(t.database.db, child.id, program.id, clock());

    const sent = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: child.email.toUpperCase() },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: FAMILY_MESSAGES.requestSent,
      data: { sent: [{ identifier: child.email }], can_request: true, children: [] },
    });

    const incoming = await get("/api/user/relation_user/get/request/", child);
    const requests = (incoming.json() as Body<{ id: number; relation_label: string; requester: { id: number } }[]>)
      .data;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ relation_label: "Orangtua", requester: { id: parent.id, name: "Ibu Ratna" } });
    const requestId = requests[0]?.id ?? 0;
    const [notice] = await t.database.db
      .select({ link: notifications.link, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, child.id));
    expect(notice).toEqual({ link: "/account/family", type: "family_link" });

    // before the answer the parent sees nothing of the child's
    const early = await get(`/api/v2/user/relation_user/child/${child.id}/program/1`, parent);
    expect(early.statusCode).toBe(404);

    // the parent cannot accept their own request for the child
    const selfAccept = await post(`/api/v2/user/relation_user/request/${requestId}/accept`, { token: parent.token });
    expect(selfAccept.statusCode).toBe(404);

    const accepted = await post(`/api/v2/user/relation_user/request/${requestId}/accept`, { token: child.token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: FAMILY_MESSAGES.accepted,
      data: { parents: [{ id: parent.id, relation_label: "Orangtua" }], can_request: false },
    });
    expect(await me(parent)).toMatchObject({ child: [{ id: child.id, name: "Dimas Anak" }] });
    const again = await post(`/api/v2/user/relation_user/request/${requestId}/accept`, { token: child.token });
    expect(again.statusCode).toBe(404);

    const programs = await get(`/api/v2/user/relation_user/child/${child.id}/program/1`, parent);
    expect(programs.statusCode, programs.body).toBe(200);
    expect(programs.json()).toMatchObject({
      data: { child: { id: child.id }, list: [{ id: program.id, name: "Program Anak Uji" }], has_more: false },
    });
    const overview = await get("/api/v2/user/relation_user", parent);
    expect(overview.json()).toMatchObject({ data: { children: [{ id: child.id, relation_label: "Anak" }], sent: [] } });

    // a duplicate of an existing link
    const linkedAgain = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: child.username },
    });
    expect(linkedAgain.json()).toMatchObject({ status: 400, message: FAMILY_MESSAGES.alreadyLinked });

    // the child removes the link: the parent's view closes
    const removed = await post(`/api/v2/user/relation_user/remove/${parent.id}`, { token: child.token });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/v2/user/relation_user/child/${child.id}/program/1`, parent)).statusCode).toBe(404);
    const twice = await post(`/api/v2/user/relation_user/remove/${parent.id}`, { token: child.token });
    expect(twice.statusCode).toBe(404);
  });

  it("a teacher asks by username; the pupil declines; the teacher can cancel another request", async () => {
    const teacher = await register("guru", "Pak Budi");
    const pupil = await register("murid");
    const other = await register("murid");
    const sent = await post("/api/v2/user/relation_user/request", {
      token: teacher.token,
      body: { identifier: `@${pupil.username}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [request] = (await get("/api/user/relation_user/get/request/", pupil)).json().data as {
      id: number;
      relation_label: string;
    }[];
    expect(request?.relation_label).toBe("Guru");
    const declined = await post(`/api/v2/user/relation_user/request/${request?.id}/decline`, { token: pupil.token });
    expect(declined.json()).toMatchObject({ message: FAMILY_MESSAGES.declined, data: { parents: [] } });
    const links = await t.database.db.select().from(userChildren).where(eq(userChildren.childId, pupil.id));
    expect(links).toEqual([]);

    await post("/api/v2/user/relation_user/request", { token: teacher.token, body: { identifier: other.email } });
    const [open] = await t.database.db
      .select({ id: relationRequests.id })
      .from(relationRequests)
      .where(and(eq(relationRequests.requesterId, teacher.id), eq(relationRequests.status, "pending")));
    // the pupil it was sent to cannot cancel it, nor a stranger accept it
    expect(
      (await post(`/api/v2/user/relation_user/request/${open?.id}/cancel`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/v2/user/relation_user/request/${open?.id}/accept`, { token: pupil.token })).statusCode,
    ).toBe(404);
    const cancelled = await post(`/api/v2/user/relation_user/request/${open?.id}/cancel`, { token: teacher.token });
    expect(cancelled.json()).toMatchObject({ message: FAMILY_MESSAGES.cancelled, data: { sent: [] } });
    expect((await get("/api/user/relation_user/get/request/", other)).json().data).toEqual([]);
  });

  it("refuses a profession that may not ask, oneself, a duplicate and a malformed name", async () => {
    const pupil = await register("murid");
    const parent = await register("orangtua");
    const notAllowed = await post("/api/v2/user/relation_user/request", {
      token: pupil.token,
      body: { identifier: parent.email },
    });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json()).toMatchObject({ message: FAMILY_MESSAGES.notAllowed });

    const unverified = await register("orangtua", "Orangtua Belum Verifikasi", false);
    const unproven = await post("/api/v2/user/relation_user/request", {
      token: unverified.token,
      body: { identifier: pupil.email },
    });
    expect(unproven.json()).toMatchObject({ status: 400, message: FAMILY_MESSAGES.emailNotVerified });

    for (const identifier of [parent.email, parent.username.toUpperCase()]) {
      const self = await post("/api/v2/user/relation_user/request", { token: parent.token, body: { identifier } });
      expect(self.json()).toMatchObject({ status: 400, message: FAMILY_MESSAGES.self });
    }
    const first = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: pupil.email },
    });
    expect(first.statusCode).toBe(200);
    const duplicate = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: pupil.email },
    });
    expect(duplicate.json()).toMatchObject({ status: 400, message: FAMILY_MESSAGES.duplicate });
    for (const identifier of ["", "a b", "x@", "<script>"]) {
      const bad = await post("/api/v2/user/relation_user/request", { token: parent.token, body: { identifier } });
      expect(bad.statusCode, identifier).toBe(400);
    }
  });

  it("answers a name no account has exactly as one that exists (no existence oracle)", async () => {
    const parent = await register("orangtua");
    const pupil = await register("murid");
    const known = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: pupil.email },
    });
    const unknown = await post("/api/v2/user/relation_user/request", {
      token: parent.token,
      body: { identifier: "tidak.terdaftar.sama.sekali@contoh.id" },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    const k = known.json() as Body<{ sent: { identifier: string }[] }>;
    const u = unknown.json() as Body<{ sent: { identifier: string }[] }>;
    expect(u.message).toBe(k.message);
    expect(u.data.sent.map((s) => s.identifier).sort()).toEqual(
      ["tidak.terdaftar.sama.sekali@contoh.id", pupil.email].sort(),
    );
    expect(Object.keys(u.data.sent[0] ?? {})).toEqual(Object.keys(k.data.sent[0] ?? {}));
  });

  it("rate-limits requests per account", async () => {
    const parent = await register("orangtua");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post("/api/v2/user/relation_user/request", {
        token: parent.token,
        body: { identifier: `anak.${i}.${Date.now()}@contoh.id` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses the child's programmes to an unlinked user and to a visitor, as for an unknown child (IDOR)", async () => {
    const parent = await register("orangtua");
    const child = await register("murid");
    const stranger = await register("orangtua");
    await t.database.db.insert(userChildren).values({ parentId: parent.id, childId: child.id });
    expect((await get(`/api/v2/user/relation_user/child/${child.id}/program/1`, parent)).statusCode).toBe(200);
    const theirs = await get(`/api/v2/user/relation_user/child/${child.id}/program/1`, stranger);
    const ghost = await get("/api/v2/user/relation_user/child/2000000000/program/1", stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(ghost.json());
    // the child cannot read the parent's either (links go one way)
    expect((await get(`/api/v2/user/relation_user/child/${parent.id}/program/1`, child)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: "GET",
      url: `/api/v2/user/relation_user/child/${child.id}/program/1`,
    });
    expect(visitor.statusCode).toBe(401);
    // a stranger cannot remove somebody else's link
    expect((await post(`/api/v2/user/relation_user/remove/${child.id}`, { token: stranger.token })).statusCode).toBe(
      404,
    );
    const [still] = await t.database.db.select().from(userChildren).where(eq(userChildren.childId, child.id));
    expect(still).toEqual({ parentId: parent.id, childId: child.id });
  });
});
