import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { ApiError } from "../../shared/lib/api-client";
import { firstFieldError } from "../../shared/lib/field-errors";
import { formatCount, formatWibDateTime } from "../../shared/lib/format";

/** 500000 -> '500.000'. 1 poin pays Rp1, so points read like Rupiah without the prefix. */
export function formatPoints(points: number): string {
  return formatCount(points);
}

/** A movement with its sign: '+500.000', '−49.000' (a true minus sign), '0'. */
export function formatPointsChange(amount: number): string {
  if (amount > 0) return `+${formatCount(amount)}`;
  if (amount < 0) return `\u2212${formatCount(-amount)}`;
  return "0";
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * What a PIN dialog shows for a refused PIN check: the server's message, with the end of a freeze in WIB
 * (`data.frozen_until`) or the tries left (`data.attempts_left`); the spec's default for a wrong PIN otherwise.
 */
export function pinRefusalText(error: unknown): string {
  if (!(error instanceof ApiError))
    return error instanceof Error && error.message ? error.message : POINTS_MESSAGES.wrongPin;
  const message = firstFieldError(error) ?? (error.message || POINTS_MESSAGES.wrongPin);
  const data = record(error.data);
  const frozenUntil = typeof data?.frozen_until === "string" ? formatWibDateTime(data.frozen_until) : "";
  if (frozenUntil) return `${message} PIN dapat dipakai lagi setelah ${frozenUntil}.`;
  const left = data?.attempts_left;
  if (typeof left === "number" && left > 0) return `${message} Sisa kesempatan: ${left} kali.`;
  return message;
}
