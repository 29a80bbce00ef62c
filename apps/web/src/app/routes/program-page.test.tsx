import type { ProgramActivityAnswer, ProgramDetail, Review, ReviewListAnswer } from "@app/domain/catalogue/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartProgram, creatorGroup } from "../../features/cart/test-fixtures";
import { setSessionCookie } from "../../test/account-fixtures";
import { programDetail as baseProgramDetail, envelope, programActivity, programDescription } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const base = "/api/program_activity/v2/product_detail/belajar-excel-dasar";
const ADD = "/api/payment/add_to_cart/";
const GET_CART = "/api/payment/v3/get_cart/";
const ENROLMENT = "/api/program_activity/v2/product_detail/1/enrolment";
const notEnrolled = {
  enrolled: false,
  program_user_id: null,
  percentage_progress: 0,
  completed_resources: 0,
  total_resources: 0,
  activity_slug: null,
};

type DetailExtras = "schedule_start" | "schedule_end" | "location" | "enrolled_count" | "year_levels";

/**
 * The detail answer with the schedule, location, enrolment and year fields of the contract: null, 0 or none
 * unless given (whether or not the shared fixture has them yet).
 */
function programDetail(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  const detail: Omit<ProgramDetail, DetailExtras> & Partial<Pick<ProgramDetail, DetailExtras>> =
    baseProgramDetail(overrides);
  return {
    ...detail,
    schedule_start: detail.schedule_start ?? null,
    schedule_end: detail.schedule_end ?? null,
    location: detail.location ?? null,
    enrolled_count: detail.enrolled_count ?? 0,
    year_levels: detail.year_levels ?? [],
  };
}

function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    name: `Peserta ${id}`,
    avatar: null,
    rating: 5,
    comment: `Materinya jelas sekali (${id}).`,
    created_at: "2026-12-12T02:00:00.000Z",
    ...overrides,
  };
}

function reviewPage(list: Review[], page: number, totalPage: number, total: number): ReviewListAnswer {
  return {
    list,
    total,
    page,
    per_page: 10,
    total_page: totalPage,
    next_url: page < totalPage ? `${base}/review/${page + 1}` : null,
  };
}

function serve(
  detail = programDetail(),
  description = programDescription(),
  {
    reviews = { 1: reviewPage([review(1)], 1, 1, 1) } as Record<number, ReviewListAnswer>,
    reviewStatus = 200,
    activity = programActivity(),
    extra = {},
  }: {
    reviews?: Record<number, ReviewListAnswer>;
    reviewStatus?: number;
    activity?: ProgramActivityAnswer;
    extra?: Parameters<typeof mockFetch>[0];
  } = {},
) {
  const reviewAnswer = (page: number) => () =>
    reviewStatus === 200
      ? { body: envelope(reviews[page] ?? reviewPage([], page, 1, 0)) }
      : { status: reviewStatus, body: { status: reviewStatus, message: "Gagal", data: null } };
  const fake = mockFetch({
    [base]: () => ({ body: envelope(detail) }),
    [`${base}/description`]: () => ({ body: envelope(description) }),
    [`${base}/activity`]: () => ({ body: envelope(activity) }),
    [`${base}/review/1`]: reviewAnswer(1),
    [`${base}/review/2`]: reviewAnswer(2),
    "/api/program_activity/v2/product_detail/tidak-ada": () => ({
      status: 400,
      body: { status: 400, message: "Not found slug", data: null },
    }),
    "/api/program_activity/v2/product_detail/program-yang-dihapus": () => ({
      status: 400,
      body: { status: 114, message: "program not available", data: null },
    }),
    ...extra,
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ProgramPage", () => {
  it("shows the programme: name, creator link, type, price, rating breakdown", async () => {
    serve(programDetail({ price: 99000, price_normal: 150000 }));
    renderRoutes(routes, "/program/belajar-excel-dasar");
    expect(await screen.findByRole("heading", { name: "Belajar Excel Dasar untuk Pemula", level: 1 })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Lembaga Kursus Maju" }).getAttribute("href")).toBe(
      "/mitra/lembaga-kursus-maju",
    );
    expect(within(main).getByText("Reguler")).toBeTruthy();
    expect(within(main).getAllByText("Rp99.000").length).toBeGreaterThan(0);
    expect(within(main).getAllByText("Rp150.000")[0]?.closest("s")).toBeTruthy();
    expect(within(main).getByText("5 bintang:")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Belajar Excel Dasar untuk Pemula - Karirmu"));
  });

  it("renders the description sanitised, and the learning objectives", async () => {
    serve(
      programDetail(),
      programDescription({
        description: '<p>Aman <strong>tebal</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    );
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const strong = await screen.findByText("tebal");
    expect(strong.tagName).toBe("STRONG");
    const rich = strong.closest(".rich-text");
    expect(rich?.innerHTML).not.toContain("onerror");
    expect(rich?.innerHTML).not.toContain("<script");
    expect(screen.getByText("Membuat tabel pivot")).toBeTruthy();
  });

  it("lists the topics as an accordion with activity types and minutes, and add-on price and quota", async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const first = await screen.findByRole("button", { name: /Topik 1\s*Pengenalan Excel/ });
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Pretest Excel")).toBeTruthy();
    expect(screen.getByText("Kuis")).toBeTruthy();
    expect(screen.getByText("Pretest")).toBeTruthy();
    expect(screen.getByText("15 Menit")).toBeTruthy();

    const addon = screen.getByRole("button", { name: /Sesi Konsultasi Privat/ });
    expect(within(addon).getByText("+Rp25.000")).toBeTruthy();
    expect(within(addon).getByText("Sisa kuota 3").className).toContain("amber");
    expect(screen.queryByText("Tanya jawab langsung dengan mentor.")).toBeNull();
    await user.click(addon);
    expect(addon.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Tanya jawab langsung dengan mentor.")).toBeTruthy();

    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Pretest Excel")).toBeNull();
  });

  it("asks a visitor to log in from the buy button", async () => {
    serve(programDetail({ price: 0, price_normal: 0 }));
    renderRoutes(routes, "/program/belajar-excel-dasar");
    await screen.findByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" });
    expect(screen.getAllByText("Gratis").length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole("button", { name: "Ikuti Program" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Masuk" })).toBeTruthy();
  });

  it("goes to /404 when the answer is 400 'Not found slug'", async () => {
    serve();
    const { router } = renderRoutes(routes, "/program/tidak-ada");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
  });

  it("goes to /404 for a slug that cannot exist, without asking the server", async () => {
    const fake = serve();
    const { router } = renderRoutes(routes, "/program/Bukan%20Slug!");
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    expect(fake.calls.some((c) => c.url.pathname.includes("product_detail"))).toBe(false);
  });

  it("shows 'Program tidak tersedia' for a removed programme (status 114), with a way back to the catalogue", async () => {
    serve();
    const { router } = renderRoutes(routes, "/program/program-yang-dihapus");
    expect(await screen.findByRole("heading", { level: 1, name: "Program tidak tersedia" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Katalog Program" }).getAttribute("href")).toBe("/program");
    expect(router.state.location.pathname).toBe("/program/program-yang-dihapus");
    await waitFor(() => expect(document.title).toBe("Program tidak tersedia - Karirmu"));
  });

  it("lists the reviews, newest first, and loads more with 'Muat Ulasan Lainnya'", async () => {
    const fake = serve(programDetail(), programDescription(), {
      reviews: {
        1: reviewPage(
          [review(1, { name: "Ayu Lestari", comment: "Sangat membantu\nuntuk pekerjaan." }), review(2, { rating: 4 })],
          1,
          2,
          3,
        ),
        2: reviewPage([review(3, { name: "Budi Santoso" })], 2, 2, 3),
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const section = await screen.findByRole("region", { name: "Rating dan Ulasan" });
    const ayu = await within(section).findByRole("article", { name: "Ulasan dari Ayu Lestari" });
    expect(within(ayu).getByText(/Sangat membantu/).textContent).toBe("Sangat membantu\nuntuk pekerjaan.");
    expect(within(ayu).getByText("12 Desember 2026")).toBeTruthy();
    expect(within(ayu).getByText("Rating 5 dari 5")).toBeTruthy();
    expect(within(section).getByText("Menampilkan 2 dari 3 ulasan")).toBeTruthy();
    expect(within(section).getByText("5 bintang:")).toBeTruthy();

    await user.click(within(section).getByRole("button", { name: "Muat Ulasan Lainnya" }));
    expect(await within(section).findByRole("article", { name: "Ulasan dari Budi Santoso" })).toBeTruthy();
    expect(within(section).getByText("Menampilkan 3 dari 3 ulasan")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Muat Ulasan Lainnya" })).toBeNull();
    expect(fake.calls.some((c) => c.url.pathname === `${base}/review/2`)).toBe(true);
  });

  it("says 'Belum ada ulasan' when the programme has no reviews", async () => {
    serve(
      programDetail({
        reviewers: 0,
        rating: 0,
        reviewers_five_star: 0,
        reviewers_four_star: 0,
        reviewers_three_star: 0,
        reviewers_two_star: 0,
        reviewers_one_star: 0,
      }),
      programDescription(),
      { reviews: { 1: reviewPage([], 1, 0, 0) } },
    );
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const section = await screen.findByRole("region", { name: "Rating dan Ulasan" });
    expect(await within(section).findByText("Belum ada ulasan")).toBeTruthy();
    expect(within(section).queryByText("5 bintang:")).toBeNull();
    expect(within(section).queryByRole("button", { name: "Muat Ulasan Lainnya" })).toBeNull();
  });

  it("keeps the page when the reviews fail, offering a retry", async () => {
    serve(programDetail(), programDescription(), { reviewStatus: 500 });
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const section = await screen.findByRole("region", { name: "Rating dan Ulasan" });
    expect(await within(section).findByText("Ulasan gagal dimuat.")).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" })).toBeTruthy();
  });

  it("shows a webinar's schedule in WIB and that it is held online", async () => {
    serve(
      programDetail({
        program_type: 2,
        schedule_start: "2026-12-12T02:00:00.000Z",
        schedule_end: "2026-12-12T04:00:00.000Z",
      }),
    );
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const schedule = await screen.findByRole("list", { name: "Jadwal dan lokasi" });
    expect(within(schedule).getByText("Jadwal Webinar")).toBeTruthy();
    expect(within(schedule).getByText("Sabtu, 12 Desember 2026, 09.00–11.00 WIB")).toBeTruthy();
    expect(within(schedule).getByText("Daring (tautan dibagikan kepada peserta)")).toBeTruthy();
    expect(screen.getAllByText("Webinar").length).toBeGreaterThan(0);
  });

  it("shows an offline programme's schedule and place", async () => {
    serve(
      programDetail({
        program_type: 1,
        schedule_start: "2026-12-12T02:00:00.000Z",
        schedule_end: "2026-12-13T09:30:00.000Z",
        location: "Gedung Serbaguna, Jl. Asia Afrika 8, Bandung",
      }),
    );
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const schedule = await screen.findByRole("list", { name: "Jadwal dan lokasi" });
    expect(within(schedule).getByText("Jadwal Tatap Muka")).toBeTruthy();
    expect(
      within(schedule).getByText("Sabtu, 12 Desember 2026, 09.00 WIB – Minggu, 13 Desember 2026, 16.30 WIB"),
    ).toBeTruthy();
    expect(within(schedule).getByText("Gedung Serbaguna, Jl. Asia Afrika 8, Bandung")).toBeTruthy();
  });

  it("shows no schedule for a self-paced programme", async () => {
    serve(programDetail({ program_type: 3 }));
    renderRoutes(routes, "/program/belajar-excel-dasar");
    await screen.findByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" });
    expect(screen.queryByRole("list", { name: "Jadwal dan lokasi" })).toBeNull();
  });

  it("lists the add-ons with price and quota, 'Kuota Habis' at 0", async () => {
    const activity = programActivity();
    const chapter = activity.chapter_list[0];
    if (!chapter) throw new Error("fixture without a chapter");
    chapter.resources.push({
      id: 103,
      slug: "review-cv",
      title: "Review CV oleh Praktisi",
      type: "document",
      activity_type: 0,
      activity_type_label: "Aktivitas",
      duration: 30,
      bobot_percentage: 0,
      is_presence_participation: false,
      is_addon_resource: true,
      addon_resource_detail: { description: "", current_quota: 0, price: 40000, is_available: false },
    });
    serve(programDetail(), programDescription(), { activity });
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const section = await screen.findByRole("region", { name: "Add-on Tersedia" });
    const items = within(section).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Review CV oleh Praktisi");
    expect(within(items[0] as HTMLElement).getByText("+Rp40.000")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("Kuota Habis")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Sesi Konsultasi Privat")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Sisa kuota 3")).toBeTruthy();
  });

  it("asks a visitor to log in from 'Beli Sekarang' and 'Tambah ke Daftar Pilihan', without touching the list", async () => {
    const fake = serve(programDetail({ price: 99000, price_normal: 150000 }));
    const user = userEvent.setup();
    renderRoutes(routes, "/program/belajar-excel-dasar");
    await screen.findByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" });
    await user.click(screen.getAllByRole("button", { name: "Beli Sekarang" })[0] as HTMLElement);
    const login = await screen.findByRole("dialog", { name: "Masuk" });
    await user.click(within(login).getByRole("button", { name: /Tutup/ }));
    await user.click(screen.getAllByRole("button", { name: "Tambah ke Daftar Pilihan" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Masuk" })).toBeTruthy();
    expect(fake.calls.some((c) => c.url.pathname.startsWith("/api/payment/"))).toBe(false);
  });

  it("opens the checkout with this programme alone from 'Beli Sekarang', leaving the selection list as it is", {
    timeout: 30_000,
  }, async () => {
    setSessionCookie();
    const fake = serve(programDetail({ price: 99000, price_normal: 150000 }), programDescription(), {
      extra: { [ENROLMENT]: () => ({ body: envelope(notEnrolled) }), [GET_CART]: () => ({ body: envelope([]) }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program/belajar-excel-dasar");
    await screen.findByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" });
    await user.click(
      (await screen.findAllByRole("button", { name: "Beli Sekarang" }, { timeout: 10_000 }))[0] as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(router.state.location.search).toBe("?program_ids=1");
    expect(fake.calls.some((c) => c.url.pathname === ADD)).toBe(false);
  });

  it("adds with 'Tambah ke Daftar Pilihan', says so and then shows 'Sudah di Daftar Pilihan' linking to the list", {
    timeout: 30_000,
  }, async () => {
    setSessionCookie();
    let list: ReturnType<typeof creatorGroup>[] = [];
    const fake = serve(programDetail({ price: 99000, price_normal: 150000 }), programDescription(), {
      extra: {
        [ENROLMENT]: () => ({ body: envelope(notEnrolled) }),
        [GET_CART]: () => ({ body: envelope(list) }),
        [ADD]: () => {
          list = [creatorGroup(7, "Lembaga Kursus Maju", [cartProgram(1)])];
          return { body: { status: 200, message: "Program berhasil ditambahkan ke daftar pilihan", data: list } };
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/program/belajar-excel-dasar");
    await screen.findByRole("heading", { level: 1, name: "Belajar Excel Dasar untuk Pemula" });
    await user.click(
      (
        await screen.findAllByRole("button", { name: "Tambah ke Daftar Pilihan" }, { timeout: 10_000 })
      )[0] as HTMLElement,
    );
    expect(await screen.findByText("Program berhasil ditambahkan ke daftar pilihan")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/program/belajar-excel-dasar");
    expect(fake.calls.filter((c) => c.url.pathname === ADD)).toHaveLength(1);
    const inList = await screen.findAllByRole("link", { name: "Sudah di Daftar Pilihan" }, { timeout: 10_000 });
    expect(inList.every((link) => link.getAttribute("href") === "/daftar-pilihan")).toBe(true);
    expect(screen.queryByRole("button", { name: "Tambah ke Daftar Pilihan" })).toBeNull();
  });

  it("shows 'Sudah di Daftar Pilihan' from the learner's list on arrival (after a reload)", {
    timeout: 30_000,
  }, async () => {
    setSessionCookie();
    serve(programDetail({ price: 99000, price_normal: 150000 }), programDescription(), {
      extra: {
        [ENROLMENT]: () => ({ body: envelope(notEnrolled) }),
        [GET_CART]: () => ({ body: envelope([creatorGroup(7, "Lembaga Kursus Maju", [cartProgram(1)])]) }),
      },
    });
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const links = await screen.findAllByRole("link", { name: "Sudah di Daftar Pilihan" }, { timeout: 10_000 });
    expect(links.length).toBeGreaterThan(0);
  });

  it("offers an owned programme's progress and 'Lanjutkan Belajar' to its first unfinished activity, not the price", {
    timeout: 30_000,
  }, async () => {
    setSessionCookie();
    const fake = serve(programDetail({ price: 99000, price_normal: 150000 }), programDescription(), {
      extra: {
        [ENROLMENT]: () => ({
          body: envelope({
            enrolled: true,
            program_user_id: 41,
            percentage_progress: 25,
            completed_resources: 1,
            total_resources: 4,
            activity_slug: "rumus-dasar",
          }),
        }),
        [GET_CART]: () => ({ body: envelope([]) }),
      },
    });
    renderRoutes(routes, "/program/belajar-excel-dasar");
    const links = await screen.findAllByRole("link", { name: "Lanjutkan Belajar" }, { timeout: 10_000 });
    expect(links.every((link) => link.getAttribute("href") === "/aktivitas/rumus-dasar")).toBe(true);
    expect(
      screen
        .getAllByRole("progressbar", { name: "Progres Belajar Excel Dasar untuk Pemula" })[0]
        ?.getAttribute("aria-valuenow"),
    ).toBe("25");
    expect(screen.getAllByText("25% selesai").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Beli Sekarang" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Tambah ke Daftar Pilihan" })).toBeNull();
    expect(screen.queryByText("Rp99.000")).toBeNull();
    expect(fake.calls.some((c) => c.url.pathname === ADD)).toBe(false);
  });

  it("shares through a menu when the browser has no share sheet: copy link, WhatsApp, Facebook, X, LinkedIn, Line", async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, "/program/belajar-excel-dasar?ref=kampanye");
    const share = await screen.findByRole("button", { name: "Bagikan" });
    expect(share.getAttribute("aria-expanded")).toBe("false");
    await user.click(share);
    expect(share.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("list", { name: "Bagikan program" });
    const url = `${window.location.origin}/program/belajar-excel-dasar`;
    const whatsapp = within(menu).getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Belajar Excel Dasar untuk Pemula ${url}`)}`,
    );
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    for (const name of [/Facebook/, /X \(Twitter\)/, /LinkedIn/, /Line/]) {
      expect(within(menu).getByRole("link", { name }).getAttribute("href")).toContain(encodeURIComponent(url));
    }

    await user.click(within(menu).getByRole("button", { name: "Salin Link" }));
    expect(await screen.findByText("Link berhasil disalin")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(share.getAttribute("aria-expanded")).toBe("false");

    // the keyboard: arrow down opens and enters the menu, Esc closes it back to the button
    share.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(within(menu).getByRole("button", { name: "Salin Link" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(whatsapp);
    await user.keyboard("{Escape}");
    expect(share.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(share);
  });

  it("uses the browser's share sheet when there is one", async () => {
    const shareFn = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share: shareFn }));
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, "/program/belajar-excel-dasar");
    await user.click(await screen.findByRole("button", { name: "Bagikan" }));
    await waitFor(() =>
      expect(shareFn).toHaveBeenCalledWith({
        title: "Belajar Excel Dasar untuk Pemula",
        url: `${window.location.origin}/program/belajar-excel-dasar`,
      }),
    );
    expect(screen.getByRole("button", { name: "Bagikan" }).getAttribute("aria-expanded")).toBe("false");
  });
});
