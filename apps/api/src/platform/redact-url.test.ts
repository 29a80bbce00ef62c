import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging";

describe("redactUrl", () => {
  it("hides secret and personal query values, keeps the rest", () => {
    expect(redactUrl("/api/user/reset?token=abc&email=a%40b.id&x=1")).toBe(
      "/api/user/reset?token=[disembunyikan]&email=[disembunyikan]&x=1",
    );
    // the partner's signed download link is a credential for 14 days (decisions/031)
    expect(redactUrl("/api/prakerja/files/12?expires=1790000000&sig=0123abcd")).toBe(
      "/api/prakerja/files/12?expires=1790000000&sig=[disembunyikan]",
    );
    expect(redactUrl("/api/program?search=excel&page=2")).toBe("/api/program?search=excel&page=2");
  });
});
