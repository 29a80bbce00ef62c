import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, programCard } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

let fake: ReturnType<typeof mockFetch>;

function listQueries() {
  return fake.calls
    .filter((c) => c.url.pathname.startsWith("/api/program_activity/v2/list/1/"))
    .map((c) => Object.fromEntries(["category", "level", "tag"].map((k) => [k, c.url.searchParams.get(k)])));
}

beforeEach(() => {
  const answer = (url: URL) => ({
    body: activityListAnswer(
      [
        programCard({
          id: url.searchParams.get("level")?.length ?? 9,
          slug: `program-${url.searchParams.get("level") ?? url.searchParams.get("tag")}`,
          name: `Program ${url.searchParams.get("level") ?? url.searchParams.get("tag")}`,
        }),
      ],
      null,
    ),
  });
  fake = mockFetch({
    "/api/program_activity/v2/list/1/24": answer,
    "/api/program_activity/v2/list/1/4": answer,
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("class and career category pages", () => {
  it("/kelasmu/guru lists KELASMU programmes of the Guru level", async () => {
    renderRoutes(routes, "/kelasmu/guru");
    expect(await screen.findByRole("heading", { level: 1, name: "Terus bertumbuh sebagai pendidik" })).toBeTruthy();
    expect(await screen.findByText("Program Guru")).toBeTruthy();
    expect(listQueries()).toEqual([{ category: "KELASMU", level: "Guru", tag: null }]);
    await waitFor(() => expect(document.title).toBe("Kelasmu untuk Guru - Karirmu"));
    const audiences = screen.getByRole("navigation", { name: "Kelasmu untuk" });
    expect(within(audiences).getByRole("link", { name: "Guru" }).getAttribute("aria-current")).toBe("page");
  });

  it("/kelasmu/pelajar shows a shelf per school level, each leading to its /jenjang page", async () => {
    renderRoutes(routes, "/kelasmu/pelajar");
    const main = await screen.findByRole("main");
    for (const level of ["SD", "SMP", "SMA/SMK", "PAUD"]) {
      expect(await within(main).findByRole("region", { name: `Kelasmu ${level}` })).toBeTruthy();
    }
    await waitFor(() => expect(listQueries()).toHaveLength(4));
    expect(listQueries().map((q) => q.level)).toEqual(["SD", "SMP", "SMA/SMK", "PAUD"]);
    expect(within(main).getByRole("link", { name: "Lihat Semua Program SMA/SMK" }).getAttribute("href")).toBe(
      "/jenjang/sma-smk",
    );
  });

  it("/karirmu/pariwisata lists the career category's programmes with the field's tag", async () => {
    renderRoutes(routes, "/karirmu/pariwisata");
    expect(await screen.findByRole("heading", { level: 1, name: "Layani wisatawan dengan sepenuh hati" })).toBeTruthy();
    expect(await screen.findByText("Program pariwisata")).toBeTruthy();
    expect(listQueries()).toEqual([{ category: "KARIRMU", level: null, tag: "pariwisata" }]);
    expect(
      within(screen.getByRole("navigation", { name: "Bidang Karirmu" }))
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/karirmu/industri-kreatif",
      "/karirmu/mesin-konstruksi",
      "/karirmu/pariwisata",
      "/karirmu/layanan-perawatan",
    ]);
  });

  it("sends an unknown audience or career field to /404", async () => {
    const first = renderRoutes(routes, "/kelasmu/siswa");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe("/404");
    first.unmount();
    const second = renderRoutes(routes, "/karirmu/pertambangan");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe("/404");
    expect(listQueries()).toHaveLength(0);
  });
});
