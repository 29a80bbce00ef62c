import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { campaignCatalogueFetch } from "../../features/campaign/test-fixtures";
import { renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

let fake: ReturnType<typeof campaignCatalogueFetch>;

beforeEach(() => {
  fake = campaignCatalogueFetch();
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("campaign routes", () => {
  it("/kartuprakerja/ojol shows its copy and the programmes tagged ojol from the catalogue", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/kartuprakerja/ojol");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Lebih aman di jalan, lebih dipercaya penumpang" }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Prakerja untuk Pengemudi Ojek Online - Karirmu"));
    const main = screen.getByRole("main");
    expect(await within(main).findByText("Pengemudi Ojek Online yang Aman dan Ramah")).toBeTruthy();
    const query = fake.calls[0]?.url.searchParams;
    expect(query?.get("category")).toBe("PRAKERJA");
    expect(query?.get("tag")).toBe("ojol");
    expect(
      within(main)
        .getByRole("link", { name: /Kembali ke Kartu Prakerja/ })
        .getAttribute("href"),
    ).toBe("/kartuprakerja");

    const question = within(main).getByRole("button", { name: "Apakah saya memerlukan laptop?" });
    expect(question.getAttribute("aria-expanded")).toBe("false");
    await user.click(question);
    expect(question.getAttribute("aria-expanded")).toBe("true");
    expect(within(main).getByText(/Seluruh pelatihan dapat diikuti dari ponsel/)).toBeTruthy();
  });

  it("/panduan-prakerja is a numbered step-by-step guide", async () => {
    renderRoutes(routes, "/panduan-prakerja");
    const guide = await screen.findByRole("region", { name: "Langkah demi langkah" });
    const steps = within(guide).getAllByRole("heading", { level: 3 });
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(steps[0]?.textContent).toBe("Langkah 1: Daftar Kartu Prakerja dan ikuti seleksi");
    expect(within(guide).getByRole("link", { name: "Buka halaman Tukar Voucher" }).getAttribute("href")).toBe(
      "/tukar-voucher",
    );
    await waitFor(() => expect(fake.calls[0]?.url.searchParams.get("category")).toBe("PRAKERJA"));
  });

  it("/mitra-kolaborasi leads partners to the contact page", async () => {
    renderRoutes(routes, "/mitra-kolaborasi");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Selenggarakan pelatihan bersama Karirmu" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hubungi Tim Kemitraan" }).getAttribute("href")).toBe("/kontak-karirmu");
  });
});
