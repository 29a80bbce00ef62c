import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PIN_RESET_KEY_STORAGE } from "../../features/points/public";
import type { SiteRequest } from "../../shared/lib/site";
import { setSessionCookie } from "../../test/account-fixtures";
import { mockFetch, ROUTE_LOAD_TIMEOUT_MS, renderRoutes } from "../../test/render";
import { PIN_KEY_STORAGE_KEY } from "../route-guards";
import { appRoutes } from "../router";

const routes = appRoutes();

// jsdom cannot change the page's host: the site the host selects is set per test.
const state = vi.hoisted(() => ({ request: { kind: "main" } as SiteRequest }));
vi.mock(import("../../shared/lib/site"), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, currentSiteRequest: () => state.request };
});

const PKEY = "k3y-dari-email-yang-cukup-panjang-123";
let fake: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fake = mockFetch({
    "/api/user/pin/": () => ({ body: { status: 200, message: "OK", data: { has_pin: true, frozen_until: null } } }),
    "/api/user/pin/reset": () => ({
      body: { status: 200, message: POINTS_MESSAGES.pinSaved, data: { has_pin: true, frozen_until: null } },
    }),
    "/api/payment/poin/balance": () => ({ body: { status: 200, message: "OK", data: { balance: 0, history: [] } } }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  state.request = { kind: "main" };
});

function where(router: ReturnType<typeof renderRoutes>["router"]): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe("points routes", () => {
  it("the page reads the key where the /forgot-pin-payment rule stores it", () => {
    expect(PIN_RESET_KEY_STORAGE).toBe(PIN_KEY_STORAGE_KEY);
  });

  it("/forgot-pin-payment?pkey=… stores the key and opens 'Atur PIN Baru', which saves with it", async () => {
    setSessionCookie();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/forgot-pin-payment?pkey=${PKEY}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Atur PIN Baru" }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    expect(where(router)).toBe("/account/pin?type=new&field=pin");
    expect(window.sessionStorage.getItem(PIN_RESET_KEY_STORAGE)).toBe(PKEY);

    await user.click(screen.getAllByRole("textbox", { name: "Digit PIN 1 dari 6" })[0] as HTMLElement);
    await user.keyboard("135790135790");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(await screen.findByText(POINTS_MESSAGES.pinSaved)).toBeTruthy();
    const reset = fake.calls.find((c) => c.url.pathname === "/api/user/pin/reset");
    expect(JSON.parse(String(reset?.init?.body))).toEqual({ pkey: PKEY, pin: "135790" });
    await waitFor(() => expect(where(router)).toBe("/account/pin"));
    expect(window.sessionStorage.getItem(PIN_RESET_KEY_STORAGE)).toBeNull();
  });

  it("/account/pin is a login route: a visitor goes home with redirect-path and redirect-name", async () => {
    const { router } = renderRoutes(routes, "/account/pin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("redirect-path")).toBe("/account/pin");
    expect(query.get("redirect-name")).toBe("Profile");
  });

  it("/account/pin is absent on the Prakerja (job-training) host", async () => {
    state.request = { kind: "prakerja" };
    setSessionCookie();
    const { router } = renderRoutes(routes, "/account/pin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
    expect(fake.calls.some((c) => c.url.pathname === "/api/user/pin/")).toBe(false);
  });

  it("/katalog-poin is open to visitors: the explanation and the login button, no balance call", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, "/katalog-poin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Katalog Poin" }, { timeout: ROUTE_LOAD_TIMEOUT_MS }),
    ).toBeTruthy();
    expect(screen.getByText("1 poin = Rp1")).toBeTruthy();
    const prompt = screen.getByRole("region", { name: "Masuk untuk melihat saldo poin Anda" });
    await user.click(within(prompt).getByRole("button", { name: "Masuk" }));
    expect(await screen.findByRole("dialog", { name: "Masuk" })).toBeTruthy();
    expect(fake.calls.some((c) => c.url.pathname === "/api/payment/poin/balance")).toBe(false);
  });
});
