import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentFixture } from "../../features/payment/test-fixtures";
import { envelope } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const DETAIL = "/api/payment/v3/detail/77";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/payment/status/{id}", () => {
  it("is a login route", async () => {
    const fake = mockFetch({ [DETAIL]: () => ({ body: envelope(paymentFixture()) }) });
    vi.stubGlobal("fetch", fake.fn);
    const { router } = renderRoutes(routes, "/payment/status/77");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(new URLSearchParams(router.state.location.search).get("redirect-path")).toBe("/payment/status/77");
    expect(fake.calls.filter((c) => c.url.pathname === DETAIL)).toHaveLength(0);
  });
});
