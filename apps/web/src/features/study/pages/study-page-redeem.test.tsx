import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { dashboardFixture, fakeStudyApi, ok, validateFixture } from "../activity-fixtures";
import { chapterFixture, reportFixture, sidebarActivityFixture, topicFixture } from "../shell-fixtures";
import { StudyPage } from "./study-page";

// The study page with the Prakerja redeem-code modal (features/prakerja): the tour introduction waits for it.
vi.mock("../components/activity-panel", () => ({
  ActivityPanel: () => <div data-testid="activity-panel" />,
}));

const PATHS = {
  me: "/api/auth/me-v2",
  validate: "/api/program-activity/v3/program-detail/validate",
  dashboard: "/api/program-activity/v3/program-detail/get/activity-dashboard",
  tab: "/api/program-activity/v3/program-detail/get/tab-activity",
  report: "/api/program-activity/v3/program-detail/get/report",
  chapter: "/api/program-activity/v3/chapter-detail/get",
  announcements: "/api/program-activity/v3/program-detail/get/tab-announcement",
  redeemCode: "/api/program-activity/prakerja/redeem-code",
} as const;

const record = {
  program_id: 10,
  program_user_id: 500,
  program_slug: "belajar-excel",
  redeem_status: 1,
  redemption_code_masked: "********EFGH",
  sequence: 1,
  sequence_status: "success",
  redeemed_at: "2026-11-27T10:00:00.000Z",
};

function serve(redeemStatus: () => number | null) {
  const api = fakeStudyApi({
    [PATHS.me]: () => ok(meUserFixture()),
    [PATHS.validate]: () =>
      ok(validateFixture({ purchase_type: "prakerja", has_redeem_program: true, redeem_status: redeemStatus() })),
    [PATHS.dashboard]: () => ok(dashboardFixture()),
    [PATHS.tab]: () => ok({ chapter_list: [topicFixture([chapterFixture({ id: 20, total_resource: 1 })])] }),
    [PATHS.report]: () => ok(reportFixture()),
    [PATHS.chapter]: () => ok({ resource_detail: [sidebarActivityFixture({ id: 101 })] }),
    [PATHS.announcements]: () => ok({ announcements: [] }),
    [PATHS.redeemCode]: () => ok(record),
  });
  vi.stubGlobal("fetch", api.fn);
  return api;
}

function renderPage() {
  setSessionCookie();
  renderWithRouter(
    <Routes>
      <Route
        path="/aktivitas/:slug"
        element={
          <StudyPage
            logo={<span>Logo</span>}
            companyName="PT Karir Edukasi Nusantara"
            addonPurchase={{ add: vi.fn(), pendingAddonId: null }}
          />
        }
      />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: "/aktivitas/mengenal-sel" },
  );
}

const TOUR = "Selamat Datang di Halaman Belajar";

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "activity-tour=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("StudyPage with a Prakerja redemption programme", () => {
  it("asks for the redeem code first; the tour introduction waits until the code is redeemed", async () => {
    const user = userEvent.setup();
    let status = 0;
    const api = serve(() => status);
    renderPage();
    expect(await screen.findByRole("dialog", { name: "Masukkan Kode Redeem" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: TOUR })).toBeNull();

    status = 1;
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "abcd1234efgh{Enter}");
    expect(await screen.findByRole("dialog", { name: TOUR })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Masukkan Kode Redeem" })).toBeNull());
    expect(api.to(PATHS.redeemCode)[0]?.body).toEqual({ program_id: 10, redemption_code: "ABCD1234EFGH" });
  });

  it("shows no modal once redeemed", async () => {
    serve(() => 1);
    renderPage();
    expect(await screen.findByRole("dialog", { name: TOUR })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Masukkan Kode Redeem" })).toBeNull();
  });
});
