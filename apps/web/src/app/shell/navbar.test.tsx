import type { RealtimeEvent } from "@app/domain/notification/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logout } from "../../features/account/public";
import { NOTIFICATION_PATHS, notificationEvent, notificationFixture } from "../../features/notification/test-fixtures";
import {
  fakeAccountDialogs,
  meAnswer,
  meUserFixture,
  setSessionCookie,
  WithAccountDialogs,
} from "../../test/account-fixtures";
import { envelope } from "../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../test/render";
import { setViewportWidth } from "../../test/setup";
import { Navbar } from "./navbar";
import { resetVerificationBanner } from "./verification-banner";

// Keluar reloads the page at /?logout=1; here it only has to be asked for.
vi.mock("../../features/account/public", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../features/account/public")>()),
  logout: vi.fn(async () => undefined),
}));

// The realtime socket is replaced by a list of listeners the tests send events to.
const realtime = vi.hoisted(() => ({ listeners: new Set<(event: RealtimeEvent) => void>() }));
vi.mock("../../shared/lib/realtime", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../shared/lib/realtime")>()),
  useRealtimeEvent: (listener: (event: RealtimeEvent) => void) => {
    const latest = useRef(listener);
    latest.current = listener;
    useEffect(() => {
      const forward = (event: RealtimeEvent) => latest.current(event);
      realtime.listeners.add(forward);
      return () => {
        realtime.listeners.delete(forward);
      };
    }, []);
  },
}));

function emit(event: RealtimeEvent) {
  act(() => {
    for (const listener of realtime.listeners) listener(event);
  });
}

beforeEach(() => resetVerificationBanner());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(logout).mockClear();
  realtime.listeners.clear();
});

describe("Navbar (visitor, desktop)", () => {
  it("shows the logo, Home, Learn and Profile links, search, help and Masuk", () => {
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(nav).getByRole("link", { name: "Beranda" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(nav).getByRole("link", { name: "Profil" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: /Karirmu, ke Beranda/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("combobox", { name: "Cari program" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Bantuan/ }).getAttribute("href")).toBe("/bantuan");
    expect(screen.getByRole("button", { name: "Masuk" })).toBeTruthy();
  });

  it("opens the login modal titled Masuk from the Masuk button", async () => {
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole("button", { name: "Masuk" }));
    // The login form is its own chunk, loaded on first open.
    expect(await screen.findByRole("dialog", { name: "Masuk" })).toBeTruthy();
  });

  it("opens registration from Daftar next to Masuk, without going through the login dialog (issue 23)", async () => {
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole("button", { name: "Daftar" }));
    expect(await screen.findByRole("dialog", { name: "Daftar" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Masuk" })).toBeNull();
  });

  it("About Us: opens with the keyboard, moves with arrows, closes on Esc back to its button", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = screen.getByRole("button", { name: "Tentang Kami" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Profil Karirmu" })).toBeNull();

    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const profile = screen.getByRole("link", { name: "Profil Karirmu" });
    expect(profile.getAttribute("href")).toBe("/profil-karirmu");
    expect(document.activeElement).toBe(profile);

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Kontak" }));
    expect(screen.getByRole("link", { name: "Kontak" }).getAttribute("href")).toBe("/kontak-karirmu");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Syarat & Ketentuan" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(profile);

    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Profil Karirmu" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("About Us: Enter toggles it and following a link closes it", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = screen.getByRole("button", { name: "Tentang Kami" });
    button.focus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("link", { name: "Kebijakan Privasi" }));
    expect(screen.getByTestId("location").textContent).toBe("/kebijakan-privasi");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("Navbar (visitor, under 1024 px)", () => {
  it("is the compact bar: the burger opens a menu with the same links", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("navigation", { name: "Navigasi utama" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Buka menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" }); // the drawer's code loads on the first open
    expect(within(menu).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(menu).getByRole("link", { name: "Profil Karirmu" }).getAttribute("href")).toBe("/profil-karirmu");
    expect(within(menu).getByRole("link", { name: "Karirmu" }).getAttribute("href")).toBe("/program?category=KARIRMU");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("the menu offers Daftar under Masuk; it closes the menu and opens registration", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(screen.getByRole("button", { name: "Buka menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Daftar" }),
    );
    expect(await screen.findByRole("dialog", { name: "Daftar" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("the search toggle reveals a search box that submits", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cari program" }));
    await user.type(screen.getByRole("combobox", { name: "Cari program" }), "desain{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=desain");
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

function logIn(overrides: Parameters<typeof meUserFixture>[0] = {}) {
  setSessionCookie();
  const fake = mockFetch({ "/api/auth/me-v2": meAnswer(meUserFixture(overrides)) });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

describe("Navbar (logged in, desktop)", () => {
  it("shows a skeleton avatar while me-v2 loads, never the Masuk button", async () => {
    setSessionCookie();
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithRouter(<Navbar />);
    expect(screen.getByText("Memuat akun").closest("[role=status]")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Masuk" })).toBeNull();
    answer(new Response(JSON.stringify({ status: 200, message: "OK", data: meUserFixture() })));
    expect(await screen.findByRole("button", { name: "Menu akun Siti Rahma" })).toBeTruthy();
    expect(screen.queryByText("Memuat akun")).toBeNull();
  });

  it("shows the links, Programmu, cart and notification icons and the avatar menu instead of Masuk", async () => {
    logIn();
    renderWithRouter(<Navbar />);
    await screen.findByRole("button", { name: "Menu akun Siti Rahma" });
    const nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(nav).getByRole("link", { name: "Beranda" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(nav).getByRole("link", { name: "Profil" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: "Programmu" }).getAttribute("href")).toBe("/programmu");
    expect(screen.getByRole("link", { name: "Daftar Pilihan" }).getAttribute("href")).toBe("/daftar-pilihan");
    expect(screen.getByRole("link", { name: "Notifikasi" }).getAttribute("href")).toBe("/notifikasi");
    expect(screen.queryByRole("button", { name: "Masuk" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Tentang Kami" })).toBeNull();
    // Initials stand in for a missing avatar image.
    expect(screen.getByRole("button", { name: "Menu akun Siti Rahma" }).textContent).toContain("SR");
  });

  it("the search type selector (Semua, Kelasmu, Ujianmu, Karirmu) narrows the search to its category", async () => {
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const select = screen.getByRole("combobox", { name: "Jenis pencarian" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Semua", "Kelasmu", "Ujianmu", "Karirmu"]);
    await user.selectOptions(select, "Kelasmu");
    await user.type(screen.getByRole("combobox", { name: "Cari program" }), "excel{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel&category=KELASMU");
    // On the results page the selector shows the category being searched.
    expect((screen.getByRole("combobox", { name: "Jenis pencarian" }) as HTMLSelectElement).value).toBe("KELASMU");
    await user.selectOptions(screen.getByRole("combobox", { name: "Jenis pencarian" }), "Semua");
    await user.type(screen.getByRole("combobox", { name: "Cari program" }), "{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel");
  });

  it("avatar menu: Lihat Profil goes to /profile, Add-on Saya to /addon; Esc closes it and gives focus back", async () => {
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = await screen.findByRole("button", { name: "Menu akun Siti Rahma" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Lihat Profil" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Add-on Saya" }));
    expect(screen.getByRole("link", { name: "Add-on Saya" }).getAttribute("href")).toBe("/addon");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keluar" }));
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Lihat Profil" })).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Lihat Profil" }));
    expect(screen.getByTestId("location").textContent).toBe("/profile");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("avatar menu: a click outside closes it", async () => {
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = await screen.findByRole("button", { name: "Menu akun Siti Rahma" });
    await user.click(button);
    expect(screen.getByRole("link", { name: "Lihat Profil" })).toBeTruthy();
    await user.click(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("avatar menu: Keluar logs out", async () => {
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(await screen.findByRole("button", { name: "Menu akun Siti Rahma" }));
    await user.click(screen.getByRole("button", { name: "Keluar" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("avatar menu: 'Kilas Balik' only for a user with is_have_fun_report (spec 000 section 6)", async () => {
    logIn({ is_have_fun_report: true });
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(<Navbar />);
    await user.click(await screen.findByRole("button", { name: "Menu akun Siti Rahma" }));
    await user.click(screen.getByRole("link", { name: "Kilas Balik" }));
    expect(screen.getByTestId("location").textContent).toBe("/redirect-fun-report");
    unmount();

    logIn({ is_have_fun_report: false });
    renderWithRouter(<Navbar />);
    await user.click(await screen.findByRole("button", { name: "Menu akun Siti Rahma" }));
    expect(screen.getByRole("link", { name: "Lihat Profil" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Kilas Balik" })).toBeNull();
  });
});

describe("Navbar (logged in, under 1024 px)", () => {
  it("the burger opens a sidebar with the user, the links, Programmu, Lihat Profil and Keluar", async () => {
    setViewportWidth(390);
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("button", { name: "Masuk" })).toBeNull();
    expect(screen.getByRole("link", { name: "Daftar Pilihan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Notifikasi" }).getAttribute("href")).toBe("/notifikasi");
    await user.click(screen.getByRole("button", { name: "Buka menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" }); // the drawer's code loads on the first open
    expect(await within(menu).findByText("Siti Rahma")).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(menu).getByRole("link", { name: "Programmu" }).getAttribute("href")).toBe("/programmu");
    expect(within(menu).getByRole("link", { name: "Lihat Profil" }).getAttribute("href")).toBe("/profile");
    expect(within(menu).queryByRole("button", { name: "Masuk" })).toBeNull();
    await user.click(within(menu).getByRole("button", { name: "Keluar" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("the search toggle reveals the search bar with its type selector", async () => {
    setViewportWidth(390);
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cari program" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Jenis pencarian" }), "Karirmu");
    await user.type(screen.getByRole("combobox", { name: "Cari program" }), "las{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=las&category=KARIRMU");
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

describe("Navbar: notification bell", () => {
  function logInWithCounter(unread: () => number) {
    setSessionCookie();
    const fake = mockFetch({
      "/api/auth/me-v2": meAnswer(meUserFixture()),
      [NOTIFICATION_PATHS.counter]: () => ({ body: envelope({ unread: unread(), chat_unread: 0 }) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    return fake;
  }
  const counterCalls = (fake: ReturnType<typeof mockFetch>) =>
    fake.calls.filter((call) => call.url.pathname === NOTIFICATION_PATHS.counter).length;

  it("shows the unread count on the bell, and says it in the link's name", async () => {
    logInWithCounter(() => 7);
    renderWithRouter(<Navbar />);
    const bell = await screen.findByRole("link", { name: "Notifikasi, 7 belum dibaca" });
    expect(bell.getAttribute("href")).toBe("/notifikasi");
    expect(bell.textContent).toContain("7");
  });

  it("caps the badge at three digits: 999+", async () => {
    logInWithCounter(() => 1200);
    renderWithRouter(<Navbar />);
    const bell = await screen.findByRole("link", { name: "Notifikasi, 999+ belum dibaca" });
    expect(within(bell).getByText("999+")).toBeTruthy();
    expect(bell.textContent).not.toContain("1200");
  });

  it("shows no badge when everything is read", async () => {
    const fake = logInWithCounter(() => 0);
    renderWithRouter(<Navbar />);
    await waitFor(() => expect(counterCalls(fake)).toBe(1));
    await screen.findByRole("button", { name: "Menu akun Siti Rahma" });
    expect(screen.getByRole("link", { name: "Notifikasi" }).textContent).toBe("Notifikasi");
  });

  it("follows the realtime notification event without asking the server again", async () => {
    const fake = logInWithCounter(() => 2);
    renderWithRouter(<Navbar />);
    await screen.findByRole("link", { name: "Notifikasi, 2 belum dibaca" });
    emit(notificationEvent(3, notificationFixture({ id: 9 })));
    expect(await screen.findByRole("link", { name: "Notifikasi, 3 belum dibaca" })).toBeTruthy();
    emit(notificationEvent(1000));
    expect(await screen.findByRole("link", { name: "Notifikasi, 999+ belum dibaca" })).toBeTruthy();
    emit(notificationEvent(0));
    expect((await screen.findByRole("link", { name: "Notifikasi" })).textContent).toBe("Notifikasi");
    expect(counterCalls(fake)).toBe(1);
  });

  it("reads the counter again after a reconnect that missed events", async () => {
    let unread = 4;
    const fake = logInWithCounter(() => unread);
    renderWithRouter(<Navbar />);
    await screen.findByRole("link", { name: "Notifikasi, 4 belum dibaca" });
    unread = 6;
    emit({ id: 50, type: "ready", caught_up: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(counterCalls(fake)).toBe(1);
    emit({ id: 51, type: "ready", caught_up: false });
    expect(await screen.findByRole("link", { name: "Notifikasi, 6 belum dibaca" })).toBeTruthy();
    expect(counterCalls(fake)).toBe(2);
  });

  it("is on the compact bar too, with its count", async () => {
    setViewportWidth(390);
    logInWithCounter(() => 12);
    renderWithRouter(<Navbar />);
    expect(await screen.findByRole("link", { name: "Notifikasi, 12 belum dibaca" })).toBeTruthy();
  });

  it("is not shown to a visitor, and nothing is asked", () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("link", { name: /Notifikasi/ })).toBeNull();
    expect(counterCalls(fake)).toBe(0);
  });
});

describe("Navbar: verification banner", () => {
  it("prompts an unverified user; Verifikasi opens the invitation", async () => {
    logIn({ is_email_verified: false });
    const dialogs = fakeAccountDialogs();
    const user = userEvent.setup();
    renderWithRouter(
      <WithAccountDialogs value={dialogs}>
        <Navbar />
      </WithAccountDialogs>,
    );
    const banner = await screen.findByRole("region", { name: "Verifikasi akun" });
    expect(banner.textContent).toContain("Verifikasi akun Anda untuk dapat mengakses semua fitur.");
    await user.click(within(banner).getByRole("button", { name: "Verifikasi" }));
    expect(dialogs.open).toHaveBeenCalledWith({ name: "verification-invitation" });
  });

  it("is not shown to a verified user or a visitor", async () => {
    logIn({ is_email_verified: true });
    renderWithRouter(<Navbar />);
    await screen.findByRole("button", { name: "Menu akun Siti Rahma" });
    expect(screen.queryByRole("region", { name: "Verifikasi akun" })).toBeNull();
  });
});
