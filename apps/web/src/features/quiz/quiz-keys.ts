/**
 * The quiz feature's query keys, in one place. Everything of one quiz activity (intro, score, feedback) sits under
 * `activity(id)`, so finishing an attempt refreshes all of it with one invalidation; an attempt's batches and
 * review sit under `attempt(id)`.
 */
export const quizKeys = {
  all: ["quiz"] as const,
  activity: (activityId: number) => ["quiz", "activity", activityId] as const,
  intro: (activityId: number) => ["quiz", "activity", activityId, "intro"] as const,
  score: (activityId: number) => ["quiz", "activity", activityId, "score"] as const,
  feedback: (activityId: number) => ["quiz", "activity", activityId, "feedback"] as const,
  attempt: (attemptId: number) => ["quiz", "attempt", attemptId] as const,
  batch: (attemptId: number, batch: number) => ["quiz", "attempt", attemptId, "batch", batch] as const,
  /** One page's check-answer result (batch_discussion): fixed once checked. */
  batchCheck: (attemptId: number, batch: number) => ["quiz", "attempt", attemptId, "check", batch] as const,
  review: (attemptId: number) => ["quiz", "attempt", attemptId, "review"] as const,
  /** The assessor's pages. */
  assessor: ["quiz", "asesor"] as const,
  submissions: (filters: SubmissionFilters) => ["quiz", "asesor", "list", filters] as const,
  submission: (attemptId: number) => ["quiz", "asesor", "submission", attemptId] as const,
};

export type SubmissionStatus = "awaiting_review" | "assessed";

export interface SubmissionFilters {
  status: SubmissionStatus;
  programId: number | null;
  page: number;
}
