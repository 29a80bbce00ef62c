import { describe, expect, it } from "vitest";
import { isNeverAnswered, isSkipWaitingMessage } from "./routing";

describe("isNeverAnswered", () => {
  it("leaves the API, the realtime socket and shared links to the network", () => {
    for (const path of ["/api", "/api/", "/api/v2/auth/me", "/api/realtime", "/share", "/share/portfolio/abc"]) {
      expect(isNeverAnswered(path), path).toBe(true);
    }
  });

  it("answers the pages of the app (with the offline page when the network is down)", () => {
    for (const path of ["/", "/program/belajar-excel", "/apiku", "/shared-notes", "/notifikasi"]) {
      expect(isNeverAnswered(path), path).toBe(false);
    }
  });
});

describe("isSkipWaitingMessage", () => {
  it("is only the page's SKIP_WAITING message", () => {
    expect(isSkipWaitingMessage({ type: "SKIP_WAITING" })).toBe(true);
    for (const data of [null, "SKIP_WAITING", { type: "OTHER" }, 1]) expect(isSkipWaitingMessage(data)).toBe(false);
  });
});
