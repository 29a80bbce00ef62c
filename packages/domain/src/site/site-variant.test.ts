import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVED_SUBDOMAINS, sessionSource, siteVariant, subdomainOf } from "./site-variant";

describe("site variant by host name", () => {
  it("selects the Prakerja variant on Prakerja hosts", () => {
    expect(siteVariant("prakerja.karirmu.id", "karirmu.id")).toEqual({ kind: "prakerja" });
    expect(siteVariant("prakerjavue3.karirmu.id", "karirmu.id")).toEqual({ kind: "prakerja" });
    expect(siteVariant("prakerja.localhost", "127.0.0.1")).toEqual({ kind: "prakerja" });
  });

  it("treats every other reserved subdomain and the bare domain as the main site", () => {
    for (const sub of RESERVED_SUBDOMAINS.filter((s) => !s.startsWith("prakerja"))) {
      expect(siteVariant(`${sub}.karirmu.id`, "karirmu.id")).toEqual({ kind: "main" });
    }
    expect(siteVariant("karirmu.id", "karirmu.id")).toEqual({ kind: "main" });
    expect(siteVariant("localhost", "localhost")).toEqual({ kind: "main" });
    expect(siteVariant("127.0.0.1", "127.0.0.1")).toEqual({ kind: "main" });
  });

  it("makes any other subdomain a partner site, on the real domain and on localhost", () => {
    expect(siteVariant("digitalmaju.karirmu.id", "karirmu.id")).toEqual({ kind: "partner", subdomain: "digitalmaju" });
    expect(siteVariant("DigitalMaju.localhost", "127.0.0.1")).toEqual({ kind: "partner", subdomain: "digitalmaju" });
    expect(subdomainOf("a.b.karirmu.id", "karirmu.id")).toBe("b");
  });

  it("never calls an unrelated host a partner", () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        fc.pre(!host.endsWith(".karirmu.id") && !host.endsWith(".localhost"));
        expect(siteVariant(host, "karirmu.id")).toEqual({ kind: "main" });
      }),
    );
  });

  it("names the session source", () => {
    expect(sessionSource(false, { kind: "main" }, "karir")).toBe("web-karirmu");
    expect(sessionSource(true, { kind: "prakerja" }, "karir")).toBe("mweb-prakerja");
  });
});
