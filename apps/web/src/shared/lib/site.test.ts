import { afterEach, describe, expect, it } from "vitest";
import { setViewportWidth } from "../../test/setup";
import { resetAppConfigCache } from "./app-config";
import { currentSiteSource, hostSiteVariant, mainSiteUrl, resetSiteRequestCache, siteRequest } from "./site";

function setConfigTag(config: Record<string, unknown>): void {
  document.getElementById("app-config")?.remove();
  const script = document.createElement("script");
  script.id = "app-config";
  script.type = "application/json";
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  resetAppConfigCache();
}

afterEach(() => {
  document.getElementById("app-config")?.remove();
  resetAppConfigCache();
  resetSiteRequestCache();
});

describe("which site a page load is", () => {
  it("reads the host against the configured base domain, and *.localhost on one machine", () => {
    setConfigTag({ baseDomain: "karirmu.id" });
    expect(hostSiteVariant("prakerja.karirmu.id")).toEqual({ kind: "prakerja" });
    expect(hostSiteVariant("digitalmaju.karirmu.id")).toEqual({ kind: "partner", subdomain: "digitalmaju" });
    expect(hostSiteVariant("karirmu.id")).toEqual({ kind: "main" });
    expect(hostSiteVariant("digitalmaju.localhost")).toEqual({ kind: "partner", subdomain: "digitalmaju" });
  });

  it("lets the host decide over the query and the cookie", () => {
    expect(siteRequest({ kind: "prakerja" }, "?subdomain_slug=abc", "abc")).toEqual({ kind: "prakerja" });
    expect(siteRequest({ kind: "partner", subdomain: "digitalmaju" }, "?subdomain_slug=lain", "lain")).toEqual({
      kind: "partner-domain",
      subdomain: "digitalmaju",
    });
  });

  it("on the main host, takes the partner from ?subdomain_slug first, then from the cookie", () => {
    const main = { kind: "main" } as const;
    expect(siteRequest(main, "?subdomain_slug=Digital-Maju", null)).toEqual({
      kind: "partner-slug",
      slug: "digital-maju",
      fromQuery: true,
    });
    expect(siteRequest(main, "?subdomain_slug=baru", "lama")).toEqual({
      kind: "partner-slug",
      slug: "baru",
      fromQuery: true,
    });
    expect(siteRequest(main, "", "lama")).toEqual({ kind: "partner-slug", slug: "lama", fromQuery: false });
    expect(siteRequest(main, "?ref=iklan", null)).toEqual({ kind: "main" });
  });

  it("drops the partner choice for an empty or malformed subdomain_slug, and ignores a malformed cookie", () => {
    const main = { kind: "main" } as const;
    expect(siteRequest(main, "?subdomain_slug=", "lama")).toEqual({ kind: "main-clear-slug" });
    expect(siteRequest(main, "?subdomain_slug=%3Cscript%3E", null)).toEqual({ kind: "main-clear-slug" });
    expect(siteRequest(main, "", "../../etc")).toEqual({ kind: "main" });
  });

  it("builds the main site's address from the base domain, keeping the page's scheme and port", () => {
    setConfigTag({ baseDomain: "127.0.0.1" });
    expect(mainSiteUrl({ protocol: "http:", port: "3210" })).toBe("http://127.0.0.1:3210");
    setConfigTag({ baseDomain: "karirmu.id" });
    expect(mainSiteUrl({ protocol: "https:", port: "" })).toBe("https://karirmu.id");
  });

  it("names the session source for the API client: web or mweb with the product, or prakerja on its host", () => {
    // jsdom's page is on localhost, the main site
    expect(currentSiteSource()).toBe("web-karirmu");
    setViewportWidth(390);
    expect(currentSiteSource()).toBe("mweb-karirmu");
    expect(currentSiteSource({ kind: "prakerja" })).toBe("mweb-prakerja");
    setViewportWidth(1280);
    expect(currentSiteSource({ kind: "prakerja" })).toBe("web-prakerja");
    expect(currentSiteSource({ kind: "partner-domain", subdomain: "digitalmaju" })).toBe("web-karirmu");
  });
});
