import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { WORK_CARD_LINK_TEXTS, WorkCardCheckoutLink } from "./work-card-checkout-link";

const INVOICE = "/api/payment/pay/prakerja/invoice/41";
const invoice = {
  invoice_temp_id: 41,
  subtotal: 750000,
  discount: 0,
  real_total: 750000,
  is_pay: true,
  voucher: null,
  items: [{ program_id: 35, addon_id: null, name: "Pemasaran Digital untuk UMKM", price: 750000 }],
  expires_at: "2026-11-23T07:05:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WorkCardCheckoutLink (checkout)", () => {
  it("leads a Prakerja invoice to its work-card payment page", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ [INVOICE]: () => ({ body: envelope({ invoice, eligible: true, reason: null }) }) }).fn,
    );
    renderWithRouter(<WorkCardCheckoutLink invoiceId={41} />);
    const link = await screen.findByRole("link", { name: WORK_CARD_LINK_TEXTS.link });
    expect(link.getAttribute("href")).toBe("/kartuprakerja/pembayaran/41");
  });

  it("shows nothing for an invoice the work card may not pay, nor when the server cannot tell", async () => {
    const fake = mockFetch({
      [INVOICE]: () => ({ body: envelope({ invoice, eligible: false, reason: "Bukan program Prakerja" }) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<WorkCardCheckoutLink invoiceId={41} />);
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(screen.queryByRole("link", { name: WORK_CARD_LINK_TEXTS.link })).toBeNull();
    vi.stubGlobal("fetch", mockFetch({}).fn);
    renderWithRouter(<WorkCardCheckoutLink invoiceId={42} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: WORK_CARD_LINK_TEXTS.link })).toBeNull();
  });
});
