import {
  attemptParams,
  QUIZ_MESSAGES,
  scoreSubmissionAnswer,
  scoreSubmissionBody,
  submissionDetailAnswer,
  submissionListAnswer,
  submissionsQuery,
} from "@app/domain/quiz/contracts";
import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { listSubmissions, scoreSubmission, submissionDetail } from "./assessor";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
};

/**
 * The assessor's calls (ours; the spec names the role, not its calls): the queue of submissions of the programmes
 * they assess, one submission, and its scoring. Other users, and assessors of other programmes, get 403.
 */
export type QuizAssessorOptions = {
  db: Db;
  clock: Clock;
  /**
   * What a scoring sets off elsewhere (composed in app.ts): `inTransaction` runs in the scoring's transaction, `after`
   * once it committed, without being waited for (a Prakerja submission: its outbox row, then its delivery).
   */
  onScored?: { inTransaction: (tx: Db, attemptId: number, now: Date) => Promise<void>; after: () => void };
};

export const quizAssessorRoutes: FastifyPluginAsyncZod<QuizAssessorOptions> = async (app, { db, clock, onScored }) => {
  app.get(
    "/asesor/submissions",
    {
      schema: {
        tags: ["quiz"],
        summary: "The assessor's submissions: awaiting review (oldest first) or assessed (latest first)",
        querystring: submissionsQuery.extend(callContextQuery.shape),
        response: { 200: submissionListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await listSubmissions(db, userId, request.query));
    },
  );

  app.get(
    "/asesor/submissions/:attemptId",
    {
      schema: {
        tags: ["quiz"],
        summary: "One submission with every question, the learner's answers, the correct answers and the rubric",
        params: attemptParams,
        querystring: callContextQuery,
        response: { 200: submissionDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await submissionDetail(db, userId, request.params.attemptId, clock()));
    },
  );

  app.post(
    "/asesor/submissions/:attemptId/score",
    {
      schema: {
        tags: ["quiz"],
        summary: "Scores a submission: points of the essay and file answers, the rubric, feedback, remedial request",
        params: attemptParams,
        querystring: callContextQuery,
        body: scoreSubmissionBody,
        response: { 200: scoreSubmissionAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const now = clock();
      const detail = await scoreSubmission(
        db,
        userId,
        request.params.attemptId,
        request.body,
        now,
        onScored?.inTransaction,
      );
      onScored?.after();
      return { ...ok(detail), message: QUIZ_MESSAGES.scored };
    },
  );
};
