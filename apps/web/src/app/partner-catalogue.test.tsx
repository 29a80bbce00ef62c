import { CURATED_COLLECTIONS } from "@app/domain/catalogue/curated-collections";
import { screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CAREER_FIELDS, KELASMU_AUDIENCES, loadProgramShelf } from "../features/catalogue/public";
import { institutionDetail } from "../features/institution/test-fixtures";
import type { SiteRequest } from "../shared/lib/site";
import { activityListAnswer, envelope, programCard } from "../test/fixtures";
import { renderRoutes } from "../test/render";
import { appRoutes } from "./router";

const routes = appRoutes();

// jsdom cannot change the page's host: every test here is a page load on the partner's subdomain.
const state = vi.hoisted(() => ({ request: { kind: "main" } as SiteRequest }));
vi.mock(import("../shared/lib/site"), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, currentSiteRequest: () => state.request };
});

const PARTNER = institutionDetail();
const OWN = programCard({ id: 21, slug: "desain-grafis-canva", name: "Desain Grafis dengan Canva" });
const OTHER = programCard({ id: 22, slug: "excel-lembaga-lain", name: "Excel dari Lembaga Lain" });

let calls: URL[];

function listCalls(): URL[] {
  return calls.filter(
    (u) => u.pathname.startsWith("/api/program_activity/v2/list/") || u.pathname.startsWith("/api/program/list/"),
  );
}

beforeAll(async () => {
  await Promise.all([
    import("./shell/partner-site"),
    import("../features/catalogue/pages/level-page"),
    import("../features/catalogue/pages/curated-page"),
    import("../features/catalogue/pages/category-landing-page"),
    import("../features/catalogue/pages/search-page"),
    import("../features/campaign/pages/campaign-page"),
    loadProgramShelf(),
  ]);
});

beforeEach(() => {
  state.request = { kind: "partner-domain", subdomain: "digitalmaju" };
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      calls.push(url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/user/institution/get-by-domain/digitalmaju") return json(envelope(PARTNER));
      // anyone's programmes unless the call names the partner
      if (url.pathname.startsWith("/api/program_activity/v2/list/")) {
        return json(activityListAnswer(url.searchParams.get("institution") === PARTNER.slug ? [OWN] : [OTHER], null));
      }
      if (url.pathname.startsWith("/api/program/list/")) return json(envelope([OTHER]));
      return new Response(JSON.stringify({ status: 404, message: "Not found", data: null }), { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  state.request = { kind: "main" };
});

const PAGES = [
  "/jenjang/sd",
  `/program-pilihan/${CURATED_COLLECTIONS[0]?.slug}`,
  `/kelasmu/${KELASMU_AUDIENCES[0]?.slug}`,
  `/karirmu/${CAREER_FIELDS[0]?.slug}`,
  "/kartuprakerja",
  "/prakerja-gojek",
  "/program?search=desain",
];

describe("a partner site lists only the partner's programmes", () => {
  it.each(PAGES)("%s asks every programme list for the partner's institution", async (path) => {
    renderRoutes(routes, path);
    expect((await screen.findAllByText(OWN.name, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(OTHER.name)).toBeNull();
    const lists = listCalls();
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists) {
      expect(call.pathname.startsWith("/api/program_activity/v2/list/")).toBe(true);
      expect(call.searchParams.get("institution")).toBe(PARTNER.slug);
    }
  });
});
