import { randomBytes, randomInt } from "node:crypto";

/**
 * The simulated partner's records and rules, in memory (a restart starts afresh: the seeded codes make every
 * state reproducible, docs/prakerja.md). No HTTP here: server.ts speaks the protocol and calls these.
 */

/** A refusal of the partner: HTTP status, error_code, error, error_description. */
export class SimRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly error: string,
    readonly errorDescription: string,
  ) {
    super(error);
  }
}

/** The course the "wrong programme" codes belong to. */
export const OTHER_COURSE_ID = "PRK-KURSUS-LAIN";
export const OTHER_PARTICIPANT_EMAIL = "peserta.lain@prakerja.example";
export const DEFAULT_BALANCE = 3_500_000;

/**
 * Seeded codes (12 characters): an 8-letter prefix naming the state and 4 digits, 0001-9999 each.
 * PRKVALID####: valid for any course until committed; PRKREDMD####: already redeemed by another participant;
 * PRKEXPRD####: expired; PRKOTHER####: belongs to another course; PRKOWNER####: belongs to another participant.
 */
export const SEEDED_PREFIXES = {
  valid: "PRKVALID",
  redeemed: "PRKREDMD",
  expired: "PRKEXPRD",
  otherCourse: "PRKOTHER",
  otherParticipant: "PRKOWNER",
} as const;

export const FACE_ERRORS: Record<string, { error: string; description: string }> = {
  FR_FACE_MISMATCH: {
    error: "Wajah tidak cocok",
    description:
      "Wajah Anda tidak cocok dengan foto pada akun Prakerja. Silakan coba lagi dengan pencahayaan yang cukup.",
  },
  FR_LIVENESS_FAILED: {
    error: "Deteksi keaktifan gagal",
    description: "Kami tidak dapat memastikan bahwa Anda hadir di depan kamera. Silakan coba lagi.",
  },
  FR_MAX_ATTEMPT: {
    error: "Batas percobaan tercapai",
    description: "Anda telah mencapai batas percobaan verifikasi wajah hari ini. Silakan coba lagi besok.",
  },
};

type Commit = { email: string; courseId: string; redeemedAt: number; invoiceCode: string };
type Verification = {
  state: string;
  redeemCode: string;
  sequence: number;
  redirectUri: string;
  email: string;
  status: "pending" | "success" | "failed";
  errorCode: string | null;
  verifiedAt: number | null;
};
type Attendance = {
  status: "belum_verifikasi" | "diproses" | "hadir" | "gagal";
  state: string | null;
  updatedAt: number;
};
type Submission = {
  submissionId: string;
  redeemCode: string;
  scope: "tpm" | "uk";
  sequence: number;
  fileUrl: string | null;
  url: string | null;
  score: number;
  status: "diproses" | "diterima" | "ditolak";
  feedback: string | null;
  submittedAt: number;
  reviewedAt: number | null;
};
type OtpChallenge = {
  otpRequestId: string;
  email: string;
  orderId: string;
  amount: number;
  otp: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
};

export type SimulatorOptions = {
  now: () => number;
  /** how many sessions every course has */
  sessionCount?: number;
  /** submissions stay "diproses" this long, then the reviewer decides (score < 60 or "tolak" in the answer: ditolak) */
  reviewDelayMs?: number;
};

/** The card holder's participant number (Kartu Prakerja), the same for an e-mail on every start. */
export function participantIdOf(email: string): string {
  let h = 0;
  for (const ch of email.trim().toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return `PK-SIM-${String(h).padStart(9, "0")}`;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const DAY = 86_400_000;

export function createSimulatorState(options: SimulatorOptions) {
  const now = options.now;
  const startedAt = now();
  const sessionCount = options.sessionCount ?? 12;
  const reviewDelayMs = options.reviewDelayMs ?? 3000;
  const commits = new Map<string, Commit>();
  const verifications = new Map<string, Verification>();
  const attendance = new Map<string, Attendance>();
  const submissions = new Map<string, Submission>();
  const balances = new Map<string, number>();
  const otps = new Map<string, OtpChallenge>();
  const lastOtpByEmail = new Map<string, string>();
  /** idempotency key → the answer already given */
  const keyed = new Map<string, unknown>();

  const once = <T>(scope: string, key: string, make: () => T): T => {
    const k = `${scope}:${key}`;
    if (keyed.has(k)) return keyed.get(k) as T;
    const answer = make();
    keyed.set(k, answer);
    return answer;
  };

  type Known = { courseId: string; owner: string | null; expiresAt: number; preRedeemed: boolean };
  const known = (code: string): Known | null => {
    const m = /^(PRK[A-Z]{5})(\d{4})$/.exec(code);
    if (!m || m[2] === "0000") return null;
    const expiresAt = startedAt + 30 * DAY;
    switch (m[1]) {
      case SEEDED_PREFIXES.valid:
        return { courseId: "*", owner: null, expiresAt, preRedeemed: false };
      case SEEDED_PREFIXES.redeemed:
        return { courseId: "*", owner: OTHER_PARTICIPANT_EMAIL, expiresAt, preRedeemed: true };
      case SEEDED_PREFIXES.expired:
        return { courseId: "*", owner: null, expiresAt: startedAt - DAY, preRedeemed: false };
      case SEEDED_PREFIXES.otherCourse:
        return { courseId: OTHER_COURSE_ID, owner: null, expiresAt, preRedeemed: false };
      case SEEDED_PREFIXES.otherParticipant:
        return { courseId: "*", owner: OTHER_PARTICIPANT_EMAIL, expiresAt, preRedeemed: false };
      default:
        return null;
    }
  };

  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  const status = (q: { redeemCode: string; email: string; courseId: string }) => {
    const code = q.redeemCode.toUpperCase();
    const k = known(code);
    const base = {
      redeem_code: code,
      course_id: k ? (k.courseId === "*" ? q.courseId : k.courseId) : null,
      session_count: k ? sessionCount : null,
      expires_at: k ? iso(k.expiresAt) : null,
      redeemed_at: null as string | null,
      redeemed_by_participant: false,
    };
    if (!k) return { ...base, state: "not_found" as const };
    const commit = commits.get(code);
    if (k.preRedeemed) return { ...base, state: "redeemed" as const, redeemed_at: iso(startedAt - 7 * DAY) };
    if (commit) {
      return {
        ...base,
        course_id: commit.courseId,
        state: "redeemed" as const,
        redeemed_at: iso(commit.redeemedAt),
        redeemed_by_participant: sameEmail(commit.email, q.email) && commit.courseId === q.courseId,
      };
    }
    if (k.courseId !== "*" && k.courseId !== q.courseId) return { ...base, state: "wrong_course" as const };
    if (k.owner && !sameEmail(k.owner, q.email)) return { ...base, state: "wrong_participant" as const };
    if (now() > k.expiresAt) return { ...base, state: "expired" as const };
    return { ...base, state: "valid" as const };
  };

  const committedTo = (code: string, email: string): Commit => {
    const commit = commits.get(code.toUpperCase());
    if (!commit || !sameEmail(commit.email, email)) {
      throw new SimRefusal(
        422,
        "REDEEM_CODE_NOT_REDEEMED",
        "Kode redeem belum ditukarkan",
        "Kode redeem ini belum ditukarkan oleh peserta ini.",
      );
    }
    return commit;
  };

  const commitOf = (code: string): Commit => {
    const commit = commits.get(code.toUpperCase());
    if (!commit) {
      throw new SimRefusal(
        422,
        "REDEEM_CODE_NOT_REDEEMED",
        "Kode redeem belum ditukarkan",
        "Kode redeem ini belum ditukarkan.",
      );
    }
    return commit;
  };

  const verificationView = (v: Verification) => {
    const e = v.errorCode ? FACE_ERRORS[v.errorCode] : undefined;
    return {
      state: v.state,
      redeem_code: v.redeemCode,
      sequence: v.sequence,
      status: v.status,
      error_code: v.errorCode,
      error: e?.error ?? null,
      error_description: e?.description ?? null,
      verified_at: iso(v.verifiedAt),
    };
  };

  const review = (s: Submission) => {
    if (s.status !== "diproses" || now() - s.submittedAt < reviewDelayMs) return;
    const answer = `${s.fileUrl ?? ""} ${s.url ?? ""}`.toLowerCase();
    if (s.score < 60) {
      s.status = "ditolak";
      s.feedback = "Nilai tugas di bawah batas kelulusan (60). Silakan perbaiki dan kumpulkan kembali.";
    } else if (answer.includes("tolak")) {
      s.status = "ditolak";
      s.feedback = "Jawaban tidak sesuai dengan instruksi tugas. Silakan perbaiki dan kumpulkan kembali.";
    } else {
      s.status = "diterima";
      s.feedback = null;
    }
    s.reviewedAt = now();
  };

  const submissionView = (s: Submission) => {
    review(s);
    return {
      submission_id: s.submissionId,
      redeem_code: s.redeemCode,
      scope: s.scope,
      sequence: s.sequence,
      status: s.status,
      feedback: s.feedback,
      submitted_at: iso(s.submittedAt),
      reviewed_at: iso(s.reviewedAt),
    };
  };

  const balanceOf = (email: string) => balances.get(email.trim().toLowerCase()) ?? DEFAULT_BALANCE;

  const checkSequence = (sequence: number) => {
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > sessionCount) {
      throw new SimRefusal(422, "INVALID_SEQUENCE", "Sesi tidak valid", `Sesi harus di antara 1 dan ${sessionCount}.`);
    }
  };

  return {
    redeemStatus: status,

    commit(q: { redeemCode: string; email: string; courseId: string; state: string; idempotencyKey: string }) {
      return once("commit", q.idempotencyKey, () => {
        const code = q.redeemCode.toUpperCase();
        const s = status(q);
        if (s.state === "redeemed" && s.redeemed_by_participant) {
          const c = commitOf(code);
          return {
            redeem_code: code,
            course_id: c.courseId,
            redeemed_at: iso(c.redeemedAt),
            invoice_code: c.invoiceCode,
            already_committed: true,
          };
        }
        if (s.state !== "valid") {
          throw new SimRefusal(
            422,
            `REDEEM_CODE_${s.state.toUpperCase()}`,
            "Kode redeem tidak dapat digunakan",
            `Status kode redeem: ${s.state}.`,
          );
        }
        const v = verifications.get(q.state);
        if (!v || v.redeemCode !== code || v.sequence !== 1 || v.status !== "success" || !sameEmail(v.email, q.email)) {
          throw new SimRefusal(
            422,
            "FACE_VERIFICATION_REQUIRED",
            "Verifikasi wajah belum berhasil",
            "Selesaikan verifikasi wajah sesi 1 untuk kode ini sebelum menukarkannya.",
          );
        }
        const c: Commit = {
          email: q.email,
          courseId: q.courseId,
          redeemedAt: now(),
          invoiceCode: `INV-PRK-${randomBytes(5).toString("hex").toUpperCase()}`,
        };
        commits.set(code, c);
        return {
          redeem_code: code,
          course_id: c.courseId,
          redeemed_at: iso(c.redeemedAt),
          invoice_code: c.invoiceCode,
          already_committed: false,
        };
      });
    },

    faceUrl(q: { redeemCode: string; sequence: number; redirectUri: string; email: string }, pageBase: string) {
      const code = q.redeemCode.toUpperCase();
      checkSequence(q.sequence);
      if (q.sequence === 1) {
        const k = known(code);
        if (!k)
          throw new SimRefusal(
            404,
            "REDEEM_CODE_NOT_FOUND",
            "Kode redeem tidak ditemukan",
            "Periksa kembali kode redeem Anda.",
          );
        const commit = commits.get(code);
        if (k.preRedeemed || (commit && !sameEmail(commit.email, q.email))) {
          throw new SimRefusal(
            422,
            "REDEEM_CODE_REDEEMED",
            "Kode redeem sudah digunakan",
            "Kode redeem ini sudah ditukarkan.",
          );
        }
      } else {
        committedTo(code, q.email);
      }
      const state = randomBytes(16).toString("hex");
      verifications.set(state, {
        state,
        redeemCode: code,
        sequence: q.sequence,
        redirectUri: q.redirectUri,
        email: q.email,
        status: "pending",
        errorCode: null,
        verifiedAt: null,
      });
      return { url: `${pageBase}/face-recognition?state=${state}`, state };
    },

    verification(state: string) {
      const v = verifications.get(state);
      if (!v)
        throw new SimRefusal(404, "STATE_NOT_FOUND", "State tidak ditemukan", "Sesi verifikasi wajah tidak dikenal.");
      return verificationView(v);
    },

    /** The verification page's outcome (the stand-in for the camera). A decided verification stays decided. */
    completeVerification(state: string, outcome: "success" | "failed", errorCode: string | null) {
      const v = verifications.get(state);
      if (!v)
        throw new SimRefusal(404, "STATE_NOT_FOUND", "State tidak ditemukan", "Sesi verifikasi wajah tidak dikenal.");
      if (v.status === "pending") {
        v.status = outcome;
        v.errorCode =
          outcome === "failed" ? (errorCode && FACE_ERRORS[errorCode] ? errorCode : "FR_FACE_MISMATCH") : null;
        v.verifiedAt = now();
        const key = `${v.redeemCode}:${v.sequence}`;
        const prior = attendance.get(key);
        // a session once attended stays attended; a later failed attempt does not undo it
        if (prior?.status !== "hadir") {
          attendance.set(key, { status: outcome === "success" ? "hadir" : "gagal", state, updatedAt: now() });
        }
      }
      return { verification: verificationView(v), redirectUri: v.redirectUri };
    },

    attendance(q: { redeemCode: string; sequence: number }) {
      const code = q.redeemCode.toUpperCase();
      checkSequence(q.sequence);
      commitOf(code);
      const a = attendance.get(`${code}:${q.sequence}`);
      return {
        redeem_code: code,
        sequence: q.sequence,
        status: a?.status ?? "belum_verifikasi",
        state: a?.state ?? null,
        updated_at: a ? iso(a.updatedAt) : null,
      };
    },

    /**
     * Development only (dev-start.ts): a redemption the product already holds, committed again after a restart
     * (the simulator keeps nothing), with the attendance the product last read — so a restarted `npm start`
     * answers as the partner did before it, for the demo participants and any code redeemed earlier.
     */
    restore(q: {
      redeemCode: string;
      email: string;
      courseId: string;
      redeemedAt: number;
      invoiceCode: string | null;
      attendance: { sequence: number; status: Attendance["status"]; updatedAt: number }[];
    }) {
      const code = q.redeemCode.toUpperCase();
      if (!commits.has(code)) {
        commits.set(code, {
          email: q.email,
          courseId: q.courseId,
          redeemedAt: q.redeemedAt,
          invoiceCode: q.invoiceCode ?? `INV-PRK-${randomBytes(5).toString("hex").toUpperCase()}`,
        });
      }
      for (const a of q.attendance) {
        const key = `${code}:${a.sequence}`;
        if (a.sequence >= 1 && a.sequence <= sessionCount && !attendance.has(key)) {
          attendance.set(key, { status: a.status, state: null, updatedAt: a.updatedAt });
        }
      }
    },

    setAttendance(q: { redeemCode: string; sequence: number; status: Attendance["status"] }) {
      const code = q.redeemCode.toUpperCase();
      checkSequence(q.sequence);
      attendance.set(`${code}:${q.sequence}`, { status: q.status, state: null, updatedAt: now() });
    },

    submit(q: {
      redeemCode: string;
      scope: "tpm" | "uk";
      sequence: number;
      fileUrl: string | null;
      url: string | null;
      score: number;
      idempotencyKey: string;
    }) {
      const id = once("submit", q.idempotencyKey, () => {
        const code = q.redeemCode.toUpperCase();
        checkSequence(q.sequence);
        commitOf(code);
        if (!q.fileUrl && !q.url) {
          throw new SimRefusal(422, "ANSWER_REQUIRED", "Jawaban wajib diisi", "Sertakan file_url atau url jawaban.");
        }
        const open = [...submissions.values()].find((s) => {
          if (s.redeemCode !== code || s.scope !== q.scope || s.sequence !== q.sequence) return false;
          review(s); // a decision due by now counts
          return s.status !== "ditolak";
        });
        if (open) {
          throw new SimRefusal(
            409,
            "SUBMISSION_EXISTS",
            "Tugas sudah dikumpulkan",
            "Tugas ini sedang diproses atau sudah diterima; pengumpulan ulang hanya setelah ditolak.",
          );
        }
        const s: Submission = {
          submissionId: `SUB-${randomBytes(6).toString("hex").toUpperCase()}`,
          redeemCode: code,
          scope: q.scope,
          sequence: q.sequence,
          fileUrl: q.fileUrl,
          url: q.url,
          score: q.score,
          status: "diproses",
          feedback: null,
          submittedAt: now(),
          reviewedAt: null,
        };
        submissions.set(s.submissionId, s);
        return s.submissionId;
      });
      return this.submission(id);
    },

    submission(id: string) {
      const s = submissions.get(id);
      if (!s)
        throw new SimRefusal(404, "SUBMISSION_NOT_FOUND", "Pengumpulan tidak ditemukan", "Periksa submission_id.");
      return submissionView(s);
    },

    reviewSubmission(id: string, decision: { status: "diterima" | "ditolak"; feedback: string | null }) {
      const s = submissions.get(id);
      if (!s)
        throw new SimRefusal(404, "SUBMISSION_NOT_FOUND", "Pengumpulan tidak ditemukan", "Periksa submission_id.");
      s.status = decision.status;
      s.feedback =
        decision.status === "ditolak" ? (decision.feedback ?? "Jawaban belum memenuhi kriteria.") : decision.feedback;
      s.reviewedAt = now();
      return submissionView(s);
    },

    balance(email: string) {
      return { email, balance: balanceOf(email) };
    },

    setBalance(email: string, balance: number) {
      balances.set(email.trim().toLowerCase(), balance);
    },

    sendOtp(q: { email: string; orderId: string; amount: number; idempotencyKey: string }) {
      return once("otp", q.idempotencyKey, () => {
        if (q.amount > balanceOf(q.email)) {
          throw new SimRefusal(
            422,
            "INSUFFICIENT_BALANCE",
            "Saldo tidak cukup",
            "Saldo pelatihan Kartu Prakerja Anda tidak mencukupi.",
          );
        }
        const c: OtpChallenge = {
          otpRequestId: `OTP-${randomBytes(6).toString("hex").toUpperCase()}`,
          email: q.email,
          orderId: q.orderId,
          amount: q.amount,
          otp: String(randomInt(0, 1_000_000)).padStart(6, "0"),
          expiresAt: now() + 5 * 60_000,
          attempts: 0,
          used: false,
        };
        otps.set(c.otpRequestId, c);
        lastOtpByEmail.set(q.email.trim().toLowerCase(), c.otpRequestId);
        const [name = "", domain = ""] = q.email.split("@");
        return {
          otp_request_id: c.otpRequestId,
          destination: `${name.slice(0, 1)}***@${domain}`,
          expires_at: iso(c.expiresAt),
        };
      });
    },

    /** Dev only: the last OTP sent to this e-mail. */
    lastOtp(email: string) {
      const id = lastOtpByEmail.get(email.trim().toLowerCase());
      const c = id ? otps.get(id) : undefined;
      return c ? { otp_request_id: c.otpRequestId, otp: c.otp, expires_at: iso(c.expiresAt) } : null;
    },

    authorize(q: { otpRequestId: string; otp: string; orderId: string; amount: number; idempotencyKey: string }) {
      const k = `authorize:${q.idempotencyKey}`;
      if (keyed.has(k)) return keyed.get(k);
      const c = otps.get(q.otpRequestId);
      if (!c || c.orderId !== q.orderId || c.amount !== q.amount) {
        throw new SimRefusal(
          404,
          "OTP_REQUEST_NOT_FOUND",
          "Permintaan OTP tidak ditemukan",
          "Kirim ulang OTP untuk pembayaran ini.",
        );
      }
      if (c.used)
        throw new SimRefusal(409, "OTP_USED", "OTP sudah digunakan", "Kirim ulang OTP untuk pembayaran baru.");
      if (now() > c.expiresAt) throw new SimRefusal(422, "OTP_EXPIRED", "OTP kedaluwarsa", "Kirim ulang OTP.");
      if (c.attempts >= 3) {
        throw new SimRefusal(429, "OTP_LOCKED", "Terlalu banyak percobaan OTP", "Kirim ulang OTP untuk mencoba lagi.");
      }
      if (c.otp !== q.otp) {
        c.attempts += 1;
        throw new SimRefusal(422, "OTP_INVALID", "OTP salah", "Kode OTP yang Anda masukkan salah.");
      }
      const balance = balanceOf(c.email);
      if (c.amount > balance) {
        throw new SimRefusal(
          422,
          "INSUFFICIENT_BALANCE",
          "Saldo tidak cukup",
          "Saldo pelatihan Kartu Prakerja Anda tidak mencukupi.",
        );
      }
      c.used = true;
      balances.set(c.email.trim().toLowerCase(), balance - c.amount);
      const answer = {
        transaction_id: `TRX-PRK-${randomBytes(6).toString("hex").toUpperCase()}`,
        order_id: c.orderId,
        amount: c.amount,
        remaining_balance: balance - c.amount,
        authorized_at: iso(now()),
        prakerja_id: participantIdOf(c.email),
      };
      keyed.set(k, answer);
      return answer;
    },
  };
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;

/** A seeded code of the given kind: seededRedeemCode("valid", 7) → "PRKVALID0007" (n: 1..9999). */
export function seededRedeemCode(kind: keyof typeof SEEDED_PREFIXES, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 9999) throw new RangeError("n: 1..9999");
  return `${SEEDED_PREFIXES[kind]}${String(n).padStart(4, "0")}`;
}
