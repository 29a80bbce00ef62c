import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { mockFetch } from "../../test/render";
import { setViewportWidth } from "../../test/setup";
import { ApiError, apiRequest, apiSend } from "./api-client";
import { hardNavigate } from "./hard-navigate";

vi.mock("./hard-navigate", () => ({ hardNavigate: vi.fn() }));

let fake: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fake = mockFetch({
    "/api/program/list/KELASMU/1/8": () => ({ body: { status: 200, message: "OK", data: [] } }),
    "/api/program_activity/v2/product_detail/tidak-ada": () => ({
      status: 400,
      body: { status: 400, message: "Not found slug", data: null },
    }),
    "/api/auth/me-v2": () => ({ status: 401, body: { status: 401, message: "Unauthorized", data: null } }),
    "/api/program_activity/certificate/regular/7": () => ({
      status: 400,
      body: { status: 401, message: "Sertifikat belum tersedia karena tugas Anda belum dinilai asesor", data: null },
    }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
});

describe("apiRequest", () => {
  it("calls under /api with platform and source, the app key and the XHR header", async () => {
    await apiRequest("/program/list/KELASMU/1/8", { query: { tag: "excel", empty: "" } });
    const call = fake.calls[0];
    expect(call?.url.pathname).toBe("/api/program/list/KELASMU/1/8");
    expect(call?.url.searchParams.get("platform")).toBe("web");
    expect(call?.url.searchParams.get("source")).toBe("web-karirmu");
    expect(call?.url.searchParams.get("tag")).toBe("excel");
    expect(call?.url.searchParams.has("empty")).toBe(false);
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("karirmu-public-web-2026");
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("adds the call's own headers to the client's, which they cannot replace", async () => {
    await apiSend("/program/list/KELASMU/1/8", z.unknown(), {
      body: { a: 1 },
      headers: { "Idempotency-Key": "kunci-1", "X-Requested-With": "lain" },
    });
    const call = fake.calls[0];
    expect(call?.init?.method).toBe("POST");
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers["Idempotency-Key"]).toBe("kunci-1");
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers.Authorization).toBe("karirmu-public-web-2026");
    // without them, nothing extra is sent
    await apiRequest("/program/list/KELASMU/1/8");
    expect(Object.keys(fake.calls[1]?.init?.headers ?? {}).sort()).toEqual([
      "Accept",
      "Authorization",
      "X-Requested-With",
    ]);
  });

  it("drops the characters the API refuses from every string of a JSON body, and of the query", async () => {
    // text pasted from a PDF: a form feed, STX, a vertical tab, DEL, NUL and a lone surrogate, between words
    const pasted = "Paragraf satu.\fParagraf\u0002 dua\u000b.\u007f\u0000\ud800";
    await apiSend("/program/list/KELASMU/1/8", z.unknown(), {
      body: {
        essay: pasted,
        // tab, newline, carriage return, emoji (a surrogate pair) and markup are text a person types: kept
        comment: "Baris\tsatu\r\nbaris dua 👍 <b>tebal</b> &amp;",
        answers: [{ text: "a\u0001b", score: 3, done: true, none: null }],
        nested: { deeper: { still: "x\u001fy" } },
        "kunci\u0002": "nilai",
      },
      query: { search: "kata\u0000kunci" },
    });
    const call = fake.calls[0];
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      essay: "Paragraf satu.Paragraf dua.",
      comment: "Baris\tsatu\r\nbaris dua 👍 <b>tebal</b> &amp;",
      answers: [{ text: "ab", score: 3, done: true, none: null }],
      nested: { deeper: { still: "xy" } },
      kunci: "nilai",
    });
    expect(String(call?.init?.body)).not.toMatch(/\\u00(0|1)|\\ud800|\\f/);
    expect(call?.url.searchParams.get("search")).toBe("katakunci");
  });

  it("says mweb under 1024 px", async () => {
    setViewportWidth(390);
    await apiRequest("/program/list/KELASMU/1/8");
    expect(fake.calls[0]?.url.searchParams.get("platform")).toBe("mweb");
    expect(fake.calls[0]?.url.searchParams.get("source")).toBe("mweb-karirmu");
  });

  it("follows a full next-url path as given", async () => {
    await apiRequest("/api/program/list/KELASMU/1/8?search=excel");
    expect(fake.calls[0]?.url.pathname).toBe("/api/program/list/KELASMU/1/8");
    expect(fake.calls[0]?.url.searchParams.get("search")).toBe("excel");
  });

  it("throws an ApiError carrying the envelope's status and message", async () => {
    const error = await apiRequest("/program_activity/v2/product_detail/tidak-ada").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe("Not found slug");
  });

  it("on 401 clears the cookies and goes to /", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "name=Budi; path=/";
    window.history.pushState({}, "", "/program");
    await expect(apiRequest("/auth/me-v2", { method: "POST" })).rejects.toBeInstanceOf(ApiError);
    expect(document.cookie).not.toContain("name=Budi");
    expect(hardNavigate).toHaveBeenCalledWith("/");
    window.history.pushState({}, "", "/");
  });

  it("keeps the session on a 400 whose status is 401: the certificate's 'not yet assessed' (spec 002 section 4)", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "name=Budi; path=/";
    const error = await apiRequest("/program_activity/certificate/regular/7").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).httpStatus).toBe(400);
    expect(document.cookie).toContain("name=Budi");
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("on 401 stays on a mailed link's page (the email-change undo ends the session itself)", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "name=Budi; path=/";
    window.history.pushState({}, "", "/undo-email-change?token=abc");
    await expect(apiRequest("/auth/me-v2", { method: "POST" })).rejects.toBeInstanceOf(ApiError);
    expect(document.cookie).not.toContain("name=Budi");
    expect(hardNavigate).not.toHaveBeenCalled();
    window.history.pushState({}, "", "/");
  });
});
