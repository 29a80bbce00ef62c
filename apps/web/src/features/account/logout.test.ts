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
});
