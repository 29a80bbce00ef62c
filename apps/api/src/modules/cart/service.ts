import {
  type AddToCartBody,
  CART_LIMITS,
  CART_MESSAGES,
  type CartCreatorGroup,
  type CartProgramItem,
} from "@app/domain/cart/contracts";
import { isPurchaseAllowed } from "@app/domain/cart/purchase-type";
import { normalizeGroups } from "@app/domain/cart/selection";
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { cartItems } from "../../db/schema/cart";
import { addons, programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { addonUsers, programUsers } from "../../db/schema/learning";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { preparedOn } from "../../platform/prepared-query";

/** A programme a visitor can see, and so buy: published, not removed. */
// published, or — for its add-ons — a programme the learner already follows (a class given by code only)
const purchasable = and(
  isNull(programs.deletedAt),
  or(eq(programs.isPublished, true), isNotNull(programUsers.id)),
) as SQL;

/** An add-on with seats left (no quota: always). */
const addonInStock = sql<boolean>`(${addons.quota} is null or ${addons.seatsTaken} < ${addons.quota})`;

/** Joins that tell whether the learner is enrolled in the programme / owns the add-on of the row. */
const enrolment = (userId: number | SQLWrapper) =>
  and(eq(programUsers.programId, programs.id), eq(programUsers.userId, userId)) as SQL;
const ownership = (userId: number | SQLWrapper) =>
  and(eq(addonUsers.addonId, addons.id), eq(addonUsers.userId, userId)) as SQL;
const enrolled = sql<boolean>`(${programUsers.id} is not null)`;
const owned = sql<boolean>`(${addonUsers.id} is not null)`;

/**
 * POST /payment/add_to_cart/: one programme and/or some of its add-ons join the list (addItem), in one transaction.
 * Answers how many items were new: 0 when everything asked was on the list already.
 */
export function addToCart(db: Db, userId: number, item: AddToCartBody): Promise<number> {
  return db.transaction((tx) => addItem(tx, userId, item));
}

/** POST /payment/add_list_to_cart/: several programmes join the list in one transaction: all of them or none. */
export function addListToCart(db: Db, userId: number, items: readonly AddToCartBody[]): Promise<number> {
  return db.transaction(async (tx) => {
    let fresh = 0;
    for (const item of items) fresh += await addItem(tx, userId, item);
    return fresh;
  });
}

/**
 * The programme (unless the learner is enrolled in it already) and the asked add-ons join the list; asking again
 * changes nothing. Answers how many rows were new. Inside the caller's transaction.
 */
async function addItem(tx: Db, userId: number, item: AddToCartBody): Promise<number> {
  const [program] = await tx
    .select({ id: programs.id, enrolled })
    .from(programs)
    .leftJoin(programUsers, enrolment(userId))
    .where(and(eq(programs.id, item.program_id), purchasable));
  if (!program) throw errors.notFound(CART_MESSAGES.programNotFound);
  const addonIds = [...new Set(item.addon_ids ?? [])];
  if (program.enrolled && addonIds.length === 0) throw errors.refused(CART_MESSAGES.alreadyEnrolled);
  const found = addonIds.length
    ? await tx
        .select({ id: addons.id, inStock: addonInStock, owned })
        .from(addons)
        .leftJoin(addonUsers, ownership(userId))
        .where(and(eq(addons.programId, program.id), inArray(addons.id, addonIds)))
    : [];
  if (found.length !== addonIds.length) throw errors.refused(CART_MESSAGES.addonNotFound);
  if (found.some((a) => a.owned)) throw errors.refused(CART_MESSAGES.addonOwned);
  if (found.some((a) => !a.inStock)) throw errors.refused(CART_MESSAGES.addonSoldOut);

  // one learner's list is written one request at a time, so the size check below cannot be raced past
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}, ${userId})`);
  const rows = [
    ...(program.enrolled ? [] : [{ userId, programId: program.id, addonId: null }]),
    ...found.map((a) => ({ userId, programId: program.id, addonId: a.id })),
  ];
  const [{ n = 0 } = {}] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  const fresh = await newRows(tx, userId, rows);
  if (n + fresh > CART_LIMITS.maxItems) throw errors.refused(CART_MESSAGES.cartFull);
  await tx.insert(cartItems).values(rows).onConflictDoNothing();
  return fresh;
}

/** Any number: the advisory-lock space of selection lists (the second key is the learner). */
const CART_LOCK_SPACE = 5_101;

/** How many of `rows` are not in the list yet. */
async function newRows(tx: Db, userId: number, rows: { programId: number; addonId: number | null }[]) {
  const present = await tx
    .select({ programId: cartItems.programId, addonId: cartItems.addonId })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.programId,
          rows.map((r) => r.programId),
        ),
      ),
    );
  const key = (r: { programId: number; addonId: number | null }) => `${r.programId}:${r.addonId ?? ""}`;
  const seen = new Set(present.map(key));
  return rows.filter((r) => !seen.has(key(r))).length;
}

/** POST /payment/v3/delete_cart_item/: a programme with its add-ons, or one add-on. */
export async function removeFromCart(db: Db, userId: number, item: { program_id: number; addon_id?: number }) {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.programId, item.program_id),
        item.addon_id === undefined ? undefined : eq(cartItems.addonId, item.addon_id),
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw errors.notFound(CART_MESSAGES.itemNotInCart);
}

/**
 * GET /payment/v3/get_cart/: the list grouped by creator, then programme, each add-on under its programme,
 * with stock and enrolment as they are now and the spec's selection rules applied (everything selectable
 * starts chosen). Programmes that left the catalogue and add-ons the learner already owns are left out.
 */
/** The cart's one statement, prepared once (the navbar asks for the cart on every page of a logged-in user). */
const cartStatement = preparedOn((db) => {
  const userId = sql.placeholder("userId");
  return (
    db
      .select({
        programId: programs.id,
        slug: programs.slug,
        name: programs.name,
        avatar: programs.avatar,
        categoryName: programs.categoryName,
        price: programs.price,
        priceNormal: programs.priceNormal,
        enrolled,
        redemptionProgram: prakerjaRedemptionPrograms.partnerCourseId,
        redeemStatus: prakerjaRedeems.status,
        creatorId: institutions.id,
        creatorName: institutions.name,
        creatorSlug: institutions.slug,
        creatorLogo: institutions.logo,
        addonId: addons.id,
        addonTitle: addons.title,
        addonPrice: addons.price,
        addonChapterId: addons.chapterId,
        addonResourceId: addons.resourceId,
        addonRemaining: sql<number | null>`${addons.quota} - ${addons.seatsTaken}`,
        addonInStock,
        addonOwned: owned,
      })
      .from(cartItems)
      .innerJoin(programs, eq(programs.id, cartItems.programId))
      .innerJoin(institutions, eq(institutions.id, programs.creatorId))
      .leftJoin(addons, eq(addons.id, cartItems.addonId))
      .leftJoin(programUsers, enrolment(userId))
      .leftJoin(addonUsers, ownership(userId))
      // one row each at most: the redemption programme is keyed by programme, the redeem record by enrolment
      .leftJoin(prakerjaRedemptionPrograms, eq(prakerjaRedemptionPrograms.programId, programs.id))
      .leftJoin(prakerjaRedeems, eq(prakerjaRedeems.programUserId, programUsers.id))
      .where(and(eq(cartItems.userId, userId), purchasable))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare("cart")
  );
});

export async function getCart(db: Db, userId: number): Promise<CartCreatorGroup[]> {
  const rows = await cartStatement(db).execute({ userId });

  const groups = new Map<number, CartCreatorGroup>();
  const programsById = new Map<number, CartProgramItem>();
  for (const r of rows) {
    let group = groups.get(r.creatorId);
    if (!group) {
      group = {
        creator_id: r.creatorId,
        creator_name: r.creatorName,
        creator_slug: r.creatorSlug,
        creator_logo: r.creatorLogo,
        programs: [],
        is_choice: false,
        is_disabled: false,
      };
      groups.set(r.creatorId, group);
    }
    let program = programsById.get(r.programId);
    if (!program) {
      const hasRedeemProgram = r.redemptionProgram !== null;
      program = {
        id: r.programId,
        slug: r.slug,
        name: r.name,
        avatar: r.avatar,
        category_name: r.categoryName,
        price: r.price,
        price_normal: r.priceNormal,
        creator_id: r.creatorId,
        enrolled: r.enrolled,
        is_stock: true,
        is_choice: true,
        purchase_type: isPurchaseAllowed({
          category_name: r.categoryName,
          has_redeem_program: hasRedeemProgram,
          // as validate reads it (decisions/029): no enrolment → no record (null); an enrolment without a record → 0
          redeem_status: r.enrolled ? (r.redeemStatus ?? 0) : null,
        }),
        has_redeem_program: hasRedeemProgram,
        redemption_program: r.redemptionProgram,
        addons: [],
      };
      programsById.set(r.programId, program);
      group.programs.push(program);
    }
    if (r.addonId !== null && !r.addonOwned) {
      program.addons.push({
        id: r.addonId,
        title: r.addonTitle ?? "",
        price: r.addonPrice ?? 0,
        chapter_id: r.addonChapterId,
        resource_id: r.addonResourceId,
        quota_remaining: r.addonRemaining,
        is_stock: r.addonInStock === true,
        is_choice: true,
      });
    }
  }
  // an enrolled programme stays only for add-ons it still offers
  for (const group of groups.values()) {
    group.programs = group.programs.filter((p) => !p.enrolled || p.addons.length > 0);
  }
  const filled = [...groups.values()].filter((g) => g.programs.length > 0);
  return normalizeGroups(filled);
}

/** POST /payment/check_cart_items/: where each asked add-on (by id or by its activity) stands for the learner. */
export async function checkCartItems(db: Db, userId: number, ids: number[], resourceIds: number[]) {
  if (ids.length === 0 && resourceIds.length === 0) return [];
  return db
    .select({
      id: addons.id,
      program_id: addons.programId,
      chapter_id: addons.chapterId,
      resource_id: addons.resourceId,
      in_cart: sql<boolean>`(${cartItems.id} is not null)`,
      owned,
      is_stock: addonInStock,
    })
    .from(addons)
    .leftJoin(cartItems, and(eq(cartItems.addonId, addons.id), eq(cartItems.userId, userId)))
    .leftJoin(addonUsers, ownership(userId))
    .where(
      or(
        ids.length ? inArray(addons.id, ids) : undefined,
        resourceIds.length ? inArray(addons.resourceId, resourceIds) : undefined,
      ),
    )
    .orderBy(asc(addons.id));
}
