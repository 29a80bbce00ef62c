import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, envelope, programCard } from "../test/fixtures";
import { mockFetch, renderRoutes } from "../test/render";
import { resolveLayout } from "./layouts/layouts";
import { appRoutes } from "./router";

const routes = appRoutes();

let fake: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fake = mockFetch({
    "/api/program/list/KELASMU/1/8": () => ({
      body: envelope([
        programCard({ id: 1, slug: "matematika-sd", name: "Matematika Kelas 5 SD", category_name: "KELASMU" }),
      ]),
    }),
    "/api/program/list/UJIANMU/1/8": () => ({ body: envelope([]) }),
    "/api/program/list/KARIRMU/1/8": () => ({
      body: envelope([programCard({ id: 3, name: "Belajar Excel Dasar untuk Pemula", price: 0, price_normal: 0 })]),
    }),
    "/api/program/list/PRAKERJA/1/8": () => ({ status: 500, body: { status: 500, message: "fault", data: null } }),
    "/api/program_activity/v2/list/1/36": () => ({ body: activityListAnswer([programCard()], null) }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("routes", () => {
  it("sends an unknown path to /404, whose button goes back home", async () => {
    const { router } = renderRoutes(routes, "/ini/tidak/ada");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan", level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    await waitFor(() => expect(document.title).toBe("Halaman Tidak Ditemukan - Karirmu"));
    const back = screen.getByRole("link", { name: "Kembali ke Beranda" });
    expect(back.getAttribute("href")).toBe("/");
  });

  it("sends the footer's old /portofolio/profil to /profile, a login route (to / with the redirect queries)", async () => {
    const { router } = renderRoutes(routes, "/portofolio/profil");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(new URLSearchParams(router.state.location.search).get("redirect-path")).toBe("/profile");
  });

  it("sends /karirmu through /ikutprogram to the category's results, keeping ref", async () => {
    const { router } = renderRoutes(routes, "/karirmu?ref=iklan");
    expect(await screen.findByRole("heading", { name: "Program Karirmu", level: 1 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/program?category=KARIRMU&ref=iklan",
    );
  });

  it("home: a section per category in order, with cards, an empty state and an error state", async () => {
    renderRoutes(routes, "/");
    const main = await screen.findByRole("main");
    await within(main).findByText("Matematika Kelas 5 SD");
    const headings = within(main)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Belajar Sesuai Jenjang",
      "Kelasmu",
      "Ujianmu",
      "Karirmu",
      "Prakerja",
      "Layanan Kartu Prakerja",
      "Jelajahi Lebih Banyak",
    ]);
    expect(within(main).getByText("Belum ada program Ujianmu untuk saat ini.")).toBeTruthy();
    expect(within(main).getByText("Gratis")).toBeTruthy();
    expect(await within(main).findByText(/Program Prakerja gagal dimuat/)).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Lihat Semua program Kelasmu" }).getAttribute("href")).toBe(
      "/program?category=KELASMU",
    );
    await waitFor(() => expect(document.title).toBe("Beranda - Karirmu"));
  });

  it("resets the scroll position when the page changes", async () => {
    renderRoutes(routes, "/");
    const main = await screen.findByRole("main");
    await within(main).findByText("Matematika Kelas 5 SD");
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(within(main).getByRole("link", { name: "Lihat Semua program Kelasmu" }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe("resolveLayout", () => {
  const match = (handle: unknown) => ({
    id: "x",
    pathname: "/",
    params: {},
    data: undefined,
    loaderData: undefined,
    handle,
  });

  it("is 'default' unless a route names one; the deepest route decides", () => {
    expect(resolveLayout([match(undefined)])).toBe("default");
    expect(resolveLayout([match({ layout: "no-footer" }), match({ layout: "blank" })])).toBe("blank");
    expect(resolveLayout([match({ layout: "checkout" }), match({})])).toBe("checkout");
  });
});
