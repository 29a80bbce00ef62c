import {
  type ActivityScore,
  type FeedbackView,
  FINAL_SCORE_FORMATS,
  type FinalScoreFormat,
  type QuizIntro,
  type QuizSettings,
} from "@app/domain/quiz/contracts";
import { attemptQuestionOrder, maximumScore, periodState } from "@app/domain/quiz/rules";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { quizAttempts, quizRubricCriteria, quizRubricScores } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { sanitizeRichText } from "../../platform/rich-text";
import { requireQuizActivity } from "./access";
import {
  attemptsAllowed,
  currentAttempts,
  orderSettings,
  type QuestionStub,
  questionStubs,
  startRefusal,
  summaryOf,
} from "./attempt-lifecycle";
import { type AttemptRow, answeredCounts, provisionalScores, type QuizRow, toAttemptSummary } from "./attempt-state";

/**
 * What the learner sees of a quiz activity outside a running attempt: the intro before starting, their score on
 * the activity, and the assessor's feedback. Each reads the activity the caller may open (requireQuizActivity) and
 * closes a running attempt found past its deadline first (currentAttempts).
 */

const formatOf = (quiz: QuizRow): FinalScoreFormat =>
  (FINAL_SCORE_FORMATS as readonly string[]).includes(quiz.finalScoreFormat)
    ? (quiz.finalScoreFormat as FinalScoreFormat)
    : "default";

// ---- intro -----------------------------------------------------------------------------------------------------

async function rubricTotals(db: Db, quizId: number): Promise<{ max: number; count: number }> {
  const [row] = await db
    .select({
      max: sql<number>`coalesce(sum(${quizRubricCriteria.maxPoints}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quizId));
  return { max: row?.max ?? 0, count: row?.count ?? 0 };
}

/**
 * The quiz settings of spec 001 section 3 as the learner gets them: never the password, never an answer.
 * total_questions and total_points are those of one attempt: with max_batch a shuffled quiz draws from its bank,
 * and the points are then those of the bank's first questions (exact when every question is worth the same).
 */
function settingsOf(
  quiz: QuizRow,
  activityType: number,
  questions: readonly QuestionStub[],
  rubric: { max: number; count: number },
  now: Date,
): QuizSettings {
  const drawn = new Set(
    attemptQuestionOrder(
      questions,
      { ...orderSettings(quiz), isQuestionShuffle: false, isGroupQuestionShuffle: false },
      0,
    ),
  );
  const inAttempt = questions.filter((q) => drawn.has(q.id));
  // as scoreAttempt counts the maximum: without is_auto_score every question is the assessor's, uncapped
  const totalPoints = quiz.isAutoScore
    ? maximumScore(inAttempt, quiz.maximumAutoScore, rubric.max)
    : inAttempt.reduce((t, q) => t + q.points, 0) + rubric.max;
  return {
    id: quiz.id,
    title: quiz.title,
    instruction: sanitizeRichText(quiz.instruction),
    is_auto_score: quiz.isAutoScore,
    is_group_question_shuffle: quiz.isGroupQuestionShuffle,
    is_prev: quiz.isPrev,
    is_question_shuffle: quiz.isQuestionShuffle,
    is_retake: quiz.isRetake,
    max_attempts: quiz.isRetake ? quiz.maxAttempts : 1,
    is_refleksi: quiz.isRefleksi,
    is_show_discussion: quiz.isShowDiscussion,
    is_show_point: quiz.isShowPoint,
    is_show_timer: quiz.isShowTimer,
    is_skip: quiz.isSkip,
    max_batch: quiz.maxBatch,
    maximum_auto_score: quiz.maximumAutoScore,
    minimum_score: quiz.minimumScore,
    question_per_batch: quiz.questionPerBatch,
    timer_in_seconds: quiz.timerInSeconds,
    batch_discussion: quiz.batchDiscussion,
    final_score_format: formatOf(quiz),
    assessment_type: activityType,
    periode_start: quiz.periodeStart?.toISOString() ?? null,
    periode_end: quiz.periodeEnd?.toISOString() ?? null,
    review_date: quiz.reviewDate?.toISOString() ?? null,
    is_valid_period: periodState(quiz.periodeStart, quiz.periodeEnd, now) === "open",
    has_password: quiz.passwordHash !== null,
    total_questions: inAttempt.length,
    total_points: totalPoints,
    has_rubric: rubric.count > 0,
  };
}

/**
 * GET program_activity/quiz/{activityId}/intro: quiz_master_data (the settings) and quiz_transaction (the running
 * attempt, else the latest), whether a new attempt may start and why not.
 */
export async function quizIntro(db: Db, userId: number, activityId: number, now: Date): Promise<QuizIntro> {
  const { access, quiz, activityType } = await requireQuizActivity(db, userId, activityId);
  const attempts = await currentAttempts(db, quiz, access.programUserId, now);
  const [questions, rubric] = await Promise.all([questionStubs(db, quiz.id), rubricTotals(db, quiz.id)]);
  const running = attempts.find((a) => a.state === "started");
  const shown = running ?? attempts.at(-1) ?? null;
  const refusal = running ? null : startRefusal(quiz, attempts, now);
  return {
    activity_id: activityId,
    program_user_id: access.programUserId,
    quiz_master_data: settingsOf(quiz, activityType, questions, rubric, now),
    quiz_transaction: shown ? await summaryOf(db, shown, quiz, now) : null,
    attempts_used: attempts.length,
    attempts_allowed: attemptsAllowed(quiz, attempts),
    can_start: refusal === null,
    start_refusal: refusal,
    can_review: shown !== null && shown.state !== "started",
  };
}

// ---- score and feedback ----------------------------------------------------------------------------------------

/**
 * POST program_activity/score/: the learner's standing on a quiz activity: attempts used, the best scored attempt
 * (highest score; the earlier on a tie) and the latest attempt.
 */
export async function activityScore(db: Db, userId: number, activityId: number, now: Date): Promise<ActivityScore> {
  const { access, quiz, activityType } = await requireQuizActivity(db, userId, activityId);
  const attempts = await currentAttempts(db, quiz, access.programUserId, now);
  let best: AttemptRow | null = null;
  for (const a of attempts) {
    if (a.score !== null && (best === null || best.score === null || a.score > best.score)) best = a;
  }
  const latest = attempts.at(-1) ?? null;
  const counts = await answeredCounts(
    db,
    attempts.map((a) => a.id),
  );
  const provisional = await provisionalScores(db, quiz, latest ? [latest] : []);
  const summary = (a: AttemptRow | null) =>
    a ? toAttemptSummary(a, quiz, counts.get(a.id) ?? 0, now, provisional.get(a.id)) : null;
  return {
    activity_id: activityId,
    assessment_type: activityType,
    attempts_used: attempts.length,
    best: summary(best),
    latest: summary(latest),
  };
}

/**
 * GET program_activity/product_activity/view_feedback/{activityId}: the assessor's word on the learner's latest
 * assessed attempt (the rubric screen state): feedback, who assessed and when, and the rubric with its points.
 * Before any assessment: the rubric with no points.
 */
export async function feedbackView(db: Db, userId: number, activityId: number, now: Date): Promise<FeedbackView> {
  const { access, quiz } = await requireQuizActivity(db, userId, activityId);
  const [assessed] = await db
    .select({ attempt: quizAttempts, assessorName: users.name })
    .from(quizAttempts)
    .leftJoin(users, eq(users.id, quizAttempts.assessedBy))
    .where(
      and(
        eq(quizAttempts.quizId, quiz.id),
        eq(quizAttempts.programUserId, access.programUserId),
        eq(quizAttempts.reviewState, "assessed"),
      ),
    )
    .orderBy(desc(quizAttempts.number))
    .limit(1);
  const criteria = await db
    .select()
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quiz.id))
    .orderBy(asc(quizRubricCriteria.orderId), asc(quizRubricCriteria.id));
  const points = new Map<number, number>();
  if (assessed) {
    const scores = await db
      .select({ criterionId: quizRubricScores.criterionId, points: quizRubricScores.points })
      .from(quizRubricScores)
      .where(eq(quizRubricScores.attemptId, assessed.attempt.id));
    for (const s of scores) points.set(s.criterionId, s.points);
  }
  return {
    activity_id: activityId,
    attempt: assessed ? await summaryOf(db, assessed.attempt, quiz, now) : null,
    feedback: assessed?.attempt.feedback ?? null,
    assessor_name: assessed?.assessorName ?? null,
    assessed_at: assessed?.attempt.assessedAt?.toISOString() ?? null,
    rubric: criteria.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      max_points: c.maxPoints,
      points: points.get(c.id) ?? null,
    })),
  };
}
