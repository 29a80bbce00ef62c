import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetRealtimeForTests } from "../../shared/lib/realtime";
import { meUserFixture, setSessionCookie } from "../../test/account-fixtures";
import { installFakeWebSocket } from "../../test/fake-websocket";
import { envelope } from "../../test/fixtures";
import { mockFetch, ROUTE_LOAD_TIMEOUT_MS, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

const ROOMS = "/api/chat/subject/";

function serve() {
  const fake = mockFetch({
    "/api/auth/me-v2": () => ({ body: envelope(meUserFixture()) }),
    [ROOMS]: () => ({ body: envelope({ rooms: [] }) }),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

afterEach(() => {
  resetRealtimeForTests();
  vi.unstubAllGlobals();
});

describe("/tanyamu", () => {
  it("is the discussion page, behind the login guard, titled Tanyamu", async () => {
    installFakeWebSocket();
    setSessionCookie();
    serve();
    renderRoutes(routes, "/tanyamu");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tanyamu" }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Belum ada ruang diskusi" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Tanyamu - Karirmu"));
  });

  it("sends a visitor home with redirect-path and redirect-name, as the other login routes", async () => {
    const fake = serve();
    const { router } = renderRoutes(routes, "/tanyamu?initRoom=77");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?redirect-path=%2Ftanyamu%3FinitRoom%3D77&redirect-name=Tanyamu");
    expect(fake.calls.some((c) => c.url.pathname === ROOMS)).toBe(false);
  });
});
