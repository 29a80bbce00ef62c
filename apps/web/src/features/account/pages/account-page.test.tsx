import type { MeUser } from "@app/domain/account/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../../../shared/lib/site";
import {
  fakeAccountDialogs,
  meAnswer,
  meUserFixture,
  setSessionCookie,
  WithAccountDialogs,
} from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { logout } from "../api";
import { AccountPage } from "./account-page";

vi.mock("../api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api")>()),
  logout: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(logout).mockClear();
});

function renderProfile(overrides: Partial<MeUser> = {}) {
  setSessionCookie();
  const fake = mockFetch({ "/api/auth/me-v2": meAnswer(meUserFixture(overrides)) });
  vi.stubGlobal("fetch", fake.fn);
  const dialogs = fakeAccountDialogs();
  const view = renderWithRouter(
    <WithAccountDialogs value={dialogs}>
      <AccountPage />
    </WithAccountDialogs>,
    { initialEntry: "/account" },
  );
  return { ...view, dialogs, fake };
}

function dataRow(term: string): string | null | undefined {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

describe("AccountPage", () => {
  it("shows a skeleton while the user loads", () => {
    setSessionCookie();
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    renderWithRouter(<AccountPage />, { initialEntry: "/account" });
    expect(screen.getByText("Memuat profil")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Profil" })).toBeNull();
  });

  it("shows the user: name, email and its state, phone, profession, year level, city and roles", async () => {
    renderProfile({ role: [{ label: "Asesor" }] });
    expect(await screen.findByRole("heading", { name: "Profil", level: 1 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Siti Rahma" })).toBeTruthy();
    const email = screen.getByRole("region", { name: "Email" });
    expect(within(email).getByText("siti@demo.test")).toBeTruthy();
    expect(within(email).getByText("Terverifikasi")).toBeTruthy();
    expect(within(email).queryByRole("button", { name: "Verifikasi" })).toBeNull();
    expect(dataRow("Nomor WhatsApp")).toBe("081234567890");
    expect(dataRow("Profesi")).toBe("Murid");
    expect(dataRow("Jenjang kelas")).toBe("Kelas 10");
    expect(dataRow("Kota")).toBe("Bandung");
    expect(dataRow("Peran")).toBe("Asesor");
    // A complete profile shows no 'uncompleted profile' state.
    expect(screen.queryByRole("region", { name: "Profil Anda belum lengkap" })).toBeNull();
  });

  it("lists what a pupil still misses (spec 000 section 4.7: email, name, year level)", async () => {
    renderProfile({ year_level_id: null, year_level_name: null });
    const notice = await screen.findByRole("region", { name: "Profil Anda belum lengkap" });
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Jenjang kelas"]);
    expect(dataRow("Jenjang kelas")).toBe("Belum diisi");
  });

  it("lists city and occupation for a Prakerja participant, and nothing for a teacher with email and name", async () => {
    const first = renderProfile({ profession_name: "prakerja", city: null, occupation: " " });
    const notice = await screen.findByRole("region", { name: "Profil Anda belum lengkap" });
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Kota", "Pekerjaan"]);
    first.unmount();

    renderProfile({ profession_name: "guru", year_level_id: null, year_level_name: null, city: null });
    await screen.findByRole("heading", { name: "Siti Rahma" });
    expect(screen.queryByRole("region", { name: "Profil Anda belum lengkap" })).toBeNull();
    expect(dataRow("Profesi")).toBe("Guru");
  });

  it("an unverified email offers Verifikasi (the invitation); Ubah Email opens its dialog", async () => {
    const user = userEvent.setup();
    const { dialogs } = renderProfile({ is_email_verified: false });
    const email = await screen.findByRole("region", { name: "Email" });
    expect(within(email).getByText("Belum terverifikasi")).toBeTruthy();
    await user.click(within(email).getByRole("button", { name: "Verifikasi" }));
    expect(dialogs.open).toHaveBeenCalledWith({ name: "verification-invitation" });
    await user.click(within(email).getByRole("button", { name: "Ubah Email" }));
    expect(dialogs.open).toHaveBeenLastCalledWith({ name: "change-email" });
  });

  it("Keluar logs out", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole("button", { name: "Keluar" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("shows the error screen when the user cannot be loaded, and tries again from Mengerti", async () => {
    setSessionCookie();
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/auth/me-v2": () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { status: 500, message: "Terjadi kesalahan", data: null } }
            : meAnswer(meUserFixture())();
        },
      }).fn,
    );
    const user = userEvent.setup();
    renderWithRouter(<AccountPage />, { initialEntry: "/account" });
    expect(await screen.findByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toBeTruthy();
    expect(screen.getByText("Kode Error: 500")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mengerti" }));
    expect(await screen.findByRole("heading", { name: "Siti Rahma" })).toBeTruthy();
  });

  it("leads to the settings pages: personal data, institution, password, privacy, family and the payment PIN", async () => {
    renderProfile();
    const settings = await screen.findByRole("navigation", { name: "Pengaturan Akun" });
    const hrefs = within(settings)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/account/personal",
      "/account/institution",
      "/account/password",
      "/account/privacy",
      "/account/family",
      "/account/pin",
    ]);
    expect(
      within(settings)
        .getByRole("link", { name: /PIN Pembayaran/ })
        .getAttribute("href"),
    ).toBe("/account/pin");
  });

  it("has no PIN link on the Prakerja host", async () => {
    setSessionCookie();
    vi.stubGlobal("fetch", mockFetch({ "/api/auth/me-v2": meAnswer(meUserFixture()) }).fn);
    renderWithRouter(
      <SiteContext.Provider value={{ kind: "prakerja" }}>
        <AccountPage />
      </SiteContext.Provider>,
      { initialEntry: "/account" },
    );
    expect(await screen.findByRole("heading", { name: "Siti Rahma" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pengaturan Akun" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /PIN Pembayaran/ })).toBeNull();
  });
});
