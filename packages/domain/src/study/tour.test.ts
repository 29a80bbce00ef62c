import { describe, expect, it } from "vitest";
import { shouldShowTourIntro, TOUR_COOKIE, TOUR_STEPS, TOUR_WAITS, tourStepsOnCancel } from "./tour";

describe("guided tour (spec 001 section 4)", () => {
  it("has the six steps in the spec's order, the cookie and the waits", () => {
    expect(TOUR_STEPS.map((s) => s.key)).toEqual([
      "daftar-aktivitas",
      "menu-belajar",
      "menu-utama",
      "tutup-menu-utama",
      "menu-lainnya",
      "eksplorasi-halaman-belajar",
    ]);
    expect(TOUR_STEPS.map((s) => s.title)).toEqual([
      "Daftar Aktivitas",
      "Menu Belajar",
      "Menu Utama",
      "Tutup Menu Utama",
      "Menu Lainnya",
      "Eksplorasi Halaman Belajar",
    ]);
    expect(TOUR_COOKIE).toBe("activity-tour");
    expect(TOUR_WAITS).toEqual({ sidebarMs: 750, mobileMenuMs: 500, pollMs: 500 });
  });

  it("shows the introduction only without the cookie and without the redeem-code modal", () => {
    expect(shouldShowTourIntro({ tourCookieSet: false, redeemModalVisible: false })).toBe(true);
    expect(shouldShowTourIntro({ tourCookieSet: true, redeemModalVisible: false })).toBe(false);
    expect(shouldShowTourIntro({ tourCookieSet: false, redeemModalVisible: true })).toBe(false);
    expect(shouldShowTourIntro({ tourCookieSet: true, redeemModalVisible: true })).toBe(false);
  });

  it("closes a first cancel with the last step only, and later cancels with nothing", () => {
    expect(tourStepsOnCancel(false)).toEqual([
      { key: "eksplorasi-halaman-belajar", title: "Eksplorasi Halaman Belajar" },
    ]);
    expect(tourStepsOnCancel(true)).toEqual([]);
  });
});
