import { act, screen, waitFor, within } from "@testing-library/react";
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
// The chat box is the chat feature's (tested there); here only which room the page opens and how it closes.
vi.mock("../../chat/public", () => ({
  ChatBox: ({ roomId, discussionHref }: { roomId: number; discussionHref: string | null }) => (
    <div role="dialog" aria-label={`Chat ${roomId}`}>
      {discussionHref ? <a href={discussionHref}>Diskusi Program</a> : null}
    </div>
  ),
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
  announcements: "/api/program-activity/v3/program-detail/get/tab-announcement",
  description: "/api/program_activity/v2/product_by_activity/101/description",
} as const;

type Overrides = {
  me?: Parameters<typeof meUserFixture>[0];
  validate?: () => { status?: number; body: unknown };
  dashboard?: Parameters<typeof dashboardFixture>[0];
  /** The activity's facilitator room (the chat toggle); none by default. */
  facilitatorRoom?: number;
};

function serve(overrides: Overrides = {}) {
  const api = fakeStudyApi({
    [PATHS.me]: () => ok(meUserFixture(overrides.me)),
    [PATHS.validate]: overrides.validate ?? (() => ok(validateFixture())),
    [PATHS.dashboard]: () => ok(dashboardFixture(overrides.dashboard)),
    [PATHS.tab]: () =>
      ok({
        chapter_list: [topicFixture([chapterFixture({ id: 20, title: "Pengenalan Excel", total_resource: 1 })])],
      }),
    [PATHS.report]: () => ok(reportFixture()),
    [PATHS.chapter]: () => ok({ resource_detail: [sidebarActivityFixture({ id: 101, title: "Mengenal Sel" })] }),
    [PATHS.announcements]: () => ok({ announcements: [] }),
    [PATHS.description]: () =>
      ok({ room_id: overrides.facilitatorRoom ?? 0, type_room: "single", is_tanyamu_closed: false }),
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

  it("has the tabs Aktivitas, Pengumuman and Penilaian; Pengumuman lists the programme's announcements", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId("activity-panel");
    const tabs = within(screen.getByRole("tablist", { name: "Menu belajar" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Aktivitas", "Pengumuman", "Penilaian"]);
    // asked for only when the tab is opened
    expect(api.to(PATHS.announcements)).toHaveLength(0);
    await user.click(screen.getByRole("tab", { name: "Pengumuman" }));
    expect(screen.getByRole("tab", { name: "Pengumuman" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Belum ada pengumuman")).toBeTruthy();
    expect(api.to(PATHS.announcements)[0]?.body).toEqual({ program_id: 10 });
    // arrows move between the three tabs
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Penilaian" }).getAttribute("aria-selected")).toBe("true");
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

  it("shows Tanyamu for an open group room, and sharing otherwise", async () => {
    serve({ dashboard: { room_id: 77, type_room: "group" } });
    renderPage();
    const tanyamu = await screen.findByRole("link", { name: "Tanyamu" });
    expect(tanyamu.getAttribute("href")).toBe("/tanyamu?initRoom=77");
    expect(screen.queryByRole("button", { name: "Bagikan" })).toBeNull();
  });

  it("offers sharing instead of Tanyamu when the room is closed, and shares the programme link", async () => {
    serve({ dashboard: { room_id: 77, type_room: "group", is_tanyamu_closed: true } });
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

  it("opens the facilitator room in the chat box from the floating button, with 'Diskusi Program' to Tanyamu", async () => {
    serve({ facilitatorRoom: 55, dashboard: { room_id: 77, type_room: "channel" } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Buka chat fasilitator" }));
    const box = await screen.findByRole("dialog", { name: "Chat 55" });
    expect(within(box).getByRole("link", { name: "Diskusi Program" }).getAttribute("href")).toBe(
      "/tanyamu?initRoom=77",
    );
    // the same button closes it again
    await user.click(screen.getByRole("button", { name: "Tutup chat" }));
    expect(screen.queryByRole("dialog", { name: "Chat 55" })).toBeNull();
  });

  it("closes the chat box when the learner moves to another activity", async () => {
    const api = serve({
      facilitatorRoom: 55,
      validate: () => ok(validateFixture()),
    });
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(await screen.findByRole("button", { name: "Buka chat fasilitator" }));
    expect(await screen.findByRole("dialog", { name: "Chat 55" })).toBeTruthy();
    // the next activity of the same programme
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname === PATHS.validate) {
        return Promise.resolve(
          new Response(JSON.stringify(ok(validateFixture({ activity_id: 102 })).body), {
            headers: { "Content-Type": "application/json" },
          }),
        );
      }
      return api.fn(input, init);
    });
    await act(() => router.navigate("/aktivitas/rumus-dasar"));
    await waitFor(() => expect(screen.getByTestId("activity-panel").textContent).toBe("102"));
    expect(screen.queryByRole("dialog", { name: "Chat 55" })).toBeNull();
  });

  it("closes the chat box when the learner switches the sidebar tab", async () => {
    serve({ facilitatorRoom: 55 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Buka chat fasilitator" }));
    const box = await screen.findByRole("dialog", { name: "Chat 55" });
    // no discussion room: no 'Diskusi Program'
    expect(within(box).queryByRole("link")).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Penilaian" }));
    expect(screen.queryByRole("dialog", { name: "Chat 55" })).toBeNull();
  });

  it.each([
    ["without a facilitator room", 0, {}],
    ["for a programme closed to discussion", 55, { is_tanyamu_closed: true }],
    ["for a child programme", 55, { is_child: true }],
  ])("has no chat button %s", async (_case, facilitatorRoom, dashboard) => {
    const api = serve({ facilitatorRoom, dashboard });
    renderPage();
    await screen.findByTestId("activity-panel");
    await waitFor(() => expect(api.to(PATHS.description)).toHaveLength(1));
    // the answer has been read by the time the next timer runs
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: "Buka chat fasilitator" })).toBeNull();
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

  it("asks for the missing profile fields before the study page opens, with the way back (spec 000 4.7)", async () => {
    const api = serve({ me: { profession_name: "prakerja", city: null, occupation: null } });
    renderPage("/aktivitas/mengenal-sel?subdomain_slug=mitra");
    const state = await screen.findByRole("region", { name: "Lengkapi Profil Anda" });
    expect(within(state).getByRole("list", { name: "Data yang belum diisi" }).textContent).toBe("KotaPekerjaan");
    const link = within(state).getByRole("link", { name: "Lengkapi Profil" });
    const target = new URL(link.getAttribute("href") ?? "", "https://x.invalid");
    expect(target.searchParams.get("redirect-path")).toBe("/aktivitas/mengenal-sel?subdomain_slug=mitra");
    expect(api.to(PATHS.dashboard)).toHaveLength(0);
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
