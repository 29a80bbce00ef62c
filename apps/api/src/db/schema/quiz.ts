import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs, resources } from "./catalogue";
import { programUsers } from "./learning";

/**
 * The quiz engine (issue 8). A quiz belongs to one activity of type quiz or quiz-v2; its settings are spec 001
 * section 3's. Attempts and answers are the learner's; scores are written only by modules/quiz.
 */
export const quizzes = pgTable(
  "quizzes",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    instruction: text("instruction").notNull().default(""),
    isAutoScore: boolean("is_auto_score").notNull().default(true),
    isGroupQuestionShuffle: boolean("is_group_question_shuffle").notNull().default(false),
    isPrev: boolean("is_prev").notNull().default(true),
    isQuestionShuffle: boolean("is_question_shuffle").notNull().default(false),
    isRetake: boolean("is_retake").notNull().default(false),
    /** Ours: attempts allowed in all when is_retake. */
    maxAttempts: integer("max_attempts").notNull().default(3),
    isRefleksi: boolean("is_refleksi").notNull().default(false),
    isShowDiscussion: boolean("is_show_discussion").notNull().default(false),
    isShowPoint: boolean("is_show_point").notNull().default(false),
    isShowTimer: boolean("is_show_timer").notNull().default(false),
    isSkip: boolean("is_skip").notNull().default(true),
    maxBatch: integer("max_batch").notNull().default(0),
    maximumAutoScore: integer("maximum_auto_score"),
    minimumScore: integer("minimum_score").notNull().default(0),
    questionPerBatch: integer("question_per_batch").notNull().default(5),
    timerInSeconds: integer("timer_in_seconds").notNull().default(3605),
    batchDiscussion: boolean("batch_discussion").notNull().default(false),
    finalScoreFormat: varchar("final_score_format", { length: 20 }).notNull().default("default"),
    periodeStart: timestamp("periode_start", { withTimezone: true }),
    periodeEnd: timestamp("periode_end", { withTimezone: true }),
    /** Correct answers and discussion are shown from then (with is_show_discussion); null: right after finishing. */
    reviewDate: timestamp("review_date", { withTimezone: true }),
    /** argon2 hash of the quiz's password; null: none. */
    passwordHash: text("password_hash"),
  },
  (t) => [
    uniqueIndex("quizzes_resource_idx").on(t.resourceId),
    check("quizzes_final_score_format_known", sql`${t.finalScoreFormat} in ('default', 'percentage')`),
    check(
      "quizzes_counts_non_negative",
      sql`${t.maxBatch} >= 0 and ${t.questionPerBatch} >= 0 and ${t.maxAttempts} >= 1`,
    ),
  ],
);

/** Questions sharing a passage (the grouped-question modal); they stay together in an attempt's order. */
export const quizQuestionGroups = pgTable(
  "quiz_question_groups",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    passage: text("passage").notNull().default(""),
  },
  (t) => [index("quiz_question_groups_quiz_idx").on(t.quizId)],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => quizQuestionGroups.id, { onDelete: "set null" }),
    orderId: integer("order_id").notNull(),
    type: varchar("type", { length: 20 }).notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    points: integer("points").notNull().default(1),
    /** Rich text shown in the review when the settings allow. */
    discussion: text("discussion").notNull().default(""),
    /** A short answer's accepted answers (compared trimmed and case-folded). */
    acceptedAnswers: text("accepted_answers").array().notNull().default(sql`'{}'::text[]`),
    maxFiles: integer("max_files").notNull().default(1),
  },
  (t) => [
    check(
      "quiz_questions_type_known",
      sql`${t.type} in ('single_choice', 'multiple_choice', 'true_false', 'short_answer', 'essay', 'file')`,
    ),
    check("quiz_questions_points_non_negative", sql`${t.points} >= 0`),
    check("quiz_questions_max_files_range", sql`${t.maxFiles} between 1 and 20`),
    index("quiz_questions_quiz_idx").on(t.quizId, t.orderId),
  ],
);

export const quizOptions = pgTable(
  "quiz_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    isCorrect: boolean("is_correct").notNull().default(false),
  },
  (t) => [index("quiz_options_question_idx").on(t.questionId, t.orderId)],
);

/** The rubric an assessor scores a submission against (uk, tpm, essays). */
export const quizRubricCriteria = pgTable(
  "quiz_rubric_criteria",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    maxPoints: integer("max_points").notNull(),
  },
  (t) => [
    check("quiz_rubric_criteria_points_positive", sql`${t.maxPoints} > 0`),
    index("quiz_rubric_criteria_quiz_idx").on(t.quizId, t.orderId),
  ],
);

/**
 * One attempt of one learner (enrolment) at a quiz. question_ids is its order, chosen at start and never changed.
 * At most one attempt runs per enrolment and quiz (the partial unique index).
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    programUserId: integer("program_user_id")
      .notNull()
      .references(() => programUsers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    questionIds: integer("question_ids").array().notNull(),
    state: varchar("state", { length: 12 }).notNull().default("started"),
    reviewState: varchar("review_state", { length: 16 }).notNull().default("none"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * The batch the learner is on (moved by is_next / is_prev; a resumed attempt opens here). With is_prev false it
     * only grows, and the batches before it are closed to the learner.
     */
    currentBatch: integer("current_batch").notNull().default(1),
    /** Pages whose answers the learner checked (batch_discussion): locked, their correct answers open. */
    checkedBatches: integer("checked_batches").array().notNull().default(sql`'{}'::int[]`),
    autoPoints: real("auto_points"),
    manualPoints: real("manual_points"),
    maxPoints: real("max_points"),
    /** In final_score_format; null until scored. */
    score: real("score"),
    passed: boolean("passed"),
    feedback: text("feedback"),
    assessedBy: integer("assessed_by").references(() => users.id, { onDelete: "set null" }),
    assessedAt: timestamp("assessed_at", { withTimezone: true }),
    isRequestRemedial: boolean("is_request_remedial").notNull().default(false),
  },
  (t) => [
    check("quiz_attempts_state_known", sql`${t.state} in ('started', 'finished', 'timed_out')`),
    check("quiz_attempts_review_state_known", sql`${t.reviewState} in ('none', 'auto', 'awaiting_review', 'assessed')`),
    uniqueIndex("quiz_attempts_number_idx").on(t.quizId, t.programUserId, t.number),
    uniqueIndex("quiz_attempts_running_idx").on(t.quizId, t.programUserId).where(sql`${t.state} = 'started'`),
    index("quiz_attempts_user_idx").on(t.userId),
    // the assessor's queue
    index("quiz_attempts_review_idx").on(t.reviewState, t.finishedAt),
  ],
);

export const quizAnswers = pgTable(
  "quiz_answers",
  {
    id: serial("id").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    optionIds: integer("option_ids").array().notNull().default(sql`'{}'::int[]`),
    /** Essay: sanitised paragraphs (spec 002 section 5); short answer: plain text. */
    text: text("text"),
    fileIds: integer("file_ids").array().notNull().default(sql`'{}'::int[]`),
    isCorrect: boolean("is_correct"),
    pointsAwarded: real("points_awarded"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("quiz_answers_attempt_question_idx").on(t.attemptId, t.questionId),
    // which answers hold a file: an assessor's download and the abandoned-upload sweep ask it
    index("quiz_answers_file_ids_idx").using("gin", t.fileIds),
  ],
);

export const quizRubricScores = pgTable(
  "quiz_rubric_scores",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    criterionId: integer("criterion_id")
      .notNull()
      .references(() => quizRubricCriteria.id, { onDelete: "cascade" }),
    points: real("points").notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.criterionId] })],
);

/**
 * Uploaded files (RELIABILITY S11): stored under a server-made key through the storage interface; the original
 * name is kept only for display and the download's Content-Disposition.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: varchar("storage_key", { length: 100 }).notNull().unique(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    mime: varchar("mime", { length: 120 }).notNull(),
    size: integer("size").notNull(),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("uploads_user_idx").on(t.userId, t.createdAt),
    // the abandoned-upload sweep reads the oldest first
    index("uploads_created_idx").on(t.createdAt),
  ],
);

/** Who assesses a programme: an assessor (users.is_asesor) sees and scores the submissions of these only. */
export const programAssessors = pgTable(
  "program_assessors",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] }), index("program_assessors_user_idx").on(t.userId)],
);
