import {
  type District,
  type DistrictListQuery,
  type ProfileOption,
  type Province,
  REGION_MESSAGES,
  type Regency,
  type RegionIds,
  regionChangeOf,
} from "@app/domain/account/region";
import { and, asc, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { subjects } from "../../db/schema/catalogue";
import { userContentPreferences, userLearningObjectives } from "../../db/schema/profile-preference";
import { contentPreferences, districts, learningObjectives, provinces, regencies } from "../../db/schema/region";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { escapeLike } from "../../platform/sql-like";

/**
 * Regions, learning objectives and content preferences of a profile (issue 21, decisions/024). The rule of a
 * region (three ids that exist and nest) lives here once: POST /v2/user/complete-region and
 * POST /v2/user/manage-profile both go through `applyProfilePreferences`.
 */

function fieldRefusal(field: string, message: string) {
  return errors.refused(message, { fields: [{ field: `body.${field}`, message }] });
}

const nameLike = (column: typeof regencies.name | typeof districts.name, search: string) =>
  ilike(column, `%${escapeLike(search)}%`);

export async function listProvinces(db: Db): Promise<Province[]> {
  return db
    .select({ id: provinces.id, code: provinces.code, name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.id));
}

export async function listRegencies(db: Db, filter: { province_id?: number; search?: string }): Promise<Regency[]> {
  const where: SQL[] = [];
  if (filter.province_id !== undefined) where.push(eq(regencies.provinceId, filter.province_id));
  if (filter.search !== undefined) where.push(nameLike(regencies.name, filter.search));
  return db
    .select({ id: regencies.id, code: regencies.code, name: regencies.name, province_id: regencies.provinceId })
    .from(regencies)
    .where(and(...where))
    .orderBy(asc(regencies.id));
}

export async function listDistricts(
  db: Db,
  filter: DistrictListQuery,
  page: number,
  limit: number,
): Promise<{ items: District[]; total: number }> {
  const where: SQL[] = [];
  if (filter.province_id !== undefined) where.push(eq(districts.provinceId, filter.province_id));
  if (filter.regency_id !== undefined) where.push(eq(districts.regencyId, filter.regency_id));
  if (filter.search !== undefined) where.push(nameLike(districts.name, filter.search));
  const condition = and(...where);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: districts.id,
        code: districts.code,
        name: districts.name,
        regency_id: districts.regencyId,
        province_id: districts.provinceId,
      })
      .from(districts)
      .where(condition)
      .orderBy(asc(districts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(districts).where(condition),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function listLearningObjectives(db: Db): Promise<ProfileOption[]> {
  return db
    .select({ id: learningObjectives.id, name: learningObjectives.name })
    .from(learningObjectives)
    .orderBy(asc(learningObjectives.sequence), asc(learningObjectives.id));
}

export async function listContentPreferences(db: Db): Promise<ProfileOption[]> {
  return db
    .select({ id: contentPreferences.id, name: contentPreferences.name })
    .from(contentPreferences)
    .orderBy(asc(contentPreferences.sequence), asc(contentPreferences.id));
}

/** The regency's name when the three ids exist and nest; else the refusal of the first that does not. */
async function regencyNameOf(db: Db, region: RegionIds): Promise<string> {
  const [row] = await db
    .select({
      provinceId: provinces.id,
      regencyId: regencies.id,
      regencyName: regencies.name,
      districtId: districts.id,
    })
    .from(provinces)
    .leftJoin(regencies, and(eq(regencies.id, region.regency_id), eq(regencies.provinceId, provinces.id)))
    .leftJoin(districts, and(eq(districts.id, region.district_id), eq(districts.regencyId, regencies.id)))
    .where(eq(provinces.id, region.province_id));
  if (!row) throw fieldRefusal("province_id", REGION_MESSAGES.provinceUnknown);
  if (row.regencyId === null || row.regencyName === null) {
    throw fieldRefusal("regency_id", REGION_MESSAGES.regencyUnknown);
  }
  if (row.districtId === null) throw fieldRefusal("district_id", REGION_MESSAGES.districtUnknown);
  return row.regencyName;
}

export type ProfilePreferenceChange = {
  province_id?: number | null | undefined;
  regency_id?: number | null | undefined;
  district_id?: number | null | undefined;
  city?: string | null | undefined;
  learning_objective_ids?: number[] | undefined;
  preference_content_ids?: number[] | undefined;
  bidang_studi_interests?: string[] | undefined;
};

/**
 * Checks and applies the region and preference keys of a profile change, inside the caller's transaction (the
 * user's row already locked): the region and interests go into `set`, the lists replace the stored rows. A chosen
 * region sets `city` to the regency's name unless the same change names the city itself.
 */
export async function applyProfilePreferences(
  tx: Db,
  userId: number,
  change: ProfilePreferenceChange,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const region = regionChangeOf(change);
  if (region.kind === "refused") throw fieldRefusal(region.field, region.message);
  if (region.kind === "clear") {
    set.provinceId = null;
    set.regencyId = null;
    set.districtId = null;
  }
  if (region.kind === "set") {
    const regencyName = await regencyNameOf(tx, region.region);
    set.provinceId = region.region.province_id;
    set.regencyId = region.region.regency_id;
    set.districtId = region.region.district_id;
    if (change.city === undefined) set.city = regencyName;
  }
  if (change.bidang_studi_interests !== undefined) {
    const names = change.bidang_studi_interests;
    if (names.length > 0) {
      const known = await tx.select({ name: subjects.name }).from(subjects).where(inArray(subjects.name, names));
      if (known.length !== names.length) throw fieldRefusal("bidang_studi_interests", REGION_MESSAGES.interestUnknown);
    }
    set.bidangStudiInterests = names;
  }
  if (change.learning_objective_ids !== undefined) {
    const ids = change.learning_objective_ids;
    if (ids.length > 0) {
      const known = await tx
        .select({ id: learningObjectives.id })
        .from(learningObjectives)
        .where(inArray(learningObjectives.id, ids));
      if (known.length !== ids.length) {
        throw fieldRefusal("learning_objective_ids", REGION_MESSAGES.learningObjectiveUnknown);
      }
    }
    await tx.delete(userLearningObjectives).where(eq(userLearningObjectives.userId, userId));
    if (ids.length > 0)
      await tx.insert(userLearningObjectives).values(ids.map((objectiveId) => ({ userId, objectiveId })));
  }
  if (change.preference_content_ids !== undefined) {
    const ids = change.preference_content_ids;
    if (ids.length > 0) {
      const known = await tx
        .select({ id: contentPreferences.id })
        .from(contentPreferences)
        .where(inArray(contentPreferences.id, ids));
      if (known.length !== ids.length) {
        throw fieldRefusal("preference_content_ids", REGION_MESSAGES.preferenceContentUnknown);
      }
    }
    await tx.delete(userContentPreferences).where(eq(userContentPreferences.userId, userId));
    if (ids.length > 0) {
      await tx.insert(userContentPreferences).values(ids.map((preferenceId) => ({ userId, preferenceId })));
    }
  }
}

/** POST /v2/user/complete-region: the caller's own region; the city becomes the regency's name. */
export async function completeRegion(db: Db, userId: number, region: RegionIds, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw errors.unauthorized();
    const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
    await applyProfilePreferences(tx, userId, region, set);
    await tx.update(users).set(set).where(eq(users.id, userId));
  });
}

/**
 * The user's chosen option ids, in order, as two columns of the me call's one statement (`userId` is that
 * statement's user id column).
 */
export function profilePreferenceColumns(userId: SQLWrapper) {
  return {
    learningObjectiveIds: sql<number[]>`array(
      select ${userLearningObjectives.objectiveId} from ${userLearningObjectives}
      where ${userLearningObjectives.userId} = ${userId} order by ${userLearningObjectives.objectiveId})`,
    preferenceContentIds: sql<number[]>`array(
      select ${userContentPreferences.preferenceId} from ${userContentPreferences}
      where ${userContentPreferences.userId} = ${userId} order by ${userContentPreferences.preferenceId})`,
  };
}
