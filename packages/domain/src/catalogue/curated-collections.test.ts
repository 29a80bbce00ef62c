import { describe, expect, it } from "vitest";
import { CURATED_COLLECTIONS, findCuratedCollection } from "./curated-collections";

describe("curated collections", () => {
  it("have unique, URL-safe slugs", () => {
    const slugs = CURATED_COLLECTIONS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("each narrow the list by at least one filter", () => {
    for (const c of CURATED_COLLECTIONS) expect(Object.values(c.filters).some(Boolean)).toBe(true);
  });

  it("are found by slug, and an unknown slug finds nothing", () => {
    expect(findCuratedCollection("persiapan-utbk-snbt")?.filters).toEqual({ tag: "utbk" });
    expect(findCuratedCollection("tidak-ada")).toBeNull();
    expect(findCuratedCollection("")).toBeNull();
  });
});
