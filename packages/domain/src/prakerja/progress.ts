import { z } from "zod";

/**
 * Prakerja attendance and task submissions as the partner sees them (spec 001 sections 3, 4 and 7; decisions/031):
 * the PMO reset and the participant's progress calls. Answers are the house envelope; these are bodies and `data`.
 */

/**
 * pmo_submission_status of a tpm/uk activity of a redeemed enrolment; null when nothing was submitted. The spec's
 * "internal-pending" is a submission still queued here (stored as internal_pending).
 */
export const PMO_SUBMISSION_STATUSES = ["internal-pending", "pending", "accepted", "rejected", "failed"] as const;
export type PmoSubmissionStatus = (typeof PMO_SUBMISSION_STATUSES)[number];

/** The answered pmo_submission_status of a stored submission status (null: set aside by a reset). */
export function pmoSubmissionStatusOf(stored: string | null): PmoSubmissionStatus | null {
  if (stored === "internal_pending") return "internal-pending";
  return (PMO_SUBMISSION_STATUSES as readonly string[]).includes(stored ?? "") ? (stored as PmoSubmissionStatus) : null;
}

/**
 * The focused tpm/uk activity's submission to the partner (the focus's `pmo_submission`, decisions/031): the same
 * rule as the sidebar's pmo_submission_status: the activity's latest submission; none when nothing was submitted or
 * the latest was set aside by a PMO reset (until the new hand-in is scored).
 */
export const focusPmoSubmission = z.object({
  status: z.enum(PMO_SUBMISSION_STATUSES),
  /** plain text: the partner's reviewer feedback (rejected) or its refusal (failed); show it as text, never HTML */
  feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type FocusPmoSubmission = z.infer<typeof focusPmoSubmission>;

/** A rejected or refused submission may be handed in again (PMO reset). */
export const canResubmit = (status: PmoSubmissionStatus | null | undefined): boolean =>
  status === "rejected" || status === "failed";

/** The partner's attendance of a session (docs/prakerja.md). */
export const ATTENDANCE_STATES = ["belum_verifikasi", "diproses", "hadir", "gagal"] as const;
export type AttendanceStateCode = (typeof ATTENDANCE_STATES)[number];

export const PMO_MESSAGES = {
  programRequired: "Program wajib dipilih",
  activityRequired: "Aktivitas wajib dipilih",
  notEnrolled: "Anda belum terdaftar di program ini",
  activityNotFound: "Aktivitas tidak ditemukan",
  notResettable: "Tugas ini tidak ditolak Prakerja, jadi belum dapat dikumpulkan ulang",
  resetDone: "Silakan kerjakan dan kumpulkan kembali tugas Anda",
  progress: "Progres Prakerja",
} as const;

const id = (message: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** POST program-activity/activity/pmo/reset: the caller's own enrolment's activity. */
export const pmoResetBody = z.object({
  program_id: id(PMO_MESSAGES.programRequired),
  activity_id: id(PMO_MESSAGES.activityRequired),
});

export const pmoSubmission = z.object({
  activity_id: z.number().int(),
  title: z.string(),
  scope: z.enum(["tpm", "uk"]),
  sequence: z.number().int(),
  pmo_submission_status: z.enum(PMO_SUBMISSION_STATUSES),
  /** the partner's reviewer feedback (set when rejected) or its refusal (failed) */
  feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type PmoSubmission = z.infer<typeof pmoSubmission>;

export const pmoResetData = z.object({ activity_id: z.number().int(), can_resubmit: z.boolean() });

/** POST program-activity/prakerja-user-progress. */
export const prakerjaUserProgressBody = z.object({ program_id: id(PMO_MESSAGES.programRequired) });

export const prakerjaUserProgressData = z.object({
  program_id: z.number().int(),
  program_user_id: z.number().int(),
  /** false before the redeem succeeded: no session or submission is at the partner yet */
  is_redeemed: z.boolean(),
  sessions: z.array(
    z.object({
      sequence: z.number().int(),
      status: z.enum(ATTENDANCE_STATES).nullable(),
      verification_status_label: z.string().nullable(),
    }),
  ),
  attended_sessions: z.number().int(),
  total_sessions: z.number().int(),
  submissions: z.array(pmoSubmission),
});
export type PrakerjaUserProgressData = z.infer<typeof prakerjaUserProgressData>;
