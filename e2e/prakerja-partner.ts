import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import type { MOBILE } from "./devices";
import { logInAs } from "./learner";

export const DESKTOP_VIEWPORT = { viewport: { width: 1280, height: 800 } };

/** The partner simulator's origin, as the app config tag publishes it to the page (its development calls live there). */
export async function partnerOrigin(page: Page): Promise<string> {
  const origin = await page.evaluate(() => {
    const tag = document.getElementById("app-config");
    return tag?.textContent
      ? (JSON.parse(tag.textContent) as { prakerjaPartnerOrigin?: string }).prakerjaPartnerOrigin
      : null;
  });
  expect(origin, "the partner simulator's origin in the app config").toBeTruthy();
  return origin ?? "";
}

export function prakerjaHost(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  url.hostname = "prakerja.localhost";
  return url.origin;
}

export type Participant = {
  /** The browser on the Prakerja host. */
  context: BrowserContext;
  /** The same session on the product's address, for the calls a journey makes from Node. */
  api: BrowserContext;
  userId: number;
};

/**
 * A context on the Prakerja host (prakerja.localhost: Chromium resolves every *.localhost name to the loopback address),
 * logged in as `email`. Node cannot resolve that name, so the login goes to the product's address and its session
 * cookies are handed to the Prakerja host; `api` keeps that session for the calls a journey makes from Node.
 */
export async function onPrakerjaHost(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
  device: typeof MOBILE | typeof DESKTOP_VIEWPORT,
  { skipTour = true }: { skipTour?: boolean } = {},
): Promise<Participant> {
  const site = prakerjaHost(baseURL);
  const context = await browser.newContext({ ...device, baseURL: site });
  const api = await browser.newContext({ baseURL });
  await logInAs(api, email, password);
  const cookies = await api.cookies();
  await context.addCookies([
    ...cookies.map((c) => ({ name: c.name, value: c.value, url: site, httpOnly: c.httpOnly, sameSite: c.sameSite })),
    // the guided tour, unless it is the journey's subject
    ...(skipTour ? [{ name: "activity-tour", value: "1", url: site }] : []),
  ]);
  const userId = Number(cookies.find((c) => c.name === "user-id")?.value);
  expect(userId).toBeGreaterThan(0);
  return { context, api, userId };
}

export async function close(p: Participant): Promise<void> {
  await p.context.close();
  await p.api.close();
}
