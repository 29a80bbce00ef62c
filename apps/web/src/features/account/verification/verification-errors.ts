import { otpFrozenSchema, otpWrongSchema, retryAfterSchema } from "@app/domain/account/contracts";
import { ApiError } from "../../../shared/lib/api-client";
import { firstFieldError } from "../../../shared/lib/field-errors";

/** The spec's status of a frozen verification (five wrong codes, spec 000 section 4.2 step 5). */
export const FROZEN_STATUS = 124;

export function isFrozenError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === FROZEN_STATUS;
}

/** `data.frozen_until` of a 124 answer, when the server sent it. */
export function frozenUntilOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = otpFrozenSchema.safeParse(error.data);
  return parsed.success ? parsed.data.frozen_until : null;
}

/** A send refused because the 90-second resend wait has not passed (HTTP 429): when it ends. */
export function resendTooEarly(error: unknown): { availableAt: string | null } | null {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.httpStatus !== 429)) return null;
  const parsed = retryAfterSchema.safeParse(error.data);
  return { availableAt: parsed.success ? parsed.data.available_at : null };
}

/** Tries left after a wrong code, when the server said. */
export function remainingAttemptsOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = otpWrongSchema.safeParse(error.data);
  return parsed.success ? parsed.data.remaining_attempts : null;
}

/** The words of a refusal: a validation refusal's first field message, else the server's message. */
export function errorMessage(error: unknown, fallback: string): string {
  return firstFieldError(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}
