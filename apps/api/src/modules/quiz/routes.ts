import {
  answerAnswer,
  answerBody,
  attemptBatchAnswer,
  attemptParams,
  attemptReviewAnswer,
  batchCheckAnswer,
  batchParams,
  feedbackAnswer,
  finishAnswer,
  quizActivityParams,
  quizIntroAnswer,
  scoreAnswer,
  scoreBody,
  startQuizAnswer,
  startQuizBody,
} from "@app/domain/quiz/contracts";
import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { RateLimiter } from "../../platform/rate-limit";
import { attemptBatch, submitAnswer } from "./answers";
import { finishAttempt, startAttempt } from "./attempt-lifecycle";
import { activityScore, feedbackView, quizIntro } from "./intro-and-score";
import { attemptReview, checkBatch } from "./review";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/**
 * The learner's quiz calls (issue 8): the intro, start, batches, answers, finish and review are ours (docs/api.md);
 * score and view_feedback are spec 001 section 7's. Logged-in learners only, on their own enrolments and attempts.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limiter: RateLimiter }> = async (
  app,
  { db, clock, limiter },
) => {
  app.get(
    "/program_activity/quiz/:activityId/intro",
    {
      schema: {
        tags: ["quiz"],
        summary: "A quiz's intro: its settings (quiz_master_data), the learner's attempt (quiz_transaction), can start",
        params: quizActivityParams,
        querystring: callContextQuery,
        response: { 200: quizIntroAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await quizIntro(db, userId, request.params.activityId, clock()));
    },
  );

  app.post(
    "/program_activity/quiz/:activityId/start",
    {
      schema: {
        tags: ["quiz"],
        summary: "Starts an attempt (password, period and attempts checked), or resumes the running one",
        params: quizActivityParams,
        querystring: callContextQuery,
        body: startQuizBody,
        response: { 200: startQuizAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await startAttempt(db, limiter, userId, request.params.activityId, request.body.password, clock()));
    },
  );

  app.get(
    "/program_activity/quiz/attempt/:attemptId/batch/:batch",
    {
      schema: {
        tags: ["quiz"],
        summary: "One batch (page) of the learner's attempt with the saved answers, never a correct answer",
        params: batchParams,
        querystring: callContextQuery,
        response: { 200: attemptBatchAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await attemptBatch(db, userId, request.params.attemptId, request.params.batch, clock()));
    },
  );

  app.post(
    "/program_activity/quiz/answer",
    {
      schema: {
        tags: ["quiz"],
        summary: "Saves one answer of the running attempt (spec 001 quiz answer submission) and moves between batches",
        querystring: callContextQuery,
        body: answerBody,
        response: { 200: answerAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await submitAnswer(db, userId, request.body, clock()));
    },
  );

  app.post(
    "/program_activity/quiz/attempt/:attemptId/finish",
    {
      schema: {
        tags: ["quiz"],
        summary: "Ends the attempt, scores it and completes the activity where the result allows",
        params: attemptParams,
        querystring: callContextQuery,
        response: { 200: finishAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await finishAttempt(db, userId, request.params.attemptId, clock()));
    },
  );

  app.post(
    "/program_activity/quiz/attempt/:attemptId/batch/:batch/check",
    {
      schema: {
        tags: ["quiz"],
        summary: "Checks a page's answers (batch_discussion): locks the page and shows its correct answers",
        params: batchParams,
        querystring: callContextQuery,
        response: { 200: batchCheckAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await checkBatch(db, userId, request.params.attemptId, request.params.batch, clock()));
    },
  );

  app.get(
    "/program_activity/quiz/attempt/:attemptId/review",
    {
      schema: {
        tags: ["quiz"],
        summary: "A closed attempt's review: answers, and correct answers and discussion when the settings allow",
        params: attemptParams,
        querystring: callContextQuery,
        response: { 200: attemptReviewAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await attemptReview(db, userId, request.params.attemptId, clock()));
    },
  );

  app.post(
    "/program_activity/score/",
    {
      schema: {
        tags: ["quiz"],
        summary: "The learner's score on a quiz activity: attempts used, best and latest attempt",
        querystring: callContextQuery,
        body: scoreBody,
        response: { 200: scoreAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await activityScore(db, userId, request.body.activity_id, clock()));
    },
  );

  app.get(
    "/program_activity/product_activity/view_feedback/:activityId",
    {
      schema: {
        tags: ["quiz"],
        summary: "The assessor's feedback and rubric points on the learner's latest assessed attempt",
        params: quizActivityParams,
        querystring: callContextQuery,
        response: { 200: feedbackAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await feedbackView(db, userId, request.params.activityId, clock()));
    },
  );
};
