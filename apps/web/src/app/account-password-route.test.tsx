import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, ROUTE_LOAD_TIMEOUT_MS, renderRoutes } from "../test/render";
import { appRoutes } from "./router";

const routes = appRoutes();

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("/account/password", () => {
  it("sends a visitor home to log in, with the way back", async () => {
    vi.stubGlobal("fetch", mockFetch({}).fn);
    const { router } = renderRoutes(routes, "/account/password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(new URLSearchParams(router.state.location.search).get("redirect-path")).toBe("/account/password");
  });

  it("shows the page, loaded on demand, to a logged-in learner", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "user-id=7; path=/";
    vi.stubGlobal(
      "fetch",
      mockFetch({ "/api/user/sessions/": () => ({ body: { status: 200, message: "OK", data: [] } }) }).fn,
    );
    renderRoutes(routes, "/account/password");
    expect(
      await screen.findByRole("heading", { name: "Kata Sandi", level: 1 }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simpan Kata Sandi" })).toBeTruthy();
  });
});
