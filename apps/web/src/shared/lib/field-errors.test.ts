import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { firstFieldError, formFieldErrors, invalidFields } from "./field-errors";

/** A validation refusal as the API's error handler sends it. */
function refusal(fields: { field: string; message: string }[], status = 400): ApiError {
  return new ApiError(status, "Data yang dikirim tidak valid", { fields }, 400);
}

const REGISTER = ["name", "email", "password", "phone"] as const;

describe("formFieldErrors", () => {
  it("puts each message on the form field it is about, without the request part", () => {
    const error = refusal([
      { field: "body.email", message: "Format email tidak valid" },
      { field: "body.password", message: "Kata sandi minimal 8 karakter" },
    ]);
    expect(formFieldErrors(error, REGISTER)).toEqual({
      email: "Format email tidak valid",
      password: "Kata sandi minimal 8 karakter",
    });
  });

  it("keeps the first message of a field named twice, and counts a nested path for its field", () => {
    const error = refusal([
      { field: "body.phone", message: "Nomor WhatsApp tidak valid" },
      { field: "body.phone", message: "Nomor terlalu panjang" },
      { field: "body.name.0", message: "Nama wajib diisi" },
    ]);
    expect(formFieldErrors(error, REGISTER)).toEqual({ phone: "Nomor WhatsApp tidak valid", name: "Nama wajib diisi" });
  });

  it("leaves out fields the form does not have", () => {
    const error = refusal([{ field: "querystring.platform", message: "Platform tidak dikenal" }]);
    expect(formFieldErrors(error, REGISTER)).toEqual({});
  });

  it("finds nothing in other refusals, faults, a lost connection or a plain error", () => {
    const notValidation = new ApiError(400, "Email telah terdaftar", null, 400);
    const fault = new ApiError(500, "Terjadi kesalahan", { fields: [{ field: "body.email", message: "x" }] }, 500);
    for (const error of [notValidation, fault, new ApiError(0, "Tidak dapat terhubung ke server", null, 0)]) {
      expect(formFieldErrors(error, REGISTER)).toEqual({});
      expect(invalidFields(error)).toEqual([]);
    }
    expect(formFieldErrors(new Error("boom"), REGISTER)).toEqual({});
  });

  it("reads a refusal whose HTTP status is 400 though its own status is the spec's code", () => {
    const error = refusal([{ field: "body.code", message: "Kode voucher wajib diisi" }], 122);
    expect(formFieldErrors(error, ["code"])).toEqual({ code: "Kode voucher wajib diisi" });
  });
});

describe("firstFieldError", () => {
  it("is the first listed message, for a form that shows one message", () => {
    const error = refusal([
      { field: "body.pin", message: "PIN harus 6 digit angka" },
      { field: "body.password", message: "Kata sandi wajib diisi" },
    ]);
    expect(firstFieldError(error)).toBe("PIN harus 6 digit angka");
  });

  it("is null when the refusal lists no field", () => {
    expect(firstFieldError(new ApiError(400, "PIN salah", null, 400))).toBeNull();
    expect(firstFieldError(refusal([]))).toBeNull();
  });
});
