/**
 * The job-training scheme's partner (Prakerja), as the product sees it. One interface, two implementations:
 * the HTTP client (`createPrakerjaPartner` in client.ts) talking either to the real partner or to the
 * simulator (simulator/), both speaking the signed protocol described in docs/prakerja.md.
 *
 * Contract for callers:
 * - a method resolves with the partner's answer (domain states such as an expired code are answers, not errors);
 * - it rejects with `PartnerRefusal` when the partner answered 4xx (bad input, wrong OTP, unknown state …);
 * - it rejects with `PartnerUnavailableError` on timeout, connection failure, 5xx, a badly signed answer or an
 *   open circuit. Map it to the spec's 503 'Gagal memvalidasi kode redeem' (redeem calls) — never a 500.
 * Timestamps are ISO 8601 strings (UTC). Amounts are whole rupiah.
 */

/** The participant, as the scheme knows them: the e-mail of their Prakerja account, plus their Prakerja id if known. */
export interface PartnerParticipant {
  email: string;
  prakerjaId?: string | null;
}

export interface RedeemCodeQuery extends PartnerParticipant {
  redeemCode: string;
  /** our programme's course id at the partner (the programme's `partner course id`) */
  partnerCourseId: string;
}

/**
 * valid: may be redeemed for this course by this participant; redeemed: already committed (see redeemedBy*);
 * expired: past its redemption deadline; wrong_course: belongs to another course; wrong_participant: belongs to
 * another participant; not_found: no such code.
 */
export type RedeemCodeState = "valid" | "redeemed" | "expired" | "wrong_course" | "wrong_participant" | "not_found";

export interface RedeemCodeStatus {
  redeemCode: string;
  state: RedeemCodeState;
  /** the course the code belongs to (null when not_found) */
  partnerCourseId: string | null;
  /** number of sessions of the course (attendance sequences 1..sessionCount); null when not_found */
  sessionCount: number | null;
  expiresAt: string | null;
  redeemedAt: string | null;
  /** true when state is "redeemed" and the committing participant is the one asking */
  redeemedByParticipant: boolean;
}

export interface RedeemCommitInput extends RedeemCodeQuery {
  /** the `state` of a successful face verification with sequence 1 for this code */
  state: string;
  /** same key → same answer; a retry after a timeout never commits twice */
  idempotencyKey: string;
}

export interface RedeemCommitResult {
  redeemCode: string;
  partnerCourseId: string;
  redeemedAt: string;
  /** the partner's invoice/transaction reference for the redemption */
  invoiceCode: string;
  /** true when this participant had already committed the code (a repeat, not a new redemption) */
  alreadyCommitted: boolean;
}

export interface FaceVerificationUrlInput {
  redeemCode: string;
  /** 1 = the redemption itself; n = the attendance of session n */
  sequence: number;
  /** where the partner's page redirects after verification: `<product origin>/face-recognition-result` */
  redirectUri: string;
  email: string;
}

export interface FaceVerificationLink {
  /** the partner's verification page, to open in a pop-up */
  url: string;
  /** opaque id of this verification attempt; comes back in postMessage, the redirect and getFaceVerification */
  state: string;
}

export type FaceVerificationStatus = "pending" | "success" | "failed";

export interface FaceVerificationResult {
  state: string;
  redeemCode: string;
  sequence: number;
  status: FaceVerificationStatus;
  /** set when failed, e.g. "FR_FACE_MISMATCH"; the partner's texts to show the learner */
  errorCode: string | null;
  error: string | null;
  errorDescription: string | null;
  verifiedAt: string | null;
}

export interface AttendanceQuery {
  redeemCode: string;
  sequence: number;
}

/**
 * belum_verifikasi: no verification yet ('Belum Verifikasi', hidden); diproses: being checked ('Verifikasi Sedang
 * Diproses'); hadir: verified and present ('Hadir', 'Berhasil Verifikasi'); gagal: verification failed
 * ('Tidak Hadir', 'Gagal Verifikasi').
 */
export type AttendanceState = "belum_verifikasi" | "diproses" | "hadir" | "gagal";

export interface AttendanceStatus {
  redeemCode: string;
  sequence: number;
  status: AttendanceState;
  /** the face verification that decided it (null while belum_verifikasi) */
  state: string | null;
  updatedAt: string | null;
}

/** tpm: practical task (Tugas Praktik Mandiri); uk: skills demonstration (Uji Keterampilan) */
export type SubmissionScope = "tpm" | "uk";

export interface SubmissionInput {
  redeemCode: string;
  scope: SubmissionScope;
  /** the session the task belongs to */
  sequence: number;
  /** a downloadable URL of the uploaded answer file, and/or a link answer; at least one */
  fileUrl: string | null;
  url: string | null;
  /** the assessor's score, 0..100 */
  score: number;
  /** same key → same submission; a new key after a rejection is a resubmission */
  idempotencyKey: string;
}

export type SubmissionState = "diproses" | "diterima" | "ditolak";

export interface SubmissionStatus {
  submissionId: string;
  redeemCode: string;
  scope: SubmissionScope;
  sequence: number;
  status: SubmissionState;
  /** the partner's reviewer feedback (always set when ditolak) */
  feedback: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

export interface WorkCardBalance {
  email: string;
  /** remaining training balance in rupiah */
  balance: number;
}

export interface SendOtpInput {
  email: string;
  /** our payment/order reference */
  orderId: string;
  amount: number;
  idempotencyKey: string;
}

export interface OtpChallenge {
  /** pass back to authorizePayment */
  otpRequestId: string;
  /** e.g. "b***@example.com" */
  destination: string;
  expiresAt: string;
}

export interface AuthorizePaymentInput {
  otpRequestId: string;
  /** 6 digits */
  otp: string;
  orderId: string;
  amount: number;
  /** same key → same answer; never charges twice */
  idempotencyKey: string;
}

export interface PaymentAuthorization {
  transactionId: string;
  orderId: string;
  amount: number;
  remainingBalance: number;
  authorizedAt: string;
  /** the card holder's participant number at the partner (the product's users.prakerja_id) */
  prakerjaId: string | null;
}

export interface PrakerjaPartner {
  /** status of a redeem code for this participant and course (read; retried) */
  getRedeemCodeStatus(query: RedeemCodeQuery): Promise<RedeemCodeStatus>;
  /** commits the redemption after a successful sequence-1 face verification (idempotent by key) */
  commitRedeemCode(input: RedeemCommitInput): Promise<RedeemCommitResult>;
  /** a verification page URL and its state (idempotent: a new state each time, nothing committed) */
  createFaceVerificationUrl(input: FaceVerificationUrlInput): Promise<FaceVerificationLink>;
  /** the result of a verification attempt by its state (read; retried) */
  getFaceVerification(state: string): Promise<FaceVerificationResult>;
  /** attendance of one session (read; retried) */
  getAttendance(query: AttendanceQuery): Promise<AttendanceStatus>;
  /** submits a scored task answer (idempotent by key) */
  submitTask(input: SubmissionInput): Promise<SubmissionStatus>;
  /** a submission's current status and feedback (read; retried) */
  getSubmission(submissionId: string): Promise<SubmissionStatus>;
  /** the participant's work-card balance (read; retried) */
  getWorkCardBalance(participant: PartnerParticipant): Promise<WorkCardBalance>;
  /** sends a 6-digit OTP to the participant for this payment (idempotent by key: same challenge) */
  sendPaymentOtp(input: SendOtpInput): Promise<OtpChallenge>;
  /** charges the work card with the OTP (idempotent by key) */
  authorizePayment(input: AuthorizePaymentInput): Promise<PaymentAuthorization>;
}

/** The partner could not be reached or trusted: timeout, network error, 5xx, bad answer signature, open circuit. */
export class PartnerUnavailableError extends Error {
  constructor(
    message: string,
    /** "timeout" | "network" | "server" | "bad_signature" | "bad_answer" | "circuit_open" */
    readonly reason:
      | "timeout"
      | "network"
      | "server"
      | "unauthorized"
      | "bad_signature"
      | "bad_answer"
      | "circuit_open",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PartnerUnavailableError";
  }
}

/** The partner answered 4xx: the request was understood and refused. Texts are the partner's, to show as given. */
export class PartnerRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly error: string,
    readonly errorDescription: string,
  ) {
    super(`${errorCode}: ${error}`);
    this.name = "PartnerRefusal";
  }
}
