import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./sanitize";

describe("safeHttpUrl", () => {
  it.each([
    ["https://digitalmaju.id", "https://digitalmaju.id/"],
    ["  http://digitalmaju.id/profil?id=1  ", "http://digitalmaju.id/profil?id=1"],
    ["HTTPS://DigitalMaju.id/A", "https://digitalmaju.id/A"],
  ])("keeps the http(s) address %s", (value, href) => {
    expect(safeHttpUrl(value)).toBe(href);
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox(1)",
    "mailto:info@digitalmaju.id",
    "ftp://digitalmaju.id",
    "digitalmaju.id",
    "//digitalmaju.id",
    "/mitra/digitalmaju",
    "https://",
  ])("refuses %s", (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});
