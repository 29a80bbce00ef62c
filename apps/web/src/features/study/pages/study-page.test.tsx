import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { setViewportWidth } from "../../../test/setup";
import { dashboardFixture, fakeStudyApi, ok, refused, validateFixture } from "../activity-fixtures";
import type { AddonPurchase } from "../components/addon-card";
import { chapterFixture, reportFixture, sidebarActivityFixture, topicFixture } from "../shell-fixtures";
import { StudyPage, studyPageDecision } from "./study-page";

// The focused activity and the dialogs it opens are the activity panel's own (tested there).
vi.mock("../components/activity-panel", () => ({
  ActivityPanel: ({ validate }: { validate: { activity_id: number } }) => (
    <div data-testid="activity-panel">{validate.activity_id}</div>
  ),
}));
vi.mock("../components/rating-modal", () => ({
  RatingModal: ({ open, programName }: { open: boolean; programName: string }) =>
    open ? <div role="dialog" aria-label={`Rating ${programName}`} /> : null,
}));
vi.mock("../components/study-groups/study-group-dialog", () => ({
  StudyGroupDialog: ({ open, programId }: { open: boolean; programId: number }) =>
    open ? <div role="dialog" aria-label={`Kelompok ${programId}`} /> : null,
}));

const PATHS = {
  me: "/api/auth/me-v2",
  validate: "/api/program-activity/v3/program-detail/validate",
  dashboard: "/api/program-activity/v3/program-detail/get/activity-dashboard",
  tab: "/api/program-activity/v3/program-detail/get/tab-activity",
  report: "/api/program-activity/v3/program-detail/get/report",
  chapter: "/api/program-activity/v3/chapter-detail/get",
} as const;

type Overrides = {
  validate?: () => { status?: number; body: unknown };
  dashboard?: Parameters<typeof dashboardFixture>[0];
};

function serve(overrides: Overrides = {}) {
  const api = fakeStudyApi({
    [PATHS.me]: () => ok(meUserFixture()),
    [PATHS.validate]: overrides.validate ?? (() => ok(validateFixture())),
    [PATHS.dashboard]: () => ok(dashboardFixture(overrides.dashboard)),
    [PATHS.tab]: () =>
      ok({
        chapter_list: [topicFixture([chapterFixture({ id: 20, title: "Pengenalan Excel", total_resource: 1 })])],
      }),
    [PATHS.report]: () => ok(reportFixture()),
    [PATHS.chapter]: () => ok({ resource_detail: [sidebarActivityFixture({ id: 101, title: "Mengenal Sel" })] }),
  });
  vi.stubGlobal("fetch", api.fn);
  return api;
}

function renderPage(
  entry = "/aktivitas/mengenal-sel",
  purchase: AddonPurchase = { add: vi.fn(), pendingAddonId: null },
) {
  setSessionCookie();
  const { router } = renderWithRouter(
    <Routes>
      <Route
        path="/aktivitas/:slug"
        element={
          <StudyPage logo={<span>Logo</span>} companyName="PT Karir Edukasi Nusantara" addonPurchase={purchase} />
        }
      />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: entry },
  );
  return router;
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${cookie}; path=/`;
}

const location = () => screen.getByTestId("location").textContent;
const listToggle = () => screen.queryByRole("button", { name: "Daftar aktivitas" });

beforeEach(() => setCookie("activity-tour=1"));
afterEach(() => vi.unstubAllGlobals());

describe("StudyPage", () => {
  it("validates the slug, loads the enrolment and shows the shell around the activity", async () => {
    const api = serve({ dashboard: { folder_id: 3 } });
    renderPage("/aktivitas/mengenal-sel?subdomain_slug=sman-1");
    expect(await screen.findByTestId("activity-panel")).toBeTruthy();
    expect(api.to(PATHS.validate)[0]?.body).toEqual({
      type_access: "activity",
      user_id: 5,
      slug: "mengenal-sel",
      subdomain_slug: "sman-1",
    });
    const enrolmentBody = { user_id: 5, program_user_id: 500, id: 10 };
    expect(api.to(PATHS.dashboard)[0]?.body).toEqual(enrolmentBody);
    expect(api.to(PATHS.tab)[0]?.body).toEqual(enrolmentBody);
    expect(api.to(PATHS.report)[0]?.body).toEqual(enrolmentBody);
    expect(screen.getByRole("link", { name: "Kembali ke Programmu" }).getAttribute("href")).toBe(
      "/programmu?subdomain_slug=sman-1&folder=3",
    );
    expect(screen.getByRole("link", { name: "Belajar Excel Dasar untuk Pemula" }).getAttribute("href")).toBe(
      "/program/belajar-excel-dasar",
    );
    expect(screen.getByRole("button", { name: "Progres belajar 20,0%" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Belajar Excel Dasar untuk Pemula - Karirmu"));
    expect(screen.getByText("PT Karir Edukasi Nusantara")).toBeTruthy();
  });

  it("opens the sidebar on load on a wide screen", async () => {
    serve();
    renderPage();
    await screen.findByTestId("activity-panel");
    expect(listToggle()?.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("tablist", { name: "Menu belajar" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Aktivitas" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Penilaian" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: /Mengenal Sel/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Tutup daftar aktivitas" }));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(listToggle()?.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps the sidebar closed on mobile until 'Daftar aktivitas' opens it as a drawer, closed by Esc", async () => {
    setViewportWidth(390);
    serve();
    renderPage();
    await screen.findByTestId("activity-panel");
    expect(listToggle()?.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("tablist")).toBeNull();
    await userEvent.click(listToggle() as HTMLElement);
    const drawer = await screen.findByRole("dialog", { name: "Daftar aktivitas" });
    expect(within(drawer).getByRole("tablist", { name: "Menu belajar" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no sidebar on mobile with header_hide=true", async () => {
    setViewportWidth(390);
    serve();
    renderPage("/aktivitas/mengenal-sel?header_hide=true");
    await screen.findByTestId("activity-panel");
    expect(listToggle()).toBeNull();
  });

  it("hides the sidebar toggle and navigation for the business-to-business app", async () => {
    setCookie("source-access=karirmu-b2b");
    serve();
    renderPage();
    await screen.findByTestId("activity-panel");
    expect(listToggle()).toBeNull();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("offers sharing, not the discussion room, until the discussion page exists, and shares the programme link", async () => {
    // an open group room: the spec's Tanyamu button comes with its page (issue 19)
    serve({ dashboard: { room_id: 77, type_room: "group" } });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Bagikan" }));
    expect(screen.queryByRole("link", { name: "Tanyamu" })).toBeNull();
    const dialog = screen.getByRole("dialog", { name: "Bagikan Aktivitas" });
    const url = `${window.location.origin}/program/belajar-excel-dasar`;
    expect(
      within(dialog)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"),
    ).toContain(encodeURIComponent(url));
    for (const name of ["Line", "LinkedIn", "Facebook", "Twitter"]) {
      expect(within(dialog).getByRole("link", { name: new RegExp(name) })).toBeTruthy();
    }
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Salin Link" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText("Berhasil menyalin link program")).toBeTruthy();
  });

  it("lists the kebab menu, with Kelompok Belajar Program only for programmes with a study group", async () => {
    serve({ dashboard: { has_program_study_group_activity: true } });
    renderPage();
    await screen.findByTestId("activity-panel");
    await userEvent.click(screen.getByRole("button", { name: "Menu lainnya" }));
    for (const name of ["Bagikan Aktivitas", "Eksplorasi Halaman Belajar"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: /Panduan/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Kelompok Belajar Program" }));
    expect(await screen.findByRole("dialog", { name: "Kelompok 10" })).toBeTruthy();
  });

  it("has no Kelompok Belajar Program without a study-group activity", async () => {
    serve();
    renderPage();
    await screen.findByTestId("activity-panel");
    await userEvent.click(screen.getByRole("button", { name: "Menu lainnya" }));
    expect(screen.queryByRole("button", { name: "Kelompok Belajar Program" })).toBeNull();
  });

  it("sends an unknown activity to /404", async () => {
    serve({ validate: () => refused("Aktivitas tidak ditemukan", 400) });
    renderPage();
    await waitFor(() => expect(location()).toBe("/404"));
  });

  it("sends a learner who is not enrolled to the programme page", async () => {
    serve({ validate: () => ok(validateFixture({ is_joined: false, program_user_id: null })) });
    renderPage();
    await waitFor(() => expect(location()).toBe("/program/belajar-excel-dasar"));
  });

  it("sends an activity id 0 to Programmu", async () => {
    serve({ validate: () => ok(validateFixture({ activity_id: 0 })) });
    renderPage();
    await waitFor(() => expect(location()).toBe("/programmu"));
  });

  it("blocks a learner whose user group has not accepted them with Program Terbatas", async () => {
    const api = serve({ validate: () => ok(validateFixture({ has_user_group: true, is_user_group_joined: false })) });
    renderPage();
    const dialog = await screen.findByRole("dialog", { name: "Program Terbatas" });
    expect(api.to(PATHS.dashboard)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Kembali ke Beranda" }));
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("shows the default full-screen error when the dashboard fails", async () => {
    vi.stubGlobal(
      "fetch",
      fakeStudyApi({
        [PATHS.me]: () => ok(meUserFixture()),
        [PATHS.validate]: () => ok(validateFixture()),
        [PATHS.dashboard]: () => ({ status: 500, body: { status: 500, message: "Kesalahan server", data: null } }),
        [PATHS.tab]: () => ok({ chapter_list: [] }),
        [PATHS.report]: () => ok(reportFixture()),
      }).fn,
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toBeTruthy();
    expect(screen.getByText("Terjadi gangguan di halaman ini, coba beberapa saat lagi")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mengerti" }));
    await waitFor(() => expect(location()).toBe("/programmu"));
  });

  it("greets after a purchase once, clearing the is-post-payment cookie", async () => {
    setCookie("is-post-payment=1");
    serve();
    renderPage();
    expect(await screen.findByText("Selamat! Program berhasil didapatkan.")).toBeTruthy();
    expect(document.cookie).not.toContain("is-post-payment");
  });

  it("reminds when exactly one presence session is left", async () => {
    serve({
      dashboard: {
        using_presence_participation: true,
        total_presence_participation_resource: 3,
        completed_presence_resource: 2,
        uncompleted_presence_resource: 1,
      },
    });
    renderPage();
    expect(await screen.findByText("Tinggal 1 sesi kehadiran lagi. Jangan lewatkan!")).toBeTruthy();
  });

  it("opens the rating prompt for a finished programme and closes the sidebar", async () => {
    serve({ dashboard: { percentage_progress: 100, completed_resources: 5 } });
    renderPage();
    expect(await screen.findByRole("dialog", { name: "Rating Belajar Excel Dasar untuk Pemula" })).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("introduces the tour when the activity-tour cookie is not set", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "activity-tour=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    serve();
    renderPage();
    const intro = await screen.findByRole("dialog", { name: "Selamat Datang di Halaman Belajar" });
    expect(within(intro).getByRole("button", { name: "Mulai Eksplorasi" })).toBeTruthy();
    expect(within(intro).getByRole("button", { name: "Lewati" })).toBeTruthy();
  });
});

describe("studyPageDecision", () => {
  it("blocks only a learner whom the user group alone keeps out", () => {
    const limited = validateFixture({ has_user_group: true, is_user_group_joined: false });
    expect(studyPageDecision({ status: 200, validate: limited })).toEqual({ kind: "limited" });
    expect(studyPageDecision({ status: 200, validate: { ...limited, is_joined: false } })).toEqual({
      kind: "program-page",
    });
    expect(studyPageDecision({ status: 200, validate: { ...limited, is_external: true } })).toEqual({
      kind: "program-page",
    });
    expect(studyPageDecision({ status: 200, validate: validateFixture() })).toEqual({ kind: "study" });
    expect(studyPageDecision({ status: 114, validate: null })).toEqual({ kind: "not-found" });
  });
});
