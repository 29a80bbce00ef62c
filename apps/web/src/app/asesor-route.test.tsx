import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../test/account-fixtures";
import { mockFetch, renderRoutes } from "../test/render";
import { appRoutes } from "./router";

const routes = appRoutes();

afterEach(() => vi.unstubAllGlobals());

function serve(isAsesor: boolean) {
  setSessionCookie();
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(meUserFixture({ is_asesor: isAsesor })),
    "/api/asesor/submissions": () => ({
      body: { status: 200, message: "OK", data: { items: [], page: 1, total_pages: 0, total: 0 } },
    }),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

describe("assessor routes", () => {
  it("open /asesor/penilaian for an assessor, whose account menu links it", async () => {
    serve(true);
    const user = userEvent.setup();
    renderRoutes(routes, "/asesor/penilaian");
    expect(await screen.findByRole("heading", { level: 1, name: "Penilaian Asesor" }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Belum ada pengumpulan yang perlu dinilai" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: /Menu akun/ }));
    const menu = screen.getByRole("link", { name: "Penilaian Asesor" });
    expect(menu.getAttribute("href")).toBe("/asesor/penilaian");
  });

  it("send anyone else to the not-found page, without asking for submissions", async () => {
    const fake = serve(false);
    const { router } = renderRoutes(routes, "/asesor/penilaian/9001");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    expect(fake.calls.some((call) => call.url.pathname.startsWith("/api/asesor/"))).toBe(false);
    const header = screen.getByRole("banner");
    await userEvent.setup().click(within(header).getByRole("button", { name: /Menu akun/ }));
    expect(screen.queryByRole("link", { name: "Penilaian Asesor" })).toBeNull();
  });
});
