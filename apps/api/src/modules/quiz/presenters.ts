import {
  type AttemptQuestion,
  AUTO_SCORED_TYPES,
  type QuestionType,
  type ReviewQuestion,
  type SavedAnswer,
  uploadUrl,
} from "@app/domain/quiz/contracts";
import { isCorrect, type ScorableQuestion } from "@app/domain/quiz/rules";
import { asc, eq, inArray } from "drizzle-orm";
import { quizAnswers, quizOptions, quizQuestionGroups, quizQuestions, uploads } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { sanitizeRichText } from "../../platform/rich-text";
import type { QuizRow } from "./attempt-state";

/**
 * An attempt's questions and answers as the learner sees them: loaded by id in a few queries, then shaped for the
 * answer — a question while the attempt runs never carries anything that gives its answer away; a reviewed one
 * carries its correct answers only when the caller says they show.
 */

export const CHOICE_TYPES: ReadonlySet<QuestionType> = new Set(["single_choice", "multiple_choice", "true_false"]);

type QuestionRow = typeof quizQuestions.$inferSelect;
type OptionRow = typeof quizOptions.$inferSelect;
export type LoadedQuestion = {
  question: QuestionRow;
  type: QuestionType;
  options: OptionRow[];
  group: { id: number; title: string; passage: string } | null;
};

/** Questions by id with their options (in their stored order) and group passages: three queries for any number. */
export async function loadQuestions(db: Db, ids: readonly number[]): Promise<Map<number, LoadedQuestion>> {
  if (ids.length === 0) return new Map();
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, [...ids]));
  const options = await db
    .select()
    .from(quizOptions)
    .where(inArray(quizOptions.questionId, [...ids]))
    .orderBy(asc(quizOptions.questionId), asc(quizOptions.orderId), asc(quizOptions.id));
  const groupIds = [...new Set(questions.flatMap((q) => (q.groupId === null ? [] : [q.groupId])))];
  const groups =
    groupIds.length === 0
      ? []
      : await db.select().from(quizQuestionGroups).where(inArray(quizQuestionGroups.id, groupIds));
  const groupBy = new Map(
    groups.map((g) => [g.id, { id: g.id, title: g.title, passage: sanitizeRichText(g.passage) }]),
  );
  const optionsBy = new Map<number, OptionRow[]>();
  for (const o of options) optionsBy.set(o.questionId, [...(optionsBy.get(o.questionId) ?? []), o]);
  return new Map(
    questions.map((q) => [
      q.id,
      {
        question: q,
        type: q.type as QuestionType,
        options: optionsBy.get(q.id) ?? [],
        group: q.groupId === null ? null : (groupBy.get(q.groupId) ?? null),
      },
    ]),
  );
}

export type AnswerRow = typeof quizAnswers.$inferSelect;
type StoredAnswer = { row: AnswerRow; saved: SavedAnswer };

/**
 * An attempt's saved answers by question, with their files' names. A blank answer is deleted rather than kept, so
 * an answer row is an answered question (the is_skip rule and reachable_batch read it so).
 */
export async function storedAnswers(db: Db, attemptId: number): Promise<Map<number, StoredAnswer>> {
  const rows = await db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
  const fileIds = [...new Set(rows.flatMap((r) => r.fileIds))];
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: uploads.id, name: uploads.originalName, size: uploads.size })
          .from(uploads)
          .where(inArray(uploads.id, fileIds));
  const fileBy = new Map(files.map((f) => [f.id, f]));
  return new Map(rows.map((row) => [row.questionId, { row, saved: toSaved(row, fileBy) }]));
}

export function toSaved(row: AnswerRow, files: Map<number, { id: number; name: string; size: number }>): SavedAnswer {
  return {
    option_ids: row.optionIds,
    answer_essay: row.text,
    answer_file: row.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [{ id: file.id, name: file.name, size: file.size, url: uploadUrl(file.id) }] : [];
    }),
    answered_at: row.answeredAt.toISOString(),
  };
}

/** A question without anything that gives its answer away (no is_correct, accepted answers or discussion). */
export function toAttemptQuestion(
  loaded: LoadedQuestion,
  position: number,
  quiz: QuizRow,
  answer: SavedAnswer | null,
): AttemptQuestion {
  const q = loaded.question;
  return {
    id: q.id,
    position,
    type: loaded.type,
    body: sanitizeRichText(q.body),
    image_url: q.imageUrl,
    points: quiz.isShowPoint ? q.points : null,
    max_files: q.maxFiles,
    group: loaded.group,
    options: loaded.options.map((o) => ({ id: o.id, body: sanitizeRichText(o.body), image_url: o.imageUrl })),
    answer,
  };
}

/** The attempt's questions in its order, 1-based positions from `offset` + 1 (a removed question is left out). */
export function inAttemptOrder<T>(
  ids: readonly number[],
  offset: number,
  loaded: Map<number, LoadedQuestion>,
  make: (question: LoadedQuestion, position: number) => T,
): T[] {
  return ids.flatMap((id, index) => {
    const question = loaded.get(id);
    return question ? [make(question, offset + index + 1)] : [];
  });
}

/**
 * A question with the learner's answer and, when `shows`, its correct answers, correctness and discussion. An
 * auto-scored question's points would tell right from wrong: they come only with the correct answers.
 */
export function toReviewQuestion(
  q: LoadedQuestion,
  position: number,
  quiz: QuizRow,
  stored: StoredAnswer | null,
  shows: boolean,
): ReviewQuestion {
  const autoScored = quiz.isAutoScore && AUTO_SCORED_TYPES.has(q.type);
  // while the attempt runs nothing is scored yet: a checked page says right or wrong from the options themselves
  const correct =
    stored?.row.isCorrect ??
    (autoScored
      ? stored
        ? isCorrect(scorableOf(q), { optionIds: stored.row.optionIds, text: stored.row.text })
        : false
      : null);
  return {
    ...toAttemptQuestion(q, position, quiz, stored?.saved ?? null),
    correct_option_ids:
      shows && CHOICE_TYPES.has(q.type) ? q.options.filter((o) => o.isCorrect).map((o) => o.id) : null,
    accepted_answers: shows && q.type === "short_answer" ? q.question.acceptedAnswers : null,
    is_correct: shows ? correct : null,
    points_awarded: quiz.isShowPoint && (shows || !autoScored) ? (stored?.row.pointsAwarded ?? null) : null,
    discussion: shows ? sanitizeRichText(q.question.discussion) : null,
  };
}

function scorableOf(q: LoadedQuestion): ScorableQuestion {
  return {
    type: q.type,
    points: q.question.points,
    correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.id),
    acceptedAnswers: q.question.acceptedAnswers,
  };
}
