import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { viewFixture } from "../test-data";
import { PublicProfilePage } from "./public-profile-page";

/** /u/{username} of a private profile (decisions/026): a visitor learns only that; the owner sees a note. */

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/u/:username/:type" element={<PublicProfilePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: path },
  );
}

describe("PublicProfilePage of a private profile", () => {
  it("a visitor sees 'Profil ini bersifat pribadi', no retry, no profile", async () => {
    const refused = () => ({
      status: 403,
      body: { status: 403, message: PRIVACY_MESSAGES.profilePrivate, data: null },
    });
    const mock = mockFetch({ "/api/user/public/get/siti": refused });
    vi.stubGlobal("fetch", mock.fn);
    renderAt("/u/siti/portofolio");
    expect(await screen.findByRole("heading", { name: "Profil ini bersifat pribadi", level: 1 })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(PRIVACY_MESSAGES.profilePrivateNote);
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
    expect(screen.getByRole("link", { name: "Kembali ke Beranda" })).toBeTruthy();
    // asked once: a private profile is not retried
    expect(mock.calls.filter((c) => c.url.pathname === "/api/user/public/get/siti")).toHaveLength(1);
  });

  it("the owner sees their profile with a note and the way to the privacy settings", async () => {
    const view = viewFixture();
    const own = { ...view, user: { ...view.user, is_private: true } };
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/user/public/get/siti": () => ({ body: envelope({ user: own.user }) }),
        "/api/portofolio/view/5": () => ({ body: envelope(own) }),
      }).fn,
    );
    renderAt("/u/siti/portofolio");
    expect(await screen.findByRole("heading", { name: "Siti Rahma", level: 1 })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toContain("Profil Anda bersifat pribadi");
    expect(screen.getByRole("link", { name: "Ubah di pengaturan privasi" }).getAttribute("href")).toBe(
      "/account/privacy",
    );
  });
});
