import type { ProgramCard } from "@app/domain/catalogue/contracts";
import { RECOMMENDATION } from "@app/domain/study/contracts";
import { sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * GET program_activity/program_recommendation/{program_slug}/ (issue 22; docs/api.md "Programme recommendation"):
 * up to RECOMMENDATION.limit published programmes to take after one the caller is enrolled in — the same category
 * first, then the same institution (other categories), each by popularity (enrolled_count desc, id desc); never
 * the programme itself nor one the caller already has. One statement: the enrolment check and both tiers, each
 * tier read through an index (programs_category_popular_idx, programs_creator_category_idx) and cut at the limit
 * before the tiers meet.
 */

type Row = {
  target_id: number;
  id: number | null;
  slug: string;
  name: string;
  category_name: string;
  program_type: number;
  price: number;
  price_normal: number;
  avatar: string | null;
  level: string;
  tags: string[] | null;
  rating: number | string;
  reviewers: number;
  total_resources: number;
  creator_id: number;
  creator_name: string;
  creator_slug: string;
  creator_logo: string | null;
  creator_type: number;
};

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** One tier's candidates: listed, not the programme, not the caller's, most popular first, at most the limit. */
function tier(rank: number, userId: number, match: ReturnType<typeof sql>) {
  return sql`(select ${sql.raw(String(rank))} as tier, p.id, p.slug, p.name, p.category_name, p.program_type, p.price,
      p.price_normal, p.avatar, p.level, p.tags, p.rating, p.reviewers, p.total_resources, p.enrolled_count,
      i.id as creator_id, i.name as creator_name, i.slug as creator_slug, i.logo as creator_logo,
      i.type as creator_type
    from ${programs} p join ${institutions} i on i.id = p.creator_id
    where ${match} and p.id <> t.id and p.is_published and p.deleted_at is null
      and not exists (select 1 from ${programUsers} mine where mine.user_id = ${userId} and mine.program_id = p.id)
    order by p.enrolled_count desc, p.id desc
    limit ${RECOMMENDATION.limit})`;
}

export async function programRecommendation(db: Db, userId: number, programSlug: string): Promise<ProgramCard[]> {
  const result = await db.execute(sql`
    with t as (
      select p.id, p.category_name, p.creator_id from ${programs} p
      join ${programUsers} pu on pu.program_id = p.id and pu.user_id = ${userId} and pu.program_deleted_at is null
      where p.slug = ${programSlug} and p.deleted_at is null
    )
    select t.id as target_id, r.* from t left join lateral (
      select * from (
        ${tier(1, userId, sql`p.category_name = t.category_name`)}
        union all
        ${tier(2, userId, sql`p.creator_id = t.creator_id and p.category_name <> t.category_name`)}
      ) both_tiers
      order by tier, enrolled_count desc, id desc
      limit ${RECOMMENDATION.limit}
    ) r on true`);
  const rows = rowsOf<Row>(result);
  // no row: an unknown slug, a removed programme or someone else's — the same answer (RELIABILITY S9)
  if (rows.length === 0) throw errors.notFound(RECOMMENDATION.notFound);
  return rows.flatMap((r) =>
    r.id === null
      ? []
      : [
          {
            id: r.id,
            slug: r.slug,
            name: r.name,
            category_name: r.category_name,
            program_type: r.program_type,
            price: r.price,
            price_normal: r.price_normal,
            avatar: r.avatar,
            level: r.level,
            tags: r.tags ?? [],
            rating: Number(r.rating),
            reviewers: r.reviewers,
            total_resources: r.total_resources,
            creator: {
              id: r.creator_id,
              name: r.creator_name,
              slug: r.creator_slug,
              logo: r.creator_logo,
              type: r.creator_type,
            },
          },
        ],
  );
}
