import { TOUR_COOKIE, TOUR_STEPS, TOUR_WAITS, type TourStep, tourStepsOnCancel } from "@app/domain/study/tour";
import { type Driver, type DriveStep, driver } from "driver.js";
// The tour's styles come with this module, which the page loads only when a tour starts.
import "driver.js/dist/driver.css";
// after the library's own styles: the popups in the product's font, buttons and colours (issue 23)
import "./study-tour.css";
import { readCookie } from "../../../shared/lib/cookies";

/**
 * The guided tour of the study page (spec 001 section 4 'Guided tour') on driver.js. Each step points at the
 * element carrying its data-tour attribute. Before a step the tour opens what holds it — the sidebar (then waits
 * 750 ms), the kebab menu (500 ms) — and looks for the element every 500 ms. Completing or cancelling sets the
 * activity-tour cookie for a year; a first cancel shows the last step alone, as a closing step.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** How many times (every TOUR_WAITS.pollMs) a step's element is looked for before the step shows unanchored. */
const POLL_TRIES = 6;

/** What the page lends the tour to open and close its parts. */
export interface StudyTourControls {
  isSidebarOpen: () => boolean;
  openSidebar: () => void;
  closeSidebar: () => void;
  /** The sidebar is a drawer over the page (under 992 px). */
  isSidebarDrawer: () => boolean;
  /** Holds the kebab menu open (true) while a step points into it, and lets it go (false). */
  pinMenu: (open: boolean) => void;
  /** The tour has ended, however. */
  onEnd?: () => void;
}

export interface StudyTourHandle {
  stop: () => void;
}

const DESCRIPTIONS: Record<TourStep["key"], string> = {
  "daftar-aktivitas": "Buka daftar topik dan aktivitas program Anda dari tombol ini.",
  "menu-belajar":
    "Pindah antara Aktivitas, Pengumuman, dan Penilaian untuk melihat topik, pengumuman program, laporan belajar, sertifikat, dan portofolio.",
  "menu-utama":
    "Semua topik dan aktivitas program Anda ada di sini. Aktivitas yang sudah selesai diberi tanda centang.",
  "tutup-menu-utama":
    "Tutup daftar aktivitas agar ruang belajar Anda lebih lega. Buka lagi kapan saja lewat Daftar aktivitas.",
  "menu-lainnya": "Bagikan aktivitas, buka Kelompok Belajar Program, dan baca Panduan dari menu ini.",
  "eksplorasi-halaman-belajar": "Ingin mengulang tur ini? Pilih Eksplorasi Halaman Belajar kapan saja.",
};

export function setTourCookie(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${TOUR_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function isTourCookieSet(): boolean {
  return readCookie(TOUR_COOKIE) !== null;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function stepElement(key: TourStep["key"]): Element | null {
  const own = document.querySelector(`[data-tour="${key}"]`);
  if (own || key !== "tutup-menu-utama") return own;
  // In the drawer the close button is the dialog's own (shared Modal): the one beside the topic list.
  return (
    document.querySelector('[data-tour="menu-utama"]')?.closest('[role="dialog"]')?.querySelector("button") ?? null
  );
}

async function pollFor(key: TourStep["key"]): Promise<void> {
  for (let i = 0; i < POLL_TRIES && !stepElement(key); i += 1) await wait(TOUR_WAITS.pollMs);
}

const IN_SIDEBAR = new Set<TourStep["key"]>(["menu-belajar", "menu-utama", "tutup-menu-utama"]);

/** Opens or closes what holds the step's element, with the spec's waits, then looks for the element. */
async function prepare(key: TourStep["key"], controls: StudyTourControls): Promise<void> {
  if (key !== "eksplorasi-halaman-belajar") controls.pinMenu(false);
  if (IN_SIDEBAR.has(key)) {
    if (!controls.isSidebarOpen()) {
      controls.openSidebar();
      await wait(TOUR_WAITS.sidebarMs);
    }
  } else if (controls.isSidebarDrawer() && controls.isSidebarOpen()) {
    // the drawer covers the top bar the other steps point at
    controls.closeSidebar();
    await wait(TOUR_WAITS.mobileMenuMs);
  }
  if (key === "eksplorasi-halaman-belajar") {
    controls.pinMenu(true);
    await wait(TOUR_WAITS.mobileMenuMs);
  }
  await pollFor(key);
}

function toDriveSteps(steps: readonly TourStep[]): DriveStep[] {
  return steps.map((step) => ({
    element: () => stepElement(step.key) ?? document.body,
    popover: { title: step.title, description: DESCRIPTIONS[step.key] },
  }));
}

function baseConfig() {
  return {
    showProgress: true,
    progressText: "{{current}} dari {{total}}",
    nextBtnText: "Lanjut",
    prevBtnText: "Kembali",
    doneBtnText: "Selesai",
    overlayOpacity: 0.6,
    stagePadding: 6,
    popoverClass: "karirmu-tour",
    onPopoverRender: (popover: { closeButton: HTMLButtonElement }) => {
      popover.closeButton.setAttribute("aria-label", "Tutup tur");
    },
  };
}

/** Shows only the last step, as the closing step of a first cancel. */
function runClosingStep(controls: StudyTourControls): StudyTourHandle {
  const steps = tourStepsOnCancel(false);
  let tour: Driver | null = null;
  let stopped = false;
  const end = () => {
    if (stopped) return;
    stopped = true;
    tour?.destroy();
    controls.pinMenu(false);
    controls.onEnd?.();
  };
  const last = steps[0];
  if (!last) {
    end();
    return { stop: end };
  }
  void prepare(last.key, controls).then(() => {
    if (stopped) return;
    tour = driver({
      ...baseConfig(),
      showProgress: false,
      doneBtnText: "Mengerti",
      steps: toDriveSteps(steps),
      onDestroyStarted: end,
      onDoneClick: end,
    });
    tour.drive(0);
  });
  return { stop: end };
}

/** The whole tour, from 'Daftar Aktivitas' to 'Eksplorasi Halaman Belajar'. */
export function startStudyTour(controls: StudyTourControls): StudyTourHandle {
  let stopped = false;
  let moving = false;
  let closing: StudyTourHandle | null = null;
  const finish = () => {
    stopped = true;
    tour.destroy();
    controls.pinMenu(false);
  };

  const go = (index: number) => {
    const step = TOUR_STEPS[index];
    if (!step || moving || stopped) return;
    moving = true;
    void prepare(step.key, controls).then(() => {
      moving = false;
      if (stopped) return;
      if (tour.isActive()) tour.moveTo(index);
      else tour.drive(index);
    });
  };

  const tour = driver({
    ...baseConfig(),
    steps: toDriveSteps(TOUR_STEPS),
    onNextClick: () => go((tour.getActiveIndex() ?? -1) + 1),
    onPrevClick: () => go((tour.getActiveIndex() ?? 1) - 1),
    onDoneClick: () => {
      setTourCookie();
      finish();
      controls.onEnd?.();
    },
    // Esc, the close button, a click on the overlay: a cancel.
    onDestroyStarted: () => {
      const firstCancel = !isTourCookieSet();
      setTourCookie();
      finish();
      if (firstCancel) closing = runClosingStep(controls);
      else controls.onEnd?.();
    },
  });
  go(0);

  return {
    stop: () => {
      if (closing) closing.stop();
      if (!stopped) {
        finish();
        controls.onEnd?.();
      }
    },
  };
}

/** 'Lewati' on the introduction: a cancel before the first step. */
export function skipStudyTour(controls: StudyTourControls): StudyTourHandle | null {
  const firstCancel = !isTourCookieSet();
  setTourCookie();
  if (!firstCancel) return null;
  return runClosingStep(controls);
}
