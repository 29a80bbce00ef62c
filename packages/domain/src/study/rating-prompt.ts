import { careerCategory, PRAKERJA_CATEGORY } from "../catalogue/constants";
import { percentageProgress } from "../learning/progress";

/** The rating prompt of the study page (spec 001 section 4 'Rating modal', section 9). */

/** Progress must be above this (so 50 and up, or 49.1 with one decimal) for the date-based conditions. */
export const RATING_PROGRESS_ABOVE = 49;
/** Progress of at least this opens the prompt for completed programmes. */
export const RATING_PROGRESS_COMPLETE = 100;

export const KAMPUS_MERDEKA_CATEGORY = "KAMPUS_MERDEKA";

/**
 * Whether a learner may rate their programme (POST /program_activity/rating/, and the dashboard's
 * is_available_to_rate): progress above 49, on the whole percent of My programmes — the one the server keeps.
 */
export function mayRate(completed: number, total: number): boolean {
  return percentageProgress(completed, total) > RATING_PROGRESS_ABOVE;
}

/** The job-training categories (spec 001 section 9): the career category of the product, Prakerja, Kampus Merdeka. */
export function jobTrainingCategories(productSlug: string): readonly string[] {
  return [careerCategory(productSlug), PRAKERJA_CATEGORY, KAMPUS_MERDEKA_CATEGORY];
}

export type JobTrainingRatingFacts = {
  /** The dashboard's category_name. */
  categoryName: string;
  /** validate.linier. */
  isLinear: boolean;
  /** The dashboard's total_presence_participation_resource. */
  presenceActivityCount: number;
};

/** Job-training programmes that run in order with attendance are rated once finished, not at scoring_date. */
export function isJobTrainingRatingRule(facts: JobTrainingRatingFacts, productSlug: string): boolean {
  return (
    jobTrainingCategories(productSlug).includes(facts.categoryName) &&
    facts.isLinear &&
    facts.presenceActivityCount >= 1
  );
}

export type RatingPromptInput = {
  /** report.scoring_date as an ISO instant, or null when the programme has none. */
  scoringDate: string | null;
  /** The dashboard's is_rated. */
  isRated: boolean;
  /** The dashboard's is_available_to_rate. */
  isAvailableToRate: boolean;
  /** The dashboard's percentage_progress. */
  percentageProgress: number;
  /** The dashboard's pmo_id; null or 0 means the programme has none. */
  pmoId: number | null;
  /** A child programme (a programme inside a parent programme). */
  isChild: boolean;
  /** The result of isJobTrainingRatingRule for this programme. */
  jobTrainingRule: boolean;
};

/** The four opening conditions of the spec, numbered as it numbers them. */
export type RatingPromptCondition = 1 | 2 | 3 | 4;

/**
 * The first of the spec's conditions that holds, or null when the prompt stays closed. A scoring date that
 * does not parse counts as set (condition 2 only asks for that) but never as passed.
 */
export function ratingPromptCondition(input: RatingPromptInput, now: Date): RatingPromptCondition | null {
  if (input.isRated) return null;
  const scoringDateSet = input.scoringDate !== null && input.scoringDate.trim() !== "";
  const scoringTime = input.scoringDate === null ? Number.NaN : Date.parse(input.scoringDate);
  const pastScoringDate = !Number.isNaN(scoringTime) && now.getTime() > scoringTime;
  const aboveHalf = input.percentageProgress > RATING_PROGRESS_ABOVE;
  const complete = input.percentageProgress >= RATING_PROGRESS_COMPLETE;
  const hasPmo = input.pmoId !== null && input.pmoId !== 0;

  if (pastScoringDate && aboveHalf && !input.jobTrainingRule) return 1;
  if (input.isAvailableToRate && scoringDateSet && aboveHalf && !hasPmo && !input.jobTrainingRule) return 2;
  if (input.jobTrainingRule && complete) return 3;
  if (!input.isChild && complete) return 4;
  return null;
}

export function shouldOpenRatingPrompt(input: RatingPromptInput, now: Date): boolean {
  return ratingPromptCondition(input, now) !== null;
}
