/** The guided tour of the study page (spec 001 section 4 'Guided tour', section 9). */

/** Set once the tour is completed or cancelled, so the introduction never shows again. */
export const TOUR_COOKIE = "activity-tour";

export const TOUR_STEPS = [
  { key: "daftar-aktivitas", title: "Daftar Aktivitas" },
  { key: "menu-belajar", title: "Menu Belajar" },
  { key: "menu-utama", title: "Menu Utama" },
  { key: "tutup-menu-utama", title: "Tutup Menu Utama" },
  { key: "menu-lainnya", title: "Menu Lainnya" },
  { key: "eksplorasi-halaman-belajar", title: "Eksplorasi Halaman Belajar" },
] as const;
export type TourStep = (typeof TOUR_STEPS)[number];
export type TourStepKey = TourStep["key"];

/** How long the tour waits for the sidebar and the mobile menu to open, and how often it looks for a step's element. */
export const TOUR_WAITS = { sidebarMs: 750, mobileMenuMs: 500, pollMs: 500 } as const;

/** The introduction would cover the redeem-code modal, which the learner has to deal with first. */
export function shouldShowTourIntro(state: { tourCookieSet: boolean; redeemModalVisible: boolean }): boolean {
  return !state.tourCookieSet && !state.redeemModalVisible;
}

/**
 * The steps to show when the learner cancels: a first-time cancel (no cookie yet) shows the last step alone,
 * which tells them where to start the tour again; after that, cancelling shows nothing.
 */
export function tourStepsOnCancel(tourCookieSet: boolean): TourStep[] {
  return tourCookieSet ? [] : TOUR_STEPS.slice(-1);
}
