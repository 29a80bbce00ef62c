import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./db";
import { sendEnvelope } from "./envelope";
import { AppError, MESSAGES } from "./errors";

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  413: MESSAGES.tooLarge,
  415: MESSAGES.unsupportedMedia,
  429: MESSAGES.tooManyRequests,
};

/**
 * One place turns every error into the envelope. Validation failures list the bad fields; faults hide their
 * text behind the request id. Every 5xx is logged here, once, with its cause (and nowhere else).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.data as { retry_after_seconds?: unknown } | null)?.retry_after_seconds;
      if (error.httpStatus === 429 && typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      // a refusal is the client's business; a 5xx is ours, and is logged once here with what caused it
      if (error.httpStatus >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, "request failed");
      }
      return sendEnvelope(reply, error.httpStatus, { status: error.status, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message ?? MESSAGES.invalidInput,
      }));
      return sendEnvelope(reply, 400, { status: 400, message: MESSAGES.invalidInput, data: { fields } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return sendEnvelope(reply, 503, { status: 503, message: MESSAGES.unavailable, data: { request_id: request.id } });
    }
    const statusCode = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
      const message = CLIENT_ERROR_MESSAGES[statusCode] ?? MESSAGES.badRequest;
      return sendEnvelope(reply, statusCode, { status: statusCode, message, data: null });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, "request failed");
    return sendEnvelope(reply, 500, { status: 500, message: MESSAGES.serverError, data: { request_id: request.id } });
  });
}
