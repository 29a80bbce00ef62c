import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoCart } from "../../features/cart/test-fixtures";
import { setSessionCookie } from "../../test/account-fixtures";
import { envelope } from "../../test/fixtures";
import { mockFetch, ROUTE_LOAD_TIMEOUT_MS, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const GET = "/api/payment/v3/get_cart/";

function serve() {
  const fake = mockFetch({ [GET]: () => ({ body: envelope(demoCart()) }) });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/daftar-pilihan", () => {
  it("sets the page title on the route, behind the login guard", async () => {
    setSessionCookie();
    serve();
    renderRoutes(routes, "/daftar-pilihan");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Daftar Pilihan" }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Daftar Pilihan - Karirmu"));
  });

  it("sends a visitor home with redirect-path and redirect-name, as the other login routes", async () => {
    const fake = serve();
    const { router } = renderRoutes(routes, "/daftar-pilihan");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?redirect-path=%2Fdaftar-pilihan&redirect-name=Daftar+Pilihan");
    expect(fake.calls.some((c) => c.url.pathname === GET)).toBe(false);
  });
});
