import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invoiceAnswer, methodsAnswer } from "../../features/checkout/test-fixtures";
import { setSessionCookie } from "../../test/account-fixtures";
import { envelope } from "../../test/fixtures";
import { mockFetch, ROUTE_LOAD_TIMEOUT_MS, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const CHECKOUT = "/api/payment/v3/checkout/";
const ADDRESS = "/checkout?program_ids=35,37&addon_ids=17";

function serve() {
  const invoice = invoiceAnswer();
  const fake = mockFetch({
    [CHECKOUT]: () => ({ body: envelope(invoice) }),
    "/api/payment/method": () => ({ body: envelope(methodsAnswer(invoice.real_total, [])) }),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/checkout", () => {
  it("is a login route with the checkout layout's page title", async () => {
    setSessionCookie();
    serve();
    renderRoutes(routes, ADDRESS);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Checkout" }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Checkout - Karirmu"));
  });

  it("sends a visitor home with redirect-path and redirect-name", async () => {
    const fake = serve();
    const { router } = renderRoutes(routes, ADDRESS);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("redirect-path")).toBe(ADDRESS);
    expect(query.get("redirect-name")).toBe("Checkout");
    expect(fake.calls.filter((c) => c.url.pathname === CHECKOUT)).toHaveLength(0);
  });
});
