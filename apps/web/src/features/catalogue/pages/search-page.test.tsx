import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../app/router";
import { activityListAnswer, programCard } from "../../../test/fixtures";
import { mockFetch, renderRoutes } from "../../../test/render";

let fake: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fake = mockFetch({
    "/api/program_activity/v2/list/1/36": (url) => {
      if (url.searchParams.get("search") === "zzz") return { body: activityListAnswer([], null) };
      return {
        body: activityListAnswer(
          [programCard({ id: 1, name: "Excel Pertama" })],
          `/api/program_activity/v2/list/2/36?${new URLSearchParams({ search: url.searchParams.get("search") ?? "" })}`,
        ),
      };
    },
    "/api/program_activity/v2/list/2/36": () => ({
      body: activityListAnswer([programCard({ id: 2, slug: "excel-kedua", name: "Excel Kedua" })], null),
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

  it("says 'Program tidak ditemukan' when nothing matches", async () => {
    renderRoutes(routes, "/program?search=zzz");
    expect(await screen.findByRole("heading", { name: "Program tidak ditemukan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Semua Program" })).toBeTruthy();
  });
});
