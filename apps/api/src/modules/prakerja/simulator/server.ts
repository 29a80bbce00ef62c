import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { monotonicTimestamps, ReplayGuard, SIGNATURE_HEADERS, sign, verifySignature } from "../signature";
import { outcomePage, verificationPage } from "./pages";
import { createSimulatorState, FACE_ERRORS, SimRefusal, type SimulatorState } from "./state";

/**
 * The partner simulator: its own HTTP server (node:http) on its own port, so the product talks to it exactly as
 * to the real partner (docs/prakerja.md). Signed calls under /api/v1/integration; the browser's verification
 * page under /face-recognition; unsigned development controls under /_dev (this server never runs in production).
 */

/** How the simulator misbehaves, for the outage paths: hang (never answers), error (503), bad_signature, replay. */
export type SimulatorMode = "normal" | "hang" | "error" | "bad_signature" | "replay";

export type PrakerjaSimulatorOptions = {
  clientCode: string;
  signingKey: string;
  host?: string;
  /** 0: any free port */
  port?: number;
  /** Unix milliseconds; the tests move it */
  now?: () => number;
  sessionCount?: number;
  reviewDelayMs?: number;
};

export type PrakerjaSimulator = {
  /** http://host:port, the partner base URL to give the client */
  url: string;
  state: SimulatorState;
  setMode(mode: SimulatorMode): void;
  /** how many signed calls reached the simulator, per endpoint path (the retry tests count them) */
  calls(path: string): number;
  close(): Promise<void>;
};

const BASE = "/api/v1/integration";
const MAX_BODY = 64 * 1024;

const participant = { email: z.string().email(), prakerja_id: z.string().max(64).nullish() };
const code = z.string().trim().min(1).max(32);
const key = z.string().min(1).max(128);
const schemas = {
  status: z.object({ redeem_code: code, course_id: z.string().min(1).max(64), ...participant }),
  commit: z.object({
    redeem_code: code,
    course_id: z.string().min(1).max(64),
    state: z.string().min(1).max(64),
    idempotency_key: key,
    ...participant,
  }),
  faceUrl: z.object({
    redeem_code: code,
    sequence: z.number().int(),
    redirect_uri: z.url({ protocol: /^https?$/ }),
    email: z.string().email(),
  }),
  submit: z.object({
    redeem_code: code,
    scope: z.enum(["tpm", "uk"]),
    sequence: z.number().int(),
    file_url: z.url().nullable(),
    url: z.url().nullable(),
    score: z.number().min(0).max(100),
    idempotency_key: key,
  }),
  balance: z.object(participant),
  otp: z.object({
    email: z.string().email(),
    order_id: z.string().min(1).max(64),
    amount: z.number().int().positive(),
    idempotency_key: key,
  }),
  authorize: z.object({
    otp_request_id: z.string().min(1).max(64),
    otp: z.string().regex(/^\d{6}$/),
    order_id: z.string().min(1).max(64),
    amount: z.number().int().positive(),
    idempotency_key: key,
  }),
};

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const detail = r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new SimRefusal(400, "INVALID_REQUEST", "Permintaan tidak valid", detail);
  }
  return r.data;
}

const REFUSALS = {
  missing_headers: [
    "MISSING_SIGNATURE",
    "Tanda tangan tidak ada",
    "Header client_code, signature dan timestamp wajib ada.",
  ],
  unknown_client: ["INVALID_CLIENT", "Klien tidak dikenal", "client_code tidak terdaftar."],
  stale_timestamp: [
    "INVALID_TIMESTAMP",
    "Timestamp kedaluwarsa",
    "Timestamp berbeda lebih dari 5 menit dari waktu server.",
  ],
  bad_signature: ["INVALID_SIGNATURE", "Tanda tangan tidak valid", "Signature tidak cocok dengan isi permintaan."],
  replayed: ["REPLAYED_SIGNATURE", "Permintaan berulang", "Signature ini sudah pernah digunakan."],
} as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new SimRefusal(413, "PAYLOAD_TOO_LARGE", "Permintaan terlalu besar", "Maksimal 64 KB."));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startPrakerjaSimulator(options: PrakerjaSimulatorOptions): Promise<PrakerjaSimulator> {
  const now = options.now ?? Date.now;
  const state = createSimulatorState({
    now,
    ...(options.sessionCount === undefined ? {} : { sessionCount: options.sessionCount }),
    ...(options.reviewDelayMs === undefined ? {} : { reviewDelayMs: options.reviewDelayMs }),
  });
  const replays = new ReplayGuard(now);
  const timestamps = monotonicTimestamps(now);
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  let mode: SimulatorMode = "normal";
  let lastAnswer: { headers: Record<string, string>; body: string } | null = null;
  let baseUrl = "";

  /** A signed answer: the request's method and endpoint, the answer's own timestamp and body. */
  const answerSigned = (
    res: ServerResponse,
    req: IncomingMessage,
    status: number,
    payload: object,
    requestSignature: string,
  ) => {
    if (mode === "replay" && lastAnswer) {
      res.writeHead(status, lastAnswer.headers).end(lastAnswer.body);
      return;
    }
    const body = JSON.stringify({ request_signature: requestSignature, ...payload });
    const timestamp = timestamps();
    let signature = sign(options.signingKey, {
      clientCode: options.clientCode,
      timestamp,
      method: req.method ?? "GET",
      endpoint: req.url ?? "/",
      body,
    });
    if (mode === "bad_signature") signature = signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const headers = {
      "content-type": "application/json; charset=utf-8",
      [SIGNATURE_HEADERS.clientCode]: options.clientCode,
      [SIGNATURE_HEADERS.signature]: signature,
      [SIGNATURE_HEADERS.timestamp]: timestamp,
    };
    lastAnswer = { headers, body };
    res.writeHead(status, headers).end(body);
  };

  const plain = (res: ServerResponse, status: number, payload: unknown) =>
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(payload));

  const html = (res: ServerResponse, status: number, page: string) =>
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(page);

  async function integration(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const raw = await readBody(req);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const refusal = verifySignature(
      {
        clientCode: header(SIGNATURE_HEADERS.clientCode),
        signature: header(SIGNATURE_HEADERS.signature),
        timestamp: header(SIGNATURE_HEADERS.timestamp),
        method: req.method ?? "GET",
        endpoint: req.url ?? "/",
        body: raw,
      },
      { clientCode: options.clientCode, key: options.signingKey, now: now(), replays },
    );
    if (refusal) {
      // unsigned: a caller that cannot sign is not owed a signed answer
      const [error_code, error, error_description] = REFUSALS[refusal];
      plain(res, 401, { error_code, error, error_description });
      return;
    }
    const requestSignature = header(SIGNATURE_HEADERS.signature) ?? "";
    const path = url.pathname.slice(BASE.length);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (mode === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (mode === "error") {
      plain(res, 503, {
        error_code: "SERVICE_UNAVAILABLE",
        error: "Layanan tidak tersedia",
        error_description: "Coba lagi nanti.",
      });
      return;
    }
    try {
      let body: unknown = {};
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw);
        } catch {
          throw new SimRefusal(400, "INVALID_REQUEST", "Permintaan tidak valid", "Isi permintaan bukan JSON.");
        }
      }
      const data = route(req.method ?? "GET", path, url, body);
      answerSigned(res, req, 200, { data }, requestSignature);
    } catch (err) {
      if (!(err instanceof SimRefusal)) throw err;
      answerSigned(
        res,
        req,
        err.status,
        { error_code: err.errorCode, error: err.error, error_description: err.errorDescription },
        requestSignature,
      );
    }
  }

  function route(method: string, path: string, url: URL, body: unknown): unknown {
    const key = `${method} ${path}`;
    switch (key) {
      case "POST /redeem-code/status": {
        const b = parse(schemas.status, body);
        return state.redeemStatus({ redeemCode: b.redeem_code, email: b.email, courseId: b.course_id });
      }
      case "POST /redeem-code/commit": {
        const b = parse(schemas.commit, body);
        return state.commit({
          redeemCode: b.redeem_code,
          email: b.email,
          courseId: b.course_id,
          state: b.state,
          idempotencyKey: b.idempotency_key,
        });
      }
      case "POST /face-recognition/url": {
        const b = parse(schemas.faceUrl, body);
        return state.faceUrl(
          { redeemCode: b.redeem_code, sequence: b.sequence, redirectUri: b.redirect_uri, email: b.email },
          baseUrl,
        );
      }
      case "GET /face-recognition/result":
        return state.verification(url.searchParams.get("state") ?? "");
      case "GET /attendance":
        return state.attendance({
          redeemCode: url.searchParams.get("redeem_code") ?? "",
          sequence: Number(url.searchParams.get("sequence")),
        });
      case "POST /submissions": {
        const b = parse(schemas.submit, body);
        return state.submit({
          redeemCode: b.redeem_code,
          scope: b.scope,
          sequence: b.sequence,
          fileUrl: b.file_url,
          url: b.url,
          score: b.score,
          idempotencyKey: b.idempotency_key,
        });
      }
      case "POST /work-card/balance":
        return state.balance(parse(schemas.balance, body).email);
      case "POST /work-card/otp": {
        const b = parse(schemas.otp, body);
        return state.sendOtp({
          email: b.email,
          orderId: b.order_id,
          amount: b.amount,
          idempotencyKey: b.idempotency_key,
        });
      }
      case "POST /work-card/authorize": {
        const b = parse(schemas.authorize, body);
        return state.authorize({
          otpRequestId: b.otp_request_id,
          otp: b.otp,
          orderId: b.order_id,
          amount: b.amount,
          idempotencyKey: b.idempotency_key,
        });
      }
    }
    const submission = /^\/submissions\/([A-Z0-9-]{1,64})$/.exec(path);
    if (method === "GET" && submission?.[1]) return state.submission(submission[1]);
    throw new SimRefusal(404, "NOT_FOUND", "Endpoint tidak ditemukan", `${method} ${path}`);
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === "GET" && url.pathname === "/face-recognition") {
      const s = url.searchParams.get("state") ?? "";
      const v = /^[0-9a-f]{32}$/.test(s) ? state.verification(s) : null;
      if (!v) throw new SimRefusal(404, "STATE_NOT_FOUND", "State tidak ditemukan", "");
      html(res, 200, verificationPage({ state: v.state, sequence: v.sequence, status: v.status }));
      return;
    }
    if (req.method === "POST" && url.pathname === "/face-recognition/complete") {
      const form = new URLSearchParams(await readBody(req));
      const outcome = form.get("outcome") === "success" ? "success" : "failed";
      const errorCode = form.get("error_code");
      const done = state.completeVerification(
        form.get("state") ?? "",
        outcome,
        errorCode && FACE_ERRORS[errorCode] ? errorCode : null,
      );
      const v = done.verification;
      html(
        res,
        200,
        outcomePage({
          redirectUri: done.redirectUri,
          state: v.state,
          success: v.status === "success",
          errorCode: v.error_code,
          error: v.error,
          errorDescription: v.error_description,
        }),
      );
      return;
    }
    throw new SimRefusal(404, "NOT_FOUND", "Halaman tidak ditemukan", "");
  }

  /** Development controls: read an OTP, decide a submission, set attendance or balance, cause an outage. */
  async function dev(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = `${req.method} ${url.pathname}`;
    if (route === "GET /_dev/otp") {
      const otp = state.lastOtp(url.searchParams.get("email") ?? "");
      if (!otp) throw new SimRefusal(404, "OTP_NOT_FOUND", "OTP tidak ditemukan", "Belum ada OTP untuk e-mail ini.");
      plain(res, 200, { data: otp });
      return;
    }
    const raw = req.method === "POST" ? await readBody(req) : "";
    let body: unknown = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      throw new SimRefusal(400, "INVALID_REQUEST", "Permintaan tidak valid", "Isi permintaan bukan JSON.");
    }
    switch (route) {
      case "POST /_dev/review": {
        const b = parse(
          z.object({
            submission_id: z.string(),
            status: z.enum(["diterima", "ditolak"]),
            feedback: z.string().max(500).nullish(),
          }),
          body,
        );
        plain(res, 200, {
          data: state.reviewSubmission(b.submission_id, { status: b.status, feedback: b.feedback ?? null }),
        });
        return;
      }
      case "POST /_dev/attendance": {
        const b = parse(
          z.object({
            redeem_code: code,
            sequence: z.number().int(),
            status: z.enum(["belum_verifikasi", "diproses", "hadir", "gagal"]),
          }),
          body,
        );
        state.setAttendance({ redeemCode: b.redeem_code, sequence: b.sequence, status: b.status });
        plain(res, 200, { data: state.attendance({ redeemCode: b.redeem_code, sequence: b.sequence }) });
        return;
      }
      case "POST /_dev/balance": {
        const b = parse(z.object({ email: z.string().email(), balance: z.number().int().min(0) }), body);
        state.setBalance(b.email, b.balance);
        plain(res, 200, { data: state.balance(b.email) });
        return;
      }
      case "POST /_dev/mode": {
        const b = parse(z.object({ mode: z.enum(["normal", "hang", "error", "bad_signature", "replay"]) }), body);
        setMode(b.mode);
        plain(res, 200, { data: { mode } });
        return;
      }
    }
    throw new SimRefusal(404, "NOT_FOUND", "Endpoint tidak ditemukan", route);
  }

  function setMode(next: SimulatorMode) {
    mode = next;
    if (next !== "hang") for (const res of hanging) res.destroy();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator.invalid");
    const handler = url.pathname.startsWith(`${BASE}/`) ? integration : url.pathname.startsWith("/_dev/") ? dev : page;
    handler(req, res, url).catch((err: unknown) => {
      if (res.headersSent) return;
      if (err instanceof SimRefusal) {
        plain(res, err.status, {
          error_code: err.errorCode,
          error: err.error,
          error_description: err.errorDescription,
        });
      } else {
        plain(res, 500, { error_code: "INTERNAL_ERROR", error: "Kesalahan server", error_description: "" });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host && options.host !== "0.0.0.0" && options.host !== "::" ? options.host : "127.0.0.1";
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;

  return {
    url: baseUrl,
    state,
    setMode,
    calls: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
