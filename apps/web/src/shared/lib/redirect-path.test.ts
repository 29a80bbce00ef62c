import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirectPath("/account")).toBe("/account");
    expect(safeRedirectPath("/program/belajar-excel?ref=iklan#ulasan")).toBe("/program/belajar-excel?ref=iklan#ulasan");
  });

  it("refuses anything that could leave the site or is not a path", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "account",
      "//evil.test/account",
      "/.//evil.test/account",
      "/a/..//evil.test",
      "/\\evil.test",
      "/\tevil",
      "https://evil.test/",
      "javascript:alert(1)",
      " /account",
    ]) {
      expect(safeRedirectPath(raw)).toBeNull();
    }
  });
});
