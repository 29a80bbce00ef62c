import { REVIEW_MESSAGES, type ReviewDetail } from "@app/domain/catalogue/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programReviews, programs } from "../../db/schema/catalogue";
import { type Learner, registerLearner } from "../../testing/learner";
import { makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let ani: Learner;
let reviewId: number;
let hiddenReviewId: number;
let programSlug: string;

const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  ani = await registerLearner(t.app, "Ani Pengulas");
  const creator = await makeInstitution(db, "Lembaga Ulasan");
  const kelas = await makeProgram(db, { name: "Kelas Fotografi", creatorId: creator.id, topics: [] });
  const hidden = await makeProgram(db, { name: "Kelas Ditarik", creatorId: creator.id, topics: [] });
  await db.update(programs).set({ deletedAt: new Date() }).where(eq(programs.id, hidden.id));
  programSlug = kelas.slug;
  const rows = await db
    .insert(programReviews)
    .values([
      { programId: kelas.id, userId: ani.userId, rating: 4, comment: "Materinya jelas dan praktis." },
      { programId: hidden.id, userId: ani.userId, rating: 2, comment: "Tidak tampil" },
    ])
    .returning({ id: programReviews.id });
  reviewId = rows[0]?.id ?? 0;
  hiddenReviewId = rows[1]?.id ?? 0;
});

afterAll(async () => {
  await t?.close();
});

describe("GET /program/review/{id}", () => {
  it("shows one review to a visitor, with the programme's card and never the reviewer's email", async () => {
    const res = await get(`/api/program/review/${reviewId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: ReviewDetail }>().data;
    expect(data).toMatchObject({
      id: reviewId,
      name: "Ani Pengulas",
      rating: 4,
      comment: "Materinya jelas dan praktis.",
      program: { name: "Kelas Fotografi", slug: programSlug },
      institution: { name: "Lembaga Ulasan" },
    });
    expect(res.body).not.toContain(ani.email);
    expect(res.body).not.toContain("email");
  });

  it("does not find an unknown review, nor one of a removed programme", async () => {
    for (const id of [2_000_000_000, hiddenReviewId]) {
      const res = await get(`/api/program/review/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: REVIEW_MESSAGES.notFound });
    }
  });

  it("refuses an id that is not a number with 400 in Indonesian", async () => {
    const res = await get("/api/program/review/ulasan-saya");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("ID harus berupa angka");
  });
});
