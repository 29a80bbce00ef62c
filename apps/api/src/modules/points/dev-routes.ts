import { envelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { grantTestPoints } from "./service";

/**
 * POST /api/dev/points: gives the caller points, so the browser tests can pay with points as a new account
 * (which has none) without a demo account's PIN (issue 23). Registered only with DEV_TOOLS, for local clients.
 */
export const devPointsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/dev/points",
    {
      schema: {
        tags: ["dev"],
        summary: "Gives the caller's own account points (DEV_TOOLS, local clients only)",
        body: z.object({ amount: z.number().int().min(1).max(10_000_000) }),
        response: { 200: envelope(z.object({ amount: z.number().int() })) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await grantTestPoints(db, userId, request.body.amount);
      return ok({ amount: request.body.amount });
    },
  );
};
