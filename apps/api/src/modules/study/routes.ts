import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import {
  activityDashboardAnswer,
  activityDetailAnswer,
  activityDetailBody,
  chapterDetailAnswer,
  chapterDetailBody,
  descriptionParams,
  enrolmentBody,
  facilitatorDescriptionAnswer,
  openTabAnswer,
  openTabBody,
  recommendationAnswer,
  recommendationParams,
  reportAnswer,
  STUDY_MESSAGES,
  sessionCompletionAnswer,
  sessionCompletionParams,
  setCompleteAnswer,
  setCompleteBody,
  tabActivityAnswer,
  validateAnswer,
  validateBody,
} from "@app/domain/study/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { AppError, errors } from "../../platform/errors";
import { webAppFileRoots } from "../../platform/media-duration";
import type { AttendanceReader } from "../prakerja/public";
import { requireEnrolment, requireOpenableActivity, requireOwnEnrolment } from "./access";
import { setComplete } from "./activity-completion";
import { activityDetail, openActivityTab } from "./activity-detail";
import { activityDashboard, facilitatorDescription, report, validateActivity } from "./program-overview";
import { programRecommendation } from "./recommendation";
import { chapterDetail, sessionCompletion, tabActivity } from "./topics";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const VALIDATE_REFUSALS = {
  400: STUDY_MESSAGES.activityNotFound,
  114: STUDY_MESSAGES.programNotAvailable,
  122: STUDY_MESSAGES.activityLocked,
} as const;

/** The user id the spec puts in bodies and paths must be the session's own (S9): never read for data. */
function sameUser(sent: number, userId: number): void {
  if (sent !== userId) throw errors.forbidden(STUDY_MESSAGES.notYours);
}

export type StudyRoutesOptions = {
  db: Db;
  clock: Clock;
  productSlug: string;
  /**
   * Where the site's own static files are (the built web app, or its public folder in the source tree): a video
   * there is measured the first time its end is reported (issue 17). Found beside the code when not given.
   */
  mediaRoots?: readonly string[];
  /** The programme's facilitator room id, made when first asked for (the chat module's, composed in app.ts). */
  facilitatorRoom: (programId: number) => Promise<number>;
  /** A redeemed Prakerja enrolment's attendance as the partner sees it (composed in app.ts; decisions/031). */
  attendance?: AttendanceReader;
};

/** The study page's core calls (spec 001 section 7): the caller's own enrolment only. */
export const studyRoutes: FastifyPluginAsyncZod<StudyRoutesOptions> = async (app, options) => {
  const { db, clock, productSlug } = options;
  const mediaRoots = options.mediaRoots ?? webAppFileRoots();
  app.post(
    "/program-activity/v3/program-detail/validate",
    {
      schema: {
        tags: ["study"],
        summary: "Where the study page's route rule sends the learner: the validate object of an activity slug",
        querystring: callContextQuery,
        body: validateBody,
        response: { 200: validateAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      sameUser(request.body.user_id, userId);
      const { status, data } = await validateActivity(db, userId, request.body.slug, clock());
      if (status !== 200) throw new AppError(400, status, VALIDATE_REFUSALS[status], null);
      return ok(data);
    },
  );

  const enrolmentCall = <T extends z.ZodType>(path: string, summary: string, answer: T) => ({
    path,
    schema: {
      tags: ["study"],
      summary,
      querystring: callContextQuery,
      body: enrolmentBody,
      response: { 200: answer, ...refusals },
    },
  });

  const dashboard = enrolmentCall(
    "/program-activity/v3/program-detail/get/activity-dashboard",
    "The study page's top bar: progress, presence, rating state, room and institution",
    activityDashboardAnswer,
  );
  app.post(dashboard.path, { schema: dashboard.schema }, async (request) => {
    const { userId } = requireUser(request);
    sameUser(request.body.user_id, userId);
    const enrolment = await requireOwnEnrolment(db, userId, request.body.program_user_id, request.body.id);
    // the top bar may refresh a redeemed enrolment's stale sessions from the partner (decisions/031)
    return ok(await activityDashboard(db, enrolment, productSlug, options.attendance));
  });

  const tab = enrolmentCall(
    "/program-activity/v3/program-detail/get/tab-activity",
    "The sidebar's topics in session order, with add-on topics not yet bought as cards",
    tabActivityAnswer,
  );
  app.post(tab.path, { schema: tab.schema }, async (request) => {
    const { userId } = requireUser(request);
    sameUser(request.body.user_id, userId);
    const enrolment = await requireOwnEnrolment(db, userId, request.body.program_user_id, request.body.id);
    return ok({ chapter_list: await tabActivity(db, enrolment, options.attendance) });
  });

  const reportCall = enrolmentCall(
    "/program-activity/v3/program-detail/get/report",
    "The assessment tab: when the report opens and whether the certificate can be seen",
    reportAnswer,
  );
  app.post(reportCall.path, { schema: reportCall.schema }, async (request) => {
    const { userId } = requireUser(request);
    sameUser(request.body.user_id, userId);
    const enrolment = await requireOwnEnrolment(db, userId, request.body.program_user_id, request.body.id);
    return ok(await report(db, enrolment, clock()));
  });

  app.post(
    "/program-activity/v3/chapter-detail/get",
    {
      schema: {
        tags: ["study"],
        summary: "A topic's activities with the learner's marks (loaded when the topic is first opened)",
        querystring: callContextQuery,
        body: chapterDetailBody,
        response: { 200: chapterDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { user_id, program_user_id, program_id, chapter_id } = request.body;
      sameUser(user_id, userId);
      const enrolment = await requireOwnEnrolment(db, userId, program_user_id, program_id);
      return ok({ resource_detail: await chapterDetail(db, enrolment, chapter_id, options.attendance) });
    },
  );

  app.post(
    "/program-activity/v4/activity-detail/get",
    {
      schema: {
        tags: ["study"],
        summary: "The focused activity, sanitised, with the learner's state and its neighbours",
        querystring: callContextQuery,
        body: activityDetailBody,
        response: { 200: activityDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { user_id, program_id, activity_id } = request.body;
      sameUser(user_id, userId);
      return ok({ status: 200, data: await activityDetail(db, userId, program_id, activity_id, options.attendance) });
    },
  );

  app.post(
    "/program_activity/activity/",
    {
      schema: {
        tags: ["study"],
        summary: "Start (is_finish false; also reports a video watched to its end) or finish an activity",
        querystring: callContextQuery,
        body: setCompleteBody,
        response: { 200: setCompleteAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { program_user_id, resource_id, is_finish, video_ended, reflection } = request.body;
      const { result, warning } = await setComplete(
        db,
        userId,
        {
          programUserId: program_user_id,
          resourceId: resource_id,
          isFinish: is_finish,
          videoEnded: video_ended,
          reflection,
        },
        clock(),
        mediaRoots,
      );
      return warning ? { status: 200, message: warning, data: result } : ok(result);
    },
  );

  app.post(
    "/program-activity/open-activity-tab",
    {
      schema: {
        tags: ["study"],
        summary: "Counts an opening of an activity by the learner",
        querystring: callContextQuery,
        body: openTabBody,
        response: { 200: openTabAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const access = await requireOpenableActivity(db, userId, request.body.resource_id);
      return ok(await openActivityTab(db, access, access.resourceId, clock()));
    },
  );

  app.get(
    "/program-activity/session-completion/:programId/:session",
    {
      schema: {
        tags: ["study"],
        summary: "A topic session of the learner's enrolment: its due time and when they finished it",
        params: sessionCompletionParams,
        querystring: callContextQuery,
        response: { 200: sessionCompletionAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const enrolment = await requireEnrolment(db, userId, request.params.programId);
      return ok(await sessionCompletion(db, enrolment, request.params.session));
    },
  );

  app.get(
    "/program_activity/program_recommendation/:program_slug",
    {
      schema: {
        tags: ["study"],
        summary:
          "Up to 6 programmes to take after one the caller is enrolled in: same category, then same institution (404 for others)",
        params: recommendationParams,
        querystring: callContextQuery,
        response: { 200: recommendationAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await programRecommendation(db, userId, request.params.program_slug));
    },
  );

  app.get(
    "/program_activity/v2/product_by_activity/:activityId/description",
    {
      schema: {
        tags: ["study"],
        summary: "The facilitator room of the activity's programme (the discussion button's rule)",
        params: descriptionParams,
        querystring: callContextQuery,
        response: { 200: facilitatorDescriptionAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const access = await requireOpenableActivity(db, userId, request.params.activityId);
      return ok(await facilitatorDescription(db, access.programId, options.facilitatorRoom));
    },
  );

  app.get(
    "/program_activity/v2/product_detail/enrolled/:userId/:programId/description",
    {
      schema: {
        tags: ["study"],
        summary: "The facilitator room of a child programme the learner is enrolled in",
        params: z.object({ userId: z.coerce.number().int().positive(), programId: z.coerce.number().int().positive() }),
        querystring: callContextQuery,
        response: { 200: facilitatorDescriptionAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      sameUser(request.params.userId, userId);
      const enrolment = await requireEnrolment(db, userId, request.params.programId);
      return ok(await facilitatorDescription(db, enrolment.programId, options.facilitatorRoom));
    },
  );
};
