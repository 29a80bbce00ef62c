import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  faultAnswer,
  institutionDetail,
  institutionItem,
  notFoundAnswer,
  pageOf,
} from "../../features/institution/test-fixtures";
import { envelope, programCard } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const SCHOOL = institutionItem({
  id: 1,
  name: "SMA Cendekia Nusantara",
  slug: "sma-cendekia-nusantara",
  type: 1,
  type_label: "Sekolah",
  city: "Yogyakarta",
  prakerja_program_count: 0,
});
const TRAINER = institutionItem();
const DETAIL = institutionDetail({
  description:
    '<p>Pelatihan <strong>digital</strong> terapan.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  parent: { name: "Grup Pendidikan Maju", slug: "grup-pendidikan-maju" },
});
const PROGRAM = programCard({
  id: 21,
  slug: "desain-grafis-canva",
  name: "Desain Grafis dengan Canva",
  creator: { id: 2, name: TRAINER.name, slug: TRAINER.slug, logo: null, type: 2 },
});

type Answer = { status?: number; body: unknown };
let answers: Record<string, (url: URL) => Answer>;
let fake: ReturnType<typeof mockFetch>;

function install(): void {
  fake = mockFetch(answers);
  vi.stubGlobal("fetch", fake.fn);
}

// The routes load their pages lazily: load them once up front, so the first test does not wait on the transform.
beforeAll(async () => {
  await Promise.all([
    import("../../features/institution/pages/institution-list-page"),
    import("../../features/institution/pages/institution-page"),
    import("../../features/institution/pages/institution-group-page"),
    import("../../features/institution/pages/landing-page"),
    import("../pages/not-found-page"),
  ]);
});

beforeEach(() => {
  answers = {
    "/api/user/institution/1/20": () => ({ body: envelope(pageOf([SCHOOL, TRAINER])) }),
    "/api/user/institution/2/20": () => ({ body: envelope(pageOf([TRAINER], { page: 2, total: 45 })) }),
    "/api/user/reference/": () => ({
      body: envelope({
        institution_type: [
          { value: 1, label: "Sekolah" },
          { value: 2, label: "Lembaga Pelatihan" },
          { value: 5, label: "Perusahaan" },
          { value: 6, label: "Perguruan Tinggi" },
          { value: 0, label: "" },
        ],
      }),
    }),
    [`/api/user/institution/get/${TRAINER.slug}`]: () => ({ body: envelope(DETAIL) }),
    [`/api/program/institution/${TRAINER.slug}/1/12`]: () => ({ body: envelope(pageOf([PROGRAM], { perPage: 12 })) }),
    "/api/user/year/list": () => ({
      body: envelope([
        { id: 11, name: "Kelas 11", slug: "kelas-11", sequence: 11 },
        { id: 10, name: "Kelas 10", slug: "kelas-10", sequence: 10 },
      ]),
    }),
    "/api/program/subject/list/": () => ({ body: envelope([{ id: 3, name: "Desain", slug: "desain" }]) }),
  };
  install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function callsTo(pathname: string): URL[] {
  return fake.calls.map((c) => c.url).filter((u) => u.pathname === pathname);
}

function lastCallTo(pathname: string): URL {
  const calls = callsTo(pathname);
  const last = calls[calls.length - 1];
  if (!last) throw new Error(`no call to ${pathname}`);
  return last;
}

describe("institution list (/mitra/all and the group lists)", () => {
  it("shows a loading state, then 20-per-page cards with type, city and counts", async () => {
    renderRoutes(routes, "/mitra/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Semua Mitra" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Semua Mitra - Karirmu"));
    const card = await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ });
    expect(card.getAttribute("href")).toBe("/mitra/sma-cendekia-nusantara");
    expect(card.textContent).toContain("Sekolah · Yogyakarta");
    expect(screen.getByRole("link", { name: /Lembaga Pelatihan Digital Maju/ }).textContent).toContain("2 Prakerja");
    expect(screen.getByRole("heading", { name: "2 mitra" })).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Kelompok mitra" });
    expect(within(tabs).getByRole("link", { name: "Semua" }).getAttribute("aria-current")).toBe("page");
    const call = lastCallTo("/api/user/institution/1/20");
    expect(call.searchParams.has("group")).toBe(false);
  });

  it("a group tab lists that group, and its type filter offers only the group's types", async () => {
    const user = userEvent.setup();
    answers["/api/user/institution/1/20"] = (url) => ({
      body: envelope(pageOf(url.searchParams.get("group") === "industri" ? [TRAINER] : [SCHOOL, TRAINER])),
    });
    install();
    const { router } = renderRoutes(routes, "/mitra/all");
    await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ });
    await user.click(screen.getByRole("link", { name: "Industri" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mitra Industri" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/mitra/industri");
    await waitFor(() => expect(screen.queryByRole("link", { name: /SMA Cendekia Nusantara/ })).toBeNull());
    expect(lastCallTo("/api/user/institution/1/20").searchParams.get("group")).toBe("industri");

    const type = screen.getByRole("combobox", { name: "Jenis Lembaga" });
    await waitFor(() => expect((type as HTMLSelectElement).disabled).toBe(false));
    const options = within(type)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Semua Jenis", "Lembaga Pelatihan", "Perusahaan"]);
    await user.selectOptions(type, "5");
    await waitFor(() => expect(router.state.location.search).toBe("?type=5"));
    await waitFor(() => expect(lastCallTo("/api/user/institution/1/20").searchParams.get("type")).toBe("5"));
  });

  it("searches by name, shows the empty state, and clears the filter", async () => {
    const user = userEvent.setup();
    answers["/api/user/institution/1/20"] = (url) => ({
      body: envelope(pageOf(url.searchParams.get("search") ? [] : [SCHOOL, TRAINER])),
    });
    install();
    const { router } = renderRoutes(routes, "/mitra/sekolah");
    await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ });
    await user.type(screen.getByRole("searchbox", { name: "Cari mitra" }), "tidak ada{Enter}");
    expect(await screen.findByRole("heading", { name: "Mitra tidak ditemukan" })).toBeTruthy();
    expect(router.state.location.search).toBe("?search=tidak+ada");
    expect(lastCallTo("/api/user/institution/1/20").searchParams.get("search")).toBe("tidak ada");
    expect(lastCallTo("/api/user/institution/1/20").searchParams.get("group")).toBe("sekolah");
    await user.click(screen.getByRole("button", { name: "Hapus Filter" }));
    expect(await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ })).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("pages through 20 at a time", async () => {
    const user = userEvent.setup();
    answers["/api/user/institution/1/20"] = () => ({ body: envelope(pageOf([SCHOOL, TRAINER], { total: 45 })) });
    install();
    const { router } = renderRoutes(routes, "/mitra/all");
    const pages = await screen.findByRole("navigation", { name: "Halaman mitra" });
    expect(within(pages).getByText("Halaman 1").closest("[aria-current]")?.getAttribute("aria-current")).toBe("page");
    await user.click(within(pages).getByRole("link", { name: "Halaman 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(callsTo("/api/user/institution/2/20").length).toBe(1));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("45 mitra"));
  });

  it("past the last page says so and links to the first and the last page, not 'no institutions'", async () => {
    const user = userEvent.setup();
    answers["/api/user/institution/5/20"] = () => ({ body: envelope(pageOf([], { page: 5, total: 15 })) });
    install();
    const { router } = renderRoutes(routes, "/mitra/all?page=5");
    expect(await screen.findByRole("heading", { name: "Halaman 5 tidak tersedia" })).toBeTruthy();
    expect(screen.getByText("Daftar mitra ini hanya sampai halaman 1.")).toBeTruthy();
    expect(screen.queryByText("Belum ada mitra pada kelompok ini.")).toBeNull();
    // one page only: the first page is the last one
    expect(screen.queryByRole("link", { name: /Ke Halaman Terakhir/ })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Ke Halaman Pertama" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ })).toBeTruthy();
  });

  it("past the last page of a filtered group list keeps the filter in both links", async () => {
    answers["/api/user/institution/9/20"] = () => ({ body: envelope(pageOf([], { page: 9, total: 45 })) });
    install();
    renderRoutes(routes, "/mitra/sekolah?search=nusantara&page=9");
    expect(await screen.findByRole("heading", { name: "Halaman 9 tidak tersedia" })).toBeTruthy();
    expect(screen.getByText("Daftar mitra ini hanya sampai halaman 3.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Mitra tidak ditemukan" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ke Halaman Pertama" }).getAttribute("href")).toBe(
      "/mitra/sekolah?search=nusantara",
    );
    expect(screen.getByRole("link", { name: "Ke Halaman Terakhir (3)" }).getAttribute("href")).toBe(
      "/mitra/sekolah?search=nusantara&page=3",
    );
  });

  it("shows the error screen when the list fails, and tries again on Mengerti", async () => {
    const user = userEvent.setup();
    answers["/api/user/institution/1/20"] = () => faultAnswer();
    install();
    renderRoutes(routes, "/mitra/perguruan-tinggi");
    expect(await screen.findByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toBeTruthy();
    expect(screen.getByText("Kode Error: 500")).toBeTruthy();
    answers["/api/user/institution/1/20"] = () => ({ body: envelope(pageOf([SCHOOL])) });
    install();
    await user.click(screen.getByRole("button", { name: "Mengerti" }));
    expect(await screen.findByRole("link", { name: /SMA Cendekia Nusantara/ })).toBeTruthy();
  });

  it("falls back to the built-in institution types when /user/reference/ fails", async () => {
    answers["/api/user/reference/"] = () => faultAnswer();
    install();
    renderRoutes(routes, "/mitra/all");
    const type = await screen.findByRole("combobox", { name: "Jenis Lembaga" });
    await waitFor(() => expect(within(type).getAllByRole("option").length).toBe(12));
    expect(within(type).getByRole("option", { name: "Tempat Wisata" })).toBeTruthy();
  });
});

describe("institution page (/mitra/{slug})", () => {
  it("shows the header with initials, type, city, its group, and the sanitised description", async () => {
    renderRoutes(routes, `/mitra/${TRAINER.slug}`);
    expect(await screen.findByRole("heading", { level: 1, name: TRAINER.name })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${TRAINER.name} - Karirmu`));
    const main = screen.getByRole("main");
    expect(within(main).getAllByTestId("institution-initials")[0]?.textContent).toBe("LP");
    expect(within(main).getByText("Lembaga Pelatihan", { selector: "span" })).toBeTruthy();
    expect(within(main).getByText("Jakarta")).toBeTruthy();
    expect(within(main).getByRole("link", { name: "Grup Pendidikan Maju" }).getAttribute("href")).toBe(
      "/mitra-group/grup-pendidikan-maju",
    );
    expect(within(main).getByText("digital", { selector: "strong" })).toBeTruthy();
    expect(main.innerHTML).not.toContain("<script");
    expect(main.innerHTML).not.toContain("onerror");
    expect(within(main).getAllByText("6 program").length).toBeGreaterThan(0);
  });

  it("lists its programmes 12 a page, filtered by year, subject, search and Prakerja", async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/mitra/${TRAINER.slug}`);
    const section = await screen.findByRole("region", { name: `Program ${TRAINER.name}` });
    const card = await within(section).findByRole("link", { name: /Desain Grafis dengan Canva/ });
    expect(card.getAttribute("href")).toBe("/program/desain-grafis-canva");

    const year = within(section).getByRole("combobox", { name: "Kelas" });
    await waitFor(() =>
      expect(
        within(year)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Semua Kelas", "Kelas 10", "Kelas 11"]),
    );
    await user.selectOptions(year, "kelas-10");
    await waitFor(() =>
      expect(lastCallTo(`/api/program/institution/${TRAINER.slug}/1/12`).searchParams.get("year")).toBe("kelas-10"),
    );
    const subject = within(section).getByRole("combobox", { name: "Bidang Studi" });
    await waitFor(() => expect((subject as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(subject, "desain");
    await user.click(within(section).getByRole("checkbox", { name: "Hanya Prakerja" }));
    await user.type(within(section).getByRole("searchbox", { name: `Cari program ${TRAINER.name}` }), "canva{Enter}");
    await waitFor(() => {
      const call = lastCallTo(`/api/program/institution/${TRAINER.slug}/1/12`);
      expect(call.searchParams.get("year")).toBe("kelas-10");
      expect(call.searchParams.get("subject")).toBe("desain");
      expect(call.searchParams.get("is_prakerja")).toBe("1");
      expect(call.searchParams.get("search")).toBe("canva");
    });
    expect(new URLSearchParams(router.state.location.search).get("prakerja")).toBe("1");
  });

  it("says so when the institution has no programmes, and when a filter finds none", async () => {
    const user = userEvent.setup();
    answers[`/api/program/institution/${TRAINER.slug}/1/12`] = () => ({ body: envelope(pageOf([], { perPage: 12 })) });
    install();
    renderRoutes(routes, `/mitra/${TRAINER.slug}`);
    expect(await screen.findByRole("heading", { name: "Belum ada program" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Hanya Prakerja" }));
    expect(await screen.findByRole("heading", { name: "Program tidak ditemukan" })).toBeTruthy();
  });

  it("past the last page of its programmes links to the first and the last page, not 'Belum ada program'", async () => {
    const user = userEvent.setup();
    answers[`/api/program/institution/${TRAINER.slug}/99/12`] = () => ({
      body: envelope(pageOf([], { page: 99, perPage: 12, total: 30 })),
    });
    install();
    const { router } = renderRoutes(routes, `/mitra/${TRAINER.slug}?page=99`);
    const section = await screen.findByRole("region", { name: `Program ${TRAINER.name}` });
    expect(await within(section).findByRole("heading", { name: "Halaman 99 tidak tersedia" })).toBeTruthy();
    expect(within(section).getByText(`Daftar program ${TRAINER.name} ini hanya sampai halaman 3.`)).toBeTruthy();
    expect(within(section).queryByRole("heading", { name: "Belum ada program" })).toBeNull();
    expect(within(section).getByRole("link", { name: "Ke Halaman Terakhir (3)" }).getAttribute("href")).toBe(
      `/mitra/${TRAINER.slug}?page=3`,
    );
    await user.click(within(section).getByRole("link", { name: "Ke Halaman Pertama" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await within(section).findByRole("link", { name: /Desain Grafis dengan Canva/ })).toBeTruthy();
  });

  it("links the website only when it is an http(s) address", async () => {
    for (const [website, href] of [
      ["https://digitalmaju.id/tentang", "https://digitalmaju.id/tentang"],
      ["http://digitalmaju.id", "http://digitalmaju.id/"],
      ["javascript:alert(document.cookie)", null],
      ["data:text/html,<script>alert(1)</script>", null],
      ["digitalmaju.id", null],
      ["//digitalmaju.id", null],
    ] as const) {
      answers[`/api/user/institution/get/${TRAINER.slug}`] = () => ({ body: envelope({ ...DETAIL, website }) });
      install();
      const view = renderRoutes(routes, `/mitra/${TRAINER.slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: TRAINER.name })).toBeTruthy();
      const link = screen.queryByRole("link", { name: /Situs web lembaga/ });
      expect(link?.getAttribute("href") ?? null).toBe(href);
      view.unmount();
    }
  });

  it("offers a retry when its programmes fail to load", async () => {
    const user = userEvent.setup();
    answers[`/api/program/institution/${TRAINER.slug}/1/12`] = () => faultAnswer();
    install();
    renderRoutes(routes, `/mitra/${TRAINER.slug}`);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Program gagal dimuat");
    answers[`/api/program/institution/${TRAINER.slug}/1/12`] = () => ({
      body: envelope(pageOf([PROGRAM], { perPage: 12 })),
    });
    install();
    await user.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("link", { name: /Desain Grafis dengan Canva/ })).toBeTruthy();
  });

  it("goes to /404 for an unknown slug (the API answers 404) and for a slug that cannot exist", async () => {
    const { router } = renderRoutes(routes, "/mitra/lembaga-yang-tidak-ada");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    expect(callsTo("/api/user/institution/get/lembaga-yang-tidak-ada").length).toBe(1);

    const second = renderRoutes(routes, "/mitra/Bukan_Slug");
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/404"));
    expect(callsTo("/api/user/institution/get/Bukan_Slug").length).toBe(0);
  });
});

describe("institution group page (/mitra-group/{slug})", () => {
  it("shows the group and its member institutions, 18 a page", async () => {
    answers["/api/user/parent_institution/grup-pendidikan-maju/1/18"] = () => ({
      body: envelope({
        ...pageOf([SCHOOL, TRAINER], { perPage: 18, total: 20 }),
        parent: institutionDetail({
          id: 9,
          name: "Grup Pendidikan Maju",
          slug: "grup-pendidikan-maju",
          type: 7,
          type_label: "Organisasi",
          children_count: 20,
        }),
      }),
    });
    install();
    renderRoutes(routes, "/mitra-group/grup-pendidikan-maju");
    expect(await screen.findByRole("heading", { level: 1, name: "Grup Pendidikan Maju" })).toBeTruthy();
    expect(screen.getByText(/20 lembaga anggota/)).toBeTruthy();
    const members = screen.getByRole("region", { name: "Lembaga Anggota" });
    expect(within(members).getAllByRole("link", { name: /Cendekia|Digital Maju/ }).length).toBe(2);
    expect(screen.getByRole("link", { name: "Lihat Profil dan Program" }).getAttribute("href")).toBe(
      "/mitra/grup-pendidikan-maju",
    );
    const pages = screen.getByRole("navigation", { name: "Halaman lembaga anggota" });
    expect(within(pages).getByRole("link", { name: "Halaman 2" }).getAttribute("href")).toBe(
      "/mitra-group/grup-pendidikan-maju?page=2",
    );
  });

  it("past the last page of its members links to the first and the last page", async () => {
    answers["/api/user/parent_institution/grup-pendidikan-maju/7/18"] = () => ({
      body: envelope({
        ...pageOf([], { page: 7, perPage: 18, total: 20 }),
        parent: institutionDetail({ id: 9, name: "Grup Pendidikan Maju", slug: "grup-pendidikan-maju" }),
      }),
    });
    install();
    renderRoutes(routes, "/mitra-group/grup-pendidikan-maju?page=7");
    const members = await screen.findByRole("region", { name: "Lembaga Anggota" });
    expect(within(members).getByRole("heading", { name: "Halaman 7 tidak tersedia" })).toBeTruthy();
    expect(within(members).queryByRole("heading", { name: "Belum ada lembaga anggota" })).toBeNull();
    expect(within(members).getByRole("link", { name: "Ke Halaman Pertama" }).getAttribute("href")).toBe(
      "/mitra-group/grup-pendidikan-maju",
    );
    expect(within(members).getByRole("link", { name: "Ke Halaman Terakhir (2)" }).getAttribute("href")).toBe(
      "/mitra-group/grup-pendidikan-maju?page=2",
    );
  });

  it("goes to /404 for an unknown group", async () => {
    answers["/api/user/parent_institution/grup-hilang/1/18"] = () => notFoundAnswer();
    install();
    const { router } = renderRoutes(routes, "/mitra-group/grup-hilang");
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
  });
});

describe("the /{title} rule", () => {
  it("shows a landing page from the landing-page list in the institution's colours, with its programmes", async () => {
    answers["/api/config/landing-pages/kampus-digital-maju"] = () => ({
      body: envelope({
        slug: "kampus-digital-maju",
        title: "Kampus Digital Maju",
        headline: "Belajar digital, langsung praktik",
        description: "<p>Program pilihan dari <em>Digital Maju</em>.</p>",
        institution: DETAIL,
      }),
    });
    install();
    renderRoutes(routes, "/kampus-digital-maju");
    const heading = await screen.findByRole("heading", { level: 1, name: "Belajar digital, langsung praktik" });
    await waitFor(() => expect(document.title).toBe("Kampus Digital Maju - Karirmu"));
    const branded = heading.closest("[style]") as HTMLElement | null;
    expect(branded?.style.getPropertyValue("--partner-brand")).toBe("#0f766e");
    expect(await screen.findByRole("link", { name: /Desain Grafis dengan Canva/ })).toBeTruthy();
  });

  it("sends a slug outside the landing-page list to /404", async () => {
    const { router } = renderRoutes(routes, "/halaman-kampanye-lama");
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
    expect(callsTo("/api/config/landing-pages/halaman-kampanye-lama").length).toBe(1);
  });

  it("still sends the category names through /ikutprogram without asking the list", async () => {
    const { router } = renderRoutes(routes, "/kelasmu");
    await waitFor(() => expect(router.state.location.pathname).toBe("/program"));
    expect(router.state.location.search).toBe("?category=KELASMU");
    expect(fake.calls.some((c) => c.url.pathname.startsWith("/api/config/landing-pages"))).toBe(false);
  });
});
