import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHARE_COPY_TOAST, shareLinks } from "./share-links";

const url = "https://karirmu.id/aktivitas/sesi-1?subdomain_slug=sma&x=a b";
const title = "Belajar & Berkarya #1";

const hrefOf = (key: string, links = shareLinks(url, title)) => {
  const link = links.find((l) => l.key === key);
  if (!link) throw new Error(`no ${key} link`);
  return new URL(link.href);
};

describe("shareLinks (spec 001 section 2, Share modal)", () => {
  it("offers copy, WhatsApp, Line, LinkedIn, Facebook and Twitter in that order", () => {
    expect(shareLinks(url, title).map((l) => [l.key, l.label])).toEqual([
      ["copy", "Salin Link"],
      ["whatsapp", "WhatsApp"],
      ["line", "Line"],
      ["linkedin", "LinkedIn"],
      ["facebook", "Facebook"],
      ["twitter", "Twitter"],
    ]);
    expect(SHARE_COPY_TOAST).toBe("Berhasil menyalin link program");
  });

  it("copies the link as it is", () => {
    expect(shareLinks(url, title)[0]).toEqual({ key: "copy", label: "Salin Link", href: url });
  });

  it("builds each target's address with the link encoded", () => {
    expect(hrefOf("whatsapp").origin + hrefOf("whatsapp").pathname).toBe("https://wa.me/");
    expect(hrefOf("whatsapp").searchParams.get("text")).toBe(`${title} ${url}`);
    expect(hrefOf("line").pathname).toBe("/lineit/share");
    expect(hrefOf("line").searchParams.get("url")).toBe(url);
    expect(hrefOf("linkedin").pathname).toBe("/sharing/share-offsite/");
    expect(hrefOf("linkedin").searchParams.get("url")).toBe(url);
    expect(hrefOf("facebook").pathname).toBe("/sharer/sharer.php");
    expect(hrefOf("facebook").searchParams.get("u")).toBe(url);
    expect(hrefOf("twitter").pathname).toBe("/intent/tweet");
    expect(hrefOf("twitter").searchParams.get("url")).toBe(url);
    expect(hrefOf("twitter").searchParams.get("text")).toBe(title);
  });

  it("sends the bare link to WhatsApp when there is no title", () => {
    expect(hrefOf("whatsapp", shareLinks(url, "  ")).searchParams.get("text")).toBe(url);
  });

  it("carries any link and title through unchanged", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), (link, name) => {
        const links = shareLinks(link, name);
        expect(hrefOf("facebook", links).searchParams.get("u")).toBe(link);
        expect(hrefOf("twitter", links).searchParams.get("url")).toBe(link);
        expect(hrefOf("twitter", links).searchParams.get("text")).toBe(name.trim());
      }),
      { numRuns: 50 },
    );
  });
});
