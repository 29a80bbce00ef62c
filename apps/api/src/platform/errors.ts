/**
 * Named refusals. `httpStatus` follows the API conventions (400 for every refusal but 401/404/429/503);
 * `status` is the spec's numeric code carried in the body.
 */
export class AppError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /**
     * cause: what went wrong underneath (a gateway's or driver's error), logged with a 5xx, never shown.
     * retryable: a refusal of the moment ('still being processed'): an idempotency key does not keep it as the
     * call's answer, so the same request may be sent again.
     */
    options?: { cause?: unknown; retryable?: boolean },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.retryable = options?.retryable ?? false;
  }
}

export const MESSAGES = {
  ok: "OK",
  invalidInput: "Data yang dikirim tidak valid",
  badRequest: "Permintaan tidak valid",
  notFoundCall: "Alamat tidak ditemukan",
  notFoundSlug: "Not found slug",
  unauthorized: "Sesi Anda telah berakhir, silakan masuk kembali",
  invalidAppKey: "Kunci aplikasi tidak valid",
  tooLarge: "Data yang dikirim terlalu besar",
  unsupportedMedia: "Jenis konten tidak didukung",
  tooManyRequests: "Terlalu banyak permintaan, coba beberapa saat lagi",
  unavailable: "Layanan sedang tidak tersedia, coba beberapa saat lagi",
  serverError: "Terjadi kesalahan pada server",
  databaseDown: "Database tidak tersedia",
  forbidden: "Anda tidak memiliki akses",
  csrf: "Permintaan ditolak",
} as const;

export const errors = {
  /** Product detail: an unknown id or slug (spec 002 section 8). */
  notFoundSlug: () => new AppError(400, 400, MESSAGES.notFoundSlug),
  notFound: (message: string = MESSAGES.notFoundCall) => new AppError(404, 404, message),
  unauthorized: (message: string = MESSAGES.unauthorized) => new AppError(401, 401, message),
  forbidden: (message: string = MESSAGES.forbidden) => new AppError(403, 403, message),
  /** A refusal of the rules (HTTP 400), with the spec's status in the body (400 unless given). */
  refused: (message: string, data: unknown = null, status = 400, options?: { retryable?: boolean }) =>
    new AppError(400, status, message, data, options),
  /** A service the call needs is not there (not configured, or down): 503, the status in the body too. */
  unavailable: (message: string = MESSAGES.unavailable, cause?: unknown) =>
    new AppError(503, 503, message, null, cause === undefined ? undefined : { cause }),
  /** Too many hits, or too early: 429 with when to come back (the error handler adds Retry-After). */
  tooManyRequests: (availableAt: Date, now: Date, message: string = MESSAGES.tooManyRequests) =>
    new AppError(429, 429, message, {
      retry_after_seconds: Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000)),
      available_at: availableAt.toISOString(),
    }),
};
