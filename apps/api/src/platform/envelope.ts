import type { FastifyReply } from "fastify";
import { MESSAGES } from "./errors";

/** The success envelope `{ status: 200, message: "OK", data }`. */
export function ok<T>(data: T): { status: number; message: string; data: T } {
  return { status: 200, message: MESSAGES.ok, data };
}

/**
 * Sends a refusal or fault envelope as ready JSON, so a route's answer schema (written for its success)
 * can never turn a refusal into a serialisation fault.
 */
export function sendEnvelope(
  reply: FastifyReply,
  httpStatus: number,
  body: { status: number; message: string; data: unknown },
): FastifyReply {
  return reply.code(httpStatus).type("application/json; charset=utf-8").send(JSON.stringify(body));
}
