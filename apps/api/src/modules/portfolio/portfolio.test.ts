import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  PORTFOLIO_MESSAGES,
  type PortfolioItem,
  type PortfolioItemAnswer,
  type PortfolioSource,
  type PortfolioView,
  type PublicProfile,
  type PublicUser,
} from "@app/domain/portfolio/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { resources } from "../../db/schema/catalogue";
import { certificates } from "../../db/schema/report";
import { userActivities } from "../../db/schema/study";
import { makeQuiz, makeSubmission, multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const NOW = new Date("2026-12-01T03:00:00Z");
const clock = testClock(NOW);
let t: TestApp;
let uploadDir: string;

let ani: Learner; // the owner
let budi: Learner; // a classmate
let ani2: { username: string; email: string; phone: string };
let essayAttempt: number; // Ani's project (a skills demonstration with an essay)
let fileAttempt: number; // Ani's file answer
let runningAttempt: number; // Ani's attempt still running: not a source
let budiAttempt: number; // Budi's finished attempt
let reflectionActivity: number; // Ani's written reflection
let uploadId: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const fieldsOf = (res: { json(): unknown }) =>
  (body<{ fields?: { field: string; message: string }[] }>(res).data?.fields ?? []).map((f) => f.message);

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), "portfolio-"));
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error", UPLOAD_DIR: uploadDir } });
  const db = t.database.db;
  [ani, budi] = (await Promise.all(["Ani Lestari", "Budi Santoso"].map((n) => registerLearner(t.app, n)))) as [
    Learner,
    Learner,
  ];
  await db.update(users).set({ phone: "081234567890" }).where(eq(users.id, ani.userId));
  const [row] = await db.select().from(users).where(eq(users.id, ani.userId));
  if (!row) throw new Error("ani missing");
  ani2 = { username: row.username, email: row.email, phone: "081234567890" };

  const creator = await makeInstitution(db, "Lembaga Portofolio");
  const kelas = await makeProgram(db, {
    name: "Kelas Menulis Rencana",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Uji Keterampilan Menulis", type: "quiz" },
          { title: "Unggah Karya", type: "quiz" },
          { title: "Kuis Lanjutan", type: "quiz" },
          { title: "Refleksi Akhir", type: "refleksi" },
        ],
      },
    ],
  });
  const skills = kelas.activity("Uji Keterampilan Menulis").id;
  await db.update(resources).set({ activityType: 3 }).where(eq(resources.id, skills));
  const aniEnrolment = await enrol(db, ani.userId, kelas.id, NOW);
  const budiEnrolment = await enrol(db, budi.userId, kelas.id, NOW);

  const essayQuiz = await makeQuiz(db, skills, { isAutoScore: false }, [
    { type: "essay", points: 50, body: "<p>Tuliskan rencana belajar Anda.</p>" },
    { type: "single_choice", points: 50, options: ["Kunci rahasia", "Pengecoh"], correct: [0] },
  ]);
  const [essayQ, choiceQ] = essayQuiz.questionIds as [number, number];
  essayAttempt = await makeSubmission(db, {
    quizId: essayQuiz.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: essayQuiz.questionIds,
    answers: [
      { questionId: essayQ, text: "<p>Belajar pagi hari selama 30 menit.</p>" },
      { questionId: choiceQ, optionIds: [essayQuiz.optionIds[1]?.[0] ?? 0] },
    ],
    finishedAt: new Date(NOW.getTime() - 3_600_000),
  });
  budiAttempt = await makeSubmission(db, {
    quizId: essayQuiz.id,
    programUserId: budiEnrolment,
    userId: budi.userId,
    questionIds: essayQuiz.questionIds,
    answers: [{ questionId: essayQ, text: "<p>Rencana Budi.</p>" }],
    finishedAt: NOW,
  });

  const form = multipartBody({ name: "karya-ani.pdf", bytes: SAMPLE_FILES.pdf });
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/program_activity/quiz/upload",
    headers: { ...form.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${ani.token}` },
    payload: form.payload,
  });
  uploadId = body<{ id: number }>(uploaded).data.id;
  const fileQuiz = await makeQuiz(db, kelas.activity("Unggah Karya").id, { isAutoScore: false }, [
    { type: "file", points: 100, body: "<p>Unggah karya Anda.</p>" },
  ]);
  fileAttempt = await makeSubmission(db, {
    quizId: fileQuiz.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: fileQuiz.questionIds,
    answers: [{ questionId: fileQuiz.questionIds[0] ?? 0, fileIds: [uploadId] }],
    finishedAt: new Date(NOW.getTime() - 7_200_000),
  });
  const laterQuiz = await makeQuiz(db, kelas.activity("Kuis Lanjutan").id, {}, [
    { type: "single_choice", points: 100, options: ["A", "B"], correct: [0] },
  ]);
  runningAttempt = await makeSubmission(db, {
    quizId: laterQuiz.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: laterQuiz.questionIds,
    answers: [],
    finishedAt: NOW,
    state: "started",
  });
  const [reflection] = await db
    .insert(userActivities)
    .values({
      programUserId: aniEnrolment,
      resourceId: kelas.activity("Refleksi Akhir").id,
      startedAt: NOW,
      finishedAt: NOW,
      reflection: "Saya belajar mengatur waktu.",
    })
    .returning({ id: userActivities.id });
  reflectionActivity = reflection?.id ?? 0;
  await db.insert(certificates).values({
    number: "KARIR-2026-000777-ABCD",
    programUserId: aniEnrolment,
    userId: ani.userId,
    programId: kelas.id,
    institutionId: creator.id,
    holderName: "Ani Lestari",
    programName: "Kelas Menulis Rencana",
    institutionName: "Lembaga Portofolio",
    hours: 2,
    issuedAt: NOW,
  });
});

afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

let projectItem: PortfolioItem;
let fileItem: PortfolioItem;
let reflectionItem: PortfolioItem;

describe("the owner's portfolio", () => {
  it("lists the owner's finished work as sources, never a running attempt or another's", async () => {
    const res = await call(ani)("GET", "/api/portofolio/manage/sources");
    expect(res.statusCode).toBe(200);
    const sources = body<{ sources: PortfolioSource[] }>(res).data.sources;
    expect(sources.map((s) => [s.attempt_id, s.user_activity_id, s.kind]).sort()).toEqual(
      [
        [essayAttempt, null, "project"],
        [fileAttempt, null, "file"],
        [null, reflectionActivity, "reflection"],
      ].sort(),
    );
    expect(sources.some((s) => s.attempt_id === runningAttempt || s.attempt_id === budiAttempt)).toBe(false);
    expect((await call(null)("GET", "/api/portofolio/manage/sources")).statusCode).toBe(401);
  });

  it("saves the header: creates it once, changes it, refuses a bad link in Indonesian", async () => {
    const first = await call(ani)("POST", "/api/portofolio/manage/header", {
      description: "Portofolio menulis saya",
      content_url: "https://contoh.id/karya",
      is_publish: false,
    });
    expect(first.statusCode).toBe(200);
    const header = body<{ header: { id: number; is_publish: boolean } }>(first).data.header;
    const again = await call(ani)("POST", "/api/portofolio/manage/header", {
      id: header.id,
      description: "Portofolio menulis saya",
      content_url: "",
      is_publish: true,
    });
    expect(body<{ header: { id: number; content_url: string | null } }>(again).data.header).toMatchObject({
      id: header.id,
      content_url: null,
      is_publish: true,
    });
    for (const content_url of ["javascript:alert(1)", "contoh.id", "ftp://contoh.id/x"]) {
      const bad = await call(ani)("POST", "/api/portofolio/manage/header", { content_url, is_publish: true });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toContain(PORTFOLIO_MESSAGES.badUrl);
    }
    const long = await call(ani)("POST", "/api/portofolio/manage/header", { description: "x".repeat(1001) });
    expect(fieldsOf(long)).toContain(PORTFOLIO_MESSAGES.headerDescriptionTooLong);
  });

  it("adds items from the owner's own work only, with Indonesian refusals", async () => {
    const add = (who: Learner, payload: object) => call(who)("POST", "/api/portofolio/manage/item", payload);
    const created = await add(ani, { caption: "Rencana Belajar", attempt_id: essayAttempt, is_publish: true });
    expect(created.statusCode).toBe(200);
    projectItem = body<{ item: PortfolioItem }>(created).data.item;
    expect(projectItem).toMatchObject({
      kind: "project",
      is_publish: true,
      activity: { title: "Uji Keterampilan Menulis" },
    });
    fileItem = body<{ item: PortfolioItem }>(
      await add(ani, { caption: "Karya Unggahan", attempt_id: fileAttempt, is_publish: true }),
    ).data.item;
    reflectionItem = body<{ item: PortfolioItem }>(
      await add(ani, { caption: "Refleksi Saya", user_activity_id: reflectionActivity, is_publish: false }),
    ).data.item;
    expect([fileItem.kind, reflectionItem.kind]).toEqual(["file", "reflection"]);

    const empty = await add(ani, { caption: "   ", attempt_id: essayAttempt });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toContain(PORTFOLIO_MESSAGES.captionRequired);
    const long = await add(ani, { caption: "x".repeat(151), attempt_id: essayAttempt });
    expect(fieldsOf(long)).toContain(PORTFOLIO_MESSAGES.captionTooLong);
    const longDescription = await add(ani, { caption: "A", description: "x".repeat(2001), attempt_id: essayAttempt });
    expect(fieldsOf(longDescription)).toContain(PORTFOLIO_MESSAGES.itemDescriptionTooLong);
    const twice = await add(ani, { caption: "Lagi", attempt_id: essayAttempt });
    expect([twice.statusCode, body(twice).message]).toEqual([400, PORTFOLIO_MESSAGES.duplicate]);
    const none = await add(ani, { caption: "Tanpa sumber" });
    expect([none.statusCode, body(none).message]).toEqual([400, PORTFOLIO_MESSAGES.sourceRequired]);
    const both = await add(ani, { caption: "Dua", attempt_id: essayAttempt, user_activity_id: reflectionActivity });
    expect(body(both).message).toBe(PORTFOLIO_MESSAGES.sourceRequired);
    // another's attempt, a running one and one that does not exist: the same answer
    for (const attempt_id of [budiAttempt, runningAttempt, 2_000_000_000]) {
      const res = await add(ani, { caption: "Bukan milikku", attempt_id });
      expect([res.statusCode, body(res).message]).toEqual([404, PORTFOLIO_MESSAGES.sourceNotFound]);
    }
    const theirs = await add(budi, { caption: "Curian", user_activity_id: reflectionActivity });
    expect([theirs.statusCode, body(theirs).message]).toEqual([404, PORTFOLIO_MESSAGES.sourceNotFound]);
    expect((await add(budi, { caption: "Lain", attempt_id: budiAttempt })).statusCode).toBe(200);
  });

  it("edits and unpublishes an item; its source cannot be changed", async () => {
    const res = await call(ani)("POST", "/api/portofolio/manage/item", {
      id: fileItem.id,
      caption: "Karya Unggahan (revisi)",
      description: "Poster rencana belajar",
      is_publish: true,
    });
    expect(body<{ item: PortfolioItem }>(res).data.item).toMatchObject({
      caption: "Karya Unggahan (revisi)",
      description: "Poster rencana belajar",
    });
    const moved = await call(ani)("POST", "/api/portofolio/manage/item", {
      id: fileItem.id,
      caption: "X",
      attempt_id: essayAttempt,
    });
    expect(body(moved).message).toBe(PORTFOLIO_MESSAGES.sourceFixed);
  });

  it("shows the owner everything, with the work: essays and files, never a choice answer", async () => {
    const own = await call(ani)("GET", `/api/portofolio/view/${ani.userId}?public=0`);
    const view = body<PortfolioView>(own).data;
    expect(view.items.map((i) => i.id).sort()).toEqual([projectItem.id, fileItem.id, reflectionItem.id].sort());
    expect(view.certificates.map((c) => c.number)).toEqual(["KARIR-2026-000777-ABCD"]);
    const detail = body<PortfolioItemAnswer>(await call(ani)("GET", `/api/portofolio/detail/${projectItem.id}?public=`))
      .data.item;
    expect(detail.work.answers).toEqual([
      {
        question: "<p>Tuliskan rencana belajar Anda.</p>",
        text: "<p>Belajar pagi hari selama 30 menit.</p>",
        files: [],
      },
    ]);
    expect(JSON.stringify(detail)).not.toContain("Kunci rahasia");
    const reflection = body<PortfolioItemAnswer>(
      await call(ani)("GET", `/api/portofolio/detail/${reflectionItem.id}?public=0`),
    ).data.item;
    expect(reflection.work.reflection).toBe("Saya belajar mengatur waktu.");
  });
});

describe("what others see", () => {
  it("refuses another's own view and another's changes (403/404), and a visitor's (401)", async () => {
    expect((await call(budi)("GET", `/api/portofolio/view/${ani.userId}?public=0`)).statusCode).toBe(403);
    expect((await call(null)("GET", `/api/portofolio/view/${ani.userId}?public=0`)).statusCode).toBe(401);
    const detail = await call(budi)("GET", `/api/portofolio/detail/${reflectionItem.id}?public=0`);
    expect([detail.statusCode, body(detail).message]).toEqual([404, PORTFOLIO_MESSAGES.itemNotFound]);
    const edit = await call(budi)("POST", "/api/portofolio/manage/item", {
      id: projectItem.id,
      caption: "Diubah orang lain",
      is_publish: false,
    });
    expect(edit.statusCode).toBe(404);
    const header = body<PortfolioView>(await call(ani)("GET", `/api/portofolio/view/${ani.userId}?public=0`)).data
      .header;
    const headerEdit = await call(budi)("POST", "/api/portofolio/manage/header", {
      id: header?.id,
      description: "Diubah",
    });
    expect(headerEdit.statusCode).toBe(404);
    expect((await call(budi)("DELETE", `/api/portofolio/manage/item/${projectItem.id}`)).statusCode).toBe(404);
    const still = body<PortfolioView>(await call(ani)("GET", `/api/portofolio/view/${ani.userId}?public=0`)).data;
    expect(still.items.find((i) => i.id === projectItem.id)?.caption).toBe("Rencana Belajar");
    expect(still.header?.description).toBe("Portofolio menulis saya");
  });

  it("the public view: published items of a published portfolio, and no private field", async () => {
    const res = await call(null)("GET", `/api/portofolio/view/${ani.userId}?public=1`);
    expect(res.statusCode).toBe(200);
    const view = body<PortfolioView>(res).data;
    expect(view.items.map((i) => i.id).sort()).toEqual([projectItem.id, fileItem.id].sort());
    expect(view.user.counts).toEqual({ items: 2, certificates: 1 });
    for (const secret of [ani2.email, ani2.phone, "password", "Refleksi Saya"]) expect(res.body).not.toContain(secret);
    const hidden = await call(budi)("GET", `/api/portofolio/detail/${reflectionItem.id}?public=1`);
    expect([hidden.statusCode, body(hidden).message]).toEqual([404, PORTFOLIO_MESSAGES.itemNotFound]);
    // the owner sees in public mode what visitors see
    expect((await call(ani)("GET", `/api/portofolio/detail/${reflectionItem.id}?public=1`)).statusCode).toBe(404);
    const shown = await call(null)("GET", `/api/portofolio/detail/${fileItem.id}?public=1`);
    const file = body<PortfolioItemAnswer>(shown).data.item.work.answers[0]?.files[0];
    expect(file).toMatchObject({ id: uploadId, name: "karya-ani.pdf" });
    const download = await t.app.inject({ method: "GET", url: file?.url ?? "" });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment");
    // a file of the item only, never another upload through it
    const other = await t.app.inject({ method: "GET", url: `/api/portofolio/file/${projectItem.id}/${uploadId}` });
    expect(other.statusCode).toBe(404);
  });

  it("an unpublished portfolio shows the profile card only; its files close too", async () => {
    await call(ani)("POST", "/api/portofolio/manage/header", {
      description: "Portofolio menulis saya",
      is_publish: false,
    });
    const view = body<PortfolioView>(await call(null)("GET", `/api/portofolio/view/${ani.userId}?public=1`)).data;
    expect(view).toMatchObject({ header: null, items: [], certificates: [], user: { counts: { items: 0 } } });
    expect((await call(null)("GET", `/api/portofolio/detail/${fileItem.id}?public=1`)).statusCode).toBe(404);
    const download = await t.app.inject({ method: "GET", url: `/api/portofolio/file/${fileItem.id}/${uploadId}` });
    expect(download.statusCode).toBe(404);
    const owners = await call(ani)("GET", `/api/portofolio/file/${fileItem.id}/${uploadId}`);
    expect(owners.statusCode).toBe(200);
    await call(ani)("POST", "/api/portofolio/manage/header", {
      description: "Portofolio menulis saya",
      is_publish: true,
    });
  });

  it("the public profile by username: public fields only; an unknown one is 404 in Indonesian", async () => {
    const res = await call(null)("GET", `/api/user/public/get/${ani2.username.toUpperCase()}?is_username=1`);
    expect(res.statusCode).toBe(200);
    const user = body<{ user: PublicProfile }>(res).data.user;
    expect(user).toMatchObject({ id: ani.userId, name: "Ani Lestari", username: ani2.username });
    expect(Object.keys(user).sort()).toEqual(
      ["avatar", "counts", "id", "institution", "name", "profession_name", "username"].sort(),
    );
    expect(res.body).not.toContain(ani2.email);
    const unknown = await call(null)("GET", "/api/user/public/get/tidak-ada-orangnya?is_username=1");
    expect([unknown.statusCode, body(unknown).message]).toEqual([404, PORTFOLIO_MESSAGES.profileNotFound]);
    const byId = await call(null)("GET", `/api/user/public/get/${ani.userId}?is_username=0`);
    expect(body<{ user: PublicProfile }>(byId).data.user.username).toBe(ani2.username);
    await t.database.db.update(users).set({ disabledAt: NOW }).where(eq(users.id, budi.userId));
    const disabled = await call(null)("GET", `/api/portofolio/view/${budi.userId}?public=1`);
    expect(disabled.statusCode).toBe(404);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, budi.userId));
  });

  it("get_bulk: public fields of at most 50 users, in the order asked", async () => {
    const res = await call(null)("GET", `/api/user/view/get_bulk/${budi.userId},${ani.userId},2000000000`);
    const list = body<{ users: PublicUser[] }>(res).data.users;
    expect(list.map((u) => u.id)).toEqual([budi.userId, ani.userId]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["avatar", "id", "name", "profession_name", "username"]);
    expect(res.body).not.toContain(ani2.email);
    const many = Array.from({ length: 51 }, (_, k) => k + 1).join(",");
    const tooMany = await call(null)("GET", `/api/user/view/get_bulk/${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toContain(PORTFOLIO_MESSAGES.badIds);
    expect((await call(null)("GET", "/api/user/view/get_bulk/1,abc")).statusCode).toBe(400);
  });

  it("rate-limits the public lookups per IP", async () => {
    const ip = "10.9.8.7";
    const codes: number[] = [];
    for (let k = 0; k < 62; k++) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/user/public/get/tidak-ada?is_username=1",
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it("the owner deletes an item; it becomes a source again", async () => {
    const res = await call(ani)("DELETE", `/api/portofolio/manage/item/${reflectionItem.id}`);
    expect(body(res).data).toEqual({ id: reflectionItem.id });
    const sources = body<{ sources: PortfolioSource[] }>(await call(ani)("GET", "/api/portofolio/manage/sources")).data
      .sources;
    expect(sources.map((s) => s.user_activity_id)).toContain(reflectionActivity);
    expect((await call(ani)("DELETE", `/api/portofolio/manage/item/${reflectionItem.id}`)).statusCode).toBe(404);
  });
});

describe("the demo learner's portfolio", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ env: { LOG_LEVEL: "error" } });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it("murid has a published portfolio from their own work, one item unpublished", async () => {
    const profile = await demo.app.inject({ method: "GET", url: "/api/user/public/get/murid?is_username=1" });
    const user = body<{ user: PublicProfile }>(profile).data.user;
    expect(user).toMatchObject({ name: "Rafi Pratama", username: "murid" });
    const own = await demo.database.db.select().from(users).where(eq(users.username, "murid"));
    const view = body<PortfolioView>(
      await demo.app.inject({ method: "GET", url: `/api/portofolio/view/${own[0]?.id}?public=1` }),
    ).data;
    expect(view.header?.is_publish).toBe(true);
    expect(view.items.length).toBeGreaterThanOrEqual(2);
    expect(view.items.every((i) => i.is_publish)).toBe(true);
    expect(new Set(view.items.map((i) => i.kind))).toEqual(new Set(["quiz", "reflection"]));
    expect(user.counts.items).toBe(view.items.length);
    const reflection = view.items.find((i) => i.kind === "reflection");
    const detail = body<PortfolioItemAnswer>(
      await demo.app.inject({ method: "GET", url: `/api/portofolio/detail/${reflection?.id}?public=1` }),
    ).data.item;
    expect(detail.work.reflection).toContain("latihan soal");
    const rows = await demo.database.db.execute(
      sql`select count(*)::int as n from portfolio_items i join users u on u.id = i.user_id
        where u.username = 'murid' and not i.is_publish`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
