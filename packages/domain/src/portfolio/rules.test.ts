import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerBody, itemBody, PORTFOLIO_MESSAGES } from "./contracts";
import {
  attemptItemKind,
  isHttpUrl,
  isPublicProfileType,
  portfolioItemPath,
  portfolioProgramPath,
  publicProfilePath,
} from "./rules";

describe("isHttpUrl", () => {
  it("takes absolute http(s) addresses only", () => {
    expect(isHttpUrl("https://contoh.id/karya")).toBe(true);
    expect(isHttpUrl("http://localhost:8080/x?y=1")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://contoh.id",
      "contoh.id",
      "/karya",
      "",
      "https://",
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it("accepts every web URL fast-check makes, and nothing whose scheme is not http(s)", () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ["http", "https"] }), (url) => isHttpUrl(url)));
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/), fc.webUrl(), (scheme, url) => {
        fc.pre(scheme !== "http" && scheme !== "https");
        return !isHttpUrl(url.replace(/^https?/, scheme));
      }),
    );
  });
});

describe("attemptItemKind", () => {
  const base = { isRefleksi: false, resourceType: "quiz", activityType: 0, hasFiles: false };
  it("reflection first, then project (uk, tpm), then file, else quiz", () => {
    expect(attemptItemKind({ ...base, isRefleksi: true, activityType: 3, hasFiles: true })).toBe("reflection");
    expect(attemptItemKind({ ...base, resourceType: "refleksi" })).toBe("reflection");
    expect(attemptItemKind({ ...base, activityType: 3, hasFiles: true })).toBe("project");
    expect(attemptItemKind({ ...base, activityType: 4 })).toBe("project");
    expect(attemptItemKind({ ...base, hasFiles: true })).toBe("file");
    expect(attemptItemKind({ ...base, activityType: 2 })).toBe("quiz");
  });
});

describe("paths", () => {
  it("own and public addresses of the spec's route table", () => {
    expect(publicProfilePath("murid")).toBe("/u/murid/portofolio");
    expect(publicProfilePath("murid", "sertifikat")).toBe("/u/murid/sertifikat");
    expect(portfolioProgramPath(3, null)).toBe("/portofolio/aktivitas/3");
    expect(portfolioItemPath(3, 9, null)).toBe("/portofolio/aktivitas/3/9");
    expect(portfolioItemPath(3, 9, "a b")).toBe("/u/a%20b/aktivitas/3/9");
    expect([isPublicProfileType("portofolio"), isPublicProfileType("lain"), isPublicProfileType(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("contracts", () => {
  it("an empty link is no link; a bad one is refused in Indonesian", () => {
    expect(headerBody.parse({ content_url: " " })).toMatchObject({
      content_url: null,
      description: "",
      is_publish: false,
    });
    const bad = headerBody.safeParse({ content_url: "javascript:alert(1)" });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([PORTFOLIO_MESSAGES.badUrl]);
  });

  it("a caption is trimmed, required and at most 150 characters", () => {
    expect(itemBody.parse({ caption: "  Karya  " }).caption).toBe("Karya");
    const messages = (v: unknown) => {
      const r = itemBody.safeParse({ caption: v });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages("   ")).toEqual([PORTFOLIO_MESSAGES.captionRequired]);
    expect(messages(undefined)).toEqual([PORTFOLIO_MESSAGES.captionRequired]);
    expect(messages("x".repeat(151))).toEqual([PORTFOLIO_MESSAGES.captionTooLong]);
  });
});
