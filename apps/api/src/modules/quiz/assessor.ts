import {
  ASSESSMENT_PAGE_SIZE,
  AUTO_SCORED_TYPES,
  FEEDBACK_MAX_LENGTH,
  QUIZ_MESSAGES,
  type QuestionType,
  type ReviewState,
  type SubmissionDetail,
  type SubmissionListItem,
  type scoreSubmissionBody,
  uploadUrl,
} from "@app/domain/quiz/contracts";
import { isAnswered } from "@app/domain/quiz/rules";
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import {
  programAssessors,
  quizAnswers,
  quizAttempts,
  quizOptions,
  quizQuestionGroups,
  quizQuestions,
  quizRubricCriteria,
  quizRubricScores,
  quizzes,
  uploads,
} from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors, MESSAGES } from "../../platform/errors";
import { plainText, sanitizeRichText } from "../../platform/rich-text";
import { notify } from "../notification/public";
import { type AttemptRow, type QuizRow, scoreAttempt, toAttemptSummary } from "./attempt-state";

/**
 * The assessor's side of the quiz engine (issue 8, RELIABILITY S9): the submissions that wait for a person (essays,
 * files, rubrics of uk and tpm tasks), their detail, and the scoring. An assessor is a user with is_asesor who is
 * listed in program_assessors for the submission's programme; every query is scoped by that list, so an assessor
 * sees and scores the programmes they assess and nothing else.
 */

type SubmissionsQuery = { status: "awaiting_review" | "assessed"; program_id?: number | undefined; page: number };

/** The caller is an assessor (and, when a programme is named, one of that programme); else 403. */
async function requireAssessor(db: Db, userId: number, programId?: number): Promise<void> {
  const [row] = await db
    .select({
      isAsesor: users.isAsesor,
      assesses:
        programId === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from ${programAssessors}
              where ${programAssessors.userId} = ${users.id} and ${programAssessors.programId} = ${programId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isAsesor || !row.assesses) throw errors.forbidden(QUIZ_MESSAGES.notAssessor);
}

/** The attempts an assessor may see: closed ones of the programmes they assess, by the review state. */
function submissionsWhere(assessorId: number, query: SubmissionsQuery): SQL | undefined {
  return and(
    eq(programAssessors.userId, assessorId),
    eq(quizAttempts.reviewState, query.status),
    ne(quizAttempts.state, "started"),
    query.program_id === undefined ? undefined : eq(resources.programId, query.program_id),
  );
}

/**
 * GET asesor/submissions: a page of the assessor's queue. Waiting ones oldest first (first come, first scored);
 * assessed ones most recently assessed first. One query for the page and one for the count, whatever its size.
 */
export async function listSubmissions(db: Db, assessorId: number, query: SubmissionsQuery) {
  await requireAssessor(db, assessorId, query.program_id);
  const where = submissionsWhere(assessorId, query);
  const order =
    query.status === "awaiting_review"
      ? [asc(quizAttempts.finishedAt), asc(quizAttempts.id)]
      : [sql`${quizAttempts.assessedAt} desc nulls last`, desc(quizAttempts.id)];
  const rows = await db
    .select({
      attemptId: quizAttempts.id,
      learnerName: users.name,
      programId: programs.id,
      programName: programs.name,
      activityId: resources.id,
      activityTitle: resources.title,
      assessmentType: resources.activityType,
      number: quizAttempts.number,
      finishedAt: quizAttempts.finishedAt,
      startedAt: quizAttempts.startedAt,
      reviewState: quizAttempts.reviewState,
      score: quizAttempts.score,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(programAssessors, eq(programAssessors.programId, resources.programId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(where)
    .orderBy(...order)
    .limit(ASSESSMENT_PAGE_SIZE)
    .offset((query.page - 1) * ASSESSMENT_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(programAssessors, eq(programAssessors.programId, resources.programId))
    .where(where);
  const n = Number(total?.n ?? 0);
  const items: SubmissionListItem[] = rows.map((r) => ({
    attempt_id: r.attemptId,
    learner_name: r.learnerName,
    program_id: r.programId,
    program_name: r.programName,
    activity_id: r.activityId,
    activity_title: r.activityTitle,
    assessment_type: r.assessmentType,
    attempt_number: r.number,
    submitted_at: (r.finishedAt ?? r.startedAt).toISOString(),
    review_state: r.reviewState as ReviewState,
    score: r.score,
  }));
  return { items, page: query.page, total_pages: Math.max(1, Math.ceil(n / ASSESSMENT_PAGE_SIZE)), total: n };
}

type Submission = {
  attempt: AttemptRow;
  quiz: QuizRow;
  activityTitle: string;
  activitySlug: string;
  assessmentType: number;
  programName: string;
  learnerName: string;
  learnerFinished: boolean;
};

/**
 * One attempt of a programme the caller assesses (locked for the caller's transaction when scoring). An unknown
 * attempt and one of another programme get the same 403, so ids cannot be probed; a running attempt is not a
 * submission yet; an assessor never scores their own attempt.
 */
async function loadSubmission(db: Db, assessorId: number, attemptId: number, lock: boolean): Promise<Submission> {
  // one query: the caller being an assessor (is_asesor) is part of the condition, not a call of its own
  const query = db
    .select({
      attempt: quizAttempts,
      quiz: quizzes,
      activityTitle: resources.title,
      activitySlug: resources.slug,
      assessmentType: resources.activityType,
      programName: programs.name,
      learnerName: users.name,
      // every counted activity done: the learner's certificate may be opened (the assessor's shortcut)
      learnerFinished: sql<boolean>`exists (select 1 from ${programUsers} pu where pu.id = ${quizAttempts.programUserId}
        and pu.program_total_resources > 0 and pu.completed_resources >= pu.program_total_resources)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(
      and(
        eq(quizAttempts.id, attemptId),
        sql`exists (select 1 from ${programAssessors}
          where ${programAssessors.programId} = ${resources.programId} and ${programAssessors.userId} = ${assessorId})`,
        sql`exists (select 1 from ${users} a where a.id = ${assessorId} and a.is_asesor)`,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update", { of: quizAttempts }) : await query;
  if (!row || row.attempt.userId === assessorId) throw errors.forbidden(QUIZ_MESSAGES.notAssessor);
  if (row.attempt.state === "started") throw errors.notFound(QUIZ_MESSAGES.submissionNotFound);
  return row;
}

/** Which questions the assessor scores: essays and files, or all of them when the quiz is not auto-scored. */
function isManual(quiz: Pick<QuizRow, "isAutoScore">, type: QuestionType): boolean {
  return !quiz.isAutoScore || !AUTO_SCORED_TYPES.has(type);
}

/**
 * Everything the assessor needs to score: every question of the attempt in its order, with the learner's answer,
 * the correct answers, points and discussion; the rubric with the points saved so far; the feedback. A fixed number
 * of queries, whatever the number of questions. Rich text is sanitised on the way out.
 */
async function submissionView(db: Db, assessorId: number, s: Submission, now: Date): Promise<SubmissionDetail> {
  const ids = s.attempt.questionIds.length > 0 ? s.attempt.questionIds : [-1];
  // one after another: inside a transaction they share one connection (pg refuses overlapping queries on it)
  // the quiz's questions in the quiz's own order: the assessor reads them as the quiz numbers them, not in the
  // learner's shuffled order
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, s.quiz.id))
    .orderBy(asc(quizQuestions.orderId), asc(quizQuestions.id));
  const options = await db
    .select()
    .from(quizOptions)
    .where(inArray(quizOptions.questionId, ids))
    .orderBy(asc(quizOptions.orderId), asc(quizOptions.id));
  const groups = await db.select().from(quizQuestionGroups).where(eq(quizQuestionGroups.quizId, s.quiz.id));
  const answers = await db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, s.attempt.id));
  const criteria = await db
    .select({
      id: quizRubricCriteria.id,
      title: quizRubricCriteria.title,
      description: quizRubricCriteria.description,
      maxPoints: quizRubricCriteria.maxPoints,
      points: quizRubricScores.points,
    })
    .from(quizRubricCriteria)
    .leftJoin(
      quizRubricScores,
      and(eq(quizRubricScores.criterionId, quizRubricCriteria.id), eq(quizRubricScores.attemptId, s.attempt.id)),
    )
    .where(eq(quizRubricCriteria.quizId, s.quiz.id))
    .orderBy(asc(quizRubricCriteria.orderId), asc(quizRubricCriteria.id));
  const fileIds = [...new Set(answers.flatMap((a) => a.fileIds))];
  // only the learner's own files: an id that is someone else's never becomes a link here
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: uploads.id, name: uploads.originalName, size: uploads.size })
          .from(uploads)
          .where(and(inArray(uploads.id, fileIds), eq(uploads.userId, s.attempt.userId)));
  const fileById = new Map(files.map((f) => [f.id, { ...f, url: uploadUrl(f.id) }]));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const answerBy = new Map(answers.map((a) => [a.questionId, a]));
  const optionsBy = new Map<number, (typeof options)[number][]>();
  for (const o of options) optionsBy.set(o.questionId, [...(optionsBy.get(o.questionId) ?? []), o]);

  let answered = 0;
  const inAttempt = new Set(s.attempt.questionIds);
  const ordered = questions.flatMap((q, index) => {
    const id = q.id;
    if (!inAttempt.has(id)) return [];
    const type = q.type as QuestionType;
    const a = answerBy.get(id);
    const group = q.groupId === null ? undefined : groupById.get(q.groupId);
    const mine = optionsBy.get(id) ?? [];
    if (a && isAnswered(type, { optionIds: a.optionIds, text: a.text, fileIds: a.fileIds })) answered += 1;
    const choice = type === "single_choice" || type === "multiple_choice" || type === "true_false";
    return [
      {
        id: q.id,
        position: index + 1,
        type,
        body: sanitizeRichText(q.body),
        image_url: q.imageUrl,
        points: q.points,
        max_files: q.maxFiles,
        group: group ? { id: group.id, title: group.title, passage: sanitizeRichText(group.passage) } : null,
        options: mine.map((o) => ({ id: o.id, body: sanitizeRichText(o.body), image_url: o.imageUrl })),
        answer: a
          ? {
              option_ids: a.optionIds,
              // an essay is stored as paragraphs (sanitised again here); a short answer is plain text
              answer_essay: a.text === null ? null : type === "essay" ? sanitizeRichText(a.text) : a.text,
              answer_file: a.fileIds.flatMap((f) => fileById.get(f) ?? []),
              answered_at: a.answeredAt.toISOString(),
            }
          : null,
        correct_option_ids: choice ? mine.filter((o) => o.isCorrect).map((o) => o.id) : null,
        accepted_answers: type === "short_answer" ? q.acceptedAnswers : null,
        is_correct: a?.isCorrect ?? null,
        points_awarded: a?.pointsAwarded ?? null,
        discussion: q.discussion === "" ? null : sanitizeRichText(q.discussion),
        max_points: q.points,
        scored_by_assessor: isManual(s.quiz, type),
      },
    ];
  });
  return {
    attempt: toAttemptSummary(s.attempt, s.quiz, answered, now),
    learner_name: s.learnerName,
    program_user_id: s.attempt.programUserId,
    show_certificate: s.learnerFinished,
    program_name: s.programName,
    activity_title: s.activityTitle,
    assessment_type: s.assessmentType,
    minimum_score: s.quiz.minimumScore,
    questions: ordered,
    next_attempt_id: await nextWaiting(db, assessorId, s.attempt.id),
    rubric: criteria.map((c) => ({
      id: c.id,
      title: c.title,
      description: sanitizeRichText(c.description),
      max_points: c.maxPoints,
      points: c.points,
    })),
    feedback: s.attempt.feedback,
  };
}

/**
 * The submission waiting for the assessor that comes next in their queue (the list's order: oldest first), other
 * than `attemptId`; null when none is left. One query on the review index.
 */
async function nextWaiting(db: Db, assessorId: number, attemptId: number): Promise<number | null> {
  // walks the review index (review_state, finished_at) in the queue's order and stops at the first attempt of a
  // programme the caller assesses: no join of the whole queue, however long it is
  const [next] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.reviewState, "awaiting_review"),
        ne(quizAttempts.state, "started"),
        ne(quizAttempts.id, attemptId),
        ne(quizAttempts.userId, assessorId),
        sql`exists (select 1 from ${quizzes} q
          join ${resources} r on r.id = q.resource_id
          join ${programAssessors} pa on pa.program_id = r.program_id and pa.user_id = ${assessorId}
          where q.id = ${quizAttempts.quizId})`,
      ),
    )
    .orderBy(asc(quizAttempts.finishedAt), asc(quizAttempts.id))
    .limit(1);
  return next?.id ?? null;
}

/** GET asesor/submissions/{attemptId}. */
export async function submissionDetail(
  db: Db,
  assessorId: number,
  attemptId: number,
  now: Date,
): Promise<SubmissionDetail> {
  const submission = await loadSubmission(db, assessorId, attemptId, false);
  return submissionView(db, assessorId, submission, now);
}

const invalidField = (field: string) =>
  errors.refused(MESSAGES.invalidInput, { fields: [{ field, message: QUIZ_MESSAGES.questionNotInAttempt }] });

/**
 * POST asesor/submissions/{attemptId}/score, in one transaction with the attempt row locked (two
 * assessors scoring at once are serialised; the later one's scores stand). Re-scoring an assessed attempt is
 * allowed. Checks every manual question and rubric criterion before writing anything, then writes the points, the
 * rubric, the feedback and the remedial request, and lets scoreAttempt (the one place scores are computed) make the
 * score and the pass.
 */
export async function scoreSubmission(
  db: Db,
  assessorId: number,
  attemptId: number,
  body: z.output<typeof scoreSubmissionBody>,
  now: Date,
  afterScore?: (tx: Db, attemptId: number, now: Date) => Promise<void>,
): Promise<SubmissionDetail> {
  return db.transaction(async (tx) => {
    const scored = await recordAssessment(tx, assessorId, attemptId, body, now);
    // in the same transaction: what follows a scoring elsewhere (a Prakerja submission's outbox row, decisions/031)
    if (afterScore) await afterScore(tx, attemptId, now);
    return submissionView(tx, assessorId, scored, now);
  });
}

/**
 * The scoring itself, inside the caller's transaction (scoreSubmission without the answer; the demo data scores a
 * submission with it in its own transaction).
 */
export async function recordAssessment(
  tx: Db,
  assessorId: number,
  attemptId: number,
  body: z.output<typeof scoreSubmissionBody>,
  now: Date,
): Promise<Submission> {
  const submission = await loadSubmission(tx, assessorId, attemptId, true);
  const { attempt, quiz } = submission;
  if (attempt.reviewState !== "awaiting_review" && attempt.reviewState !== "assessed")
    throw errors.refused(QUIZ_MESSAGES.notAwaitingReview);

  const ids = attempt.questionIds.length > 0 ? attempt.questionIds : [-1];
  const questions = await tx
    .select({ id: quizQuestions.id, type: quizQuestions.type, points: quizQuestions.points })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, ids));
  const answers = await tx.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id));
  const criteria = await tx
    .select({ id: quizRubricCriteria.id, maxPoints: quizRubricCriteria.maxPoints })
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quiz.id));

  // points for a question outside the attempt, or a criterion of another quiz, are refused, never written
  const questionIds = new Set(questions.map((q) => q.id));
  for (const [k, a] of body.answers.entries())
    if (!questionIds.has(a.question_id)) throw invalidField(`body.answers.${k}.question_id`);
  const criterionIds = new Set(criteria.map((c) => c.id));
  for (const [k, r] of body.rubric.entries())
    if (!criterionIds.has(r.criterion_id)) throw invalidField(`body.rubric.${k}.criterion_id`);

  const given = new Map(body.answers.map((a) => [a.question_id, a.points]));
  const answerBy = new Map(answers.map((a) => [a.questionId, a]));
  const manualPoints: { questionId: number; points: number }[] = [];
  for (const q of questions) {
    const type = q.type as QuestionType;
    // auto-scored questions are the server's: points sent for them are ignored, scoreAttempt scores them
    if (!isManual(quiz, type)) continue;
    const points = given.get(q.id);
    if (points === undefined) throw errors.refused(QUIZ_MESSAGES.answerScoreIncomplete, { question_id: q.id });
    const a = answerBy.get(q.id);
    const answered = a !== undefined && isAnswered(type, { optionIds: a.optionIds, text: a.text, fileIds: a.fileIds });
    // a question left unanswered earns nothing: its maximum is 0
    if (points > (answered ? q.points : 0))
      throw errors.refused(QUIZ_MESSAGES.pointsOutOfRange, { question_id: q.id, max_points: answered ? q.points : 0 });
    if (a) manualPoints.push({ questionId: q.id, points });
  }
  const rubricGiven = new Map(body.rubric.map((r) => [r.criterion_id, r.points]));
  for (const c of criteria) {
    const points = rubricGiven.get(c.id);
    if (points === undefined) throw errors.refused(QUIZ_MESSAGES.rubricIncomplete, { criterion_id: c.id });
    if (points > c.maxPoints)
      throw errors.refused(QUIZ_MESSAGES.rubricOutOfRange, { criterion_id: c.id, max_points: c.maxPoints });
  }
  // stored as plain text, as typed (markup stays literal text): the web app shows it as text
  const feedback = plainText(body.feedback);
  if (feedback.length > FEEDBACK_MAX_LENGTH) throw errors.refused(QUIZ_MESSAGES.feedbackTooLong);

  if (manualPoints.length > 0) {
    const values = sql.join(
      manualPoints.map((m) => sql`(${m.questionId}::int, ${m.points}::real)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${quizAnswers} set points_awarded = v.points
      from (values ${values}) as v(question_id, points)
      where ${quizAnswers.attemptId} = ${attempt.id} and ${quizAnswers.questionId} = v.question_id`);
  }
  if (criteria.length > 0) {
    await tx
      .insert(quizRubricScores)
      .values(criteria.map((c) => ({ attemptId: attempt.id, criterionId: c.id, points: rubricGiven.get(c.id) ?? 0 })))
      .onConflictDoUpdate({
        target: [quizRubricScores.attemptId, quizRubricScores.criterionId],
        set: { points: sql`excluded.points` },
      });
  }
  const [updated] = await tx
    .update(quizAttempts)
    .set({
      feedback: feedback === "" ? null : feedback,
      assessedBy: assessorId,
      assessedAt: now,
      isRequestRemedial: body.is_request_remedial,
    })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  if (!updated) throw new Error("attempt not updated");
  const { attempt: scored } = await scoreAttempt(tx, updated, quiz, { assessed: true });
  const activity = { slug: submission.activitySlug, title: submission.activityTitle };
  const remedial = body.is_request_remedial;
  await notify(
    tx,
    {
      userId: updated.userId,
      type: remedial ? "remedial_request" : "assessor_score",
      objectType: "quiz",
      objectId: attempt.id,
      title: remedial ? `Asesor meminta perbaikan: ${activity.title}` : `Tugas Anda sudah dinilai: ${activity.title}`,
      body: remedial
        ? "Baca catatan asesor, lalu kerjakan kembali tugas Anda."
        : "Lihat nilai dan catatan asesor di halaman belajar.",
      link: `/aktivitas/${encodeURIComponent(activity.slug)}`,
    },
    now,
  );
  return { ...submission, attempt: scored };
}
