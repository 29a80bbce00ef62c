import { REVIEW_MESSAGES, type ReviewDetail } from "@app/domain/catalogue/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programReviews, programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { privacySettings, publicAvatar, withPrivacy } from "../account/public";

/**
 * One review with its programme's card, for the shareable /review/{id} page. Reviews of a programme no longer
 * shown (unpublished, removed) are not found, like an id that does not exist.
 */
export async function reviewDetail(db: Db, id: number): Promise<ReviewDetail> {
  const [row] = await db
    .select({
      id: programReviews.id,
      name: users.name,
      // the reviewer's photo only where their privacy switches show it (decisions/026)
      avatar: publicAvatar,
      rating: programReviews.rating,
      comment: programReviews.comment,
      createdAt: programReviews.createdAt,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
      programCategory: programs.categoryName,
      programAvatar: programs.avatar,
      programRating: programs.rating,
      programReviewers: programs.reviewers,
      institutionName: institutions.name,
      institutionSlug: institutions.slug,
      institutionLogo: institutions.logo,
    })
    .from(programReviews)
    .innerJoin(users, eq(users.id, programReviews.userId))
    .leftJoin(privacySettings, withPrivacy)
    .innerJoin(programs, eq(programs.id, programReviews.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(eq(programReviews.id, id), eq(programs.isPublished, true), isNull(programs.deletedAt)));
  if (!row) throw errors.notFound(REVIEW_MESSAGES.notFound);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    program: {
      id: row.programId,
      name: row.programName,
      slug: row.programSlug,
      category_name: row.programCategory,
      avatar: row.programAvatar,
      rating: row.programRating,
      reviewers: row.programReviewers,
    },
    institution: { name: row.institutionName, slug: row.institutionSlug, logo: row.institutionLogo },
  };
}
