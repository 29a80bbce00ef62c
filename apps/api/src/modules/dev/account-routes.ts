import { PROFESSIONS } from "@app/domain/account/constants";
import { emailSchema, newPasswordSchema, personNameSchema } from "@app/domain/account/validation";
import { envelope } from "@app/domain/shared/envelope";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema/account";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { registerAccount } from "../account/public";

/**
 * POST /api/dev/legacy-account: a verified account as an older client registered it, with only name, email,
 * password and profession (a pupil without a year level, a job-training participant without city or occupation),
 * so the browser tests can walk the 'uncompleted profile' path of spec 000 section 4.7. Registered only with
 * DEV_TOOLS and the dev mail transport, which the configuration refuses in production.
 */
export const devAccountRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    "/dev/legacy-account",
    {
      schema: {
        tags: ["dev"],
        summary: "Makes a verified account without the profile fields today's register asks (not in production)",
        body: z.object({
          name: personNameSchema,
          email: emailSchema,
          password: newPasswordSchema,
          profession_name: z.enum(PROFESSIONS),
        }),
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const row = await registerAccount(db, request.body, clock());
      await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, row.id));
      return ok({ id: row.id });
    },
  );
};
