import { request } from "@playwright/test";
import { XHR } from "./learner";

/** How long a move of the clock may take: a call that does not answer fails the journey here, named, not later. */
const CLOCK_CALL_MS = 15_000;

/**
 * Sets how far ahead of real time the clock server runs (POST /api/dev/clock). Through a request context of its
 * own, without the learner's cookies: the dev call needs no session, and a move made when a journey ends (the
 * clock fixture) must not wait on anything of the journey's browser.
 */
export async function setServerClock(baseURL: string | undefined, seconds: number): Promise<void> {
  const api = await request.newContext({ baseURL, timeout: CLOCK_CALL_MS });
  try {
    const response = await api.post("/api/dev/clock", { data: { offset_seconds: seconds }, headers: XHR });
    if (!response.ok()) throw new Error(`POST /api/dev/clock answered ${response.status()}: ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}
