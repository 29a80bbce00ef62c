import { FORBIDDEN_CHARACTER_MESSAGE } from "@app/domain/shared/text-input";
import { type ActivityComment, STUDY_MESSAGES, STUDY_SOCIAL_MESSAGES } from "@app/domain/study/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { resources } from "../../db/schema/catalogue";
import { resourceComments } from "../../db/schema/study";
import { MESSAGES } from "../../platform/errors";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { rewriteMentions } from "./comments";

const NOW = new Date("2026-11-22T03:00:00Z");
const clock = testClock(NOW);
let t: TestApp;

let ani: Learner; // enrolled in the programme: posts and replies
let budi: Learner; // enrolled too: mentioned, replies
let citra: Learner; // registered, enrolled elsewhere only: the S9 intruder and a mention that must not stick
let programme: BuiltProgram;
let elsewhere: BuiltProgram;

type ListAnswer = {
  status: number;
  message: string;
  data: { comments: ActivityComment[]; total: number; has_more: boolean };
};

const listUrl = (activityId: number | string, page: number | string = 1, perPage: number | string = 20) =>
  `/api/program_activity/resource/user_comment/${activityId}/${page}/${perPage}`;
const repliesUrl = (activityId: number | string, parentId: number | string, page = 1, perPage = 20) =>
  `/api/program_activity/resource/reply_comment/${activityId}/${parentId}/${page}/${perPage}`;
const POST_URL = "/api/program_activity/resource/comment/";

const activityId = (title: string) => programme.activity(title).id;

async function post(learner: Learner, body: Record<string, unknown>): Promise<ActivityComment> {
  const res = await asLearner(t.app, learner)("POST", POST_URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ActivityComment }>().data;
}

async function list(learner: Learner, url: string): Promise<ListAnswer["data"]> {
  const res = await asLearner(t.app, learner)("GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>().data;
}

async function nameOf(learner: Learner): Promise<string> {
  const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, learner.userId));
  return row?.name ?? "";
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  const db = t.database.db;
  [ani, budi, citra] = await Promise.all([
    registerLearner(t.app, "Ani Lestari"),
    registerLearner(t.app, "Budi Santoso"),
    registerLearner(t.app, "Citra Dewi"),
  ]);
  const creator = await makeInstitution(db, "Lembaga Diskusi");
  programme = await makeProgram(db, {
    name: "Diskusi Terbuka",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Diskusi" },
          { title: "Tertutup" },
          { title: "Lain" },
          { title: "Tambahan", addon: true },
          { title: "Ramai" },
          { title: "Batas" },
        ],
      },
    ],
  });
  elsewhere = await makeProgram(db, {
    name: "Program Lain",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Luar" }] }],
  });
  await enrol(db, ani.userId, programme.id, NOW);
  await enrol(db, budi.userId, programme.id, NOW);
  await enrol(db, citra.userId, elsewhere.id, NOW);
  await db
    .update(resources)
    .set({ showComment: false })
    .where(eq(resources.id, activityId("Tertutup")));
});
afterAll(async () => {
  await t.close();
});
// every test starts a fresh rate-limit window (10 posts a minute per learner), so only the limit test meets it
beforeEach(() => clock.advance(61_000));

describe("comments of an activity: list, post, reply", () => {
  it("lists nothing at first, then the comments newest first with author, reply count and is_mine", async () => {
    const empty = await list(ani, listUrl(activityId("Diskusi")));
    expect(empty).toEqual({ comments: [], total: 0, has_more: false });

    const first = await post(ani, { resource_id: activityId("Diskusi"), comment: "Komentar pertama" });
    clock.advance(1_000);
    const second = await post(budi, { resource_id: activityId("Diskusi"), comment: "Komentar kedua" });
    expect(first).toMatchObject({
      parent_id: null,
      user: { id: ani.userId, name: "Ani Lestari", avatar: null },
      comment: "Komentar pertama",
      reply_count: 0,
      is_mine: true,
    });
    expect(new Date(first.created_at).getTime()).toBeLessThan(new Date(second.created_at).getTime());

    const seen = await list(ani, listUrl(activityId("Diskusi")));
    expect(seen.total).toBe(2);
    expect(seen.has_more).toBe(false);
    expect(seen.comments.map((c) => [c.comment, c.user.name, c.is_mine])).toEqual([
      ["Komentar kedua", "Budi Santoso", false],
      ["Komentar pertama", "Ani Lestari", true],
    ]);
    // the other activity's list is its own
    expect((await list(ani, listUrl(activityId("Lain")))).total).toBe(0);
  });

  it("pages: per_page at a time, has_more until the last page, a page past the end empty", async () => {
    const id = activityId("Ramai");
    for (const n of [1, 2, 3, 4, 5]) {
      await post(ani, { resource_id: id, comment: `Pesan ${n}` });
    }
    const page1 = await list(budi, listUrl(id, 1, 2));
    const page2 = await list(budi, listUrl(id, 2, 2));
    const page3 = await list(budi, listUrl(id, 3, 2));
    const far = await list(budi, listUrl(id, 99, 2));
    expect(page1.comments.map((c) => c.comment)).toEqual(["Pesan 5", "Pesan 4"]);
    expect(page2.comments.map((c) => c.comment)).toEqual(["Pesan 3", "Pesan 2"]);
    expect(page3.comments.map((c) => c.comment)).toEqual(["Pesan 1"]);
    expect([page1.has_more, page2.has_more, page3.has_more]).toEqual([true, true, false]);
    expect([page1.total, page3.total]).toEqual([5, 5]);
    expect(far).toEqual({ comments: [], total: 5, has_more: false });
  });

  it("replies: counted on the parent, listed oldest first, and left out of the top-level list", async () => {
    const id = activityId("Lain");
    const parent = await post(ani, { resource_id: id, comment: "Ada pertanyaan?" });
    const r1 = await post(budi, { resource_id: id, comment: "Saya ada", parent_id: parent.id });
    clock.advance(1_000);
    const r2 = await post(ani, { resource_id: id, comment: "Silakan", parent_id: parent.id });
    expect(r1).toMatchObject({ parent_id: parent.id, is_mine: true, reply_count: 0 });

    const top = await list(budi, listUrl(id));
    expect(top.total).toBe(1);
    expect(top.comments[0]).toMatchObject({ id: parent.id, reply_count: 2, is_mine: false });

    const replies = await list(budi, repliesUrl(id, parent.id));
    expect(replies.comments.map((c) => c.id)).toEqual([r1.id, r2.id]);
    expect(replies.comments.map((c) => c.is_mine)).toEqual([true, false]);
    expect(replies.total).toBe(2);

    const paged = await list(budi, repliesUrl(id, parent.id, 1, 1));
    expect(paged.comments.map((c) => c.id)).toEqual([r1.id]);
    expect(paged.has_more).toBe(true);
  });

  it("refuses a reply to a reply, to another activity's comment and to an unknown id with 404", async () => {
    const id = activityId("Lain");
    const parent = await post(ani, { resource_id: id, comment: "Induk" });
    const reply = await post(budi, { resource_id: id, comment: "Balasan", parent_id: parent.id });
    const otherActivity = await post(ani, { resource_id: activityId("Diskusi"), comment: "Di aktivitas lain" });
    const call = asLearner(t.app, ani);
    for (const parentId of [reply.id, otherActivity.id, 2_000_000_000]) {
      const res = await call("POST", POST_URL, { resource_id: id, comment: "Coba", parent_id: parentId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: STUDY_SOCIAL_MESSAGES.commentNotFound, data: null });
      const read = await call("GET", repliesUrl(id, parentId));
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(STUDY_SOCIAL_MESSAGES.commentNotFound);
    }
    // nothing was counted or stored by the refused replies
    const [row] = await t.database.db
      .select({ replyCount: resourceComments.replyCount })
      .from(resourceComments)
      .where(eq(resourceComments.id, parent.id));
    expect(row?.replyCount).toBe(1);
    const [other] = await t.database.db
      .select({ replyCount: resourceComments.replyCount })
      .from(resourceComments)
      .where(eq(resourceComments.id, otherActivity.id));
    expect(other?.replyCount).toBe(0);
  });

  it("answers with and without the trailing slash", async () => {
    const call = asLearner(t.app, ani);
    const bare = await call("POST", POST_URL.slice(0, -1), {
      resource_id: activityId("Diskusi"),
      comment: "Tanpa garis",
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const slashed = await call("GET", `${listUrl(activityId("Diskusi"))}/`);
    expect(slashed.statusCode).toBe(200);
  });
});

describe("comments closed, refused and bad input", () => {
  it("refuses reading and posting where the activity shows no comments (400 commentsClosed)", async () => {
    const id = activityId("Tertutup");
    const call = asLearner(t.app, ani);
    for (const res of [
      await call("GET", listUrl(id)),
      await call("GET", repliesUrl(id, 1)),
      await call("POST", POST_URL, { resource_id: id, comment: "Halo" }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: STUDY_MESSAGES.commentsClosed, data: null });
    }
  });

  it("refuses bad paths and bodies with the 400 envelope naming the fields, never a 500", async () => {
    const call = asLearner(t.app, ani);
    const id = activityId("Diskusi");
    const cases: [string, string, unknown, string[]][] = [
      ["GET", listUrl(id, 0, 20), undefined, ["params.page"]],
      ["GET", listUrl(id, 1, 21), undefined, ["params.per_page"]],
      ["GET", listUrl("abc"), undefined, ["params.activity_id"]],
      ["GET", listUrl("99999999999"), undefined, ["params.activity_id"]],
      ["GET", repliesUrl(id, "x"), undefined, ["params.parent_id"]],
      ["POST", POST_URL, { resource_id: id }, ["body.comment"]],
      ["POST", POST_URL, { resource_id: "satu", comment: "x" }, ["body.resource_id"]],
      ["POST", POST_URL, { resource_id: id, comment: "x", parent_id: -1 }, ["body.parent_id"]],
      ["POST", POST_URL, { resource_id: id, comment: ["x"] }, ["body.comment"]],
    ];
    for (const [method, url, body, fields] of cases) {
      const res = await call(method as "GET" | "POST", url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      const answer = res.json<{ status: number; data: { fields: { field: string }[] } }>();
      expect(answer.status).toBe(400);
      expect(answer.data.fields.map((f) => f.field)).toEqual(fields);
    }
  });

  it("refuses an empty comment and one over 2,000 characters in Indonesian", async () => {
    const call = asLearner(t.app, ani);
    const id = activityId("Diskusi");
    const blank = await call("POST", POST_URL, { resource_id: id, comment: "   \n " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual([{ field: "body.comment", message: STUDY_MESSAGES.commentEmpty }]);
    const long = await call("POST", POST_URL, { resource_id: id, comment: "a".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields).toEqual([{ field: "body.comment", message: STUDY_MESSAGES.commentTooLong }]);
    // markup is text like any other: a comment made only of it is not empty
    expect(await post(ani, { resource_id: id, comment: "<b></b>" })).toMatchObject({ comment: "<b></b>" });
    expect(await post(ani, { resource_id: id, comment: "a".repeat(2000) })).toMatchObject({
      comment: "a".repeat(2000),
    });
  });

  it("refuses a visitor with 401", async () => {
    const res = await asLearner(t.app, null)("GET", listUrl(activityId("Diskusi")));
    expect(res.statusCode).toBe(401);
    const posted = await asLearner(t.app, null)("POST", POST_URL, { resource_id: activityId("Diskusi"), comment: "x" });
    expect(posted.statusCode).toBe(401);
  });

  it("limits posting to 10 a minute per learner (429), then lets them post again", async () => {
    const id = activityId("Batas");
    const call = asLearner(t.app, budi);
    for (let n = 1; n <= 10; n++) await post(budi, { resource_id: id, comment: `Cepat ${n}` });
    const eleventh = await call("POST", POST_URL, { resource_id: id, comment: "Kesebelas" });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().status).toBe(429);
    // another learner is not held back by it
    await post(ani, { resource_id: id, comment: "Saya masih bisa" });
    clock.advance(61_000);
    await post(budi, { resource_id: id, comment: "Sudah boleh lagi" });
    expect((await list(ani, listUrl(id))).total).toBe(12);
  });
});

describe("S10: the comment is stored as plain text, mentions checked", () => {
  async function storedBody(id: number): Promise<string | undefined> {
    const [row] = await t.database.db
      .select({ body: resourceComments.body })
      .from(resourceComments)
      .where(eq(resourceComments.id, id));
    return row?.body;
  }

  it("S10/plain-text: stores and lists what was typed, entities and markup as literal text", async () => {
    for (const typed of [
      "&#60;svg onload=alert(19)&#62;",
      '<script>alert("x")</script><b>Halo</b> <img src=x onerror=alert(1)>semua',
      "<b>x</b>",
      "dua &amp; 1 < 2 &lt;i&gt;",
    ]) {
      const stored = await post(ani, { resource_id: activityId("Diskusi"), comment: typed });
      expect(stored.comment).toBe(typed);
      expect(await storedBody(stored.id)).toBe(typed);
      const listed = await list(budi, listUrl(activityId("Diskusi")));
      expect(listed.comments.find((c) => c.id === stored.id)?.comment).toBe(typed);
    }
  });

  it("keeps newlines (a CRLF as one newline), trims the ends, and refuses a control character (S10/input)", async () => {
    const stored = await post(ani, { resource_id: activityId("Diskusi"), comment: "  semua\r\nbaris\tdua  " });
    expect(stored.comment).toBe("semua\nbaris\tdua");
    const bell = await asLearner(t.app, ani)("POST", POST_URL, {
      resource_id: activityId("Diskusi"),
      comment: "baris\u0007 dua",
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toEqual({
      status: 400,
      message: MESSAGES.invalidInput,
      data: { fields: [{ field: "body.comment", message: FORBIDDEN_CHARACTER_MESSAGE }] },
    });
  });

  it("keeps a mention of an enrolled learner under their current name, makes others plain text", async () => {
    const budiName = await nameOf(budi);
    const stored = await post(ani, {
      resource_id: activityId("Diskusi"),
      comment: `Halo @[${budi.userId}|Nama Palsu], @[${citra.userId}|Citra Dewi] dan @[2000000000|Hantu]!`,
    });
    // Citra exists but is not a learner of this programme; the last id does not exist at all
    expect(stored.comment).toBe(`Halo @[${budi.userId}|${budiName}], @Citra Dewi dan @Hantu!`);
    const listed = await list(budi, listUrl(activityId("Diskusi")));
    expect(listed.comments[0]?.comment).toBe(stored.comment);
  });

  it("does not let text around a refused mention spell a new one", async () => {
    const crafted = `@[${citra.userId}|@[2000000000|x]]`;
    const stored = await post(ani, { resource_id: activityId("Diskusi"), comment: crafted });
    expect(stored.comment).not.toMatch(/@\[\d+\|/);
    // '@[9|a]' becomes '@a', which makes the outer '@[citra|@a]' a mention; Citra is no learner here: '@@a'
    expect(stored.comment).toBe("@@x");
  });

  it("rewriteMentions reaches a fixed point: every mention left is an allowed id under its stored name", () => {
    const allowed = new Map([[7, "Tujuh"]]);
    expect(rewriteMentions("@[7|x] dan @[8|y]", allowed)).toBe("@[7|Tujuh] dan @y");
    expect(rewriteMentions("@[7|@[8|a]]", allowed)).toBe("@[7|Tujuh]");
    expect(rewriteMentions("@[9|@[8|a]]", allowed)).toBe("@@a");
    expect(rewriteMentions("tanpa sebutan", allowed)).toBe("tanpa sebutan");
  });
});

describe("S9: an add-on's activity", () => {
  it("an enrolled learner cannot open an add-on's activity they do not own (403)", async () => {
    const res = await asLearner(t.app, ani)("GET", listUrl(activityId("Tambahan")));
    expect(res.statusCode).toBe(403);
  });
});

describe("the live-session signature without a configured meeting service", () => {
  it("answers 503 'Layanan rapat daring belum dikonfigurasi'", async () => {
    const res = await asLearner(t.app, ani)("POST", "/api/program-activity/zoom/signature", {
      meeting_number: "123456789",
      role: 0,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, message: STUDY_MESSAGES.meetingNotConfigured, data: null });
  });
});
