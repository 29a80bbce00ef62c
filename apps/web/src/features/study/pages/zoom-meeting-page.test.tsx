import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import {
  activityFixture,
  fakeStudyApi,
  ok,
  PATHS,
  refused,
  type StudyRoute,
  validateFixture,
} from "../activity-fixtures";
import { ZoomMeetingPage } from "./zoom-meeting-page";

afterEach(() => vi.unstubAllGlobals());

const SESSION = activityFixture({
  type: "live_streaming",
  slug: "sesi-langsung-1",
  title: "Sesi Langsung: Rumus Lanjutan",
  meeting_number: "81234567890",
  start_at: "2099-01-05T02:00:00.000Z",
  end_at: "2099-01-05T04:00:00.000Z",
});

const SIGNED: StudyRoute = () =>
  ok({ signature: "jwt", sdk_key: "key", meeting_number: "81234567890", expires_at: "2099-01-05T05:00:00.000Z" });

function renderPage(entry: string, signature: StudyRoute = SIGNED) {
  setSessionCookie();
  const api = fakeStudyApi({
    "/api/auth/me-v2": () => ok(meUserFixture()),
    "/api/program-activity/v3/program-detail/validate": () => ok(validateFixture()),
    [PATHS.detail]: () => ok({ status: 200, data: SESSION }),
    "/api/program-activity/zoom/signature": signature,
  });
  vi.stubGlobal("fetch", api.fn);
  renderWithRouter(
    <Routes>
      <Route path="/zoom-meeting/:roomId/:password/:role/:name/:apiKey" element={<ZoomMeetingPage />} />
      <Route path="/zoom-meeting/android/:roomId/:password/:role/:name/:apiKey" element={<ZoomMeetingPage />} />
    </Routes>,
    { initialEntry: entry },
  );
  return api;
}

describe("ZoomMeetingPage", () => {
  it("asks for the signature in the address's role and links to the web client with the passcode", async () => {
    const api = renderPage(
      "/zoom-meeting/81234567890/ab%20c%26d/0/Siti%20Rahma/-?aktivitas=sesi-langsung-1&subdomain_slug=lembaga-maju",
    );
    const join = await screen.findByRole("link", { name: /^Gabung Rapat/ });
    expect(join.getAttribute("href")).toBe("https://app.zoom.us/wc/81234567890/join?pwd=ab%20c%26d");
    expect(join.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("heading", { level: 1, name: "Sesi Langsung: Rumus Lanjutan" })).toBeTruthy();
    expect(screen.getByText("Senin, 5 Januari 2099, 09.00 WIB")).toBeTruthy();
    expect(screen.getByText("81234567890")).toBeTruthy();
    expect(screen.getByText("Siti Rahma")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Aktivitas" }).getAttribute("href")).toBe(
      "/aktivitas/sesi-langsung-1?subdomain_slug=lembaga-maju",
    );
    expect(api.to("/api/program-activity/zoom/signature")[0]?.body).toEqual({ meeting_number: "81234567890", role: 0 });
    expect(api.to("/api/program-activity/v3/program-detail/validate")).toHaveLength(1);
  });

  it("without an activity: 'Sesi Langsung', no passcode, the host role and the way back to /programmu", async () => {
    const api = renderPage("/zoom-meeting/android/81234567890/-/1/Budi%20%2F%20Guru/-");
    const join = await screen.findByRole("link", { name: /^Gabung Rapat/ });
    expect(join.getAttribute("href")).toBe("https://app.zoom.us/wc/81234567890/join");
    expect(screen.getByRole("heading", { level: 1, name: "Sesi Langsung" })).toBeTruthy();
    expect(screen.getByText("Budi / Guru")).toBeTruthy();
    expect(screen.queryByText("Mulai")).toBeNull();
    expect(screen.getByRole("link", { name: "Kembali ke Programmu" }).getAttribute("href")).toBe("/programmu");
    expect(api.to("/api/program-activity/zoom/signature")[0]?.body).toEqual({ meeting_number: "81234567890", role: 1 });
    expect(api.to("/api/program-activity/v3/program-detail/validate")).toHaveLength(0);
    expect(api.to(PATHS.detail)).toHaveLength(0);
  });

  it("treats a role other than 0 or 1 as a participant", async () => {
    const api = renderPage("/zoom-meeting/123456789/-/2/-/-");
    await screen.findByRole("link", { name: /^Gabung Rapat/ });
    expect(api.to("/api/program-activity/zoom/signature")[0]?.body).toEqual({ meeting_number: "123456789", role: 0 });
    expect(screen.queryByText("Nama peserta")).toBeNull();
  });

  it("answers a room id that is not 9–11 digits with the not-found message, asking nothing", async () => {
    const api = renderPage("/zoom-meeting/12345/-/0/Siti%20Rahma/-?aktivitas=sesi-langsung-1");
    expect((await screen.findByRole("alert")).textContent).toBe(STUDY_MESSAGES.meetingNotFound);
    expect(screen.queryByRole("link", { name: /Gabung Rapat/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Kembali ke Aktivitas" }).getAttribute("href")).toBe(
      "/aktivitas/sesi-langsung-1",
    );
    expect(api.to("/api/program-activity/zoom/signature")).toHaveLength(0);
  });

  it("explains a meeting service that is not configured (503) and links back to the activity", async () => {
    renderPage("/zoom-meeting/81234567890/-/0/Siti%20Rahma/-?aktivitas=sesi-langsung-1", () =>
      refused(STUDY_MESSAGES.meetingNotConfigured, 503),
    );
    expect(await screen.findByRole("heading", { name: "Layanan rapat daring belum dikonfigurasi" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Gabung Rapat/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Kembali ke Aktivitas" }).getAttribute("href")).toBe(
      "/aktivitas/sesi-langsung-1",
    );
  });

  it("shows the server's message when the signature is refused (403)", async () => {
    renderPage("/zoom-meeting/81234567890/-/1/Siti%20Rahma/-", () =>
      refused("Hanya fasilitator yang dapat membuka sesi sebagai tuan rumah", 403),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Hanya fasilitator yang dapat membuka sesi sebagai tuan rumah",
    );
    expect(screen.queryByRole("link", { name: /Gabung Rapat/ })).toBeNull();
  });
});
