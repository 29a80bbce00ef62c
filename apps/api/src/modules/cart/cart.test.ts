import { CART_LIMITS, CART_MESSAGES, type CartCreatorGroup } from "@app/domain/cart/contracts";
import { chosenItems } from "@app/domain/cart/selection";
import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../../db/schema/cart";
import { programs } from "../../db/schema/catalogue";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;

type Row = Record<string, number>;
async function one(query: ReturnType<typeof sql>): Promise<Row> {
  const result = await t.database.db.execute(query);
  const rows = (result as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  const [row] = rows;
  if (!row) throw new Error("no demo row for the test");
  return row;
}

/** Demo programmes the tests buy: two of different creators, one with an add-on in stock, one sold out. */
let withAddon: { program: number; addon: number };
let soldOut: { program: number; addon: number };
let otherCreatorProgram: number;

beforeAll(async () => {
  t = await createTestApp();
  const inStock = await one(sql`
    select a.program_id as program, a.id as addon, p.creator_id as creator from addons a
    join programs p on p.id = a.program_id
    where p.is_published and p.deleted_at is null and (a.quota is null or a.seats_taken < a.quota)
    order by a.id limit 1`);
  withAddon = { program: inStock.program ?? 0, addon: inStock.addon ?? 0 };
  const full = await one(sql`
    select a.program_id as program, a.id as addon from addons a
    join programs p on p.id = a.program_id
    where p.is_published and p.deleted_at is null and a.quota is not null and a.seats_taken >= a.quota
    order by a.id limit 1`);
  soldOut = { program: full.program ?? 0, addon: full.addon ?? 0 };
  const other = await one(sql`
    select id from programs where is_published and deleted_at is null and creator_id <> ${inStock.creator}
    order by id limit 1`);
  otherCreatorProgram = other.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const cartOf = async (learner: Learner) => {
  const res = await asLearner(t.app, learner)("GET", "/api/payment/v3/get_cart/");
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CartCreatorGroup[] }>().data;
};
const programIds = (groups: CartCreatorGroup[]) => groups.flatMap((g) => g.programs.map((p) => p.id));

describe("selection list (POST /payment/add_to_cart/, GET /payment/v3/get_cart/)", () => {
  it("is for logged-in learners only", async () => {
    const visitor = asLearner(t.app, null);
    expect((await visitor("GET", "/api/payment/v3/get_cart/")).statusCode).toBe(401);
    expect((await visitor("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program })).statusCode).toBe(
      401,
    );
  });

  it("groups programmes by creator with their add-ons, everything selectable chosen; adding twice changes nothing", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const added = await call("POST", "/api/payment/add_to_cart/", {
      program_id: withAddon.program,
      addon_ids: [withAddon.addon],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(CART_MESSAGES.added);
    const first = await call("POST", "/api/payment/add_to_cart/", { program_id: otherCreatorProgram });
    expect(first.json().message).toBe(CART_MESSAGES.added);
    // asking again adds nothing and says so: no 'berhasil ditambahkan' for what was there already
    const again = await call("POST", "/api/payment/add_to_cart/", { program_id: otherCreatorProgram });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(CART_MESSAGES.alreadyInCart);
    const list = await call("POST", "/api/payment/add_list_to_cart/", { items: [{ program_id: otherCreatorProgram }] });
    expect(list.json().message).toBe(CART_MESSAGES.alreadyInCart);
    const cart = await cartOf(learner);
    expect(cart).toHaveLength(2);
    expect(programIds(cart).sort()).toEqual([withAddon.program, otherCreatorProgram].sort());
    const program = cart.flatMap((g) => g.programs).find((p) => p.id === withAddon.program);
    expect(program).toMatchObject({ enrolled: false, is_stock: true, is_choice: true, purchase_type: true });
    expect(program?.addons.map((a) => [a.id, a.is_choice])).toEqual([[withAddon.addon, true]]);
    expect(cart.every((g) => g.is_choice && !g.is_disabled)).toBe(true);
    const chosen = chosenItems(cart);
    expect([...chosen.program_ids].sort()).toEqual([withAddon.program, otherCreatorProgram].sort());
    expect(chosen.addon_ids).toEqual([withAddon.addon]);
  });

  it("refuses an unknown programme, another programme's add-on, a sold-out add-on and bad input", async () => {
    const call = asLearner(t.app, await registerLearner(t.app));
    const unknown = await call("POST", "/api/payment/add_to_cart/", { program_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.programNotFound);
    const foreign = await call("POST", "/api/payment/add_to_cart/", {
      program_id: otherCreatorProgram,
      addon_ids: [withAddon.addon],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(CART_MESSAGES.addonNotFound);
    const full = await call("POST", "/api/payment/add_to_cart/", {
      program_id: soldOut.program,
      addon_ids: [soldOut.addon],
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(CART_MESSAGES.addonSoldOut);
    for (const body of [{}, { program_id: "abc" }, { program_id: -1 }, { program_id: 1, addon_ids: "x" }]) {
      const bad = await call("POST", "/api/payment/add_to_cart/", body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields.length).toBeGreaterThan(0);
    }
  });

  it("offers an enrolled programme's add-ons only, never the programme again", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await t.database.db.execute(
      sql`insert into program_users (user_id, program_id) values (${learner.userId}, ${withAddon.program})`,
    );
    const again = await call("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CART_MESSAGES.alreadyEnrolled);
    expect(
      (await call("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program, addon_ids: [withAddon.addon] }))
        .statusCode,
    ).toBe(200);
    const cart = await cartOf(learner);
    const program = cart.flatMap((g) => g.programs).find((p) => p.id === withAddon.program);
    expect(program?.enrolled).toBe(true);
    expect(chosenItems(cart)).toEqual({ program_ids: [], addon_ids: [withAddon.addon] });
  });

  it("sells a programme given by code only (unpublished) to nobody, but its add-ons to the learners who follow it", async () => {
    const privateClass = await one(sql`
      select a.program_id as program, a.id as addon from addons a join programs p on p.id = a.program_id
      where not p.is_published and p.deleted_at is null order by a.id limit 1`);
    const outsider = await registerLearner(t.app);
    const refused = await asLearner(t.app, outsider)("POST", "/api/payment/add_to_cart/", {
      program_id: privateClass.program,
      addon_ids: [privateClass.addon],
    });
    expect(refused.statusCode).toBe(404);
    const follower = await registerLearner(t.app);
    await t.database.db.execute(
      sql`insert into program_users (user_id, program_id) values (${follower.userId}, ${privateClass.program})`,
    );
    const added = await asLearner(t.app, follower)("POST", "/api/payment/add_to_cart/", {
      program_id: privateClass.program,
      addon_ids: [privateClass.addon],
    });
    expect(added.statusCode).toBe(200);
    expect(chosenItems(await cartOf(follower))).toEqual({ program_ids: [], addon_ids: [privateClass.addon] });
  });

  it("adds a list all or nothing", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const res = await call("POST", "/api/payment/add_list_to_cart/", {
      items: [{ program_id: otherCreatorProgram }, { program_id: 99_999_999 }],
    });
    expect(res.statusCode).toBe(404);
    expect(await cartOf(learner)).toEqual([]);
  });

  it(`holds at most ${CART_LIMITS.maxItems} items`, async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const result = await t.database.db.execute(
      sql`select id from programs where is_published and deleted_at is null order by id limit ${CART_LIMITS.maxItems + 1}`,
    );
    const ids = ((result as { rows?: Row[] }).rows ?? (result as unknown as Row[])).map((r) => r.id ?? 0);
    expect(ids.length).toBe(CART_LIMITS.maxItems + 1);
    const first = ids.slice(0, CART_LIMITS.maxItems).map((program_id) => ({ program_id }));
    expect((await call("POST", "/api/payment/add_list_to_cart/", { items: first })).statusCode).toBe(200);
    const over = await call("POST", "/api/payment/add_to_cart/", { program_id: ids[CART_LIMITS.maxItems] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(CART_MESSAGES.cartFull);
    // what is already there can be asked again
    expect((await call("POST", "/api/payment/add_to_cart/", { program_id: ids[0] })).statusCode).toBe(200);
  });
});

describe("taking items off (POST /payment/v3/delete_cart_item/)", () => {
  it("removes one add-on, or a programme with its add-ons; a missing item is 404", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await call("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program, addon_ids: [withAddon.addon] });
    const addonGone = await call("POST", "/api/payment/v3/delete_cart_item/", {
      program_id: withAddon.program,
      addon_id: withAddon.addon,
    });
    expect(addonGone.statusCode).toBe(200);
    expect(addonGone.json().data[0].programs[0].addons).toEqual([]);
    await call("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program, addon_ids: [withAddon.addon] });
    const gone = await call("POST", "/api/payment/v3/delete_cart_item/", { program_id: withAddon.program });
    expect(gone.json().data).toEqual([]);
    const missing = await call("POST", "/api/payment/v3/delete_cart_item/", { program_id: withAddon.program });
    expect(missing.statusCode).toBe(404);
  });

  it("S9: a learner neither sees nor removes another learner's items", async () => {
    const owner = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    await asLearner(t.app, owner)("POST", "/api/payment/add_to_cart/", { program_id: otherCreatorProgram });
    expect(await cartOf(other)).toEqual([]);
    const res = await asLearner(t.app, other)("POST", "/api/payment/v3/delete_cart_item/", {
      program_id: otherCreatorProgram,
    });
    expect(res.statusCode).toBe(404);
    expect(programIds(await cartOf(owner))).toEqual([otherCreatorProgram]);
  });
});

describe("POST /payment/check_cart_items/", () => {
  it("tells, per add-on asked by id or activity, whether it is on the list, owned and in stock", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await call("POST", "/api/payment/add_to_cart/", { program_id: withAddon.program, addon_ids: [withAddon.addon] });
    const res = await call("POST", "/api/payment/check_cart_items/", {
      list_addon_id: [withAddon.addon, soldOut.addon],
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json<{ data: { id: number }[] }>().data.map((a) => [a.id, a]));
    expect(byId.get(withAddon.addon)).toMatchObject({ in_cart: true, owned: false, is_stock: true });
    expect(byId.get(soldOut.addon)).toMatchObject({ in_cart: false, owned: false, is_stock: false });
    const empty = await call("POST", "/api/payment/check_cart_items/", {});
    expect(empty.json().data).toEqual([]);
  });
});

describe("GET /payment/v3/get_cart/ — the purchase-type rule (spec 000 4.8, decisions/029)", () => {
  /** A Prakerja programme with a redemption programme (partner course `course`) and one add-on activity. */
  async function redemptionProgramme(creatorId: number, course: string) {
    const built = await makeProgram(t.database.db, {
      name: `Prakerja ${course}`,
      creatorId,
      topics: [{ activities: [{ title: "Materi" }, { title: "Bonus", addon: true }] }],
    });
    await t.database.db.update(programs).set({ categoryName: PRAKERJA_CATEGORY }).where(eq(programs.id, built.id));
    await t.database.db.insert(prakerjaRedemptionPrograms).values({ programId: built.id, partnerCourseId: course });
    return built;
  }

  it("reads has_redeem_program, redemption_program and the learner's redeem record in the one query", async () => {
    const db = t.database.db;
    const learner = await registerLearner(t.app);
    const creator = await makeInstitution(db, "Lembaga Prakerja Uji");
    const suffix = `${learner.userId}`;
    const noRecord = await redemptionProgramme(creator.id, `RP-NONE-${suffix}`);
    const success = await redemptionProgramme(creator.id, `RP-OK-${suffix}`);
    const failed = await redemptionProgramme(creator.id, `RP-FAIL-${suffix}`);
    // the redeem records belong to enrolments: the enrolled programmes stay in the list for their add-on
    for (const [built, status] of [
      [success, 1],
      [failed, 3],
    ] as const) {
      const programUserId = await enrol(db, learner.userId, built.id, new Date());
      await db.insert(prakerjaRedeems).values({ programUserId, userId: learner.userId, programId: built.id, status });
      await db
        .insert(cartItems)
        .values({ userId: learner.userId, programId: built.id, addonId: built.addonOf("Bonus") });
    }
    await db.insert(cartItems).values({ userId: learner.userId, programId: noRecord.id });
    await db.insert(cartItems).values({ userId: learner.userId, programId: otherCreatorProgram });

    const items = new Map((await cartOf(learner)).flatMap((g) => g.programs).map((p) => [p.id, p]));
    expect(items.get(noRecord.id)).toMatchObject({
      has_redeem_program: true,
      redemption_program: `RP-NONE-${suffix}`,
      purchase_type: false,
      enrolled: false,
    });
    expect(items.get(success.id)).toMatchObject({ has_redeem_program: true, purchase_type: true, enrolled: true });
    expect(items.get(failed.id)).toMatchObject({
      has_redeem_program: true,
      redemption_program: `RP-FAIL-${suffix}`,
      purchase_type: false,
    });
    expect(items.get(otherCreatorProgram)).toMatchObject({
      has_redeem_program: false,
      redemption_program: null,
      purchase_type: true,
    });
    expect(items.size).toBe(4);
  });
});
