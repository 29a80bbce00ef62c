import type { InstitutionSearchItem, ProgramSearchItem, SearchListAnswer } from "@app/domain/discovery/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { programCard } from "../../../test/fixtures";
import { OnPartnerSite, partnerSite } from "../../../test/partner-site";
import { renderWithRouter } from "../../../test/render";
import { SearchBar } from "./search-bar";

const session = vi.hoisted(() => ({ prakerja: false }));
vi.mock("../prakerja-session", () => ({ usePrakerjaSession: () => session.prakerja }));

function ok<T>(data: T) {
  return { status: 200, message: "OK", data };
}

function programItem(id: number, name: string): ProgramSearchItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    id,
    name,
    slug,
    avatar: null,
    category_name: "KARIRMU",
    creator: { id: 3, name: "PT Solusi Data", slug: "pt-solusi-data" },
  };
}

function institutionItem(id: number, name: string, count = 0): InstitutionSearchItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { id, name, slug, logo: null, prakerja_program_count: count };
}

const dataAnswer: SearchListAnswer = {
  program: [programItem(1, "Dasar Analisis Data dengan Excel"), programItem(2, "Data Science untuk Pemula")],
  institution: [institutionItem(5, "PT Solusi Data Indonesia", 4)],
};

interface Call {
  url: URL;
}

/** A fake API: popular keywords, the two placements and the search-list call (answered by `search`). */
function serve({
  keywords = [
    { keyword: "excel", url: "/program?search=excel" },
    { keyword: "desain grafis", url: "/program?search=desain%20grafis" },
  ],
  keywordsStatus = 200,
  search = (_category: string, title: string): SearchListAnswer =>
    title === "data" ? dataAnswer : { program: [], institution: [] },
}: {
  keywords?: { keyword: string; url: string }[];
  keywordsStatus?: number;
  search?: (category: string, title: string) => SearchListAnswer;
} = {}) {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    calls.push({ url });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const path = url.pathname;
    if (path === "/api/discovery/popular-keywords") {
      return keywordsStatus === 200
        ? json(200, ok(keywords))
        : json(keywordsStatus, { status: keywordsStatus, message: "Gagal", data: null });
    }
    if (path === "/api/discovery/program-ads/prakerja") {
      return json(200, ok([programCard({ id: 40, slug: "barista-prakerja", name: "Barista untuk Prakerja" })]));
    }
    if (path === "/api/discovery/institution-ads/prakerja") {
      return json(200, ok([institutionItem(9, "BLK Kreatif Bandung", 7)]));
    }
    const match = /^\/api\/program_activity\/search-list\/([^/]+)\/([^/]+)\/1$/.exec(path);
    if (match?.[1] && match[2]) {
      return json(200, ok(search(decodeURIComponent(match[1]), decodeURIComponent(match[2]))));
    }
    return json(404, { status: 404, message: "Not found", data: null });
  };
  vi.stubGlobal("fetch", vi.fn(fn));
  return {
    calls,
    searchCalls: () => calls.filter((c) => c.url.pathname.startsWith("/api/program_activity/search-list/")),
  };
}

beforeEach(() => {
  session.prakerja = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function box() {
  return screen.getByRole("combobox", { name: "Cari program" });
}

describe("search dropdown", () => {
  it("opens on focus with the popular keywords, 'Lihat semua' and the Prakerja link", async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    expect(box().getAttribute("aria-expanded")).toBe("false");
    await user.click(box());
    // the suggestions' code loads on the first open (search-suggestions.tsx)
    await waitFor(() => expect(box().getAttribute("aria-expanded")).toBe("true"));
    const listbox = screen.getByRole("listbox", { name: "Saran pencarian" });
    const popular = await within(listbox).findByRole("group", { name: "Pencarian Populer" });
    const excel = await within(popular).findByRole("option", { name: "excel" });
    expect(excel.getAttribute("href")).toBe("/program?search=excel");
    expect(within(popular).getByRole("option", { name: "desain grafis" }).getAttribute("href")).toBe(
      "/program?search=desain+grafis",
    );
    expect(within(popular).getByRole("option", { name: "Lihat semua program" }).getAttribute("href")).toBe("/program");
    const prakerja = within(listbox).getByRole("option", {
      name: "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja",
    });
    expect(prakerja.getAttribute("href")).toBe("/program?category=PRAKERJA");
    // not a Prakerja session: no recommendations
    expect(within(listbox).queryByRole("group", { name: "Program Rekomendasi" })).toBeNull();
    expect(box().getAttribute("aria-controls")).toBe(listbox.id);

    await user.click(excel);
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it.each([
    ["pr", "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja", "/program?category=PRAKERJA"],
    ["prak", "Lihat semua kelas Kartu Prakerja", "/program?category=PRAKERJA"],
    ["data", 'Cari "data" di kelas Kartu Prakerja', "/program?category=PRAKERJA&search=data"],
  ])("shows the Prakerja wording for '%s'", async (typed, wording, href) => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(box(), typed);
    const option = await screen.findByRole("option", { name: wording });
    expect(option.getAttribute("href")).toBe(href);
  });

  it("shows live results while typing: programmes to /program/{slug}, institutions to /mitra/{slug}", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />, { initialEntry: "/?ref=kampanye" });
    await user.type(box(), "data");
    const programs = await screen.findByRole("group", { name: "Program" });
    const first = await within(programs).findByRole("option", { name: /Dasar Analisis Data dengan Excel/ });
    expect(first.getAttribute("href")).toBe("/program/dasar-analisis-data-dengan-excel?ref=kampanye");
    expect(within(programs).getByRole("option", { name: "Lihat semua program" }).getAttribute("href")).toBe(
      "/program?search=data&ref=kampanye",
    );
    const institutions = screen.getByRole("group", { name: "Lembaga" });
    expect(
      within(institutions)
        .getByRole("option", { name: /PT Solusi Data Indonesia/ })
        .getAttribute("href"),
      // the ref query is not carried to the partner pages (spec 002 router rules)
    ).toBe("/mitra/pt-solusi-data-indonesia");
    expect(within(box().closest("search") as HTMLElement).getByRole("status").textContent).toBe(
      "2 program dan 1 lembaga teratas ditemukan",
    );

    // one search for the whole word, not one per key; every category, and the page it was typed on
    expect(api.searchCalls()).toHaveLength(1);
    expect(api.searchCalls()[0]?.url.pathname).toBe("/api/program_activity/search-list/ALL/data/1");
    expect(api.searchCalls()[0]?.url.searchParams.get("url")).toBe("/");
  });

  it("says so when nothing matches, and offers the full search", async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(box(), "zzz");
    expect(await screen.findByText('Tidak ada program atau lembaga untuk "zzz".')).toBeTruthy();
    expect(screen.getByRole("option", { name: 'Cari "zzz" di semua program' }).getAttribute("href")).toBe(
      "/program?search=zzz",
    );
  });

  it("searches the category chosen in the type selector (Semua is ALL)", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderWithRouter(
      <SearchBar
        types={[
          { value: "", label: "Semua" },
          { value: "KELASMU", label: "Kelasmu" },
        ]}
      />,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Jenis pencarian" }), "KELASMU");
    await user.type(box(), "data");
    await waitFor(() => expect(api.searchCalls()).toHaveLength(1));
    expect(api.searchCalls()[0]?.url.pathname).toBe("/api/program_activity/search-list/KELASMU/data/1");

    await user.selectOptions(screen.getByRole("combobox", { name: "Jenis pencarian" }), "");
    await waitFor(() => expect(api.searchCalls()).toHaveLength(2));
    expect(api.searchCalls()[1]?.url.pathname).toBe("/api/program_activity/search-list/ALL/data/1");
  });

  it("walks the options with the arrow keys, follows the active one on Enter, closes on Esc", async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.click(box());
    await screen.findByRole("option", { name: "excel" });
    const options = screen.getAllByRole("option");
    expect(options).toEqual([
      screen.getByRole("option", { name: "excel" }),
      screen.getByRole("option", { name: "desain grafis" }),
      screen.getByRole("option", { name: "Lihat semua program" }),
      screen.getByRole("option", { name: "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja" }),
    ]);
    expect(box().getAttribute("aria-activedescendant")).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("false");
    // up from the first wraps to the last; down from the last wraps to the first
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[3]?.id);
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(document.activeElement).toBe(box());

    await user.keyboard("{Escape}");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().getAttribute("aria-activedescendant")).toBeNull();

    // the arrow key opens it again; Enter follows the active option
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=desain+grafis");
  });

  it("Enter without an active option searches the typed text", async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(box(), "data{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=data");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a click outside and when focus leaves the box", async () => {
    serve();
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SearchBar />
        <button type="button">Di luar</button>
      </>,
    );
    await user.click(box());
    expect(box().getAttribute("aria-expanded")).toBe("true");
    await user.click(document.body);
    expect(box().getAttribute("aria-expanded")).toBe("false");

    await user.click(box());
    expect(box().getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Di luar" }));
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("skips a repeated identical search (case, accents and spaces do not make a new one)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithRouter(<SearchBar />);
    await user.type(box(), "data");
    await screen.findByRole("option", { name: /Dasar Analisis Data/ });
    expect(api.searchCalls()).toHaveLength(1);
    await waitFor(() => expect(box().getAttribute("aria-busy")).toBeNull(), { timeout: 2500 });

    await user.type(box(), "  ");
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.searchCalls()).toHaveLength(1);
    expect(box().getAttribute("aria-busy")).toBeNull();

    await user.clear(box());
    await user.type(box(), "DÁTA");
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.searchCalls()).toHaveLength(1);
    expect(screen.getByRole("option", { name: /Dasar Analisis Data/ })).toBeTruthy();

    await user.type(box(), " excel");
    await waitFor(() => expect(api.searchCalls()).toHaveLength(2));
    expect(api.searchCalls()[1]?.url.pathname).toBe("/api/program_activity/search-list/ALL/data%20excel/1");
  });

  it("raises the search-busy flag when a search is sent and clears it after 1500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithRouter(<SearchBar />);
    await user.type(box(), "data");
    expect(box().getAttribute("aria-busy")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(260));
    expect(box().getAttribute("aria-busy")).toBe("true");
    expect(screen.getByTestId("search-busy")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(box().getAttribute("aria-busy")).toBe("true");
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(box().getAttribute("aria-busy")).toBeNull();
    expect(screen.queryByTestId("search-busy")).toBeNull();
  });

  it.each([".", "..", "...", "?!"])(
    "sends no live search for '%s' (no letter or digit) and keeps the empty-box groups",
    async (typed) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = serve();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithRouter(<SearchBar />);
      await user.type(box(), typed);
      expect(await screen.findByRole("group", { name: "Pencarian Populer" })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(400));
      // '.' and '..' would be dot segments of /search-list/ALL/{title}/1, which the browser removes
      expect(api.searchCalls()).toHaveLength(0);
      expect(screen.queryByRole("group", { name: "Program" })).toBeNull();
      expect(screen.queryByText(/Hasil pencarian belum dapat dimuat/)).toBeNull();
      expect(box().getAttribute("aria-busy")).toBeNull();
      expect(
        screen
          .getByRole("option", { name: "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja" })
          .getAttribute("href"),
      ).toBe("/program?category=PRAKERJA");

      // a letter after the punctuation is a real search again
      await user.type(box(), "a");
      await waitFor(() => expect(api.searchCalls()).toHaveLength(1));
    },
  );

  it("leaves out a group whose call failed (logged only), keeping the rest", async () => {
    serve({ keywordsStatus: 500 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.click(box());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole("group", { name: "Pencarian Populer" })).toBeNull();
    expect(screen.getByRole("option", { name: /Kartu Prakerja/ })).toBeTruthy();
    warn.mockRestore();
  });
});

describe("search dropdown in a Prakerja session", () => {
  it("shows recommended programmes and favourite institutions instead of the Prakerja link", async () => {
    session.prakerja = true;
    serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.click(box());
    const programs = await screen.findByRole("group", { name: "Program Rekomendasi" });
    expect(
      within(programs)
        .getByRole("option", { name: /Barista untuk Prakerja/ })
        .getAttribute("href"),
    ).toBe("/program/barista-prakerja");
    expect(within(programs).getByRole("option", { name: "Lihat semua program rekomendasi" }).getAttribute("href")).toBe(
      "/program?category=PRAKERJA",
    );
    const institutions = await screen.findByRole("group", { name: "Lembaga Favorit" });
    const blk = within(institutions).getByRole("option", { name: /BLK Kreatif Bandung/ });
    expect(blk.getAttribute("href")).toBe("/mitra/blk-kreatif-bandung");
    expect(blk.textContent).toContain("7 kelas Prakerja");
    expect(within(institutions).getByRole("option", { name: "Lihat semua lembaga" }).getAttribute("href")).toBe(
      "/mitra/all",
    );
    expect(screen.queryByRole("option", { name: /Kartu Prakerja/ })).toBeNull();

    await user.type(box(), "data");
    await screen.findByRole("option", { name: /Dasar Analisis Data/ });
    expect(screen.queryByRole("option", { name: /Kartu Prakerja/ })).toBeNull();
  });
});

describe("search dropdown on a partner site", () => {
  const site = partnerSite();
  const slug = site.institution.slug;
  const own = institutionItem(2, site.institution.name, 2);

  it("keeps the live search to the partner's programmes and leaves out the main site's Prakerja link", async () => {
    const api = serve({
      search: (_category, title) =>
        title === "data" ? { program: dataAnswer.program, institution: [own] } : dataAnswer,
    });
    const user = userEvent.setup();
    renderWithRouter(
      <OnPartnerSite site={site}>
        <SearchBar />
      </OnPartnerSite>,
    );
    await user.click(box());
    // popular keywords stay (they lead to /program, which the partner site keeps to its programmes)…
    const popular = await screen.findByRole("group", { name: "Pencarian Populer" });
    expect(within(popular).getByRole("option", { name: "excel" })).toBeTruthy();
    // …the Prakerja link and the Prakerja placements do not
    expect(screen.queryByRole("option", { name: /Kartu Prakerja/ })).toBeNull();
    expect(api.calls.some((c) => c.url.pathname.startsWith("/api/discovery/program-ads/"))).toBe(false);
    expect(api.calls.some((c) => c.url.pathname.startsWith("/api/discovery/institution-ads/"))).toBe(false);

    await user.type(box(), "data");
    const programs = await screen.findByRole("group", { name: "Program" });
    expect(await within(programs).findByRole("option", { name: /Dasar Analisis Data/ })).toBeTruthy();
    expect(api.searchCalls()).toHaveLength(1);
    expect(api.searchCalls()[0]?.url.pathname).toBe("/api/program_activity/search-list/ALL/data/1");
    expect(api.searchCalls()[0]?.url.searchParams.get("institution")).toBe(slug);
    // the institutions group holds the partner only: no 'Lihat semua' into every institution
    const institutions = screen.getByRole("group", { name: "Lembaga" });
    expect(
      within(institutions)
        .getAllByRole("option")
        .map((o) => o.getAttribute("href")),
    ).toEqual([`/mitra/${own.slug}`]);
    expect(screen.queryByRole("option", { name: /Kartu Prakerja/ })).toBeNull();
  });

  it("keeps the main site's search unscoped", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderWithRouter(<SearchBar />);
    await user.type(box(), "data");
    await screen.findByRole("option", { name: /Dasar Analisis Data/ });
    expect(api.searchCalls()[0]?.url.searchParams.has("institution")).toBe(false);
    expect(screen.getByRole("option", { name: "Lihat semua lembaga" })).toBeTruthy();
  });
});

describe("search dropdown of an autofocused box (the mobile search row)", () => {
  it("is open as soon as the box appears", async () => {
    serve();
    renderWithRouter(<SearchBar autoFocus />);
    expect(document.activeElement).toBe(box());
    expect(await screen.findByRole("option", { name: "excel" })).toBeTruthy();
    expect(box().getAttribute("aria-expanded")).toBe("true");
  });
});
