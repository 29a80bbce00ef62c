import { describe, expect, it } from "vitest";
import { paymentMethodNames, WORK_CARD_FULL_ID, workCardAuthorizeBody } from "./work-card";

describe("the work-card method", () => {
  it("names the work card and the gateway's methods alike, and an unknown id by itself", () => {
    expect(paymentMethodNames(WORK_CARD_FULL_ID)).toEqual({
      full_id: WORK_CARD_FULL_ID,
      payment_name: "Kartu Prakerja",
      category_name: "Kartu Prakerja",
    });
    expect(paymentMethodNames("bca_va")).toEqual({
      payment_name: "BCA Virtual Account",
      category_name: "Virtual Account",
    });
    expect(paymentMethodNames("lain")).toEqual({ payment_name: "lain", category_name: "" });
  });

  it("takes a 6-digit OTP only", () => {
    expect(workCardAuthorizeBody.safeParse({ invoice_temp_id: 4, otp: "012345" }).success).toBe(true);
    const wrong = workCardAuthorizeBody.safeParse({ invoice_temp_id: 4, otp: "12345a" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("Kode OTP harus 6 angka");
  });
});
