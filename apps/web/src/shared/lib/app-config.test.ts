import { afterEach, describe, expect, it } from "vitest";
import { APP_CONFIG_DEFAULTS, readAppConfig } from "./app-config";

function withConfigTag(text: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  const script = doc.createElement("script");
  script.id = "app-config";
  script.type = "application/json";
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

afterEach(() => {
  document.getElementById("app-config")?.remove();
});

describe("readAppConfig", () => {
  it("reads the JSON tag the server writes in place of <!--app-config-->", () => {
    const config = readAppConfig(
      withConfigTag(
        JSON.stringify({
          productSlug: "kerja",
          brandName: "Kerjamu",
          appKey: "kunci-publik",
          helpUrl: "https://bantuan.contoh.id",
          funReport: false,
          baseDomain: "Kerjamu.ID",
        }),
      ),
    );
    expect(config).toEqual({
      productSlug: "kerja",
      brandName: "Kerjamu",
      appKey: "kunci-publik",
      helpUrl: "https://bantuan.contoh.id",
      funReport: false,
      baseDomain: "kerjamu.id",
    });
  });

  it("uses the defaults when the tag is absent", () => {
    const doc = document.implementation.createHTMLDocument("t");
    expect(readAppConfig(doc)).toEqual({
      productSlug: "karir",
      brandName: "Karirmu",
      appKey: "karirmu-public-web-2026",
      helpUrl: null,
      // the Kilas Balik entry's switch is on unless the server says otherwise
      funReport: true,
      // without a configured base domain the page's own host is the main site
      baseDomain: window.location.hostname,
    });
  });

  it("falls back field by field when the tag is broken or a value is invalid", () => {
    expect(readAppConfig(withConfigTag("{not json"))).toEqual({
      ...APP_CONFIG_DEFAULTS,
      baseDomain: window.location.hostname,
    });
    const config = readAppConfig(withConfigTag(JSON.stringify({ productSlug: "Bad Slug!", brandName: "Merek" })));
    expect(config.productSlug).toBe("karir");
    expect(config.brandName).toBe("Merek");
  });

  it("refuses a base domain that is not a host name, and accepts an IP address", () => {
    expect(readAppConfig(withConfigTag(JSON.stringify({ baseDomain: "evil.test/path" }))).baseDomain).toBe(
      window.location.hostname,
    );
    expect(readAppConfig(withConfigTag(JSON.stringify({ baseDomain: "127.0.0.1" }))).baseDomain).toBe("127.0.0.1");
  });

  it("refuses a help link that is not http(s)", () => {
    expect(readAppConfig(withConfigTag(JSON.stringify({ helpUrl: "javascript:alert(1)" }))).helpUrl).toBeNull();
  });
});
