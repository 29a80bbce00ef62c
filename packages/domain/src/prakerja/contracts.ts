import { z } from "zod";

/**
 * The Prakerja redeem calls (spec 001 section 7; spec 000 sections 3 and 8). Every answer is the house envelope
 * `{ status, message, data }`; the schemas below are the `data` part (`...Data`) and the bodies. Choices where the
 * spec is silent: docs/decisions/029-prakerja-redeem.md.
 */

/** Redeem status per enrolment (spec 000 section 3). */
export const PRAKERJA_REDEEM_STATUS = {
  UNREDEEMED: 0,
  SUCCESS: 1,
  /** Refused by our own rules after the partner knew the code (another programme, outside its window). */
  INTERNAL_FAILED: 2,
  /** Refused by the partner (wrong or used code, failed face verification). */
  PRAKERJA_FAILED: 3,
} as const;
export type PrakerjaRedeemStatus = (typeof PRAKERJA_REDEEM_STATUS)[keyof typeof PRAKERJA_REDEEM_STATUS];
export const prakerjaRedeemStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const PRAKERJA_MESSAGES = {
  /** Spec 000 section 8 / spec 001 section 8: any partner failure of the redeem calls (HTTP 503). */
  partnerUnavailable: "Gagal memvalidasi kode redeem",
  programRequired: "Program wajib dipilih",
  codeRequired: "Kode redeem wajib diisi",
  codePattern: "Kode redeem terdiri dari 12 huruf atau angka",
  stateRequired: "State verifikasi wajib diisi",
  notEnrolled: "Anda belum terdaftar di program ini",
  noRedeemProgram: "Program ini tidak memerlukan kode redeem",
  alreadyRedeemed: "Kode redeem sudah berhasil digunakan untuk program ini",
  codeMismatch: "Kode redeem tidak sesuai dengan kode yang sedang diverifikasi",
  notValidated: "Masukkan kode redeem terlebih dahulu",
  windowNotOpen: "Kode redeem belum dapat digunakan. Silakan coba kembali sesuai jadwal program.",
  windowClosed: "Masa berlaku kode redeem untuk program ini sudah berakhir",
  unknownState: "Sesi verifikasi wajah tidak ditemukan",
  codeAccepted: "Kode redeem valid, lanjutkan verifikasi wajah",
  verifyLinkReady: "Tautan verifikasi wajah berhasil dibuat",
  redeemSuccess: "Kode redeem berhasil digunakan",
  redeemFailed: "Verifikasi wajah gagal",
  sequenceInvalid: "Sesi verifikasi tidak valid",
  sequenceNeedsRedeem: "Tukarkan kode redeem program ini terlebih dahulu",
  frPending: "Verifikasi wajah belum selesai",
  codeNotFound: "Kode redeem tidak valid",
  codeUsed: "Kode redeem sudah digunakan",
  codeExpired: "Kode redeem sudah kedaluwarsa",
  codeWrongCourse: "Kode redeem tidak sesuai dengan program ini",
  codeWrongParticipant: "Kode redeem bukan milik akun Prakerja Anda",
} as const;

/** error_code of the refusals the product makes itself (the partner's own codes pass through unchanged). */
export const PRAKERJA_ERROR_CODES = {
  notFound: "REDEEM_CODE_NOT_FOUND",
  used: "REDEEM_CODE_USED",
  expired: "REDEEM_CODE_EXPIRED",
  wrongCourse: "REDEEM_CODE_WRONG_COURSE",
  wrongParticipant: "REDEEM_CODE_WRONG_PARTICIPANT",
  windowNotOpen: "REDEMPTION_WINDOW_NOT_OPEN",
  windowClosed: "REDEMPTION_WINDOW_CLOSED",
} as const;

/** A redemption code: 12 letters or digits, case-insensitive (sent upper-cased to the partner). */
export const REDEMPTION_CODE_PATTERN = /^[A-Z0-9]{12}$/;

export const redemptionCode = z
  .string({ message: PRAKERJA_MESSAGES.codeRequired })
  .trim()
  .min(1, { message: PRAKERJA_MESSAGES.codeRequired })
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(REDEMPTION_CODE_PATTERN, { message: PRAKERJA_MESSAGES.codePattern }));

const programId = z.coerce
  .number({ message: PRAKERJA_MESSAGES.programRequired })
  .int({ message: PRAKERJA_MESSAGES.programRequired })
  .positive({ message: PRAKERJA_MESSAGES.programRequired });

/** Masks a code for answers and logs: only the last 4 characters stay ("********WXYZ"). */
export function maskRedemptionCode(code: string): string {
  return code.length <= 4 ? "*".repeat(code.length) : `${"*".repeat(code.length - 4)}${code.slice(-4)}`;
}

// ---- POST /program-activity/prakerja/redeem-code ------------------------------------------------------------

export const redeemCodeBody = z.object({ program_id: programId, redemption_code: redemptionCode });
export type RedeemCodeBody = z.infer<typeof redeemCodeBody>;

/** The partner's refusal fields, carried in `data` of a 400 (wrong, used or expired code) and of a failed result. */
export const partnerErrorFields = z.object({
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
});
export type PartnerErrorFields = z.infer<typeof partnerErrorFields>;

/** The enrolment's redeem record as every redeem call answers it. */
export const redeemRecordData = z.object({
  program_id: z.number().int(),
  program_user_id: z.number().int(),
  program_slug: z.string(),
  redeem_status: prakerjaRedeemStatus,
  /** The code with all but its last 4 characters masked; null before any code was accepted. */
  redemption_code_masked: z.string().nullable(),
  /** The face-verification sequence (1 for the redeem itself, then one per session); null before the first. */
  sequence: z.number().int().nullable(),
  /** 'pending' (link made, result not known), 'success' or 'failed'; null before the first link. */
  sequence_status: z.enum(["pending", "success", "failed"]).nullable(),
  redeemed_at: z.string().nullable(),
});
export type RedeemRecordData = z.infer<typeof redeemRecordData>;

/**
 * 200: the partner knows the code for this programme and the redemption window is open; the record is status 0
 * until face verification passes (next: submit-verify). Already redeemed: 200 with redeem_status 1 (idempotent).
 * 400: bad body (data lists fields), not enrolled, no redeem programme, outside window (data.window), or the
 * partner's refusal (data is partnerErrorFields). 429: too many tries. 503: 'Gagal memvalidasi kode redeem'.
 */
export const redeemCodeData = redeemRecordData;

// ---- POST /prakerja/redeem/submit-verify -------------------------------------------------------------------

export const submitVerifyBody = redeemCodeBody;
export type SubmitVerifyBody = z.infer<typeof submitVerifyBody>;

export const pmoResponse = z.object({ success: z.boolean(), message: z.string() });

/**
 * 200: open `face_recognition_url` in a window; `state` comes back in the partner's postMessage/redirect.
 * 400 when the partner cannot make the link: data has face_recognition_url null, state null and
 * pmo_response { success: false, message: <partner's message> } (show pmo_response.message).
 */
export const submitVerifyData = z.object({
  face_recognition_url: z.string().nullable(),
  state: z.string().nullable(),
  pmo_response: pmoResponse,
  record: redeemRecordData.nullable(),
});
export type SubmitVerifyData = z.infer<typeof submitVerifyData>;

// ---- POST /prakerja/redeem/check-update --------------------------------------------------------------------

const optionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((s) => (s === undefined || s === null || s === "" ? null : s));

export const checkUpdateBody = z.object({
  state_redemption_code: z
    .string({ message: PRAKERJA_MESSAGES.stateRequired })
    .trim()
    .min(1, { message: PRAKERJA_MESSAGES.stateRequired })
    .max(200, { message: PRAKERJA_MESSAGES.stateRequired }),
  error_code: optionalText,
  error: optionalText,
  error_description: optionalText,
});
export type CheckUpdateBody = z.infer<typeof checkUpdateBody>;

/**
 * 200 in both outcomes (the outcome is stored): success true with redeem_status 1, or success false with
 * redeem_status 3 and the partner's error fields (what the result page shows). Idempotent: the same state again
 * answers the stored outcome. 404: unknown state (or another user's). 503: partner down, nothing stored.
 */
export const checkUpdateData = redeemRecordData.extend({
  success: z.boolean(),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
});
export type CheckUpdateData = z.infer<typeof checkUpdateData>;

// ---- POST /prakerja/attempt-fr-sequence --------------------------------------------------------------------

export const attemptFrSequenceBody = z.object({
  program_id: programId,
  sequence: z.coerce
    .number({ message: PRAKERJA_MESSAGES.sequenceInvalid })
    .int({ message: PRAKERJA_MESSAGES.sequenceInvalid })
    .min(1, { message: PRAKERJA_MESSAGES.sequenceInvalid })
    .max(100, { message: PRAKERJA_MESSAGES.sequenceInvalid }),
});
export type AttemptFrSequenceBody = z.infer<typeof attemptFrSequenceBody>;

/** Same shape as submit-verify: a new face-verification link for a later sequence of a redeemed enrolment. */
export const attemptFrSequenceData = submitVerifyData;

/**
 * The study gate of a job-training purchase (issue 22; the server's side of the redeem-code modal): a participant's
 * enrolment in a Prakerja programme that has a redemption programme may start or complete activities only once
 * its code is redeemed (status 1). A regular purchase of the same programme is not gated.
 */
export function redeemBlocksStudy(facts: {
  jobTrainingPurchase: boolean;
  hasRedeemProgram: boolean;
  redeemStatus: number | null;
}): boolean {
  return facts.jobTrainingPurchase && facts.hasRedeemProgram && facts.redeemStatus !== PRAKERJA_REDEEM_STATUS.SUCCESS;
}
