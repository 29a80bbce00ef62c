import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, programCard } from "../../test/fixtures";
import { fakeIntersectionObserver } from "../../test/intersection-observer";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const LIST = "/api/program_activity/v2/list/1/24";
const NEXT = "/api/program_activity/v2/list/2/24";

let fake: ReturnType<typeof mockFetch>;

function listCalls() {
  return fake.calls.filter((c) => c.url.pathname.startsWith("/api/program_activity/v2/list/"));
}

beforeEach(() => {
  fake = mockFetch({
    [LIST]: (url) => {
      const year = url.searchParams.get("year");
      if (year === "kelas-6") return { body: activityListAnswer([], null) };
      if (year === "kelas-5") return { status: 500, body: { status: 500, message: "fault", data: null } };
      const name = year ? `Matematika SD ${year}` : "Matematika SD";
      return {
        body: activityListAnswer(
          [programCard({ id: 1, slug: "matematika-sd", name, category_name: "KELASMU", level: "SD" })],
          `${NEXT}?level=SD`,
        ),
      };
    },
    [NEXT]: () => ({
      body: activityListAnswer([programCard({ id: 2, slug: "ipa-sd", name: "IPA Seru SD", level: "SD" })], null),
    }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/jenjang/{level}[/{year}]", () => {
  it("lists a level's programmes with the level filter, and a year narrows it", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/jenjang/sd");
    expect(await screen.findByRole("heading", { level: 1, name: "Program SD" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(await within(main).findByText("Matematika SD")).toBeTruthy();
    expect(listCalls()[0]?.url.searchParams.get("level")).toBe("SD");
    expect(listCalls()[0]?.url.searchParams.has("year")).toBe(false);
    await waitFor(() => expect(document.title).toBe("Program SD - Karirmu"));

    const years = within(main).getByRole("navigation", { name: "Pilih kelas" });
    expect(within(years).getByRole("link", { name: "Semua Kelas" }).getAttribute("aria-current")).toBe("page");
    expect(
      within(years)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Semua Kelas", "Kelas 1", "Kelas 2", "Kelas 3", "Kelas 4", "Kelas 5", "Kelas 6"]);

    await user.click(within(years).getByRole("link", { name: "Kelas 3" }));
    expect(router.state.location.pathname).toBe("/jenjang/sd/kelas-3");
    expect(await screen.findByRole("heading", { level: 1, name: "Program SD Kelas 3" })).toBeTruthy();
    expect(await within(main).findByText("Matematika SD kelas-3")).toBeTruthy();
    const last = listCalls().at(-1)?.url.searchParams;
    expect(last?.get("level")).toBe("SD");
    expect(last?.get("year")).toBe("kelas-3");
    expect(
      within(screen.getByRole("navigation", { name: "Pilih kelas" }))
        .getByRole("link", { name: "Kelas 3" })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(
      within(screen.getByRole("navigation", { name: "Pilih jenjang" }))
        .getByRole("link", { name: "SD" })
        .getAttribute("aria-current"),
    ).toBe("true");
  });

  it("sends an unknown level, and a year the level does not have, to /404", async () => {
    const first = renderRoutes(routes, "/jenjang/kuliah");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe("/404");
    first.unmount();

    const second = renderRoutes(routes, "/jenjang/sd/kelas-7");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe("/404");
    expect(listCalls()).toHaveLength(0);
  });

  it("filters an institution type by its value", async () => {
    renderRoutes(routes, "/jenjang/lembaga/perguruan-tinggi");
    expect(await screen.findByRole("heading", { level: 1, name: "Program dari Perguruan Tinggi" })).toBeTruthy();
    await waitFor(() => expect(listCalls()[0]?.url.searchParams.get("institution_type")).toBe("6"));
    expect(listCalls()[0]?.url.searchParams.has("level")).toBe(false);
  });

  it("loads the next page with the visible 'Muat Lebih Banyak' button", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/jenjang/sd");
    const main = await screen.findByRole("main");
    await within(main).findByText("Matematika SD");
    await user.click(within(main).getByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await within(main).findByText("IPA Seru SD")).toBeTruthy();
    expect(listCalls().at(-1)?.url.pathname).toBe(NEXT);
    expect(within(main).queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull();
    expect(within(main).getByText("2 program ditampilkan")).toBeTruthy();
  });

  it("loads the next page on its own when the end of the list scrolls into view", async () => {
    const viewport = fakeIntersectionObserver();
    renderRoutes(routes, "/jenjang/sd");
    const main = await screen.findByRole("main");
    await within(main).findByText("Matematika SD");
    const watching = viewport.watching();
    expect(watching).toBeTruthy();
    if (watching) viewport.scrollIntoView(watching);
    expect(await within(main).findByText("IPA Seru SD")).toBeTruthy();
  });

  it("says so when a year has no programme, and offers the whole level", async () => {
    renderRoutes(routes, "/jenjang/sd/kelas-6");
    expect(await screen.findByRole("heading", { name: "Belum ada program untuk SD Kelas 6" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Semua Program SD" }).getAttribute("href")).toBe("/jenjang/sd");
  });

  it("offers a retry when the list fails", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/jenjang/sd/kelas-5");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Program SD Kelas 5 gagal dimuat");
    const before = listCalls().length;
    await user.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });
});
