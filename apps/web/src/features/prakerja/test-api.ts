import { vi } from "vitest";

/** One answer of the fake API: the envelope and the HTTP status. */
export type FakeAnswer = { http: number; body: unknown };
export type FakeRoute = (body: unknown) => FakeAnswer;

export const okAnswer = (data: unknown): FakeAnswer => ({ http: 200, body: { status: 200, message: "OK", data } });
export const refusedAnswer = (message: string, data: unknown = null, http = 400): FakeAnswer => ({
  http,
  body: { status: http, message, data },
});

export const record = {
  program_id: 10,
  program_user_id: 500,
  program_slug: "belajar-excel",
  redeem_status: 0,
  redemption_code_masked: "********EFGH",
  sequence: null,
  sequence_status: null,
  redeemed_at: null,
};

/** A fetch stub answering by path; every call is recorded with its parsed body. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: { path: string; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(/^\/api/, "");
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    calls.push({ path, body });
    const route = routes[path];
    const answer = route ? route(body) : refusedAnswer("Tidak ditemukan", null, 404);
    return new Response(JSON.stringify(answer.body), {
      status: answer.http,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fn, calls, to: (path: string) => calls.filter((call) => call.path === path) };
}
