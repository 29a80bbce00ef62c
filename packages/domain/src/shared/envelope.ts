import { z } from "zod";

/** Every answer is `{ status, message, data }` (ARCHITECTURE.md, API conventions). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});

export const invalidFieldSchema = z.object({ field: z.string(), message: z.string() });
export type InvalidField = z.infer<typeof invalidFieldSchema>;

/** Query parameters every call accepts (spec 000 section 7.1). */
export const callContextQuery = z.object({
  platform: z.enum(["web", "mweb"]).optional(),
  source: z.string().max(120).optional(),
});
