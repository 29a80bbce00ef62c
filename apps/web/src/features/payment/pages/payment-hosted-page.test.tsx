import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { renderPage } from "../test-render";
import { PaymentHostedPage } from "./payment-hosted-page";

const ORDER = "KRM-41-A1B2C3D4E5";

function renderHosted(query: string, type = "card") {
  return renderPage(<PaymentHostedPage />, "/payment/hosted/:type", `/payment/hosted/${type}${query}`);
}

function serve(answer: { status?: number; body: unknown } = { body: envelope({ order_id: ORDER }) }) {
  const fake = mockFetch({
    "/api/dev/payment-simulator/77/pay": () => answer,
    "/api/dev/payment-simulator/77/fail": () => answer,
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

const location = () => screen.getByTestId("location").textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PaymentHostedPage", () => {
  it("explains it is the sandbox gateway; approving pays through the simulator and returns to the status", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderHosted(`?order_id=${ORDER}&payment_id=77`);
    expect(screen.getByRole("heading", { level: 1, name: "Verifikasi 3-D Secure" })).toBeTruthy();
    expect(screen.getByText(/gateway pembayaran sandbox/)).toBeTruthy();
    expect(screen.getByText(ORDER)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Setujui pembayaran" }));
    await waitFor(() => expect(location()).toBe("/payment/status/77"));
    expect(fake.calls.map((c) => [c.url.pathname, c.init?.method])).toEqual([
      ["/api/dev/payment-simulator/77/pay", "POST"],
    ]);
  });

  it("Tolak refuses through the simulator", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderHosted(`?order_id=${ORDER}&payment_id=77`, "ewallet");
    expect(screen.getByRole("heading", { name: "Pembayaran e-wallet" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tolak" }));
    await waitFor(() => expect(location()).toBe("/payment/status/77"));
    expect(fake.calls[0]?.url.pathname).toBe("/api/dev/payment-simulator/77/fail");
  });

  it("stays with the server's reason when the payment no longer waits", async () => {
    serve({ status: 400, body: { status: 400, message: "Tidak ada pembayaran yang menunggu", data: null } });
    const user = userEvent.setup();
    renderHosted(`?order_id=${ORDER}&payment_id=77`, "cardless");
    await user.click(screen.getByRole("button", { name: "Setujui pembayaran" }));
    expect(await screen.findByText("Tidak ada pembayaran yang menunggu")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Status Pembayaran" }).getAttribute("href")).toBe(
      "/payment/status/77",
    );
    expect(location()).toBe(`/payment/hosted/cardless?order_id=${ORDER}&payment_id=77`);
  });

  it.each([
    ["without the payment id", `?order_id=${ORDER}`, "card"],
    ["for an unknown kind", `?order_id=${ORDER}&payment_id=77`, "qris"],
  ])("offers nothing to approve %s", (_, query, type) => {
    const fake = serve();
    renderHosted(query, type);
    expect(screen.getByText("Tautan pembayaran ini tidak lengkap.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Setujui pembayaran" })).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});
