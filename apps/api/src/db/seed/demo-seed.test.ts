import { PROFESSIONS } from "@app/domain/account/constants";
import { RESOURCE_TYPES } from "@app/domain/catalogue/constants";
import { verify } from "@node-rs/argon2";
import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { roles, userChildren, userRoles, users } from "../schema/account";
import { addons, programs, resources } from "../schema/catalogue";
import { institutions } from "../schema/institution";
import { seedDemoIfEmpty } from "./demo-seed";
import { DEMO_PASSWORD } from "./demo-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("demo data", () => {
  it("has at least 8 institutions of different types", async () => {
    const [row] = await t.database.db
      .select({ n: count(), types: countDistinct(institutions.type) })
      .from(institutions);
    expect(row?.n).toBeGreaterThanOrEqual(8);
    expect(row?.types).toBeGreaterThanOrEqual(8);
  });

  it("has 60 programmes over the four categories and the four programme types, free and paid", async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        category: programs.categoryName,
        type: programs.programType,
        free: sql<boolean>`${programs.price} = 0`,
      })
      .from(programs);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const category of ["KELASMU", "UJIANMU", "KARIRMU", "PRAKERJA"]) {
      const mine = rows.filter((r) => r.category === category);
      expect(new Set(mine.map((r) => r.type)), category).toEqual(new Set([0, 1, 2, 3]));
      expect(
        mine.some((r) => r.free),
        category,
      ).toBe(true);
      expect(
        mine.some((r) => !r.free),
        category,
      ).toBe(true);
    }
  });

  it("has activities of every resource type, add-ons with quotas and ratings", async () => {
    const db = t.database.db;
    const types = await db.selectDistinct({ type: resources.type }).from(resources);
    expect(types.map((r) => r.type).sort()).toEqual([...RESOURCE_TYPES].sort());
    const quotas = await db.select({ quota: addons.quota, taken: addons.seatsTaken }).from(addons);
    expect(quotas.some((a) => a.quota !== null && a.quota === a.taken)).toBe(true);
    expect(quotas.some((a) => a.quota === null)).toBe(true);
    const rated = await db.select({ n: count() }).from(programs).where(sql`${programs.reviewers} > 0`);
    expect(rated[0]?.n).toBeGreaterThan(40);
  });

  it("keeps the denormalised totals equal to the programme's own activities", async () => {
    const mismatched = await t.database.db.execute(sql`
      select p.id from programs p
      where p.total_resources <> (
        select count(*) from resources r
        where r.program_id = p.id
          and not exists (select 1 from addons a where a.resource_id = r.id)
          and not exists (select 1 from addons a where a.chapter_id = r.chapter_id)
      )`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("has a verified account per profession plus admin, assessor and facilitator, and an unverified one", async () => {
    const db = t.database.db;
    const all = await db.select().from(users);
    const byEmail = new Map(all.map((u) => [u.email, u]));
    for (const key of [...PROFESSIONS, "admin", "asesor", "fasilitator"]) {
      const user = byEmail.get(`${key}@demo.test`);
      expect(user, key).toBeDefined();
      expect(user?.isEmailVerified, key).toBe(true);
    }
    for (const profession of PROFESSIONS)
      expect(byEmail.get(`${profession}@demo.test`)?.professionName).toBe(profession);
    expect(byEmail.get("admin@demo.test")?.isAdmin).toBe(true);
    expect(byEmail.get("asesor@demo.test")?.isAsesor).toBe(true);
    expect(byEmail.get("baru@demo.test")?.isEmailVerified).toBe(false);
    const facilitatorRoles = await db
      .select({ label: roles.label })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.email, "fasilitator@demo.test"));
    expect(facilitatorRoles.map((r) => r.label)).toEqual(["Fasilitator"]);
    expect(await db.select().from(userChildren)).toHaveLength(1);
  });

  it("stores passwords only as argon2id hashes of the demo password", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "murid@demo.test"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(user?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(await verify(user?.passwordHash ?? "", "demo12345")).toBe(false);
  });

  it("is added once: a second run leaves the database as it is", async () => {
    const before = await t.database.db.select({ n: count() }).from(programs);
    expect(await seedDemoIfEmpty(t.database.db, "karir")).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(programs);
    expect(after).toEqual(before);
  });
});
