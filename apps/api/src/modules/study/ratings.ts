import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { mayRate } from "@app/domain/study/rating-prompt";
import { eq, sql } from "drizzle-orm";
import { programReviews, programs } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { plainText } from "../../platform/rich-text";
import { requireEnrolment } from "./access";

export type RatingResult = { program_id: number; rating: number; review: string; is_rated: true };

/** One more reviewer in the star-count column of `programs` the rating belongs to. */
function oneMoreStar(rating: number) {
  switch (rating) {
    case 1:
      return { reviewersOneStar: sql`${programs.reviewersOneStar} + 1` };
    case 2:
      return { reviewersTwoStar: sql`${programs.reviewersTwoStar} + 1` };
    case 3:
      return { reviewersThreeStar: sql`${programs.reviewersThreeStar} + 1` };
    case 4:
      return { reviewersFourStar: sql`${programs.reviewersFourStar} + 1` };
    case 5:
      return { reviewersFiveStar: sql`${programs.reviewersFiveStar} + 1` };
    default:
      // the contract allows 1-5 only; the table's CHECK would refuse anything else anyway
      throw new RangeError(`rating ${rating} out of range`);
  }
}

/**
 * The learner's rating of a programme they are enrolled in: once, after more than 49% progress. The review is
 * kept as plain text. The unique index lets one of two parallel ratings in; only that one moves the star count
 * the programme page reads, in the same transaction.
 */
export async function rateProgram(
  db: Db,
  userId: number,
  request: { program_id: number; rating: number; review: string },
): Promise<RatingResult> {
  return db.transaction(async (tx) => {
    const enrolment = await requireEnrolment(tx, userId, request.program_id);
    const [progress] = await tx
      .select({ completed: programUsers.completedResources, total: programUsers.programTotalResources })
      .from(programUsers)
      .where(eq(programUsers.id, enrolment.programUserId));
    if (!progress || !mayRate(progress.completed, progress.total)) throw errors.refused(STUDY_MESSAGES.ratingTooEarly);
    const stars = oneMoreStar(request.rating);
    const review = plainText(request.review);
    const inserted = await tx
      .insert(programReviews)
      .values({ programId: enrolment.programId, userId, rating: request.rating, comment: review })
      .onConflictDoNothing({ target: [programReviews.programId, programReviews.userId] })
      .returning({ id: programReviews.id });
    if (inserted.length === 0) throw errors.refused(STUDY_MESSAGES.alreadyRated);
    await tx.update(programs).set(stars).where(eq(programs.id, enrolment.programId));
    return { program_id: enrolment.programId, rating: request.rating, review, is_rated: true };
  });
}
