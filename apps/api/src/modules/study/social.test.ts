import { createHmac } from "node:crypto";
import { STUDY_MESSAGES, type StudyGroup } from "@app/domain/study/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { users } from "../../db/schema/account";
import { programReviews, programs, resources } from "../../db/schema/catalogue";
import { programFacilitators } from "../../db/schema/chat";
import { programUsers } from "../../db/schema/learning";
import { notifications } from "../../db/schema/notification";
import { studyGroupMembers, studyGroups } from "../../db/schema/study";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const NOW = new Date("2026-11-22T03:00:00Z");
const clock = testClock(NOW);
const ZOOM_KEY = "kunci-sdk-uji";
const ZOOM_SECRET = "rahasia-sdk-uji-0123456789";
/** A review as typed: entities and markup are stored and shown as this text, never decoded (S10, issue 17). */
const REVIEW = "&lt;img src=x onerror=alert(1)&gt; <b>Sangat</b> bermanfaat";
let t: TestApp;

let ani: Learner; // enrolled in kelas (and in lain): rates, joins groups, joins the meeting
let budi: Learner; // enrolled in kelas: fills groups
let citra: Learner; // enrolled in lain only: the S9 intruder
let racers: Learner[]; // enrolled in kelas: the parallel group choices
let kelas: BuiltProgram;
let lain: BuiltProgram;
const enrolments = new Map<string, number>();
const group = new Map<string, number>();

const MEETING = "987654321";
const OTHER_MEETING = "123123123";

async function makeGroup(programId: number, name: string, quota: number): Promise<number> {
  const [row] = await t.database.db
    .insert(studyGroups)
    .values({ programId, name, quota, description: `Deskripsi ${name}` })
    .returning({ id: studyGroups.id });
  if (!row) throw new Error("group not inserted");
  group.set(name, row.id);
  return row.id;
}

const groupId = (name: string) => {
  const id = group.get(name);
  if (id === undefined) throw new Error(`no group ${name}`);
  return id;
};

async function memberCount(name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: studyGroups.memberCount })
    .from(studyGroups)
    .where(eq(studyGroups.id, groupId(name)));
  return row?.n ?? -1;
}

async function setProgress(learner: Learner, programme: BuiltProgram, completed: number, total: number) {
  await t.database.db
    .update(programUsers)
    .set({ completedResources: completed, programTotalResources: total })
    .where(and(eq(programUsers.userId, learner.userId), eq(programUsers.programId, programme.id)));
}

beforeAll(async () => {
  t = await createTestApp({
    seedDemo: false,
    clock,
    env: { ZOOM_SDK_KEY: ZOOM_KEY, ZOOM_SDK_SECRET: ZOOM_SECRET },
  });
  const db = t.database.db;
  const people = await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Citra Dewi", "Dewi", "Eko", "Fajar", "Gita"].map((n) => registerLearner(t.app, n)),
  );
  const [a, b, c, ...rest] = people;
  if (!a || !b || !c) throw new Error("learners not registered");
  [ani, budi, citra, racers] = [a, b, c, rest];
  const creator = await makeInstitution(db, "Lembaga Kelompok");
  kelas = await makeProgram(db, {
    name: "Kelas Kolaborasi",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Sesi Langsung", type: "live_streaming" }, { title: "Tugas" }] }],
  });
  lain = await makeProgram(db, {
    name: "Kelas Lain",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Sesi Lain", type: "live_streaming" }] }],
  });
  await db
    .update(resources)
    .set({ meetingNumber: MEETING })
    .where(eq(resources.id, kelas.activity("Sesi Langsung").id));
  await db
    .update(resources)
    .set({ meetingNumber: OTHER_MEETING })
    .where(eq(resources.id, lain.activity("Sesi Lain").id));
  for (const learner of [ani, budi, ...racers]) {
    enrolments.set(`${learner.userId}:${kelas.id}`, await enrol(db, learner.userId, kelas.id, NOW));
  }
  await enrol(db, ani.userId, lain.id, NOW);
  await enrol(db, citra.userId, lain.id, NOW);
  await makeGroup(kelas.id, "Kelompok Beta", 1);
  await makeGroup(kelas.id, "kelompok alfa", 2);
  await makeGroup(kelas.id, "Kelompok Gamma", 3);
  await makeGroup(kelas.id, "Kelompok 100%", 5);
  await makeGroup(kelas.id, "Kelompok Balapan", 2);
  await makeGroup(lain.id, "Kelompok Lain", 5);
});
afterAll(async () => {
  await t.close();
});

const RATE_URL = "/api/program_activity/rating/";
const SELECT_URL = "/api/program/resource_group/select_group/?refresh=1";
const REQUEST_URL = "/api/program/resource_group/request_group/";
const DETAIL_URL = "/api/program-activity/v4/activity-detail/group/get";
const ZOOM_URL = "/api/program-activity/zoom/signature";
const myUrl = (page = 1, perPage = 12) => `/api/program-activity/study-group/me/${page}/${perPage}`;
const chooserUrl = (programId: number, query = "") =>
  `/api/program-activity/study-group/manual-by-user/${programId}${query ? `?${query}` : ""}`;

type Envelope<T> = { status: number; message: string; data: T };

describe("POST /program_activity/rating/", () => {
  it("refuses a rating at 49% progress or less, in Indonesian", async () => {
    await setProgress(ani, kelas, 49, 100);
    const res = await asLearner(t.app, ani)("POST", RATE_URL, { program_id: kelas.id, rating: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: STUDY_MESSAGES.ratingTooEarly, data: null });
  });

  it("S10/plain-text: takes one rating above 49%, stores the review as typed, and the programme page shows it", async () => {
    const before = await asLearner(t.app, ani)("GET", `/api/program_activity/v2/product_detail/${kelas.id}`);
    expect(before.json().data.reviewers_five_star).toBe(0);
    await setProgress(ani, kelas, 1, 2);
    const res = await asLearner(t.app, ani)("POST", RATE_URL, {
      program_id: kelas.id,
      rating: 5,
      review: REVIEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ program_id: kelas.id, rating: 5, review: REVIEW, is_rated: true });

    const again = await asLearner(t.app, ani)("POST", RATE_URL, { program_id: kelas.id, rating: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: STUDY_MESSAGES.alreadyRated, data: null });

    const page = await asLearner(t.app, budi)("GET", `/api/program_activity/v2/product_detail/${kelas.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      reviewers_five_star: 1,
      reviewers_one_star: 0,
    });
    const reviews = await asLearner(t.app, budi)("GET", `/api/program_activity/v2/product_detail/${kelas.id}/review/1`);
    // never decoded into markup: a client that renders it as HTML still shows text
    expect(reviews.json().data.list.map((r: { comment: string; rating: number }) => [r.rating, r.comment])).toEqual([
      [5, REVIEW],
    ]);
  });

  it("counts two parallel ratings of one learner once (one in, the other 'already rated')", async () => {
    await setProgress(budi, kelas, 2, 2);
    const call = asLearner(t.app, budi);
    const answers = await Promise.all([
      call("POST", RATE_URL, { program_id: kelas.id, rating: 3, review: "Cukup" }),
      call("POST", RATE_URL, { program_id: kelas.id, rating: 3, review: "Cukup" }),
      call("POST", RATE_URL, { program_id: kelas.id, rating: 3, review: "Cukup" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400)) {
      expect(r.json().message).toBe(STUDY_MESSAGES.alreadyRated);
    }
    const [row] = await t.database.db
      .select({ three: programs.reviewersThreeStar })
      .from(programs)
      .where(eq(programs.id, kelas.id));
    expect(row?.three).toBe(1);
    const stored = await t.database.db
      .select({ id: programReviews.id })
      .from(programReviews)
      .where(and(eq(programReviews.programId, kelas.id), eq(programReviews.userId, budi.userId)));
    expect(stored).toHaveLength(1);
  });

  it("refuses bad ratings with the 400 envelope, never a 500", async () => {
    const call = asLearner(t.app, ani);
    for (const [body, field] of [
      [{ program_id: kelas.id, rating: 6 }, "body.rating"],
      [{ program_id: kelas.id, rating: 0 }, "body.rating"],
      [{ program_id: kelas.id, rating: "lima" }, "body.rating"],
      [{ program_id: kelas.id, rating: 4, review: "x".repeat(1001) }, "body.review"],
      [{ program_id: "abc", rating: 4 }, "body.program_id"],
      [{ rating: 4 }, "body.program_id"],
    ] as const) {
      const res = await call("POST", RATE_URL, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const six = await call("POST", RATE_URL, { program_id: kelas.id, rating: 6 });
    expect(six.json().data.fields[0].message).toBe("Pilih 1 sampai 5 bintang");
  });
});

describe("study groups", () => {
  it("lists the programme's groups by name, filtered by name (any case, % literal) and availability", async () => {
    const call = asLearner(t.app, ani);
    const names = async (query = "") => {
      const res = await call("GET", chooserUrl(kelas.id, query));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<Envelope<{ groups: StudyGroup[]; total: number }>>().data;
      return { names: data.groups.map((g) => g.name), total: data.total, groups: data.groups };
    };
    const all = await names();
    expect(all.names).toEqual([
      "Kelompok 100%",
      "kelompok alfa",
      "Kelompok Balapan",
      "Kelompok Beta",
      "Kelompok Gamma",
    ]);
    expect(all.total).toBe(5);
    expect(all.groups.find((g) => g.name === "Kelompok Beta")).toEqual({
      id: groupId("Kelompok Beta"),
      name: "Kelompok Beta",
      description: "Deskripsi Kelompok Beta",
      member_count: 0,
      quota: 1,
      is_full: false,
      my_status: null,
    });
    expect((await names("name=ALFA")).names).toEqual(["kelompok alfa"]);
    expect((await names("name=100%25")).names).toEqual(["Kelompok 100%"]);
    expect((await names("name=%25")).names).toEqual(["Kelompok 100%"]);
    expect((await names("name=tidak-ada")).names).toEqual([]);
    expect((await names("status=full")).names).toEqual([]);
    expect((await names("status=available")).total).toBe(5);
    const bad = await call("GET", chooserUrl(kelas.id, "status=penuh"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.map((f: { field: string }) => f.field)).toEqual(["querystring.status"]);
  });

  it("joins a group with room, selecting it again changes nothing, moving adjusts both counts", async () => {
    const call = asLearner(t.app, ani);
    const join = await call("POST", SELECT_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json().data).toMatchObject({ name: "kelompok alfa", member_count: 1, my_status: "joined" });

    const again = await call("POST", SELECT_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(again.json().data).toMatchObject({ member_count: 1, my_status: "joined" });
    expect(await memberCount("kelompok alfa")).toBe(1);

    // without the query and without the trailing slash too
    const move = await call("POST", "/api/program/resource_group/select_group", {
      program_id: kelas.id,
      group_id: groupId("Kelompok Gamma"),
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json().data).toMatchObject({ name: "Kelompok Gamma", member_count: 1, my_status: "joined" });
    expect(await memberCount("kelompok alfa")).toBe(0);
    expect(await memberCount("Kelompok Gamma")).toBe(1);

    const mine = await call("POST", myUrl(), { program_id: kelas.id });
    expect(mine.json().data).toEqual({
      groups: [expect.objectContaining({ name: "Kelompok Gamma", my_status: "joined" })],
      total: 1,
    });
    const chooser = await call("GET", chooserUrl(kelas.id, "name=gamma"));
    expect(chooser.json().data.groups[0]).toMatchObject({ member_count: 1, my_status: "joined" });
  });

  it("refuses a full group (400) and keeps the learner where they were", async () => {
    const b = await asLearner(t.app, budi)("POST", SELECT_URL, {
      program_id: kelas.id,
      group_id: groupId("Kelompok Beta"),
    });
    expect(b.json().data).toMatchObject({ member_count: 1, is_full: true });
    const call = asLearner(t.app, ani);
    for (const url of [SELECT_URL, REQUEST_URL]) {
      const res = await call("POST", url, { program_id: kelas.id, group_id: groupId("Kelompok Beta") });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: STUDY_MESSAGES.groupFull, data: null });
    }
    expect(await memberCount("Kelompok Beta")).toBe(1);
    expect(await memberCount("Kelompok Gamma")).toBe(1);
    const full = await call("GET", chooserUrl(kelas.id, "status=full"));
    expect(full.json().data.groups.map((g: StudyGroup) => g.name)).toEqual(["Kelompok Beta"]);
    // Budi selecting the full group he is in is still a no-op, not a refusal
    const same = await asLearner(t.app, budi)("POST", SELECT_URL, {
      program_id: kelas.id,
      group_id: groupId("Kelompok Beta"),
    });
    expect(same.statusCode).toBe(200);
  });

  it("a request waits uncounted, gives back the joined place, and shows the group without its members", async () => {
    const call = asLearner(t.app, ani);
    const req = await call("POST", REQUEST_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json().data).toMatchObject({ name: "kelompok alfa", member_count: 0, my_status: "requested" });
    expect(await memberCount("Kelompok Gamma")).toBe(0);
    expect(await memberCount("kelompok alfa")).toBe(0);

    const detail = await call("POST", DETAIL_URL, { program_id: kelas.id });
    expect(detail.json().data).toEqual({
      group: expect.objectContaining({ name: "kelompok alfa", my_status: "requested" }),
      members: [],
      total: 0,
    });
    // requesting again is a no-op; selecting it joins at once
    const again = await call("POST", REQUEST_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(again.json().data.my_status).toBe("requested");
    const join = await call("POST", SELECT_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(join.json().data).toMatchObject({ member_count: 1, my_status: "joined" });
    // a request never undoes a joined place in the same group
    const back = await call("POST", REQUEST_URL, { program_id: kelas.id, group_id: groupId("kelompok alfa") });
    expect(back.json().data).toMatchObject({ member_count: 1, my_status: "joined" });
    expect(await memberCount("kelompok alfa")).toBe(1);
  });

  it("group detail: a joined member sees the joined members, 12 a page at most", async () => {
    const [dewi, eko] = racers;
    if (!dewi || !eko) throw new Error("racers missing");
    // a requester of the group is not listed
    const requested = await asLearner(t.app, dewi)("POST", REQUEST_URL, {
      program_id: kelas.id,
      group_id: groupId("kelompok alfa"),
    });
    expect(requested.json().data.my_status).toBe("requested");
    clock.advance(1_000);
    const moved = await asLearner(t.app, budi)("POST", SELECT_URL, {
      program_id: kelas.id,
      group_id: groupId("kelompok alfa"),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await memberCount("Kelompok Beta")).toBe(0);
    expect(await memberCount("kelompok alfa")).toBe(2);

    const call = asLearner(t.app, ani);
    const page1 = await call("POST", `${DETAIL_URL}?page=1&items_per_page=1`, { program_id: kelas.id });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().data).toEqual({
      group: expect.objectContaining({ name: "kelompok alfa", member_count: 2, is_full: true, my_status: "joined" }),
      members: [{ id: ani.userId, name: "Ani Lestari", avatar: null }],
      total: 2,
    });
    const page2 = await call("POST", `${DETAIL_URL}?page=2&items_per_page=1`, { program_id: kelas.id });
    expect(page2.json().data.members).toEqual([{ id: budi.userId, name: "Budi Santoso", avatar: null }]);
    const whole = await call("POST", DETAIL_URL, { program_id: kelas.id });
    expect(whole.json().data.members).toHaveLength(2);

    const tooMany = await call("POST", `${DETAIL_URL}?items_per_page=13`, { program_id: kelas.id });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.fields.map((f: { field: string }) => f.field)).toEqual(["querystring.items_per_page"]);
    const none = await asLearner(t.app, eko)("POST", DETAIL_URL, { program_id: kelas.id });
    expect(none.json().data).toEqual({ group: null, members: [], total: 0 });
    const mineNone = await asLearner(t.app, eko)("POST", myUrl(), { program_id: kelas.id });
    expect(mineNone.json().data).toEqual({ groups: [], total: 0 });
  });

  it("lets exactly the quota in when more learners than places choose one group at once", async () => {
    const answers = await Promise.all(
      racers.map((r) =>
        asLearner(t.app, r)("POST", SELECT_URL, { program_id: kelas.id, group_id: groupId("Kelompok Balapan") }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 400, 400]);
    expect(await memberCount("Kelompok Balapan")).toBe(2);
    const joined = await t.database.db
      .select({ id: studyGroupMembers.id })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, groupId("Kelompok Balapan")), eq(studyGroupMembers.status, "joined")));
    expect(joined).toHaveLength(2);
    // Dewi's request elsewhere was replaced if she got in; the counts of every group still match their members
    const counted = await t.database.db
      .select({ id: studyGroups.id, n: studyGroups.memberCount })
      .from(studyGroups)
      .where(eq(studyGroups.programId, kelas.id));
    for (const g of counted) {
      const members = await t.database.db
        .select({ id: studyGroupMembers.id })
        .from(studyGroupMembers)
        .where(and(eq(studyGroupMembers.groupId, g.id), eq(studyGroupMembers.status, "joined")));
      expect(g.n, `group ${g.id}`).toBe(members.length);
    }
  });

  it("one learner's parallel moves between two groups leave one place and consistent counts", async () => {
    const [, , fajar] = racers;
    if (!fajar) throw new Error("racer missing");
    const call = asLearner(t.app, fajar);
    await Promise.all(
      ["Kelompok Gamma", "Kelompok 100%", "Kelompok Gamma", "Kelompok 100%"].map((name) =>
        call("POST", SELECT_URL, { program_id: kelas.id, group_id: groupId(name) }),
      ),
    );
    const places = await t.database.db
      .select({ groupId: studyGroupMembers.groupId })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.programId, kelas.id), eq(studyGroupMembers.userId, fajar.userId)));
    expect(places).toHaveLength(1);
    expect((await memberCount("Kelompok Gamma")) + (await memberCount("Kelompok 100%"))).toBe(1);
  });

  it("refuses bad input with 400 and a group of another programme or an unknown one with 404", async () => {
    const call = asLearner(t.app, ani);
    for (const url of [SELECT_URL, REQUEST_URL]) {
      for (const id of [groupId("Kelompok Lain"), 2_000_000_000]) {
        const res = await call("POST", url, { program_id: kelas.id, group_id: id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: STUDY_MESSAGES.groupNotFound, data: null });
      }
      const bad = await call("POST", url, { program_id: kelas.id, group_id: "satu" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields.map((f: { field: string }) => f.field)).toEqual(["body.group_id"]);
    }
    expect(await memberCount("Kelompok Lain")).toBe(0);
    const page0 = await call("POST", myUrl(0, 12), { program_id: kelas.id });
    expect(page0.statusCode).toBe(400);
    const big = await call("POST", myUrl(1, 13), { program_id: kelas.id });
    expect(big.statusCode).toBe(400);
    const noBody = await call("POST", myUrl(), {});
    expect(noBody.statusCode).toBe(400);
  });
});

describe("POST /program-activity/zoom/signature", () => {
  function decode(token: string, secret = ZOOM_SECRET) {
    const [header = "", payload = "", signature = ""] = token.split(".");
    const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
    return {
      header: JSON.parse(Buffer.from(header, "base64url").toString("utf8")),
      payload: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
      verifies: signature === expected,
    };
  }

  it("signs a participant's join for an enrolled learner: HS256 with the secret, valid for 2 hours", async () => {
    const res = await asLearner(t.app, ani)("POST", ZOOM_URL, { meeting_number: MEETING, role: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ sdk_key: ZOOM_KEY, meeting_number: MEETING });
    const token = decode(data.signature);
    expect(token.verifies).toBe(true);
    expect(token.header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(token.payload).toMatchObject({ appKey: ZOOM_KEY, sdkKey: ZOOM_KEY, mn: MEETING, role: 0 });
    expect(token.payload.exp).toBeGreaterThan(token.payload.iat);
    expect(token.payload.exp - token.payload.iat).toBe(7200);
    expect(token.payload.tokenExp).toBe(token.payload.exp);
    expect(token.payload.iat).toBeLessThanOrEqual(Math.floor(clock().getTime() / 1000));
    expect(data.expires_at).toBe(new Date(token.payload.exp * 1000).toISOString());
    // checked against another secret it does not verify
    expect(decode(data.signature, "rahasia-lain-0123456789").verifies).toBe(false);
  });

  it("gives the host role only to an admin (403 otherwise)", async () => {
    const res = await asLearner(t.app, ani)("POST", ZOOM_URL, { meeting_number: MEETING, role: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: STUDY_MESSAGES.hostOnly, data: null });
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, budi.userId));
    const host = await asLearner(t.app, budi)("POST", ZOOM_URL, { meeting_number: MEETING, role: 1 });
    expect(host.statusCode, host.body).toBe(200);
    expect(decode(host.json().data.signature).payload.role).toBe(1);
  });

  it("refuses a bad meeting number or role with 400", async () => {
    const call = asLearner(t.app, ani);
    for (const [body, field] of [
      [{ meeting_number: "12ab56789", role: 0 }, "body.meeting_number"],
      [{ meeting_number: "12345678", role: 0 }, "body.meeting_number"],
      [{ meeting_number: 987654321, role: 0 }, "body.meeting_number"],
      [{ meeting_number: MEETING, role: 2 }, "body.role"],
    ] as const) {
      const res = await call("POST", ZOOM_URL, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
  });
});

describe("ZOOM_SDK_KEY and ZOOM_SDK_SECRET", () => {
  it("are both given or neither: one alone stops the start naming both", () => {
    expect(loadConfig({}).zoom).toBeNull();
    expect(loadConfig({ ZOOM_SDK_KEY: ZOOM_KEY, ZOOM_SDK_SECRET: ZOOM_SECRET }).zoom).toEqual({
      sdkKey: ZOOM_KEY,
      sdkSecret: ZOOM_SECRET,
    });
    for (const env of [{ ZOOM_SDK_KEY: ZOOM_KEY }, { ZOOM_SDK_SECRET: ZOOM_SECRET }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/ZOOM_SDK_KEY, ZOOM_SDK_SECRET/);
    }
    expect(() => loadConfig({ ZOOM_SDK_KEY: ZOOM_KEY, ZOOM_SDK_SECRET: "pendek" })).toThrow(/ZOOM_SDK_SECRET/);
  });
});

describe("S9: a learner of another programme tries the first learner's ids", () => {
  it("cannot reach another programme's group through their own programme (404)", async () => {
    const call = asLearner(t.app, citra);
    for (const url of [SELECT_URL, REQUEST_URL]) {
      const res = await call("POST", url, { program_id: lain.id, group_id: groupId("kelompok alfa") });
      expect(res.statusCode).toBe(404);
    }
    const counts = await t.database.db
      .select({ n: studyGroups.memberCount })
      .from(studyGroups)
      .where(inArray(studyGroups.id, [groupId("kelompok alfa")]));
    expect(counts[0]?.n).toBe(2);
    // their own programme's meeting works
    const own = await call("POST", ZOOM_URL, { meeting_number: OTHER_MEETING, role: 0 });
    expect(own.statusCode).toBe(200);
  });

  it("progress in one programme does not open the rating of another; a visitor gets 401", async () => {
    const res = await asLearner(t.app, ani)("POST", RATE_URL, { program_id: lain.id, rating: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STUDY_MESSAGES.ratingTooEarly);
    const visitor = await asLearner(t.app, null)("POST", ZOOM_URL, { meeting_number: MEETING, role: 0 });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("POST /program-activity/study-group/decide (a facilitator's decision, issue 19)", () => {
  const DECIDE_URL = "/api/program-activity/study-group/decide";

  it("accepts or declines a waiting request, notifies the learner, and refuses anyone but the programme's staff", async () => {
    const db = t.database.db;
    const [hana, iwan, joko] = await Promise.all(
      ["Hana Putri", "Iwan Saputra", "Joko Fasilitator"].map((n) => registerLearner(t.app, n)),
    );
    if (!hana || !iwan || !joko) throw new Error("learners not registered");
    for (const learner of [hana, iwan]) await enrol(db, learner.userId, kelas.id, NOW);
    await db.insert(programFacilitators).values({ programId: kelas.id, userId: joko.userId });
    const decisionGroup = await makeGroup(kelas.id, "Kelompok Keputusan", 1);
    const spareGroup = await makeGroup(kelas.id, "Kelompok Cadangan", 2);
    const ask = (who: Learner, groupId: number) =>
      asLearner(t.app, who)("POST", REQUEST_URL, { program_id: kelas.id, group_id: groupId });
    expect((await ask(hana, decisionGroup)).statusCode).toBe(200);
    expect((await ask(iwan, spareGroup)).statusCode).toBe(200);
    const decide = (who: Learner, body: object) => asLearner(t.app, who)("POST", DECIDE_URL, body);

    // a learner of the programme, and a stranger, may not decide
    // (budi is made an admin by the meeting tests above: a fresh learner of the programme stands in)
    const classmate = await registerLearner(t.app, "Kiki Sekelas");
    await enrol(db, classmate.userId, kelas.id, NOW);
    for (const who of [classmate, citra]) {
      const refused = await decide(who, { program_id: kelas.id, user_id: hana.userId, accept: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(STUDY_MESSAGES.groupStaffOnly);
    }
    expect((await decide(joko, { program_id: kelas.id, user_id: hana.userId })).statusCode).toBe(400);

    const accepted = await decide(joko, { program_id: kelas.id, user_id: hana.userId, accept: true });
    expect(accepted.json().data).toEqual({ status: "joined" });
    const [member] = await db
      .select({ status: studyGroupMembers.status })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.userId, hana.userId), eq(studyGroupMembers.programId, kelas.id)));
    expect(member?.status).toBe("joined");
    const [group] = await db
      .select({ n: studyGroups.memberCount })
      .from(studyGroups)
      .where(eq(studyGroups.id, decisionGroup));
    expect(group?.n).toBe(1);
    // decided once: nothing waits any more
    const twice = await decide(joko, { program_id: kelas.id, user_id: hana.userId, accept: true });
    expect(twice.json()).toMatchObject({ status: 400, message: STUDY_MESSAGES.noGroupRequest });

    const declined = await decide(joko, { program_id: kelas.id, user_id: iwan.userId, accept: false });
    expect(declined.json().data).toEqual({ status: "declined" });
    const left = await db
      .select()
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.userId, iwan.userId), eq(studyGroupMembers.programId, kelas.id)));
    expect(left).toHaveLength(0);

    const notes = await db
      .select({ userId: notifications.userId, type: notifications.type, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.userId, [hana.userId, iwan.userId]));
    expect(notes).toEqual(
      expect.arrayContaining([
        { userId: hana.userId, type: "study_group", title: "Permintaan Anda bergabung ke Kelompok Keputusan diterima" },
        { userId: iwan.userId, type: "study_group", title: "Permintaan Anda bergabung ke Kelompok Cadangan ditolak" },
      ]),
    );
    expect(notes).toHaveLength(2);
  });
});
