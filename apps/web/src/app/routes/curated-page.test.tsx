import { CURATED_COLLECTIONS } from "@app/domain/catalogue/curated-collections";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, programCard } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

let fake: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fake = mockFetch({
    "/api/program_activity/v2/list/1/24": (url) =>
      url.searchParams.get("tag") === "coding"
        ? { body: activityListAnswer([], null) }
        : {
            body: activityListAnswer(
              [programCard({ id: 5, slug: "tryout-utbk", name: "Tryout UTBK SNBT Paket Lengkap", tags: ["utbk"] })],
              null,
            ),
          },
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/program-pilihan", () => {
  it("lists every collection, each linking to its page", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program-pilihan");
    expect(await screen.findByRole("heading", { level: 1, name: "Program Pilihan" })).toBeTruthy();
    const main = screen.getByRole("main");
    for (const collection of CURATED_COLLECTIONS) {
      const link = within(main).getByRole("link", { name: new RegExp(`^${collection.title}`) });
      expect(link.getAttribute("href")).toBe(`/program-pilihan/${collection.slug}`);
    }
    expect(fake.calls).toHaveLength(0);

    await user.click(within(main).getByRole("link", { name: /^Persiapan UTBK SNBT/ }));
    expect(router.state.location.pathname).toBe("/program-pilihan/persiapan-utbk-snbt");
    expect(await screen.findByRole("heading", { level: 1, name: "Persiapan UTBK SNBT" })).toBeTruthy();
    expect(await within(main).findByText("Tryout UTBK SNBT Paket Lengkap")).toBeTruthy();
    expect(fake.calls.at(-1)?.url.searchParams.get("tag")).toBe("utbk");
    await waitFor(() => expect(document.title).toBe("Persiapan UTBK SNBT - Karirmu"));
  });

  it("sends an unknown collection to /404 without asking for programmes", async () => {
    const { router } = renderRoutes(routes, "/program-pilihan/koleksi-yang-tidak-ada");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    expect(fake.calls).toHaveLength(0);
  });

  it("shows an empty collection as coming soon, with the way back to all collections", async () => {
    renderRoutes(routes, "/program-pilihan/coding-untuk-anak");
    expect(await screen.findByRole("heading", { name: "Program untuk koleksi ini segera hadir" })).toBeTruthy();
    await waitFor(() => expect(fake.calls[0]?.url.searchParams.get("tag")).toBe("coding"));
    expect(screen.getByRole("link", { name: "Lihat Semua Koleksi" }).getAttribute("href")).toBe("/program-pilihan");
  });
});
