import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("leaves text without an address as one text segment, and empty text as none", () => {
    expect(linkify("Halo semua, ada pertanyaan?")).toEqual([{ type: "text", text: "Halo semua, ada pertanyaan?" }]);
    expect(linkify("")).toEqual([]);
  });

  it("finds http and https addresses in the middle of text", () => {
    expect(linkify("Buka https://contoh.id/materi?bab=2#a dan http://x.id ya")).toEqual([
      { type: "text", text: "Buka " },
      { type: "link", text: "https://contoh.id/materi?bab=2#a", href: "https://contoh.id/materi?bab=2#a" },
      { type: "text", text: " dan " },
      { type: "link", text: "http://x.id", href: "http://x.id" },
      { type: "text", text: " ya" },
    ]);
  });

  it("keeps sentence punctuation after an address out of the link", () => {
    expect(linkify("Lihat https://contoh.id/a.")).toEqual([
      { type: "text", text: "Lihat " },
      { type: "link", text: "https://contoh.id/a", href: "https://contoh.id/a" },
      { type: "text", text: "." },
    ]);
    expect(linkify("https://contoh.id, lalu")[0]).toEqual({
      type: "link",
      text: "https://contoh.id",
      href: "https://contoh.id",
    });
  });

  it("keeps an unmatched closing bracket out, a matched one in", () => {
    expect(linkify("(lihat https://contoh.id/x)")).toEqual([
      { type: "text", text: "(lihat " },
      { type: "link", text: "https://contoh.id/x", href: "https://contoh.id/x" },
      { type: "text", text: ")" },
    ]);
    const wiki = "https://id.wikipedia.org/wiki/Jawa_(pulau)";
    expect(linkify(wiki)).toEqual([{ type: "link", text: wiki, href: wiki }]);
  });

  it("never makes a link of another scheme, a bare scheme or an address without a host", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "https://",
      "ftp://contoh.id",
      "www.contoh.id",
    ]) {
      expect(linkify(text).every((segment) => segment.type === "text")).toBe(true);
    }
  });

  it("accepts the scheme in any case, and stops at quotes and angle brackets", () => {
    expect(linkify("HTTPS://Contoh.id/A")[0]?.type).toBe("link");
    expect(linkify('"https://contoh.id"<b>')).toEqual([
      { type: "text", text: '"' },
      { type: "link", text: "https://contoh.id", href: "https://contoh.id" },
      { type: "text", text: '"<b>' },
    ]);
  });

  it("gives the text back unchanged when the segments are joined, and links only http(s)", () => {
    const pieces = fc.constantFrom(
      "https://",
      "http://",
      "a.id",
      "/x",
      "(",
      ")",
      ".",
      ",",
      " ",
      "\n",
      "é",
      "javascript:",
      "x",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 12 }).map((p) => p.join("")),
        ),
        (text) => {
          const segments = linkify(text);
          expect(segments.map((s) => s.text).join("")).toBe(text);
          for (const segment of segments) {
            if (segment.type === "link") expect(new URL(segment.href).protocol).toMatch(/^https?:$/);
          }
        },
      ),
    );
  });
});
