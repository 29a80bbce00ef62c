import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin";
import { DISALLOWED_PATHS, mainLandingPaths } from "./site-paths";

describe("siteOrigin", () => {
  const publicUrl = "https://karirmu.id";

  it("the base domain and hosts that select the main site get the configured origin", () => {
    expect(siteOrigin("karirmu.id", publicUrl)).toEqual({ kind: "main", origin: "https://karirmu.id" });
    expect(siteOrigin("www.karirmu.id", publicUrl)).toEqual({ kind: "main", origin: "https://karirmu.id" });
    expect(siteOrigin(undefined, publicUrl)).toEqual({ kind: "main", origin: "https://karirmu.id" });
  });

  it("a foreign or odd host is never echoed", () => {
    for (const host of [
      "evil.example",
      "karirmu.id.evil.example",
      "127.0.0.1:3000",
      "[::1]:80",
      "",
      "evil.example:443",
    ]) {
      expect(siteOrigin(host, publicUrl)).toEqual({ kind: "main", origin: "https://karirmu.id" });
    }
  });

  it("a partner subdomain is rebuilt on the configured scheme, base domain and port", () => {
    expect(siteOrigin("UI.karirmu.id:8443", publicUrl)).toEqual({
      kind: "partner",
      subdomain: "ui",
      origin: "https://ui.karirmu.id",
    });
    expect(siteOrigin("digitalmaju.localhost:3510", "http://localhost:3510")).toEqual({
      kind: "partner",
      subdomain: "digitalmaju",
      origin: "http://digitalmaju.localhost:3510",
    });
    // the label nearest the base decides, as the web app decides it
    expect(siteOrigin("x.ui.karirmu.id", publicUrl)).toMatchObject({ kind: "partner", subdomain: "ui" });
  });

  it("the Prakerja host is its own site", () => {
    expect(siteOrigin("prakerja.karirmu.id", publicUrl)).toEqual({
      kind: "prakerja",
      origin: "https://prakerja.karirmu.id",
    });
  });

  it("a label that is not a DNS label falls back to the main site", () => {
    expect(siteOrigin("a_b.karirmu.id", publicUrl)).toEqual({ kind: "main", origin: "https://karirmu.id" });
  });
});

describe("site paths", () => {
  it("the landings are unique, start at / and include the career category of the product", () => {
    const paths = mainLandingPaths("karir");
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith("/"))).toBe(true);
    expect(paths).toContain("/program?category=KARIRMU");
    expect(paths).toContain("/karirmu/pariwisata");
    expect(paths).toContain("/jenjang/sd/kelas-1");
    expect(paths).toContain("/mitra/all");
    expect(paths).toContain("/profil-karirmu");
  });

  it("no landing is disallowed", () => {
    const blocked = mainLandingPaths("karir").filter((p) => DISALLOWED_PATHS.some((d) => p.startsWith(d)));
    expect(blocked).toEqual([]);
  });
  it("names a .localhost host only on a local setup, never on a public site", () => {
    expect(siteOrigin("digitalmaju.localhost", "https://karirmu.id")).toEqual({
      kind: "main",
      origin: "https://karirmu.id",
    });
  });
});
