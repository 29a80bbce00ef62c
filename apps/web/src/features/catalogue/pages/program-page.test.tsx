import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../../app/router";
import { envelope, programActivity, programDescription, programDetail } from "../../../test/fixtures";
import { mockFetch, renderRoutes } from "../../../test/render";

const base = "/api/program_activity/v2/product_detail/belajar-excel-dasar";

function serve(detail = programDetail(), description = programDescription()) {
  const fake = mockFetch({
    [base]: () => ({ body: envelope(detail) }),
    [`${base}/description`]: () => ({ body: envelope(description) }),
    [`${base}/activity`]: () => ({ body: envelope(programActivity()) }),
    "/api/program_activity/v2/product_detail/tidak-ada": () => ({
      status: 400,
      body: { status: 400, message: "Not found slug", data: null },
    }),
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
    expect(document.title).toBe("Belajar Excel Dasar untuk Pemula - Karirmu");
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
});
