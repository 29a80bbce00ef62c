import {
  learningReportAnswer,
  learningReportParams,
  learningReportQuery,
  programSlugParams,
  transcriptAnswer,
  transcriptListAnswer,
  transcriptParams,
} from "@app/domain/report/learning-report";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import { reportObject } from "@app/domain/study/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { attachmentDisposition } from "../../platform/file-names";
import { learningReport, reportBySlug } from "./learning-report";
import { learningReportPdf, transcriptPdf } from "./learning-report-pdf";
import { transcriptList, transcriptOf } from "./transcript";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** A file name from free text: letters, digits and dashes. */
const slugged = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60) || "dokumen";

function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array) {
  return reply
    .type("application/pdf")
    .header("content-disposition", attachmentDisposition(name))
    .header("cache-control", "private, no-store")
    .send(Buffer.from(bytes));
}

/** The learning report and transcript calls (issue 20; docs/api.md "Learning report and transcripts"). */
export const learningReportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  productSlug: string;
  brandName: string;
}> = async (app, { db, clock, productSlug, brandName }) => {
  app.get(
    "/program_activity/v2/product_by_activity/:slug/report",
    {
      schema: {
        tags: ["report"],
        summary: "The study report (scoring_date, show_report, certificate state, scores) of the caller's enrolment",
        params: programSlugParams,
        querystring: callContextQuery,
        response: { 200: envelope(reportObject), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await reportBySlug(db, userId, request.params.slug, clock()));
    },
  );

  app.get(
    "/program_activity/learning_report/:program_user_id",
    {
      schema: {
        tags: ["report"],
        summary:
          "The learning report of an enrolment (learner, programme's assessors and facilitators, institution admins); 400 with the date before scoring_date",
        params: learningReportParams,
        querystring: learningReportQuery,
        response: { 200: envelope(learningReportAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { program_user_id: id } = request.params;
      return ok({ report: await learningReport(db, userId, id, request.query.report_type, clock(), productSlug) });
    },
  );

  app.get(
    "/program_activity/learning_report/:program_user_id/pdf",
    {
      schema: {
        tags: ["report"],
        summary: "The learning report as an A4 PDF (the same readers and refusals as the report)",
        params: learningReportParams,
        querystring: learningReportQuery,
        // 200 is a PDF
        response: refusals,
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { program_user_id: id } = request.params;
      const report = await learningReport(db, userId, id, request.query.report_type, clock(), productSlug);
      const name = `laporan-belajar-${slugged(report.program.name)}-${slugged(report.learner.name)}.pdf`;
      return sendPdf(reply, name, await learningReportPdf(report, brandName));
    },
  );

  app.get(
    "/transcript/list",
    {
      schema: {
        tags: ["report"],
        summary: "The caller's transcripts: 'semua' and each calendar year (WIB) with a finished programme",
        querystring: callContextQuery,
        response: { 200: envelope(transcriptListAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ transcripts: await transcriptList(db, userId) });
    },
  );

  app.get(
    "/transcript/:id",
    {
      schema: {
        tags: ["report"],
        summary:
          "One of the caller's transcripts ('semua' or a year): finished programmes, scores, hours, certificates",
        params: transcriptParams,
        querystring: callContextQuery,
        response: { 200: envelope(transcriptAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ transcript: await transcriptOf(db, userId, request.params.id, clock()) });
    },
  );

  app.get(
    "/transcript/:id/pdf",
    {
      schema: {
        tags: ["report"],
        summary: "One of the caller's transcripts as an A4 PDF",
        params: transcriptParams,
        querystring: callContextQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const transcript = await transcriptOf(db, userId, request.params.id, clock());
      return sendPdf(
        reply,
        `transkrip-${transcript.id}-${slugged(transcript.learner.name)}.pdf`,
        await transcriptPdf(transcript, brandName),
      );
    },
  );
};
