import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../../shared/lib/cookies";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { paymentFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { ThankYouPage, thankYouTarget } from "./thank-you-page";

const DETAIL = "/api/payment/v3/detail/77";

function renderThankYou(id: string) {
  return renderPage(<ThankYouPage />, "/payment/thankyou/:id", `/payment/thankyou/${id}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ThankYouPage", () => {
  it("thanks for a paid payment with what was bought, the ways on, and the post-payment cookie", async () => {
    vi.stubGlobal("fetch", mockFetch({ [DETAIL]: () => ({ body: envelope(paymentFixture({ status: 2 })) }) }).fn);
    renderThankYou("77");
    expect(await screen.findByRole("heading", { level: 1, name: "Terima kasih!" })).toBeTruthy();
    expect(screen.getByText("Program berhasil didapatkan.")).toBeTruthy();
    const bought = screen.getByRole("region", { name: "Yang Anda dapatkan" });
    expect(
      within(bought)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "✓Manajemen Proyek dengan Metode Agile",
      "✓Teknik Menjahit Busana Muslim",
      "✓Sesi Konsultasi Privat (add-on)",
    ]);
    expect(screen.getByRole("link", { name: "Mulai Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(screen.getByRole("link", { name: "Kembali ke Beranda" }).getAttribute("href")).toBe("/");
    expect(readCookie("is-post-payment")).toBe("1");
    expect(document.title).toBe("Terima kasih! - Karirmu");
  });

  it("after a free checkout shows the message alone, without asking for a payment", () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderThankYou("free-41");
    expect(screen.getByRole("heading", { name: "Terima kasih!" })).toBeTruthy();
    expect(screen.getByText("Program berhasil didapatkan.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Yang Anda dapatkan" })).toBeNull();
    expect(fake.calls).toHaveLength(0);
    expect(readCookie("is-post-payment")).toBe("1");
  });

  it("sends a payment that is not paid yet to its status page, and sets no cookie", async () => {
    vi.stubGlobal("fetch", mockFetch({ [DETAIL]: () => ({ body: envelope(paymentFixture({ status: 1 })) }) }).fn);
    renderThankYou("77");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/payment/status/77"));
    expect(readCookie("is-post-payment")).toBeNull();
  });

  it("reads the address: a payment id or free-<invoice id>", () => {
    expect(thankYouTarget("77")).toEqual({ kind: "payment", id: 77 });
    expect(thankYouTarget("free-41")).toEqual({ kind: "free" });
    for (const bad of [undefined, "", "0", "free-", "free-x", "abc", "99999999999"]) {
      expect(thankYouTarget(bad)).toBeNull();
    }
  });
});
