import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activityListAnswer, envelope, programCard } from "../../../test/fixtures";
import { OnPartnerSite, partnerSite } from "../../../test/partner-site";
import { renderWithRouter } from "../../../test/render";
import { CategorySection } from "./category-section";
import { ProgramShelf } from "./program-shelf";

const site = partnerSite();
const SLUG = site.institution.slug;
const OWN = programCard({ id: 21, slug: "desain-grafis-canva", name: "Desain Grafis dengan Canva" });
const OTHER = programCard({ id: 22, slug: "excel-lembaga-lain", name: "Excel dari Lembaga Lain" });

let calls: URL[];

/** The list call answers the partner's programme when asked for its institution, anyone's otherwise. */
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      calls.push(url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
      if (url.pathname.startsWith("/api/program_activity/v2/list/")) {
        return json(activityListAnswer(url.searchParams.get("institution") === SLUG ? [OWN] : [OTHER], null));
      }
      if (url.pathname.startsWith("/api/program/list/")) return json(envelope([OTHER]));
      return new Response(JSON.stringify({ status: 404, message: "Not found", data: null }), { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("programme lists on a partner site", () => {
  it("a shelf (and every grid) asks the list call for the partner's institution, whatever the page passed", async () => {
    renderWithRouter(
      <OnPartnerSite site={site}>
        <ProgramShelf title="Program Pilihan" filters={{ category: "PRAKERJA", tag: "ojol", institution: "lain" }} />
      </OnPartnerSite>,
    );
    expect(await screen.findByText(OWN.name)).toBeTruthy();
    expect(screen.queryByText(OTHER.name)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe("/api/program_activity/v2/list/1/8");
    expect(calls[0]?.searchParams.get("institution")).toBe(SLUG);
    expect(calls[0]?.searchParams.get("category")).toBe("PRAKERJA");
    expect(calls[0]?.searchParams.get("tag")).toBe("ojol");
  });

  it("a category section uses the list call with the institution instead of /program/list (which has no filter)", async () => {
    renderWithRouter(
      <OnPartnerSite site={site}>
        <CategorySection category="KELASMU" description="Kelas untuk pelajar" />
      </OnPartnerSite>,
    );
    expect(await screen.findByText(OWN.name)).toBeTruthy();
    expect(screen.queryByText(OTHER.name)).toBeNull();
    expect(calls.map((c) => c.pathname)).toEqual(["/api/program_activity/v2/list/1/8"]);
    expect(calls[0]?.searchParams.get("category")).toBe("KELASMU");
    expect(calls[0]?.searchParams.get("institution")).toBe(SLUG);
  });

  it("the main site's lists stay as they were", async () => {
    renderWithRouter(
      <>
        <CategorySection category="KELASMU" description="Kelas untuk pelajar" />
        <ProgramShelf title="Program Pilihan" filters={{ category: "PRAKERJA" }} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText(OTHER.name)).toHaveLength(2));
    const paths = calls.map((c) => c.pathname).sort();
    expect(paths).toEqual(["/api/program/list/KELASMU/1/8", "/api/program_activity/v2/list/1/8"]);
    expect(calls.some((c) => c.searchParams.has("institution"))).toBe(false);
  });
});
