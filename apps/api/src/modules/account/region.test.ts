import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { REGION_MESSAGES } from "@app/domain/account/region";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PREFERENCES, ensureRegionData, LEARNING_OBJECTIVES } from "../../db/region-data";
import { users } from "../../db/schema/account";
import { districts, provinces, regencies } from "../../db/schema/region";
import { caller, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  post = caller(t.app);
});
afterAll(() => t.close());

// Kota Bandung, Jawa Barat; Sukasari is one of its districts. Kabupaten Bogor (32.01) is another regency there.
const BANDUNG = { province_id: 32, regency_id: 3273, district_id: 327301 };

async function register() {
  const res = await post("/api/user/register/", {
    body: {
      name: "Dewi Lestari",
      email: newEmail("wilayah"),
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: "mahasiswa",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: { token: string }; data: { id: number } };
  return { token: body.token.token, id: body.data.id };
}

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { res, json: res.json() as { status: number; message: string; data: never } };
}

type Paged = {
  list: { id: number; code: string; name: string; regency_id: number; province_id: number }[];
  total: number;
  page: number;
  per_page: number;
  total_page: number;
  next_url: string | null;
};

type Refusal = { status: number; message: string; data: { fields: { field: string; message: string }[] } | null };

describe("region reference data", () => {
  it("loads the Kemendagri provinces, regencies and districts of idn-area-data, ids from codes", async () => {
    const db = t.database.db;
    const [p] = await db.select().from(provinces).where(eq(provinces.id, 32));
    expect(p).toEqual({ id: 32, code: "32", name: "Jawa Barat" });
    const [r] = await db.select().from(regencies).where(eq(regencies.id, 3273));
    expect(r).toEqual({ id: 3273, code: "32.73", provinceId: 32, name: "Kota Bandung" });
    const [d] = await db.select().from(districts).where(eq(districts.id, 327301));
    expect(d).toEqual({ id: 327301, code: "32.73.01", regencyId: 3273, provinceId: 32, name: "Sukasari" });
    expect((await db.select().from(provinces)).length).toBe(38);
    expect((await db.select().from(regencies)).length).toBe(514);
    expect((await db.select().from(districts)).length).toBe(7285);
  });

  it("a second run with unchanged data writes nothing and is quick; a changed name is put right", async () => {
    const db = t.database.db;
    await db.update(districts).set({ name: "Nama Lama" }).where(eq(districts.id, 327301));
    await ensureRegionData(db);
    const [d] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, 327301));
    expect(d?.name).toBe("Sukasari");
    const started = performance.now();
    await ensureRegionData(db);
    // reading the CSVs and one digest query; generous for a loaded CI machine
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("GET /user/provinces and /user/regencies", () => {
  it("lists the provinces with a public cache header", async () => {
    const { res, json } = await get("/api/user/provinces");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const list = json.data as { id: number; code: string; name: string }[];
    expect(list).toHaveLength(38);
    expect(list[0]).toEqual({ id: 11, code: "11", name: "Aceh" });
  });

  it("lists the regencies of one province, and by name", async () => {
    const { json } = await get("/api/user/regencies?province_id=32");
    const list = json.data as { id: number; province_id: number; name: string }[];
    expect(list.length).toBe(27);
    expect(list.every((r) => r.province_id === 32)).toBe(true);
    expect(list).toContainEqual({ id: 3273, code: "32.73", province_id: 32, name: "Kota Bandung" });
    const byName = (await get("/api/user/regencies?search=bandung")).json.data as { name: string }[];
    expect(byName.map((r) => r.name).sort()).toEqual(["Kabupaten Bandung", "Kabupaten Bandung Barat", "Kota Bandung"]);
  });

  it("refuses a province id that is no province code", async () => {
    const { res, json } = await get("/api/user/regencies?province_id=abc");
    expect(res.statusCode).toBe(400);
    expect((json as Refusal).data?.fields[0]?.message).toBe(REGION_MESSAGES.provinceUnknown);
  });
});

describe("GET /user/get-all-district/{page}/{limit}", () => {
  it("pages all districts, 20 by default, with next_url", async () => {
    const { res, json } = await get("/api/user/get-all-district/1");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const page = json.data as Paged;
    expect(page.per_page).toBe(20);
    expect(page.list).toHaveLength(20);
    expect(page.total).toBe(7285);
    expect(page.total_page).toBe(365);
    expect(page.next_url).toBe("/api/user/get-all-district/2/20");
    expect(page.list[0]).toEqual({ id: 110101, code: "11.01.01", name: "Bakongan", regency_id: 1101, province_id: 11 });
  });

  it("filters by regency (all of Kota Bandung's 30 districts over two pages) and carries the filter", async () => {
    const first = (await get("/api/user/get-all-district/1/20?regency_id=3273&platform=web")).json.data as Paged;
    expect(first.total).toBe(30);
    expect(first.next_url).toBe("/api/user/get-all-district/2/20?regency_id=3273");
    const second = (await get("/api/user/get-all-district/2/20?regency_id=3273")).json.data as Paged;
    expect(second.list).toHaveLength(10);
    expect(second.next_url).toBeNull();
    expect([...first.list, ...second.list].every((d) => d.regency_id === 3273)).toBe(true);
  });

  it("filters by province and by name, case-insensitively, with % taken literally", async () => {
    const byProvince = (await get("/api/user/get-all-district/1/100?province_id=32&search=SUKA")).json.data as Paged;
    expect(byProvince.list.length).toBeGreaterThan(0);
    expect(byProvince.list.every((d) => d.province_id === 32 && /suka/i.test(d.name))).toBe(true);
    expect(byProvince.list.map((d) => d.name)).toContain("Sukasari");
    const literal = (await get("/api/user/get-all-district/1/20?search=%25")).json.data as Paged;
    expect(literal.total).toBe(0);
    expect(literal.next_url).toBeNull();
  });

  it("refuses a bad page, limit or filter with a 400 in Indonesian", async () => {
    for (const url of [
      "/api/user/get-all-district/0/20",
      "/api/user/get-all-district/satu/20",
      "/api/user/get-all-district/1/0",
      "/api/user/get-all-district/1/101",
      "/api/user/get-all-district/1/20?regency_id=32",
      "/api/user/get-all-district/1/20?province_id=3273",
    ]) {
      const { res, json } = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json.status, url).toBe(400);
      expect((json as Refusal).data?.fields[0]?.message, url).toMatch(/Halaman|Batas|tidak ditemukan/);
    }
  });
});

describe("option lists", () => {
  it("GET /user/learning-objective and GET /v2/user/preference-content list the seeded options in order", async () => {
    const objectives = await get("/api/user/learning-objective");
    expect(objectives.res.statusCode).toBe(200);
    expect((objectives.json.data as { name: string }[]).map((o) => o.name)).toEqual([...LEARNING_OBJECTIVES]);
    const preferences = await get("/api/v2/user/preference-content");
    expect(preferences.res.headers["cache-control"]).toBe("public, max-age=3600");
    expect((preferences.json.data as { name: string }[]).map((o) => o.name)).toEqual([...CONTENT_PREFERENCES]);
  });
});

describe("POST /v2/user/complete-region", () => {
  it("saves the caller's region, sets the city from the regency, and me-v2 shows the ids", async () => {
    const { token, id } = await register();
    const res = await post("/api/v2/user/complete-region", { token, body: { ...BANDUNG, user_id: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { message: string; data: Record<string, unknown> };
    expect(json.message).toBe(REGION_MESSAGES.saved);
    expect(json.data).toMatchObject({ id, ...BANDUNG, city: "Kota Bandung" });
    const me = await post("/api/auth/me-v2", { token });
    expect((me.json() as { data: Record<string, unknown> }).data).toMatchObject({
      ...BANDUNG,
      city: "Kota Bandung",
      learning_objective_ids: [],
      preference_content_ids: [],
    });
  });

  it("refuses ids that do not nest, unknown ids and missing ids, changing nothing", async () => {
    const { token, id } = await register();
    const cases: [Record<string, unknown>, string, string][] = [
      // Sukasari is in Kota Bandung, not in Kabupaten Bogor
      [{ ...BANDUNG, regency_id: 3201 }, "body.district_id", REGION_MESSAGES.regionMismatch],
      [{ ...BANDUNG, province_id: 31 }, "body.district_id", REGION_MESSAGES.regionMismatch],
      // codes that nest by their digits but do not exist
      [{ province_id: 32, regency_id: 3299, district_id: 329901 }, "body.regency_id", REGION_MESSAGES.regencyUnknown],
      [{ province_id: 32, regency_id: 3273, district_id: 327399 }, "body.district_id", REGION_MESSAGES.districtUnknown],
      [{ province_id: 99, regency_id: 9901, district_id: 990101 }, "body.province_id", REGION_MESSAGES.provinceUnknown],
      [{ province_id: 32, regency_id: 3273 }, "body.district_id", REGION_MESSAGES.districtUnknown],
      [{ ...BANDUNG, district_id: "x" }, "body.district_id", REGION_MESSAGES.districtUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await post("/api/v2/user/complete-region", { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json() as Refusal;
      expect(json.data?.fields.find((f) => f.field === field)?.message, JSON.stringify(body)).toBe(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect([row?.provinceId, row?.regencyId, row?.districtId, row?.city]).toEqual([null, null, null, null]);
  });

  it("refuses a visitor", async () => {
    const res = await post("/api/v2/user/complete-region", { body: BANDUNG });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /v2/user/manage-profile: region and preferences", () => {
  async function optionIds() {
    const objectives = (await get("/api/user/learning-objective")).json.data as { id: number }[];
    const preferences = (await get("/api/v2/user/preference-content")).json.data as { id: number }[];
    return { objectives: objectives.map((o) => o.id), preferences: preferences.map((p) => p.id) };
  }

  it("saves region, interests, objectives and preferences together; me-v2 returns them; the lists replace", async () => {
    const { token } = await register();
    const { objectives, preferences } = await optionIds();
    const body = {
      name: "Dewi Lestari Putri",
      ...BANDUNG,
      city: "Bandung",
      bidang_studi_interests: ["Matematika", "Informatika", "Matematika"],
      learning_objective_ids: [objectives[3], objectives[0]],
      preference_content_ids: [preferences[1]],
    };
    const res = await post("/api/v2/user/manage-profile", { token, body });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { message: string }).message).toBe(ACCOUNT_TEXTS.profileSaved);
    const me = (await post("/api/auth/me-v2", { token })).json() as { data: Record<string, unknown> };
    expect(me.data).toMatchObject({
      ...BANDUNG,
      // the person's own wording of the city is kept when the same save names it
      city: "Bandung",
      bidang_studi_interests: ["Matematika", "Informatika"],
      learning_objective_ids: [objectives[0], objectives[3]].sort((x = 0, y = 0) => x - y),
      preference_content_ids: [preferences[1]],
    });
    const cleared = await post("/api/v2/user/manage-profile", {
      token,
      body: {
        province_id: null,
        regency_id: null,
        district_id: null,
        learning_objective_ids: [],
        bidang_studi_interests: [],
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as { data: Record<string, unknown> }).data).toMatchObject({
      province_id: null,
      regency_id: null,
      district_id: null,
      city: "Bandung",
      bidang_studi_interests: [],
      learning_objective_ids: [],
      preference_content_ids: [preferences[1]],
    });
  });

  it("refuses unknown options, unknown interests, and a half region", async () => {
    const { token } = await register();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ learning_objective_ids: [999_999] }, "body.learning_objective_ids", REGION_MESSAGES.learningObjectiveUnknown],
      [{ preference_content_ids: [999_999] }, "body.preference_content_ids", REGION_MESSAGES.preferenceContentUnknown],
      [{ bidang_studi_interests: ["Astrologi"] }, "body.bidang_studi_interests", REGION_MESSAGES.interestUnknown],
      [{ province_id: 32 }, "body.regency_id", REGION_MESSAGES.regionIncomplete],
      [{ ...BANDUNG, district_id: null }, "body.district_id", REGION_MESSAGES.regionIncomplete],
      [{ ...BANDUNG, regency_id: 3201 }, "body.district_id", REGION_MESSAGES.regionMismatch],
    ];
    for (const [body, field, message] of cases) {
      const res = await post("/api/v2/user/manage-profile", { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json() as Refusal;
      expect(json.data?.fields.find((f) => f.field === field)?.message, JSON.stringify(body)).toBe(message);
    }
  });
});
