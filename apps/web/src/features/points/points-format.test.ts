import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/lib/api-client";
import { pinFormErrors } from "./pin-form";
import { formatPointsChange, pinRefusalText } from "./points-format";

describe("points formats", () => {
  it("writes movements with their sign", () => {
    expect(formatPointsChange(500_000)).toBe("+500.000");
    expect(formatPointsChange(-49_000)).toBe("\u221249.000");
    expect(formatPointsChange(0)).toBe("0");
  });

  it("turns the pay call's PIN refusals into the dialog's text", () => {
    expect(pinRefusalText(new ApiError(400, POINTS_MESSAGES.wrongPin, { attempts_left: 3 }))).toBe(
      "PIN yang Anda masukkan tidak sesuai. Sisa kesempatan: 3 kali.",
    );
    expect(
      pinRefusalText(new ApiError(400, POINTS_MESSAGES.pinFrozen, { frozen_until: "2026-11-22T07:35:00.000Z" })),
    ).toBe(`${POINTS_MESSAGES.pinFrozen} PIN dapat dipakai lagi setelah 22 November 2026, 14.35 WIB.`);
    expect(pinRefusalText(new ApiError(400, POINTS_MESSAGES.noPin))).toBe(POINTS_MESSAGES.noPin);
    expect(pinRefusalText(new ApiError(400, ""))).toBe(POINTS_MESSAGES.wrongPin);
    expect(pinRefusalText("?")).toBe(POINTS_MESSAGES.wrongPin);
  });
});

describe("pinFormErrors", () => {
  it("checks the PIN's shape, the repeat and the password", () => {
    expect(pinFormErrors({ pin: "12345", confirm: "12345", password: "" })).toEqual({
      pin: "PIN harus 6 digit angka",
      password: "Masukkan kata sandi akun Anda",
    });
    expect(pinFormErrors({ pin: "123456", confirm: "", password: "x" })).toEqual({
      confirm: "Masukkan ulang PIN baru",
    });
    expect(pinFormErrors({ pin: "123456", confirm: "123465", password: null })).toEqual({ confirm: "PIN tidak sama" });
    expect(pinFormErrors({ pin: "123456", confirm: "123456", password: null })).toEqual({});
  });
});
