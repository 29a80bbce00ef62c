import { type CircuitBreaker, createCircuitBreaker } from "./circuit-breaker";
import {
  type AttendanceStatus,
  type FaceVerificationLink,
  type FaceVerificationResult,
  type OtpChallenge,
  PartnerRefusal,
  PartnerUnavailableError,
  type PaymentAuthorization,
  type PrakerjaPartner,
  type RedeemCodeStatus,
  type RedeemCommitResult,
  type SubmissionStatus,
  type WorkCardBalance,
} from "./partner";
import { monotonicTimestamps, ReplayGuard, SIGNATURE_HEADERS, sign, verifySignature } from "./signature";

/**
 * The partner client (docs/prakerja.md): signs every request, checks every answer's signature (and that it
 * answers this request), gives up after `timeoutMs`, retries only calls that are safe to repeat (reads, and
 * writes carrying an idempotency key) with backoff, and stops calling for a while after repeated failures
 * (circuit breaker). Works the same against the simulator and the real partner.
 */

export type PrakerjaPartnerConfig = {
  /** the partner's base URL, e.g. https://api.prakerja.example (no trailing slash needed) */
  partnerUrl: string;
  clientCode: string;
  signingKey: string;
  timeoutMs: number;
};

export type PrakerjaPartnerDeps = {
  /** Unix milliseconds; the breaker and the signatures' timestamps use it */
  now?: () => number;
  fetch?: typeof fetch;
  /** waits between retries; tests make it instant */
  sleep?: (ms: number) => Promise<void>;
  /** attempts per retryable call, 3 unless given */
  attempts?: number;
  /** backoff before attempt n+1: base * 3^(n-1) ms (100, 300 …) */
  backoffBaseMs?: number;
  breaker?: { threshold: number; coolDownMs: number };
};

const API = "/api/v1/integration";

type Call = { method: "GET" | "POST"; endpoint: string; body?: object; retry: boolean };

/** An answer that is not what it should be: treated as an outage (never trusted, never retried into success). */
const badAnswer = (what: string) => new PartnerUnavailableError(`Prakerja partner: ${what}`, "bad_answer");

export function createPrakerjaPartner(config: PrakerjaPartnerConfig, deps: PrakerjaPartnerDeps = {}): PrakerjaPartner {
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const attempts = Math.max(1, deps.attempts ?? 3);
  const backoffBaseMs = deps.backoffBaseMs ?? 100;
  const breaker: CircuitBreaker = createCircuitBreaker({
    threshold: deps.breaker?.threshold ?? 5,
    coolDownMs: deps.breaker?.coolDownMs ?? 30_000,
    now,
  });
  const timestamps = monotonicTimestamps(now);
  const answerReplays = new ReplayGuard(now);
  const base = config.partnerUrl.replace(/\/+$/, "");

  /** One HTTP exchange: signed request, checked answer. Throws PartnerRefusal or PartnerUnavailableError. */
  async function exchange(call: Call): Promise<unknown> {
    const body = call.body === undefined ? "" : JSON.stringify(call.body);
    const endpoint = `${API}${call.endpoint}`;
    const timestamp = timestamps();
    const signature = sign(config.signingKey, {
      clientCode: config.clientCode,
      timestamp,
      method: call.method,
      endpoint,
      body,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    let status: number;
    let text: string;
    let headers: Headers;
    try {
      const res = await doFetch(`${base}${endpoint}`, {
        method: call.method,
        headers: {
          accept: "application/json",
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          [SIGNATURE_HEADERS.clientCode]: config.clientCode,
          [SIGNATURE_HEADERS.signature]: signature,
          [SIGNATURE_HEADERS.timestamp]: timestamp,
        },
        ...(call.body === undefined ? {} : { body }),
        signal: controller.signal,
      });
      status = res.status;
      headers = res.headers;
      text = await res.text();
    } catch (err) {
      if (controller.signal.aborted) {
        throw new PartnerUnavailableError(`Prakerja partner: no answer within ${config.timeoutMs} ms`, "timeout", {
          cause: err,
        });
      }
      throw new PartnerUnavailableError("Prakerja partner: connection failed", "network", { cause: err });
    } finally {
      clearTimeout(timer);
    }
    if (status >= 500) throw new PartnerUnavailableError(`Prakerja partner: HTTP ${status}`, "server");
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw badAnswer(`HTTP ${status} without JSON`);
    }
    if (status === 401 && headers.get(SIGNATURE_HEADERS.signature) === null) {
      // the partner refused our signature (an unsigned answer): our key, client code or clock is wrong. That is our
      // outage, not the learner's failure: nothing is stored against their code, the breaker counts it
      throw new PartnerUnavailableError(
        `Prakerja partner: our request was refused as unsigned or stale (${String(parsed.error_code ?? "401")})`,
        "unauthorized",
      );
    }
    const problem = verifySignature(
      {
        clientCode: headers.get(SIGNATURE_HEADERS.clientCode) ?? undefined,
        signature: headers.get(SIGNATURE_HEADERS.signature) ?? undefined,
        timestamp: headers.get(SIGNATURE_HEADERS.timestamp) ?? undefined,
        method: call.method,
        endpoint,
        body: text,
      },
      { clientCode: config.clientCode, key: config.signingKey, now: now(), replays: answerReplays },
    );
    if (problem) {
      throw new PartnerUnavailableError(`Prakerja partner: answer refused (${problem})`, "bad_signature");
    }
    if (parsed.request_signature !== signature) throw badAnswer("answer to another request");
    if (status >= 400) throw refusalOf(status, parsed);
    if (status !== 200 || typeof parsed.data !== "object" || parsed.data === null) throw badAnswer(`HTTP ${status}`);
    return parsed.data;
  }

  function refusalOf(status: number, body: Record<string, unknown>): PartnerRefusal {
    const s = (v: unknown) => (typeof v === "string" ? v : "");
    return new PartnerRefusal(status, s(body.error_code) || "UNKNOWN", s(body.error), s(body.error_description));
  }

  /** A call through the breaker, with retries (backoff) on outages when the call is safe to repeat. */
  async function request(call: Call): Promise<Record<string, unknown>> {
    if (!breaker.tryAcquire()) {
      throw new PartnerUnavailableError("Prakerja partner: circuit open", "circuit_open");
    }
    const tries = call.retry ? attempts : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const data = await exchange(call);
        breaker.onSuccess();
        return data as Record<string, unknown>;
      } catch (err) {
        if (err instanceof PartnerRefusal) {
          breaker.onSuccess(); // the partner is up and answered
          throw err;
        }
        const unavailable = err instanceof PartnerUnavailableError ? err : badAnswer(String(err));
        const transient =
          unavailable.reason === "timeout" || unavailable.reason === "network" || unavailable.reason === "server";
        if (!transient || attempt >= tries) {
          breaker.onFailure();
          throw unavailable;
        }
        await sleep(backoffBaseMs * 3 ** (attempt - 1));
      }
    }
  }

  // answer readers: a wrong shape is a bad answer, never a half-read object
  const str = (d: Record<string, unknown>, k: string): string => {
    const v = d[k];
    if (typeof v !== "string") throw badAnswer(`${k} missing`);
    return v;
  };
  const strOrNull = (d: Record<string, unknown>, k: string): string | null => {
    const v = d[k];
    if (v === null || v === undefined) return null;
    if (typeof v !== "string") throw badAnswer(`${k} not a string`);
    return v;
  };
  const num = (d: Record<string, unknown>, k: string): number => {
    const v = d[k];
    if (typeof v !== "number" || !Number.isFinite(v)) throw badAnswer(`${k} not a number`);
    return v;
  };
  const numOrNull = (d: Record<string, unknown>, k: string): number | null =>
    d[k] === null || d[k] === undefined ? null : num(d, k);
  const oneOf = <T extends string>(d: Record<string, unknown>, k: string, values: readonly T[]): T => {
    const v = str(d, k);
    if (!(values as readonly string[]).includes(v)) throw badAnswer(`${k} unknown: ${v}`);
    return v as T;
  };
  const submission = (d: Record<string, unknown>): SubmissionStatus => ({
    submissionId: str(d, "submission_id"),
    redeemCode: str(d, "redeem_code"),
    scope: oneOf(d, "scope", ["tpm", "uk"] as const),
    sequence: num(d, "sequence"),
    status: oneOf(d, "status", ["diproses", "diterima", "ditolak"] as const),
    feedback: strOrNull(d, "feedback"),
    submittedAt: str(d, "submitted_at"),
    reviewedAt: strOrNull(d, "reviewed_at"),
  });
  const q = encodeURIComponent;

  return {
    async getRedeemCodeStatus(query): Promise<RedeemCodeStatus> {
      const d = await request({
        method: "POST",
        endpoint: "/redeem-code/status",
        body: {
          redeem_code: query.redeemCode,
          email: query.email,
          prakerja_id: query.prakerjaId ?? null,
          course_id: query.partnerCourseId,
        },
        retry: true,
      });
      return {
        redeemCode: str(d, "redeem_code"),
        state: oneOf(d, "state", [
          "valid",
          "redeemed",
          "expired",
          "wrong_course",
          "wrong_participant",
          "not_found",
        ] as const),
        partnerCourseId: strOrNull(d, "course_id"),
        sessionCount: numOrNull(d, "session_count"),
        expiresAt: strOrNull(d, "expires_at"),
        redeemedAt: strOrNull(d, "redeemed_at"),
        redeemedByParticipant: d.redeemed_by_participant === true,
      };
    },

    async commitRedeemCode(input): Promise<RedeemCommitResult> {
      const d = await request({
        method: "POST",
        endpoint: "/redeem-code/commit",
        body: {
          redeem_code: input.redeemCode,
          email: input.email,
          prakerja_id: input.prakerjaId ?? null,
          course_id: input.partnerCourseId,
          state: input.state,
          idempotency_key: input.idempotencyKey,
        },
        retry: true,
      });
      return {
        redeemCode: str(d, "redeem_code"),
        partnerCourseId: str(d, "course_id"),
        redeemedAt: str(d, "redeemed_at"),
        invoiceCode: str(d, "invoice_code"),
        alreadyCommitted: d.already_committed === true,
      };
    },

    async createFaceVerificationUrl(input): Promise<FaceVerificationLink> {
      // not retried: each call opens a new verification attempt at the partner
      const d = await request({
        method: "POST",
        endpoint: "/face-recognition/url",
        body: {
          redeem_code: input.redeemCode,
          sequence: input.sequence,
          redirect_uri: input.redirectUri,
          email: input.email,
        },
        retry: false,
      });
      return { url: str(d, "url"), state: str(d, "state") };
    },

    async getFaceVerification(state): Promise<FaceVerificationResult> {
      const d = await request({ method: "GET", endpoint: `/face-recognition/result?state=${q(state)}`, retry: true });
      return {
        state: str(d, "state"),
        redeemCode: str(d, "redeem_code"),
        sequence: num(d, "sequence"),
        status: oneOf(d, "status", ["pending", "success", "failed"] as const),
        errorCode: strOrNull(d, "error_code"),
        error: strOrNull(d, "error"),
        errorDescription: strOrNull(d, "error_description"),
        verifiedAt: strOrNull(d, "verified_at"),
      };
    },

    async getAttendance(query): Promise<AttendanceStatus> {
      const d = await request({
        method: "GET",
        endpoint: `/attendance?redeem_code=${q(query.redeemCode)}&sequence=${q(String(query.sequence))}`,
        retry: true,
      });
      return {
        redeemCode: str(d, "redeem_code"),
        sequence: num(d, "sequence"),
        status: oneOf(d, "status", ["belum_verifikasi", "diproses", "hadir", "gagal"] as const),
        state: strOrNull(d, "state"),
        updatedAt: strOrNull(d, "updated_at"),
      };
    },

    async submitTask(input): Promise<SubmissionStatus> {
      const d = await request({
        method: "POST",
        endpoint: "/submissions",
        body: {
          redeem_code: input.redeemCode,
          scope: input.scope,
          sequence: input.sequence,
          file_url: input.fileUrl,
          url: input.url,
          score: input.score,
          idempotency_key: input.idempotencyKey,
        },
        retry: true,
      });
      return submission(d);
    },

    async getSubmission(submissionId): Promise<SubmissionStatus> {
      return submission(await request({ method: "GET", endpoint: `/submissions/${q(submissionId)}`, retry: true }));
    },

    async getWorkCardBalance(participant): Promise<WorkCardBalance> {
      const d = await request({
        method: "POST",
        endpoint: "/work-card/balance",
        body: { email: participant.email, prakerja_id: participant.prakerjaId ?? null },
        retry: true,
      });
      return { email: str(d, "email"), balance: num(d, "balance") };
    },

    async sendPaymentOtp(input): Promise<OtpChallenge> {
      const d = await request({
        method: "POST",
        endpoint: "/work-card/otp",
        body: {
          email: input.email,
          order_id: input.orderId,
          amount: input.amount,
          idempotency_key: input.idempotencyKey,
        },
        retry: true,
      });
      return {
        otpRequestId: str(d, "otp_request_id"),
        destination: str(d, "destination"),
        expiresAt: str(d, "expires_at"),
      };
    },

    async authorizePayment(input): Promise<PaymentAuthorization> {
      const d = await request({
        method: "POST",
        endpoint: "/work-card/authorize",
        body: {
          otp_request_id: input.otpRequestId,
          otp: input.otp,
          order_id: input.orderId,
          amount: input.amount,
          idempotency_key: input.idempotencyKey,
        },
        retry: true,
      });
      return {
        transactionId: str(d, "transaction_id"),
        orderId: str(d, "order_id"),
        amount: num(d, "amount"),
        remainingBalance: num(d, "remaining_balance"),
        authorizedAt: str(d, "authorized_at"),
        prakerjaId: strOrNull(d, "prakerja_id"),
      };
    },
  };
}

/** The partner when Prakerja is not configured: every call is an outage (the redeem calls answer 503). */
export function unconfiguredPrakerjaPartner(): PrakerjaPartner {
  const fail = async (): Promise<never> => {
    throw new PartnerUnavailableError("Prakerja partner not configured", "network");
  };
  return {
    getRedeemCodeStatus: fail,
    commitRedeemCode: fail,
    createFaceVerificationUrl: fail,
    getFaceVerification: fail,
    getAttendance: fail,
    submitTask: fail,
    getSubmission: fail,
    getWorkCardBalance: fail,
    sendPaymentOtp: fail,
    authorizePayment: fail,
  };
}
