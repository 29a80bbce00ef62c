import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import {
  commentListAnswer,
  commentListParams,
  groupChoiceAnswer,
  groupChoiceBody,
  groupDecisionAnswer,
  groupDecisionBody,
  groupDetailAnswer,
  groupDetailBody,
  groupDetailQuery,
  groupListAnswer,
  manualGroupsParams,
  manualGroupsQuery,
  myGroupsParams,
  postCommentAnswer,
  postCommentBody,
  programBody,
  ratingAnswer,
  ratingBody,
  replyListParams,
  selectGroupQuery,
  zoomSignatureAnswer,
  zoomSignatureBody,
} from "@app/domain/study/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { activityComments, commentReplies, postComment } from "./comments";
import { chooseGroup, chooserGroups, decideGroupRequest, groupDetail, myGroups } from "./groups";
import { rateProgram } from "./ratings";
import { type ZoomSettings, zoomSignature } from "./zoom";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};

/** Posting is limited per learner: a discussion keeps up with people typing, not with a script. */
export const COMMENT_RULE = { name: "study-comment", limit: 10, windowSeconds: 60 } satisfies RateRule;

/**
 * The study page's social calls (spec 001 section 7): comments, the programme rating, study groups and the
 * live-session signature. Logged-in learners only, each on their own enrolments (RELIABILITY S9).
 */
export const studySocialRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  zoom: ZoomSettings | null;
}> = async (app, { db, clock, limiter, zoom }) => {
  app.get(
    "/program_activity/resource/user_comment/:activity_id/:page/:per_page",
    {
      schema: {
        tags: ["study"],
        summary: "An activity's comments, newest first, with their reply counts",
        params: commentListParams,
        querystring: callContextQuery,
        response: { 200: commentListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { activity_id, page, per_page } = request.params;
      return ok(await activityComments(db, userId, activity_id, page, per_page));
    },
  );

  app.get(
    "/program_activity/resource/reply_comment/:activity_id/:parent_id/:page/:per_page",
    {
      schema: {
        tags: ["study"],
        summary: "A comment's replies, oldest first",
        params: replyListParams,
        querystring: callContextQuery,
        response: { 200: commentListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { activity_id, parent_id, page, per_page } = request.params;
      return ok(await commentReplies(db, userId, activity_id, parent_id, page, per_page));
    },
  );

  app.post(
    "/program_activity/resource/comment/",
    {
      schema: {
        tags: ["study"],
        summary: "Posts a comment on an activity, or a reply to one of its comments",
        querystring: callContextQuery,
        body: postCommentBody,
        response: { 200: postCommentAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(COMMENT_RULE, String(userId));
      return ok(await postComment(db, userId, request.body, clock()));
    },
  );

  app.post(
    "/program_activity/rating/",
    {
      schema: {
        tags: ["study"],
        summary: "The learner's rating of the programme: once, after more than 49% progress",
        querystring: callContextQuery,
        body: ratingBody,
        response: { 200: ratingAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await rateProgram(db, userId, request.body));
    },
  );

  app.post(
    "/program-activity/study-group/me/:page/:itemsPerPage",
    {
      schema: {
        tags: ["study"],
        summary: "The learner's study group in a programme",
        params: myGroupsParams,
        querystring: callContextQuery,
        body: programBody,
        response: { 200: groupListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, itemsPerPage } = request.params;
      return ok(await myGroups(db, userId, request.body.program_id, page, itemsPerPage));
    },
  );

  app.get(
    "/program-activity/study-group/manual-by-user/:programId",
    {
      schema: {
        tags: ["study"],
        summary: "The programme's study groups a learner may choose, by name and availability (50 at most)",
        params: manualGroupsParams,
        querystring: manualGroupsQuery.extend(callContextQuery.shape),
        response: { 200: groupListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { name, status } = request.query;
      return ok(await chooserGroups(db, userId, request.params.programId, { name, status }));
    },
  );

  app.post(
    "/program/resource_group/select_group/",
    {
      schema: {
        tags: ["study"],
        summary: "Joins a study group with room at once (leaving the previous one)",
        querystring: selectGroupQuery.extend(callContextQuery.shape),
        body: groupChoiceBody,
        response: { 200: groupChoiceAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await chooseGroup(db, userId, request.body, "joined", clock()));
    },
  );

  app.post(
    "/program/resource_group/request_group/",
    {
      schema: {
        tags: ["study"],
        summary: "Asks to join a study group; the facilitator accepts (replaces the previous choice)",
        querystring: callContextQuery,
        body: groupChoiceBody,
        response: { 200: groupChoiceAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await chooseGroup(db, userId, request.body, "requested", clock()));
    },
  );

  app.post(
    "/program-activity/study-group/decide",
    {
      schema: {
        tags: ["study"],
        summary: "A facilitator accepts or declines a learner's request to join a group (the learner is notified)",
        querystring: callContextQuery,
        body: groupDecisionBody,
        response: { 200: groupDecisionAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await decideGroupRequest(db, userId, request.body, clock()));
    },
  );

  app.post(
    "/program-activity/v4/activity-detail/group/get",
    {
      schema: {
        tags: ["study"],
        summary: "The learner's study group and one page of its members (12 at most)",
        querystring: groupDetailQuery.extend(callContextQuery.shape),
        body: groupDetailBody,
        response: { 200: groupDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, items_per_page } = request.query;
      return ok(await groupDetail(db, userId, request.body.program_id, page, items_per_page));
    },
  );

  app.post(
    "/program-activity/zoom/signature",
    {
      schema: {
        tags: ["study"],
        summary: "A signature to join a live session's meeting (host only for admins)",
        querystring: callContextQuery,
        body: zoomSignatureBody,
        response: { 200: zoomSignatureAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await zoomSignature(db, zoom, userId, request.body, clock()));
    },
  );
};
