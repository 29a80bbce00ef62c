import { afterEach, describe, expect, it, vi } from "vitest";
import { hardNavigate } from "../../shared/lib/hard-navigate";
import { unsubscribeBrowserPush } from "../../shared/lib/web-push";
import { setSessionCookie } from "../../test/account-fixtures";
import { mockFetch } from "../../test/render";
import { logout } from "./api";

vi.mock("../../shared/lib/hard-navigate", () => ({ hardNavigate: vi.fn() }));
vi.mock("../../shared/lib/web-push", () => ({ unsubscribeBrowserPush: vi.fn(async () => true) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  vi.mocked(unsubscribeBrowserPush).mockReset();
});

function serveLogout() {
  const fake = mockFetch({ "/api/user/logout/": () => ({ body: { status: 200, message: "OK", data: null } }) });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

describe("logout and push", () => {
  it("drops this browser's push subscription, logs out and reloads at /?logout=1", async () => {
    setSessionCookie();
    vi.mocked(unsubscribeBrowserPush).mockResolvedValue(true);
    const fake = serveLogout();
    await logout();
    expect(unsubscribeBrowserPush).toHaveBeenCalledTimes(1);
    expect(fake.calls.map((call) => call.url.pathname)).toEqual(["/api/user/logout/"]);
    expect(hardNavigate).toHaveBeenCalledWith("/?logout=1");
  });

  it("does not wait more than a second for a push service that does not answer", async () => {
    vi.useFakeTimers();
    setSessionCookie();
    vi.mocked(unsubscribeBrowserPush).mockReturnValue(new Promise(() => undefined));
    serveLogout();
    const done = logout();
    await vi.advanceTimersByTimeAsync(999);
    expect(hardNavigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(hardNavigate).toHaveBeenCalledWith("/?logout=1");
  });

  it("with the app's router and cache, revokes first, then navigates inside the app and empties the cache", async () => {
    setSessionCookie();
    vi.mocked(unsubscribeBrowserPush).mockResolvedValue(false);
    const fake = serveLogout();
    const order: string[] = [];
    const navigate = vi.fn(() => {
      order.push(`navigate:${fake.calls.length}`);
    });
    const queryClient = {
      cancelQueries: vi.fn(async () => {
        order.push("cancel");
      }),
      clear: vi.fn(() => {
        order.push("clear");
      }),
    };
    await logout(undefined, { navigate, queryClient });
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/?logout=1");
    // the server was asked (1 call) before the page changed; the cache is emptied once the private page is gone
    expect(order).toEqual(["cancel", "navigate:1", "clear"]);
    expect(document.cookie).not.toContain("user-id");
  });
});
