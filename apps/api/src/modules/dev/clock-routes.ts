import { envelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import { ok } from "../../platform/envelope";

/**
 * POST /api/dev/clock: sets how far ahead of real time the server's clock runs, so the browser tests can outrun a
 * quiz's time limit (the deadline is the server's, never the browser's). Registered only with DEV_CLOCK, which the
 * configuration refuses in production.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: Clock; setOffsetSeconds(seconds: number): void }> = async (
  app,
  { clock, setOffsetSeconds },
) => {
  app.post(
    "/dev/clock",
    {
      schema: {
        tags: ["dev"],
        summary: "Moves the server's clock ahead of real time by offset_seconds (0 puts it back; not in production)",
        body: z.object({
          offset_seconds: z
            .number()
            .int()
            .min(0)
            .max(7 * 24 * 3600),
        }),
        response: { 200: envelope(z.object({ now: z.string() })) },
      },
    },
    async (request) => {
      setOffsetSeconds(request.body.offset_seconds);
      return ok({ now: clock().toISOString() });
    },
  );
};
