import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { institutionDetail, notFoundAnswer, pageOf } from "../../features/institution/test-fixtures";
import { resetAppConfigCache } from "../../shared/lib/app-config";
import { readCookie } from "../../shared/lib/cookies";
import { type SiteRequest, siteNavigation } from "../../shared/lib/site";
import { activityListAnswer, envelope, programCard } from "../../test/fixtures";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

// jsdom cannot change the page's host: the request the host (or query, or cookie) makes is set per test.
const state = vi.hoisted(() => ({ request: { kind: "main" } as SiteRequest }));
vi.mock(import("../../shared/lib/site"), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, currentSiteRequest: () => state.request };
});

const PARTNER = institutionDetail({
  is_show_logo_footer: 1,
  logo_2: "/uploads/digitalmaju-footer.png",
});
const PARTNER_PROGRAM = programCard({
  id: 21,
  slug: "desain-grafis-canva",
  name: "Desain Grafis dengan Canva",
  creator: { id: 2, name: PARTNER.name, slug: PARTNER.slug, logo: null, type: 2 },
});
const PRAKERJA_PROGRAM = programCard({
  id: 31,
  slug: "barista-profesional",
  name: "Pelatihan Barista Profesional",
  category_name: "PRAKERJA",
});

let fake: ReturnType<typeof mockFetch>;

// The pages and the partner site load lazily: load them once up front, so no test waits on the transform.
beforeAll(async () => {
  await Promise.all([
    import("./partner-site"),
    import("../../features/institution/pages/prakerja-home-page"),
    import("../../features/institution/pages/partner-home-page"),
    import("../../features/catalogue/pages/home-page"),
    import("../../features/catalogue/pages/search-page"),
  ]);
});

beforeEach(() => {
  fake = mockFetch({
    "/api/program-core/host/prakerja/1": () => ({ body: envelope(pageOf([PRAKERJA_PROGRAM], { perPage: 36 })) }),
    "/api/user/institution/get-by-domain/digitalmaju": () => ({ body: envelope(PARTNER) }),
    [`/api/user/institution/get/${PARTNER.slug}`]: () => ({ body: envelope(PARTNER) }),
    [`/api/program/institution/${PARTNER.slug}/1/12`]: () => ({
      body: envelope(pageOf([PARTNER_PROGRAM], { perPage: 12 })),
    }),
    "/api/user/year/list": () => ({ body: envelope([{ id: 1, name: "Kelas 10", slug: "kelas-10", sequence: 10 }]) }),
    "/api/program/subject/list/": () => ({ body: envelope([{ id: 1, name: "Desain", slug: "desain" }]) }),
    "/api/program/list/KELASMU/1/8": () => ({
      body: envelope([programCard({ id: 1, name: "Matematika Kelas 5 SD" })]),
    }),
    "/api/program/list/UJIANMU/1/8": () => ({ body: envelope([]) }),
    "/api/program/list/KARIRMU/1/8": () => ({ body: envelope([]) }),
    "/api/program/list/PRAKERJA/1/8": () => ({ body: envelope([]) }),
    "/api/program_activity/v2/list/1/36": () => ({ body: activityListAnswer([PARTNER_PROGRAM], null) }),
  });
  vi.stubGlobal("fetch", fake.fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  state.request = { kind: "main" };
  document.getElementById("app-config")?.remove();
  resetAppConfigCache();
});

function calledPaths(): string[] {
  return fake.calls.map((c) => c.url.pathname);
}

describe("site variant", () => {
  it("on the Prakerja host shows the Prakerja catalogue as the home page, and 'Prakerja' as the logo", async () => {
    state.request = { kind: "prakerja" };
    renderRoutes(routes, "/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Pelatihan Prakerja untuk siap kerja dan berwirausaha" }),
    ).toBeTruthy();
    expect(await screen.findByText("Pelatihan Barista Profesional")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Prakerja, ke Beranda" }).length).toBeGreaterThan(0);
    expect(calledPaths()).toContain("/api/program-core/host/prakerja/1");
    expect(calledPaths().some((p) => p.startsWith("/api/program/list/"))).toBe(false);
  });

  it("on a partner subdomain brands the shell and shows the partner's landing page with only its programmes", async () => {
    state.request = { kind: "partner-domain", subdomain: "digitalmaju" };
    const { router } = renderRoutes(routes, "/");
    expect(screen.getByRole("status").textContent).toContain("Memuat situs");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kuasai keterampilan digital bersama Digital Maju" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("link", { name: `${PARTNER.name}, ke Beranda` }).length).toBeGreaterThan(0);
    const programs = await screen.findByRole("region", { name: `Program ${PARTNER.name}` });
    expect(await within(programs).findByText("Desain Grafis dengan Canva")).toBeTruthy();
    // the main catalogue is never asked for
    expect(calledPaths().some((p) => p.startsWith("/api/program/list/"))).toBe(false);
    // the cookie, the colours and the footer logo (is_show_logo_footer = 1)
    expect(readCookie("subdomain-slug")).toBe(PARTNER.slug);
    expect(document.documentElement.style.getPropertyValue("--partner-brand")).toBe("#0f766e");
    expect(document.documentElement.style.getPropertyValue("--color-brand-700")).toMatch(/^#[0-9a-f]{6}$/);
    const footerLogo = within(screen.getByRole("contentinfo")).getByRole("img", { name: `Logo ${PARTNER.name}` });
    expect(footerLogo.getAttribute("src")).toBe("/uploads/digitalmaju-footer.png");

    // the catalogue search stays within the partner's programmes
    await router.navigate("/program?search=desain");
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("institution")).toBe(PARTNER.slug),
    );
    expect(new URLSearchParams(router.state.location.search).get("search")).toBe("desain");
  });

  it("leaves the partner's colours when the site is gone and shows no footer logo when the flag is 0", async () => {
    fake = mockFetch({
      "/api/user/institution/get-by-domain/digitalmaju": () => ({ body: envelope(institutionDetail()) }),
      [`/api/program/institution/${PARTNER.slug}/1/12`]: () => ({ body: envelope(pageOf([], { perPage: 12 })) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    state.request = { kind: "partner-domain", subdomain: "digitalmaju" };
    const { unmount } = renderRoutes(routes, "/");
    expect(await screen.findByRole("heading", { name: "Belum ada program" })).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).queryByRole("img")).toBeNull();
    unmount();
    expect(document.documentElement.style.getPropertyValue("--color-brand-700")).toBe("");
  });

  it("sends an unknown partner subdomain to the main site", async () => {
    const script = document.createElement("script");
    script.id = "app-config";
    script.type = "application/json";
    script.textContent = JSON.stringify({ baseDomain: "127.0.0.1" });
    document.head.append(script);
    resetAppConfigCache();
    const leave = vi.spyOn(siteNavigation, "replace").mockImplementation(() => {});
    state.request = { kind: "partner-domain", subdomain: "unknown-partner" };
    renderRoutes(routes, "/");
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`http://127.0.0.1:${window.location.port}/`));
    expect(screen.getByRole("status").textContent).toContain("Mengalihkan ke situs utama");
    expect(calledPaths()).toContain("/api/user/institution/get-by-domain/unknown-partner");
    expect(calledPaths().some((p) => p.startsWith("/api/program/list/"))).toBe(false);
    expect(readCookie("subdomain-slug")).toBeNull();
  });

  it("on the main host, ?subdomain_slug= shows that institution's site and keeps it in the cookie", async () => {
    state.request = { kind: "partner-slug", slug: PARTNER.slug, fromQuery: true };
    renderRoutes(routes, `/?subdomain_slug=${PARTNER.slug}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kuasai keterampilan digital bersama Digital Maju" }),
    ).toBeTruthy();
    expect(calledPaths()).toContain(`/api/user/institution/get/${PARTNER.slug}`);
    expect(readCookie("subdomain-slug")).toBe(PARTNER.slug);
  });

  it("on the main host, an empty ?subdomain_slug= drops the partner cookie and shows the main site", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = `subdomain-slug=${PARTNER.slug}; path=/`;
    state.request = { kind: "main-clear-slug" };
    renderRoutes(routes, "/?subdomain_slug=");
    expect(await screen.findAllByRole("link", { name: "Karirmu, ke Beranda" })).not.toHaveLength(0);
    await waitFor(() => expect(readCookie("subdomain-slug")).toBeNull());
    expect(calledPaths().some((p) => p.startsWith("/api/user/institution/"))).toBe(false);
  });

  it("on the main host, an unknown subdomain_slug shows the main site and drops the cookie", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "subdomain-slug=hilang; path=/";
    state.request = { kind: "partner-slug", slug: "hilang", fromQuery: false };
    fake = mockFetch({ "/api/user/institution/get/hilang": () => notFoundAnswer() });
    vi.stubGlobal("fetch", fake.fn);
    renderRoutes(routes, "/");
    expect(await screen.findByRole("heading", { level: 1, name: /Belajar, ujian, dan siap berkarier/ })).toBeTruthy();
    await waitFor(() => expect(readCookie("subdomain-slug")).toBeNull());
  });
});
