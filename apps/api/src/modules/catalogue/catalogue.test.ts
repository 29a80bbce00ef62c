import { RESOURCE_TYPES } from "@app/domain/catalogue/constants";
import type {
  ActivityListAnswer,
  ProgramActivityAnswer,
  ProgramCard,
  ProgramDetail,
  ProgramEnrolment,
} from "@app/domain/catalogue/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { completeActivity } from "../learning/public";

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/program/list/{category}/1/{limit}", () => {
  it("lists a category's published programmes, most popular first, with creator and price", async () => {
    const res = await get("/api/program/list/KELASMU/1/30");
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; message: string; data: ProgramCard[] }>();
    expect(body.status).toBe(200);
    expect(body.message).toBe("OK");
    expect(body.data.length).toBe(15);
    expect(body.data.every((p) => p.category_name === "KELASMU")).toBe(true);
    expect(body.data[0]?.creator.name).toBeTruthy();
    expect(body.data.every((p) => Number.isInteger(p.price) && p.price >= 0)).toBe(true);
  });

  it("uses the configured product slug for the career category", async () => {
    const res = await get("/api/program/list/KARIRMU/1/5");
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: ProgramCard[] }>().data;
    expect(data).toHaveLength(5);
    expect(data.every((p) => p.category_name === "KARIRMU")).toBe(true);
  });

  it("respects the limit and the page, without overlap", async () => {
    const first = (await get("/api/program/list/UJIANMU/1/4")).json<{ data: ProgramCard[] }>().data;
    const second = (await get("/api/program/list/UJIANMU/2/4")).json<{ data: ProgramCard[] }>().data;
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(4);
    expect(first.map((p) => p.id).filter((id) => second.some((p) => p.id === id))).toEqual([]);
  });

  it("refuses a NUL character in the tag segment with a 400", async () => {
    const res = await get("/api/program/list/KELASMU/1/3/a%00b");
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe("params.tag");
  });

  it("filters by the optional tag segment", async () => {
    const data = (await get("/api/program/list/KELASMU/1/30/sma")).json<{ data: ProgramCard[] }>().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.tags.includes("sma"))).toBe(true);
  });

  it("accepts the path with a trailing slash and a lowercase category", async () => {
    const res = await get("/api/program/list/prakerja/1/3/");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ProgramCard[] }>().data.every((p) => p.category_name === "PRAKERJA")).toBe(true);
  });

  it.each([
    ["/api/program/list/UNKNOWN/1/30", "params.category", "Kategori tidak dikenal"],
    ["/api/program/list/KELASMU/1/-5", "params.limit", "Batas paling kecil 1"],
    ["/api/program/list/KELASMU/1/0", "params.limit", "Batas paling kecil 1"],
    ["/api/program/list/KELASMU/1/101", "params.limit", "Batas paling besar 100"],
    ["/api/program/list/KELASMU/1/abc", "params.limit", "Batas harus berupa angka"],
    ["/api/program/list/KELASMU/0/10", "params.page", "Halaman paling kecil 1"],
  ])("refuses %s with a 400 naming %s", async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(400);
    expect(body.message).toBe("Data yang dikirim tidak valid");
    expect(body.data.fields).toContainEqual({ field, message });
  });
});

describe("GET /api/program_activity/v2/list/{page}/{n}", () => {
  const list = async (query: string, page = 1, n = 36) => {
    const res = await get(`/api/program_activity/v2/list/${page}/${n}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ActivityListAnswer>();
  };

  it("answers data, filter, sort and next-url", async () => {
    const body = await list("");
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(36);
    expect(body.filter.options.category.map((o) => o.value)).toEqual(["KELASMU", "UJIANMU", "KARIRMU", "PRAKERJA"]);
    expect(body.filter.options.type.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(body.sort.applied).toBe("terpopuler");
    expect(body["next-url"]).toBe("/api/program_activity/v2/list/2/36");
  });

  it("walks every programme once by following next-url", async () => {
    const seen: number[] = [];
    let url: string | null = "/api/program_activity/v2/list/1/7?category=PRAKERJA";
    while (url) {
      const body: ActivityListAnswer = (await get(url)).json();
      seen.push(...body.data.map((p) => p.id));
      url = body["next-url"];
    }
    // 15 Prakerja programmes and the 10-session webinar of the demo's participants (demo-content.ts)
    expect(seen).toHaveLength(16);
    expect(new Set(seen).size).toBe(16);
  });

  it("finds programmes by a word of their name, case-insensitively, and keeps the search in next-url", async () => {
    const body = await list("search=EXCEL&n=1");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.name.toLowerCase().includes("excel"))).toBe(true);
    expect(body.filter.applied).toMatchObject({ search: "EXCEL" });
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect((await list("search=%25")).data).toEqual([]);
    expect((await list("search=_")).data).toEqual([]);
  });

  it("filters free and paid programmes, type, level and institution", async () => {
    const free = await list("price=gratis");
    expect(free.data.length).toBeGreaterThan(0);
    expect(free.data.every((p) => p.price === 0)).toBe(true);
    const paid = await list("price=berbayar");
    expect(paid.data.every((p) => p.price > 0)).toBe(true);
    const webinars = await list("type=2");
    expect(webinars.data.length).toBeGreaterThan(0);
    expect(webinars.data.every((p) => p.program_type === 2)).toBe(true);
    const sd = await list("level=SD");
    expect(sd.data.every((p) => p.level === "SD")).toBe(true);
    const blk = await list("institution=blk-kreatif-bandung");
    expect(blk.data.length).toBeGreaterThan(0);
    expect(blk.data.every((p) => p.creator.slug === "blk-kreatif-bandung")).toBe(true);
  });

  it("sorts by price both ways and by rating", async () => {
    const asc = (await list("sort=harga_terendah")).data.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list("sort=harga_tertinggi")).data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rating = (await list("sort=rating")).data.map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
  });

  it.each([
    ["sort=cheapest", "querystring.sort"],
    ["type=9", "querystring.type"],
    ["price=murah", "querystring.price"],
    ["category=X", "querystring.category"],
    [`search=${"a".repeat(101)}`, "querystring.search"],
    ["platform=desktop", "querystring.platform"],
  ])("refuses ?%s with a 400 naming the field", async (query, field) => {
    const res = await get(`/api/program_activity/v2/list/1/36?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it("accepts platform and source on the call, and leaves them out of next-url", async () => {
    const res = await get("/api/program_activity/v2/list/1/2?platform=mweb&source=mweb-karirmu&search=a");
    expect(res.statusCode).toBe(200);
    expect(res.json<ActivityListAnswer>()["next-url"]).toBe("/api/program_activity/v2/list/2/2?search=a");
  });

  it.each([
    ["search=%00", "querystring.search"],
    ["tag=a%00b", "querystring.tag"],
    ["type=", "querystring.type"],
    ["type=1.5", "querystring.type"],
    ["institution_type=", "querystring.institution_type"],
    ["institution_type=3&institution_type=4", "querystring.institution_type"],
  ])("refuses ?%s (input PostgreSQL would choke on, or an empty number) with a 400", async (query, field) => {
    const res = await get(`/api/program_activity/v2/list/1/36?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe("GET /api/program_activity/v2/product_detail/{id}", () => {
  let sample: ProgramCard;
  beforeAll(async () => {
    const data = (await get("/api/program/list/PRAKERJA/1/30")).json<{ data: ProgramCard[] }>().data;
    const first = data[0];
    if (!first) throw new Error("no demo programme");
    sample = first;
  });

  it("answers the same programme by slug and by numeric id", async () => {
    const bySlug = (await get(`/api/program_activity/v2/product_detail/${sample.slug}`)).json<{
      data: ProgramDetail;
    }>();
    const byId = (await get(`/api/program_activity/v2/product_detail/${sample.id}`)).json<{ data: ProgramDetail }>();
    expect(bySlug.data.id).toBe(sample.id);
    expect(byId.data).toEqual(bySlug.data);
    const d = bySlug.data;
    expect(d.name).toBe(sample.name);
    expect(d.creator).toEqual(sample.creator);
    const stars =
      d.reviewers_five_star +
      d.reviewers_four_star +
      d.reviewers_three_star +
      d.reviewers_two_star +
      d.reviewers_one_star;
    expect(d.reviewers).toBe(stars);
    if (stars > 0) {
      const avg =
        (5 * d.reviewers_five_star +
          4 * d.reviewers_four_star +
          3 * d.reviewers_three_star +
          2 * d.reviewers_two_star +
          d.reviewers_one_star) /
        stars;
      expect(d.rating).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    }
    expect(d.chapter_list.length).toBe(d.total_chapters);
    expect(d.chapter_list.map((c) => c.session)).toEqual(
      [...d.chapter_list.map((c) => c.session)].sort((a, b) => a - b),
    );
  });

  it("answers the description and the activities of the programme", async () => {
    const description = (await get(`/api/program_activity/v2/product_detail/${sample.slug}/description`)).json();
    expect(description.status).toBe(200);
    expect(description.data.description).toContain("<p>");
    expect(description.data.learning_objectives.length).toBeGreaterThan(0);
    expect(description.data).toMatchObject({ room_id: 0, is_tanyamu_closed: false });

    const activity = (await get(`/api/program_activity/v2/product_detail/${sample.id}/activity`)).json<{
      data: ProgramActivityAnswer;
    }>();
    const own = activity.data.chapter_list.filter((c) => !c.is_addon).flatMap((c) => c.resources);
    expect(own.filter((r) => !r.is_addon_resource)).toHaveLength(sample.total_resources);
    for (const chapter of activity.data.chapter_list) expect(chapter.resources).toHaveLength(chapter.total_resource);
    expect(own.some((r) => r.activity_type === 1 && r.activity_type_label === "Pretest")).toBe(true);
    expect(own.some((r) => r.activity_type === 2)).toBe(true);
  });

  it("shows add-on topics and activities with the quota that remains", async () => {
    const ids = (await get("/api/program_activity/v2/list/1/100")).json<ActivityListAnswer>().data.map((p) => p.id);
    const answers = await Promise.all(
      ids.map(
        async (id) =>
          (await get(`/api/program_activity/v2/product_detail/${id}/activity`)).json<{ data: ProgramActivityAnswer }>()
            .data,
      ),
    );
    const addonTopics = answers.flatMap((a) => a.chapter_list.filter((c) => c.is_addon));
    expect(addonTopics.length).toBeGreaterThan(0);
    expect(addonTopics.every((c) => c.addon_prices !== null && c.addon_prices > 0)).toBe(true);
    expect(addonTopics.some((c) => c.addon_quota_remaining === 0)).toBe(true);
    expect(
      addonTopics.some(
        (c) => c.addon_quota_remaining !== null && c.addon_quota_remaining > 0 && c.addon_quota_remaining <= 5,
      ),
    ).toBe(true);
    const addonActivities = answers.flatMap((a) =>
      a.chapter_list.flatMap((c) => c.resources.filter((r) => r.is_addon_resource)),
    );
    expect(addonActivities.length).toBeGreaterThan(0);
    expect(addonActivities.some((r) => r.addon_resource_detail?.is_available === false)).toBe(true);
    const types = new Set(answers.flatMap((a) => a.chapter_list.flatMap((c) => c.resources.map((r) => r.type))));
    expect([...types].sort()).toEqual([...RESOURCE_TYPES].sort());
  });

  it("answers status 400 'Not found slug' for an unknown slug or id", async () => {
    for (const url of [
      "/api/program_activity/v2/product_detail/tidak-ada-program-ini",
      "/api/program_activity/v2/product_detail/999999",
      "/api/program_activity/v2/product_detail/9999999999",
      "/api/program_activity/v2/product_detail/tidak-ada/description",
      "/api/program_activity/v2/product_detail/tidak-ada/activity",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: "Not found slug", data: null });
    }
  });

  it("refuses a 10,000-character slug and a malformed slug with a 400 envelope", async () => {
    const long = await get(`/api/program_activity/v2/product_detail/${"a".repeat(10_000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields).toContainEqual({ field: "params.id", message: "Slug terlalu panjang" });
    const odd = await get("/api/program_activity/v2/product_detail/DROP%20TABLE");
    expect(odd.statusCode).toBe(400);
    expect(odd.json().status).toBe(400);
  });
});

describe("GET /api/program/get/{id}", () => {
  it("answers a programme by its numeric id", async () => {
    const res = await get("/api/program/get/1");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(1);
  });

  it.each(["abc", "1.5", "-3", "99999999999"])("refuses the id %s with a 400 envelope", async (id) => {
    const res = await get(`/api/program/get/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe("params.id");
  });
});

describe("GET /api/program_activity/v2/product_detail/{id}/enrolment", () => {
  it("answers the caller's own enrolment: progress and the first unfinished activity; nothing for others", async () => {
    const db = t.database.db;
    const creator = await makeInstitution(db, "Lembaga Program Dimiliki");
    const owned = await makeProgram(db, {
      name: "Program Sudah Dimiliki",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "P1" }, { title: "P2" }] }, { activities: [{ title: "P3" }, { title: "P4" }] }],
    });
    const owner = await registerLearner(t.app, "Pemilik Program");
    const stranger = await registerLearner(t.app, "Bukan Pemilik");
    const programUserId = await enrol(db, owner.userId, owned.id, new Date());
    await db.transaction((tx) => completeActivity(tx, programUserId, owned.activity("P1").id, new Date()));

    const mine = await asLearner(t.app, owner)(
      "GET",
      `/api/program_activity/v2/product_detail/${owned.slug}/enrolment`,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ data: ProgramEnrolment }>().data).toEqual({
      enrolled: true,
      program_user_id: programUserId,
      percentage_progress: 25,
      completed_resources: 1,
      total_resources: 4,
      activity_slug: owned.activity("P2").slug,
    });
    const theirs = await asLearner(t.app, stranger)(
      "GET",
      `/api/program_activity/v2/product_detail/${owned.id}/enrolment`,
    );
    expect(theirs.json<{ data: ProgramEnrolment }>().data).toMatchObject({ enrolled: false, program_user_id: null });

    // a visitor is refused, and the visitor-cached programme answer carries nothing of the owner's
    expect((await get(`/api/program_activity/v2/product_detail/${owned.slug}/enrolment`)).statusCode).toBe(401);
    const asOwner = await asLearner(t.app, owner)("GET", `/api/program_activity/v2/product_detail/${owned.slug}`);
    const asVisitor = await get(`/api/program_activity/v2/product_detail/${owned.slug}`);
    expect(asOwner.body).not.toContain("program_user_id");
    expect(asVisitor.json()).toEqual(asOwner.json());
  });
});
