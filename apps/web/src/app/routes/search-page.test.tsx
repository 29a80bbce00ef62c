import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, programCard } from "../../test/fixtures";
import { fakeIntersectionObserver } from "../../test/intersection-observer";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

let fake: ReturnType<typeof mockFetch>;

/** The list answer as the API gives it: a search is ranked by relevance unless another sort is asked for. */
function listAnswer(url: URL, ...args: Parameters<typeof activityListAnswer>) {
  const answer = activityListAnswer(...args);
  const search = url.searchParams.get("search");
  const asked = url.searchParams.get("sort");
  const applied = (asked ?? (search ? "relevan" : "terpopuler")) as typeof answer.sort.applied;
  const options = search ? [{ value: "relevan", label: "Paling Sesuai" }, ...answer.sort.options] : answer.sort.options;
  return { ...answer, sort: { applied, options } };
}

beforeEach(() => {
  fake = mockFetch({
    "/api/program_activity/v2/list/1/36": (url) => {
      if (url.searchParams.get("search") === "zzz") return { body: listAnswer(url, [], null) };
      return {
        body: listAnswer(
          url,
          [programCard({ id: 1, name: "Excel Pertama" })],
          `/api/program_activity/v2/list/2/36?${new URLSearchParams({ search: url.searchParams.get("search") ?? "" })}`,
        ),
      };
    },
    "/api/program_activity/v2/list/2/36": () => ({
      body: activityListAnswer([programCard({ id: 2, slug: "excel-kedua", name: "Excel Kedua" })], null),
    }),
    "/api/discovery/popular-keywords": () => ({
      body: {
        status: 200,
        message: "OK",
        data: [
          { keyword: "excel", url: "/program?search=excel" },
          { keyword: "desain grafis", url: "/program?search=desain%20grafis" },
        ],
      },
    }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SearchPage", () => {
  it("shows the results of the search and loads more through next-url", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/program?search=excel");
    expect(await screen.findByRole("heading", { name: 'Hasil pencarian "excel"', level: 1 })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(await within(main).findByText("Excel Pertama")).toBeTruthy();
    expect(fake.calls[0]?.url.searchParams.get("search")).toBe("excel");

    await user.click(within(main).getByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await within(main).findByText("Excel Kedua")).toBeTruthy();
    expect(within(main).getByText("Excel Pertama")).toBeTruthy();
    expect(fake.calls.at(-1)?.url.pathname).toBe("/api/program_activity/v2/list/2/36");
    expect(within(main).queryByRole("button", { name: "Muat Lebih Banyak" })).toBeNull();
  });

  it("applies a filter from the options the call returned", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program?search=excel");
    const main = await screen.findByRole("main");
    await within(main).findByText("Excel Pertama");
    await user.selectOptions(within(main).getByRole("combobox", { name: "Jenjang" }), "SD");
    expect(router.state.location.search).toBe("?search=excel&level=SD");
    await within(main).findByRole("button", { name: "Hapus filter Jenjang: SD" });
    expect(fake.calls.at(-1)?.url.searchParams.get("level")).toBe("SD");

    await user.click(within(main).getByRole("button", { name: "Hapus filter Jenjang: SD" }));
    expect(router.state.location.search).toBe("?search=excel");
  });

  it("says 'Program tidak ditemukan' when nothing matches, suggesting popular keywords", async () => {
    renderRoutes(routes, "/program?search=zzz");
    expect(await screen.findByRole("heading", { name: "Program tidak ditemukan" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByText('Belum ada program untuk "zzz". Coba kata kunci lain yang lebih umum.')).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Lihat Semua Program" }).getAttribute("href")).toBe("/program");
    const suggestions = await within(main).findByRole("navigation", { name: "Kata kunci populer" });
    expect(within(suggestions).getByRole("link", { name: "desain grafis" }).getAttribute("href")).toBe(
      "/program?search=desain+grafis",
    );
    expect(within(main).getByText("Tidak ada program yang cocok")).toBeTruthy();
  });

  it("offers to clear the filters when a filtered search finds nothing", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program?search=zzz&level=SD");
    const main = await screen.findByRole("main");
    await within(main).findByRole("heading", { name: "Program tidak ditemukan" });
    await user.click(within(main).getAllByRole("button", { name: "Hapus Semua Filter" }).at(-1) as HTMLElement);
    expect(router.state.location.search).toBe("?search=zzz");
  });

  it("counts what is shown: 'pertama' while more pages exist, the total once all are in", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/program?search=excel");
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("Menampilkan 1 program pertama")).toBeTruthy();
    await user.click(within(main).getByRole("button", { name: "Muat Lebih Banyak" }));
    expect(await within(main).findByText("2 program ditemukan")).toBeTruthy();
  });

  it("loads the next page on its own when the end of the list scrolls near", async () => {
    const viewport = fakeIntersectionObserver();
    renderRoutes(routes, "/program?search=excel");
    const main = await screen.findByRole("main");
    await within(main).findByText("Excel Pertama");
    const watching = viewport.watching((target) => target.getAttribute("data-testid") === "load-more-sentinel");
    expect(watching).toBeTruthy();
    act(() => {
      if (watching) viewport.scrollIntoView(watching);
    });
    expect(await within(main).findByText("Excel Kedua")).toBeTruthy();
    expect(fake.calls.some((c) => c.url.pathname === "/api/program_activity/v2/list/2/36")).toBe(true);
  });

  it("passes year and subject through to the list call and shows them as removable filters", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program?year=kelas-4&subject=matematika");
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: "Program Kelas 4" })).toBeTruthy();
    const call = fake.calls.find((c) => c.url.pathname === "/api/program_activity/v2/list/1/36");
    expect(call?.url.searchParams.get("year")).toBe("kelas-4");
    expect(call?.url.searchParams.get("subject")).toBe("matematika");
    expect(within(main).getByRole("button", { name: "Hapus filter Kelas: Kelas 4" })).toBeTruthy();
    await user.click(within(main).getByRole("button", { name: "Hapus filter Mata Pelajaran: Matematika" }));
    expect(router.state.location.search).toBe("?year=kelas-4");
  });

  it("sorts a search by 'Paling Sesuai' by default, and leaves the default out of the address", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program?search=excel");
    const main = await screen.findByRole("main");
    await within(main).findByText("Excel Pertama");
    const sort = within(main).getByRole("combobox", { name: "Urutkan" }) as HTMLSelectElement;
    expect(sort.value).toBe("relevan");
    expect(within(sort).getAllByRole("option")[0]?.textContent).toBe("Paling Sesuai");
    await user.selectOptions(sort, "terbaru");
    expect(router.state.location.search).toBe("?search=excel&sort=terbaru");
    await waitFor(() => expect(fake.calls.at(-1)?.url.searchParams.get("sort")).toBe("terbaru"));
    await user.selectOptions(within(main).getByRole("combobox", { name: "Urutkan" }), "relevan");
    expect(router.state.location.search).toBe("?search=excel");
  });

  it("offers no 'Paling Sesuai' without a search text, and drops it from the address", async () => {
    renderRoutes(routes, "/program?category=KELASMU&sort=relevan");
    const main = await screen.findByRole("main");
    await within(main).findByText("Excel Pertama");
    const sort = within(main).getByRole("combobox", { name: "Urutkan" }) as HTMLSelectElement;
    expect(within(sort).queryByRole("option", { name: "Paling Sesuai" })).toBeNull();
    expect(sort.value).toBe("terpopuler");
    expect(fake.calls[0]?.url.searchParams.get("sort")).toBeNull();
  });
});
