import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadRealtimeContract, resetRealtimeForTests } from "../../shared/lib/realtime";
import { meUserFixture, setSessionCookie } from "../../test/account-fixtures";
import { FakeSocket, installFakeWebSocket } from "../../test/fake-websocket";
import { envelope } from "../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../test/render";
import { RealtimeConnection } from "./realtime-connection";

// the socket opens once the event contract is imported (realtime.ts): here it is, before the first test
beforeAll(() => loadRealtimeContract());

beforeEach(() => {
  installFakeWebSocket();
  vi.stubGlobal("fetch", mockFetch({ "/api/auth/me-v2": () => ({ body: envelope(meUserFixture()) }) }).fn);
});

afterEach(() => {
  resetRealtimeForTests();
  vi.unstubAllGlobals();
});

describe("RealtimeConnection", () => {
  it("opens the tab's realtime socket while someone is logged in, and closes it when the shell goes", () => {
    setSessionCookie();
    const { unmount } = renderWithRouter(<RealtimeConnection />);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]?.url).toBe(`ws://${window.location.host}/api/realtime`);
    unmount();
    expect(FakeSocket.all[0]?.readyState).toBe(FakeSocket.CLOSED);
  });

  it("opens none for a visitor (the server refuses a socket without a session)", () => {
    renderWithRouter(<RealtimeConnection />);
    expect(FakeSocket.all).toHaveLength(0);
  });
});
