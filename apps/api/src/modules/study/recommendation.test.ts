import { RECOMMENDATION, type RecommendationAnswer } from "@app/domain/study/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let ani: Learner;
let budi: Learner;
/** A category of this file's own, so the demo's programmes never enter the same-category tier. */
const CATEGORY_X = "UJI-REKO-X";
const CATEGORY_Y = "UJI-REKO-Y";
let target: { id: number; slug: string };
let second: { id: number; slug: string };
/** Same-category programmes of another institution, most popular first. */
let sameCategory: number[] = [];
let owned: number;
let sameInstitution: number;
let onlyInY: number;

async function programme(name: string, creatorId: number, category: string, enrolledCount: number) {
  const built = await makeProgram(t.database.db, { name, creatorId, topics: [] });
  await t.database.db.update(programs).set({ categoryName: category, enrolledCount }).where(eq(programs.id, built.id));
  return built;
}

const url = (slug: string) => `/api/program_activity/program_recommendation/${slug}/`;
const ids = (body: RecommendationAnswer) => body.data.map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ani = await registerLearner(t.app, "Ani Rekomendasi");
  budi = await registerLearner(t.app, "Budi Rekomendasi");
  const home = await makeInstitution(db, "Lembaga Asal");
  const other = await makeInstitution(db, "Lembaga Lain");
  target = await programme("Program Tujuan", home.id, CATEGORY_X, 500);
  second = await programme("Program Kedua", home.id, CATEGORY_Y, 5);
  const built: { id: number; count: number }[] = [];
  for (let i = 1; i <= 8; i += 1) {
    const p = await programme(`Program Serupa ${i}`, other.id, CATEGORY_X, i * 10);
    built.push({ id: p.id, count: i * 10 });
  }
  // the most popular one is Ani's already
  const most = built.at(-1);
  if (!most) throw new Error("no programmes");
  owned = most.id;
  sameCategory = built
    .filter((p) => p.id !== owned)
    .sort((a, b) => b.count - a.count)
    .map((p) => p.id);
  // neither an unpublished nor a removed programme is offered, however popular
  const hidden = await programme("Program Tersembunyi", other.id, CATEGORY_X, 10_000);
  await db.update(programs).set({ isPublished: false }).where(eq(programs.id, hidden.id));
  const removed = await programme("Program Terhapus", other.id, CATEGORY_X, 10_000);
  await db.update(programs).set({ deletedAt: new Date() }).where(eq(programs.id, removed.id));
  sameInstitution = (await programme("Program Lembaga Sama", home.id, "KELASMU", 1)).id;
  onlyInY = (await programme("Program Y", other.id, CATEGORY_Y, 1)).id;
  const now = new Date();
  await enrol(db, ani.userId, target.id, now);
  await enrol(db, ani.userId, second.id, now);
  await enrol(db, ani.userId, owned, now);
});
afterAll(async () => {
  await t.close();
});

describe("GET program_activity/program_recommendation/{program_slug}/", () => {
  it("offers the same category first, most popular first, never owned ones nor the programme itself, at most 6", async () => {
    const res = await asLearner(t.app, ani)("GET", url(target.slug));
    expect(res.statusCode).toBe(200);
    const body = res.json<RecommendationAnswer>();
    expect(body.data).toHaveLength(RECOMMENDATION.limit);
    expect(ids(body)).toEqual(sameCategory.slice(0, RECOMMENDATION.limit));
    expect(ids(body)).not.toContain(owned);
    expect(ids(body)).not.toContain(target.id);
    expect(body.data[0]).toMatchObject({
      category_name: CATEGORY_X,
      creator: { name: "Lembaga Lain" },
      price: expect.any(Number),
      price_normal: expect.any(Number),
      rating: expect.any(Number),
    });
  });

  it("fills up with the institution's other programmes, leaving out the ones the learner has", async () => {
    const res = await asLearner(t.app, ani)("GET", url(second.slug));
    expect(res.statusCode).toBe(200);
    // Y's only other programme, then the home institution's: the target (Ani's) left out
    expect(ids(res.json<RecommendationAnswer>())).toEqual([onlyInY, sameInstitution]);
  });

  it("refuses a learner who is not enrolled exactly as an unknown slug (404), and a malformed slug (400)", async () => {
    const stranger = await asLearner(t.app, budi)("GET", url(target.slug));
    expect(stranger.statusCode).toBe(404);
    const unknown = await asLearner(t.app, budi)("GET", url("tidak-ada-sama-sekali"));
    expect(unknown.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
    expect(stranger.json().message).toBe(RECOMMENDATION.notFound);
    expect((await asLearner(t.app, ani)("GET", url("Bukan%20Slug"))).statusCode).toBe(400);
    expect((await asLearner(t.app, null)("GET", url(target.slug))).statusCode).toBe(401);
  });
});
