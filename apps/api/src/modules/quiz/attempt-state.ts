import {
  type AttemptSummary,
  AUTO_SCORED_TYPES,
  type FinalScoreFormat,
  type QuestionType,
} from "@app/domain/quiz/contracts";
import {
  autoScore,
  formatScore,
  hasPassed,
  isAnswered,
  isCorrect,
  maximumScore,
  provisionalScore,
  remainingSeconds,
  scoreLabel,
} from "@app/domain/quiz/rules";
import { eq, inArray, sql } from "drizzle-orm";
import {
  quizAnswers,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizRubricCriteria,
  quizRubricScores,
  type quizzes,
} from "../../db/schema/quiz";
import type { Db } from "../../platform/db";

/**
 * The one place an attempt's score and summary are made (learner calls and the assessor's alike): points from
 * the answers and the rubric, the cap, the format, the pass mark.
 */

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

/** The attempt as spec 001's quiz_transaction, with its time left by `now`. */
export function toAttemptSummary(
  attempt: AttemptRow,
  quiz: Pick<QuizRow, "finalScoreFormat">,
  answeredCount: number,
  now: Date,
  provisional: AttemptSummary["provisional"] = null,
): AttemptSummary {
  const format = quiz.finalScoreFormat as FinalScoreFormat;
  const running = attempt.state === "started";
  return {
    id: attempt.id,
    number: attempt.number,
    state: attempt.state as AttemptSummary["state"],
    review_state: attempt.reviewState as AttemptSummary["review_state"],
    started_at: attempt.startedAt.toISOString(),
    finished_at: attempt.finishedAt?.toISOString() ?? null,
    deadline_at: attempt.deadlineAt?.toISOString() ?? null,
    remaining_seconds: running ? remainingSeconds(attempt.deadlineAt, now) : attempt.deadlineAt ? 0 : null,
    answered_count: answeredCount,
    total_questions: attempt.questionIds.length,
    current_batch: attempt.currentBatch,
    score: attempt.score,
    score_label: attempt.score === null ? null : scoreLabel(attempt.score, format),
    passed: attempt.passed,
    is_request_remedial: attempt.isRequestRemedial,
    has_feedback: attempt.feedback !== null && attempt.feedback !== "",
    provisional: attempt.reviewState === "awaiting_review" ? provisional : null,
  };
}

/**
 * The provisional scores (rules.provisionalScore) of those of `attempts` that wait for their assessor, by attempt
 * id; no query at all when none waits. Reads the marks scoreAttempt stored on the answers.
 */
export async function provisionalScores(
  db: Db,
  quiz: Pick<QuizRow, "id" | "isAutoScore" | "maximumAutoScore">,
  attempts: readonly AttemptRow[],
): Promise<Map<number, NonNullable<AttemptSummary["provisional"]>>> {
  const waiting = attempts.filter((a) => a.reviewState === "awaiting_review");
  if (waiting.length === 0) return new Map();
  const ids = [...new Set(waiting.flatMap((a) => a.questionIds))];
  const questions = await db
    .select({ id: quizQuestions.id, type: quizQuestions.type, points: quizQuestions.points })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, ids.length > 0 ? ids : [-1]));
  const answers = await db
    .select({
      attemptId: quizAnswers.attemptId,
      questionId: quizAnswers.questionId,
      optionIds: quizAnswers.optionIds,
      text: quizAnswers.text,
      fileIds: quizAnswers.fileIds,
      isCorrect: quizAnswers.isCorrect,
    })
    .from(quizAnswers)
    .where(
      inArray(
        quizAnswers.attemptId,
        waiting.map((a) => a.id),
      ),
    );
  const [rubric] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quiz.id));
  const questionBy = new Map(questions.map((q) => [q.id, q]));
  const answerBy = new Map(answers.map((a) => [`${a.attemptId}:${a.questionId}`, a]));
  const out = new Map<number, NonNullable<AttemptSummary["provisional"]>>();
  for (const attempt of waiting) {
    const rows = attempt.questionIds.flatMap((id) => {
      const q = questionBy.get(id);
      if (!q) return [];
      const type = q.type as QuestionType;
      const a = answerBy.get(`${attempt.id}:${id}`);
      const answered =
        a !== undefined && isAnswered(type, { optionIds: a.optionIds, text: a.text, fileIds: a.fileIds });
      return [{ type, points: q.points, answered, correct: a?.isCorrect ?? null }];
    });
    const p = provisionalScore(rows, {
      isAutoScore: quiz.isAutoScore,
      maximumAutoScore: quiz.maximumAutoScore,
      rubricCriteria: rubric?.count ?? 0,
    });
    out.set(attempt.id, {
      points: p.points,
      scored_maximum: p.scoredMaximum,
      awaiting_answers: p.awaitingAnswers,
      awaiting_rubric: p.awaitingRubric,
    });
  }
  return out;
}

/** How many of an attempt's questions have an answer that counts (the summary's answered_count). */
export async function answeredCounts(db: Db, attemptIds: readonly number[]): Promise<Map<number, number>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({
      attemptId: quizAnswers.attemptId,
      type: quizQuestions.type,
      optionIds: quizAnswers.optionIds,
      text: quizAnswers.text,
      fileIds: quizAnswers.fileIds,
    })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(inArray(quizAnswers.attemptId, [...attemptIds]));
  const counts = new Map<number, number>();
  for (const r of rows) {
    if (isAnswered(r.type as QuestionType, { optionIds: r.optionIds, text: r.text, fileIds: r.fileIds })) {
      counts.set(r.attemptId, (counts.get(r.attemptId) ?? 0) + 1);
    }
  }
  return counts;
}

export type ScoreOutcome = {
  reviewState: "none" | "auto" | "awaiting_review" | "assessed";
  score: number | null;
  passed: boolean | null;
  /** The attempt as written (so the caller need not read it again). */
  attempt: AttemptRow;
};

/**
 * Scores a closed attempt inside the caller's transaction and writes the result on it and its answers.
 * - A reflection (is_refleksi) is never scored: review state 'none'.
 * - Auto-scored answers get is_correct and their points; the auto part is capped at maximum_auto_score.
 * - Without is_auto_score, or with essay/file questions or a rubric, the attempt waits for an assessor unless
 *   `assessed` is true (the assessor's call, which has written points_awarded and the rubric scores first).
 */
export async function scoreAttempt(
  tx: Db,
  attempt: AttemptRow,
  quiz: QuizRow,
  options: { assessed: boolean },
): Promise<ScoreOutcome> {
  const questions = await tx
    .select({
      id: quizQuestions.id,
      type: quizQuestions.type,
      points: quizQuestions.points,
      accepted: quizQuestions.acceptedAnswers,
    })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, attempt.questionIds.length > 0 ? attempt.questionIds : [-1]));
  const correct = await tx
    .select({ questionId: quizOptions.questionId, id: quizOptions.id })
    .from(quizOptions)
    .where(
      sql`${quizOptions.isCorrect} and ${inArray(quizOptions.questionId, attempt.questionIds.length > 0 ? attempt.questionIds : [-1])}`,
    );
  const answers = await tx.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id));
  const [rubric] = await tx
    .select({
      max: sql<number>`coalesce(sum(${quizRubricCriteria.maxPoints}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quiz.id));
  const rubricMax = rubric?.max ?? 0;
  const hasRubric = (rubric?.count ?? 0) > 0;

  if (quiz.isRefleksi) {
    const [written] = await tx
      .update(quizAttempts)
      .set({ reviewState: "none", score: null, passed: null })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    return { reviewState: "none", score: null, passed: null, attempt: written ?? attempt };
  }

  const correctBy = new Map<number, number[]>();
  for (const c of correct) correctBy.set(c.questionId, [...(correctBy.get(c.questionId) ?? []), c.id]);
  const answerBy = new Map(answers.map((a) => [a.questionId, a]));
  const typed = questions.map((q) => ({ ...q, type: q.type as QuestionType }));
  const autoScored = quiz.isAutoScore ? typed.filter((q) => AUTO_SCORED_TYPES.has(q.type)) : [];
  const scorable = autoScored.map((q) => {
    const a = answerBy.get(q.id);
    return {
      id: q.id,
      question: {
        type: q.type,
        points: q.points,
        correctOptionIds: correctBy.get(q.id) ?? [],
        acceptedAnswers: q.accepted,
      },
      answer: a ? { optionIds: a.optionIds, text: a.text } : null,
    };
  });
  const autoPoints = autoScore(scorable, quiz.maximumAutoScore);
  const marks = scorable.flatMap((s) => {
    const a = answerBy.get(s.id);
    if (!a) return [];
    const right = isCorrect(s.question, s.answer) === true;
    return [sql`(${a.id}::int, ${right}::boolean, ${right ? s.question.points : 0}::real)`];
  });
  // one statement for all the answers, not one per answer
  if (marks.length > 0) {
    await tx.execute(sql`update ${quizAnswers} set is_correct = marks.is_correct, points_awarded = marks.points
      from (values ${sql.join(marks, sql`, `)}) as marks(id, is_correct, points)
      where ${quizAnswers.id} = marks.id`);
  }

  const needsAssessor = !quiz.isAutoScore || hasRubric || typed.some((q) => !AUTO_SCORED_TYPES.has(q.type));
  // without is_auto_score every question is the assessor's, so all of them count as manual points
  const manualQuestions = quiz.isAutoScore ? typed.filter((q) => !AUTO_SCORED_TYPES.has(q.type)) : typed;
  const maxPoints = quiz.isAutoScore
    ? maximumScore(typed, quiz.maximumAutoScore, rubricMax)
    : typed.reduce((t, q) => t + q.points, 0) + rubricMax;

  if (needsAssessor && !options.assessed) {
    const [written] = await tx
      .update(quizAttempts)
      .set({ reviewState: "awaiting_review", autoPoints, maxPoints, score: null, passed: null })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    return { reviewState: "awaiting_review", score: null, passed: null, attempt: written ?? attempt };
  }

  let manualPoints = 0;
  if (needsAssessor) {
    const manualIds = new Set(manualQuestions.map((q) => q.id));
    manualPoints = answers.filter((a) => manualIds.has(a.questionId)).reduce((t, a) => t + (a.pointsAwarded ?? 0), 0);
    const [rubricScore] = await tx
      .select({ sum: sql<number>`coalesce(sum(${quizRubricScores.points}), 0)::real` })
      .from(quizRubricScores)
      .where(eq(quizRubricScores.attemptId, attempt.id));
    manualPoints += rubricScore?.sum ?? 0;
  }
  const points = (quiz.isAutoScore ? autoPoints : 0) + manualPoints;
  const score = formatScore(points, maxPoints, quiz.finalScoreFormat as FinalScoreFormat);
  const passed = hasPassed(score, quiz.minimumScore);
  const reviewState = needsAssessor ? "assessed" : "auto";
  const [written] = await tx
    .update(quizAttempts)
    .set({ reviewState, autoPoints, manualPoints, maxPoints, score, passed })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  return { reviewState, score, passed, attempt: written ?? attempt };
}
