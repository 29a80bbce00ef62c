/**
 * Named refusals. `httpStatus` follows the API conventions (400 for every refusal but 401/404/429/503);
 * `status` is the spec's numeric code carried in the body.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "AppError";
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
} as const;

export const errors = {
  /** Product detail: an unknown id or slug (spec 002 section 8). */
  notFoundSlug: () => new AppError(400, 400, MESSAGES.notFoundSlug),
  notFound: (message: string = MESSAGES.notFoundCall) => new AppError(404, 404, message),
  unauthorized: (message: string = MESSAGES.unauthorized) => new AppError(401, 401, message),
};
