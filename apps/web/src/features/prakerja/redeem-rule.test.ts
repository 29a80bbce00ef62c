import { describe, expect, it } from "vitest";
import { readPartnerOrigin } from "./partner-origin";
import { needsRedeemModal, safeProgramPath } from "./redeem-rule";
import { faceRecognitionResultHref } from "./result-href";

describe("needsRedeemModal", () => {
  const base = { purchase_type: "prakerja", has_redeem_program: true };
  it("opens for a job-training purchase with a redemption programme not yet redeemed", () => {
    expect(needsRedeemModal({ ...base, redeem_status: 0 })).toBe(true);
    expect(needsRedeemModal({ ...base, redeem_status: 2 })).toBe(true);
    expect(needsRedeemModal({ ...base, redeem_status: 3 })).toBe(true);
  });
  it("stays closed once redeemed, for other purchases, without a redemption programme or without a status", () => {
    expect(needsRedeemModal({ ...base, redeem_status: 1 })).toBe(false);
    expect(needsRedeemModal({ ...base, purchase_type: "regular", redeem_status: 0 })).toBe(false);
    expect(needsRedeemModal({ ...base, has_redeem_program: false, redeem_status: 0 })).toBe(false);
    expect(needsRedeemModal(base)).toBe(false);
  });
});

describe("safeProgramPath", () => {
  it("keeps paths of this site only", () => {
    expect(safeProgramPath("/aktivitas/belajar-excel")).toBe("/aktivitas/belajar-excel");
    expect(safeProgramPath("//evil.example")).toBeNull();
    expect(safeProgramPath("/\\evil.example")).toBeNull();
    expect(safeProgramPath("https://evil.example")).toBeNull();
    expect(safeProgramPath(null)).toBeNull();
  });
});

describe("faceRecognitionResultHref", () => {
  it("carries the partner's message to the result page", () => {
    const href = faceRecognitionResultHref(
      {
        type: "prakerja_face_recognition",
        state: "s 1",
        success: false,
        error: "e",
        error_code: "C1",
        error_description: null,
      },
      "/aktivitas/x",
    );
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/face-recognition-result");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: "s 1",
      "url-program": "/aktivitas/x",
      success: "false",
      error: "e",
      error_code: "C1",
    });
  });
});

describe("readPartnerOrigin", () => {
  function docWith(json: string | null): Document {
    const doc = document.implementation.createHTMLDocument("t");
    if (json !== null) {
      const tag = doc.createElement("script");
      tag.id = "app-config";
      tag.type = "application/json";
      tag.textContent = json;
      doc.body.append(tag);
    }
    return doc;
  }
  it("reads the origin of the configured partner URL", () => {
    expect(readPartnerOrigin(docWith('{"prakerjaPartnerOrigin":"http://127.0.0.1:4010/path"}'))).toBe(
      "http://127.0.0.1:4010",
    );
  });
  it("is null when missing or malformed", () => {
    expect(readPartnerOrigin(docWith(null))).toBeNull();
    expect(readPartnerOrigin(docWith("{}"))).toBeNull();
    expect(readPartnerOrigin(docWith("{bad"))).toBeNull();
    expect(readPartnerOrigin(docWith('{"prakerjaPartnerOrigin":"javascript:alert(1)"}'))).toBeNull();
  });
});
