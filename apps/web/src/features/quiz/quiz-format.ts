import { ACTIVITY_TYPE_LABELS } from "@app/domain/catalogue/constants";
import type { QuizIntro } from "@app/domain/quiz/contracts";
import { formatWibDateTime } from "../../shared/lib/format";
import { safeHttpUrl } from "../../shared/lib/sanitize";

/** How the quiz screens word numbers and times (display only: the rules are packages/domain's). */

/** 600 → '10 menit', 3605 → '1 jam 5 detik', 90 → '1 menit 30 detik'. */
export function formatQuizDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts = [
    hours > 0 ? `${hours} jam` : null,
    minutes > 0 ? `${minutes} menit` : null,
    rest > 0 ? `${rest} detik` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" ") : "0 menit";
}

/** The validity period (periode_start..periode_end, either may be open), or null without one. */
export function periodText(start: string | null, end: string | null): string | null {
  const from = start ? formatWibDateTime(start) : "";
  const to = end ? formatWibDateTime(end) : "";
  if (from && to) return `Dapat dikerjakan ${from} sampai ${to}`;
  if (from) return `Dapat dikerjakan mulai ${from}`;
  if (to) return `Dapat dikerjakan hingga ${to}`;
  return null;
}

/**
 * 'x dari y': attempts used of those allowed. The intro names max_attempts (1 without is_retake); an assessor's
 * remedial request allows one more, which the intro does not count, so a learner who may still start is shown at
 * least one attempt left.
 */
export function attemptsText(intro: QuizIntro): string {
  return `${intro.attempts_used} dari ${intro.attempts_allowed}`;
}

/** A, B, C … for the options of a choice question. */
export function optionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** An image address from the server: http(s), or a path on this site; anything else is not shown. */
export function imageSource(value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\")) return text;
  return safeHttpUrl(text);
}

/** The activity's assessment type (spec 001 codes) as its label. */
export function assessmentLabel(type: number): string {
  return (ACTIVITY_TYPE_LABELS as Record<number, string>)[type] ?? "Aktivitas";
}

/** 1 → 'Percobaan ke-1'. */
export function attemptNumberText(number: number): string {
  return `Percobaan ke-${number}`;
}
