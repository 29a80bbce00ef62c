import { envelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { listDevMails } from "../../platform/mail";

const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/** Registered only with MAIL_TRANSPORT=dev, which the configuration refuses in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/dev/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails the dev transport kept for an address, newest first (not in production)",
        querystring: z.object({ to: z.string().trim().min(3).max(254) }),
        response: { 200: envelope(z.array(devMailSchema)) },
      },
    },
    async (request) => {
      const mails = await listDevMails(db, request.query.to);
      return ok(mails.map(({ createdAt, ...mail }) => ({ ...mail, created_at: createdAt.toISOString() })));
    },
  );
};
