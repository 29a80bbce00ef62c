import { envelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../platform/db";
import { MESSAGES } from "../../platform/errors";

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database reachability",
        response: {
          200: envelope(z.object({ db: z.literal("up") })),
          503: envelope(z.object({ db: z.literal("down") })),
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return { status: 200, message: MESSAGES.ok, data: { db: "up" as const } };
      } catch (err) {
        request.log.warn({ err }, "health check: database did not answer");
        return reply.code(503).send({ status: 503, message: MESSAGES.databaseDown, data: { db: "down" as const } });
      }
    },
  );
};
