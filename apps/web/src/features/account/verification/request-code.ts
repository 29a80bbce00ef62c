import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { ApiError } from "../../../shared/lib/api-client";
import { sendOtpEmail } from "../api";
import { errorMessage, frozenUntilOf, isFrozenError, resendTooEarly } from "./verification-errors";
import { storeFreeze, storeResendAvailableAt } from "./verification-storage";

export type CodeRequestResult =
  /** A fresh code is on its way; the resend wait starts now. */
  | { kind: "sent" }
  /** The last code was sent less than 90 seconds ago: it is still good, the countdown shows the wait. */
  | { kind: "too-early" }
  /** Five wrong codes: frozen until `frozenUntil` (already stored). */
  | { kind: "frozen"; frozenUntil: string | null }
  | { kind: "already-verified" }
  | { kind: "failed"; message: string };

/**
 * POST /user/send-otp-email/ with the answers spec 000 section 4.2 cares about, keeping the local timers in
 * step with the server's (resend wait, freeze end).
 */
export async function requestVerificationCode(): Promise<CodeRequestResult> {
  try {
    const sent = await sendOtpEmail();
    storeResendAvailableAt(sent.resend_available_at);
    return { kind: "sent" };
  } catch (error) {
    if (isFrozenError(error)) {
      const frozenUntil = frozenUntilOf(error);
      storeFreeze(frozenUntil);
      return { kind: "frozen", frozenUntil };
    }
    const early = resendTooEarly(error);
    if (early) {
      storeResendAvailableAt(early.availableAt);
      return { kind: "too-early" };
    }
    if (error instanceof ApiError && error.message === ACCOUNT_SERVER_MESSAGES.alreadyVerified) {
      return { kind: "already-verified" };
    }
    return { kind: "failed", message: errorMessage(error, "Kode verifikasi gagal dikirim") };
  }
}
