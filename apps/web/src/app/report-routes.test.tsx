import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../test/fixtures";
import { mockFetch, renderRoutes } from "../test/render";
import { appRoutes } from "./router";

const routes = appRoutes();

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; path=/; max-age=0";
});

beforeEach(() => {
  vi.stubGlobal("fetch", mockFetch({ "/api/transcript/list": () => ({ body: envelope({ transcripts: [] }) }) }).fn);
});

const where = (router: ReturnType<typeof renderRoutes>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("the report routes", () => {
  it("/rapor/{id}[/{type}] go to the learning report paths", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "user-id=7; path=/";
    const short = renderRoutes(routes, "/rapor/41");
    await waitFor(() => expect(where(short.router)).toBe("/laporan-belajar/41"));
    short.unmount();
    const typed = renderRoutes(routes, "/rapor/41/lembaga");
    await waitFor(() => expect(where(typed.router)).toBe("/laporan-belajar/41/lembaga"));
  });

  it("the report and transcript pages need a session: a visitor goes home with the way back", async () => {
    for (const [path, name] of [
      ["/laporan-belajar/41/lembaga", "Laporan Belajar"],
      ["/transkrip", "Transkrip"],
      ["/transkrip/2026", "Transkrip"],
      ["/report", "Report"],
    ] as const) {
      const view = renderRoutes(routes, path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
      const query = new URLSearchParams(view.router.state.location.search);
      expect(query.get("redirect-path")).toBe(path);
      expect(query.get("redirect-name")).toBe(name);
      view.unmount();
    }
  });
});
