import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  breadcrumbList,
  institutionHead,
  listingCanonical,
  listingHead,
  META_DESCRIPTION_LENGTH,
  metaDescription,
  plainText,
  programHead,
  truncateText,
} from "./page-head";
import { institutionFixture, programFixture } from "./test-fixtures";

const site = { origin: "https://karirmu.id", brandName: "Karirmu" };

describe("plain text and descriptions", () => {
  it("drops tags, scripts and styles, decodes entities and collapses spaces", () => {
    expect(
      plainText("<p>Satu</p><p>Dua&nbsp;&amp;&#39;tiga&#x21;</p><script>alert(1)</script><style>p{}</style>"),
    ).toBe("Satu Dua &'tiga!");
    expect(plainText("a &bogus; b &#0; c")).toBe("a &bogus; b &#0; c");
  });

  it("cuts at a word with an ellipsis, within the limit", () => {
    const long = "kata ".repeat(60).trim();
    const cut = truncateText(long);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(cut).not.toContain("kat…");
    expect(truncateText("pendek")).toBe("pendek");
  });

  it("takes the first candidate with text", () => {
    expect(metaDescription("<p> </p>", null, "<b>Kedua</b>")).toBe("Kedua");
    expect(metaDescription()).toBe("");
  });

  it("makes stored addresses absolute and refuses other schemes", () => {
    expect(absoluteUrl(site.origin, "/media/a.png")).toBe("https://karirmu.id/media/a.png");
    expect(absoluteUrl(site.origin, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(absoluteUrl(site.origin, "//evil.example/a.png")).toBeNull();
    expect(absoluteUrl(site.origin, "javascript:alert(1)")).toBeNull();
    expect(absoluteUrl(site.origin, null)).toBeNull();
  });
});

describe("programHead", () => {
  it("gives the page's title, a plain description, the canonical and the share card", () => {
    const head = programHead(site, programFixture());
    expect(head.title).toBe("Desain Grafis Dasar - Karirmu");
    expect(head.description).toBe("Belajar desain dari nol & praktik.");
    expect(head.canonical).toBe("https://karirmu.id/program/desain-grafis-dasar");
    expect(head.robots).toBeUndefined();
    expect(head.openGraph).toEqual({
      type: "product",
      title: "Desain Grafis Dasar - Karirmu",
      description: "Belajar desain dari nol & praktik.",
      image: "https://karirmu.id/share/program/desain-grafis-dasar.png",
      imageAlt: "Desain Grafis Dasar",
      url: "https://karirmu.id/program/desain-grafis-dasar",
      siteName: "Karirmu",
      locale: "id_ID",
    });
    expect(head.twitter.card).toBe("summary_large_image");
    expect(head.twitter.image).toBe(head.openGraph.image);
    expect(head.product).toEqual({ priceAmount: 150000, priceCurrency: "IDR" });
  });

  it("describes a paid, rated Course with its provider, and its breadcrumbs", () => {
    const [course, crumbs] = programHead(site, programFixture()).jsonLd;
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Desain Grafis Dasar",
      description: "Belajar desain dari nol & praktik.",
      image: "https://karirmu.id/share/program/desain-grafis-dasar.png",
      provider: {
        "@type": "Organization",
        name: "Studio Rupa",
        url: "https://karirmu.id/mitra/studio-rupa",
        logo: "https://karirmu.id/media/logo.png",
      },
      offers: {
        "@type": "Offer",
        price: 150000,
        priceCurrency: "IDR",
        category: "Paid",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 12, reviewCount: 12 },
    });
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Beranda", item: "https://karirmu.id/" },
        { "@type": "ListItem", position: 2, name: "Program", item: "https://karirmu.id/program" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Desain Grafis Dasar",
          item: "https://karirmu.id/program/desain-grafis-dasar",
        },
      ],
    });
  });

  it("a free programme without ratings: category Free, no aggregateRating; the description call fills in", () => {
    const head = programHead(site, programFixture({ price: 0, reviewers: 0, rating: 0, short_description: "" }), {
      description: { description: "<h2>Tentang</h2><p>Kelas gratis.</p>" },
      availability: "SoldOut",
    });
    const [course] = head.jsonLd;
    expect(course).toMatchObject({
      offers: { price: 0, category: "Free", availability: "https://schema.org/SoldOut" },
    });
    expect(course).not.toHaveProperty("aggregateRating");
    expect(head.description).toBe("Tentang Kelas gratis.");
    expect(head.product).toEqual({ priceAmount: 0, priceCurrency: "IDR" });
  });

  it("an offline programme meets on site, with its schedule and place", () => {
    const [course] = programHead(
      site,
      programFixture({
        program_type: 1,
        schedule_start: "2026-12-01T02:00:00.000Z",
        schedule_end: "2026-12-01T05:00:00.000Z",
        location: "Gedung Sate, Bandung",
      }),
    ).jsonLd;
    expect(course).toMatchObject({
      hasCourseInstance: {
        courseMode: "Onsite",
        startDate: "2026-12-01T02:00:00.000Z",
        location: { "@type": "Place", name: "Gedung Sate, Bandung" },
      },
    });
  });

  it("builds every address on the origin it is given (a partner host), slug encoded", () => {
    const head = programHead({ origin: "https://ui.karirmu.id", brandName: "UI" }, programFixture({ slug: "a b" }));
    expect(head.canonical).toBe("https://ui.karirmu.id/program/a%20b");
    expect(head.openGraph.image).toBe("https://ui.karirmu.id/share/program/a%20b.png");
    expect(head.title).toBe("Desain Grafis Dasar - UI");
  });

  it("keeps the meta description near 160 characters", () => {
    const head = programHead(site, programFixture({ short_description: `<p>${"Materi lengkap ".repeat(40)}</p>` }));
    expect(Array.from(head.description).length).toBeLessThanOrEqual(160);
    expect(head.description.length).toBeGreaterThan(120);
  });
});

describe("institutionHead", () => {
  it("an Organization with logo, url, address and site, and Beranda > Mitra > name", () => {
    const head = institutionHead(site, institutionFixture());
    expect(head.title).toBe("Studio Rupa - Karirmu");
    expect(head.description).toBe("Studio desain di Bandung.");
    expect(head.canonical).toBe("https://karirmu.id/mitra/studio-rupa");
    expect(head.openGraph.image).toBe("https://karirmu.id/share/institution/studio-rupa.png");
    expect(head.product).toBeUndefined();
    const [organization, crumbs] = head.jsonLd;
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Studio Rupa",
      url: "https://karirmu.id/mitra/studio-rupa",
      logo: "https://cdn.example.com/logo.png",
      sameAs: ["https://studiorupa.example"],
      address: { addressLocality: "Bandung", addressCountry: "ID" },
    });
    expect(crumbs).toMatchObject({
      itemListElement: [
        { name: "Beranda" },
        { name: "Mitra", item: "https://karirmu.id/mitra/all" },
        { name: "Studio Rupa", item: "https://karirmu.id/mitra/studio-rupa" },
      ],
    });
  });

  it("without a description, logo or site it still says something and leaves the rest out", () => {
    const head = institutionHead(site, institutionFixture({ description: "", logo: null, website: null, city: null }));
    expect(head.description).toBe("Program dari Studio Rupa di Karirmu.");
    const [organization] = head.jsonLd;
    expect(organization).not.toHaveProperty("logo");
    expect(organization).not.toHaveProperty("sameAs");
    expect(organization).not.toHaveProperty("address");
  });
});

describe("listingHead", () => {
  it("the home page: WebSite with a search action, the site's card", () => {
    const head = listingHead(site, { title: "Beranda", path: "/", description: "Belajar apa saja." });
    expect(head.title).toBe("Beranda - Karirmu");
    expect(head.canonical).toBe("https://karirmu.id/");
    expect(head.robots).toBeUndefined();
    expect(head.openGraph.type).toBe("website");
    expect(head.openGraph.image).toBe("https://karirmu.id/share/site.png");
    expect(head.jsonLd[0]).toMatchObject({
      "@type": "WebSite",
      potentialAction: { target: { urlTemplate: "https://karirmu.id/program?search={search_term_string}" } },
    });
  });

  it("the main list is indexed, without paging, sort or tracking in its canonical", () => {
    const head = listingHead(site, {
      title: "Semua Program",
      path: "/program",
      query: "?page=3&sort=terbaru&ref=abc&platform=web&utm_source=x",
    });
    expect(head.canonical).toBe("https://karirmu.id/program");
    expect(head.robots).toBeUndefined();
  });

  it("a filtered list keeps its filters, sorted; a keyword search is indexed under its keyword alone", () => {
    expect(listingCanonical(site.origin, "/program", "level=SD&category=KELASMU&page=2")).toBe(
      "https://karirmu.id/program?category=KELASMU&level=SD",
    );
    expect(listingHead(site, { title: "Program Kelasmu", path: "/program", query: "category=KELASMU" }).robots).toBe(
      undefined,
    );
    const search = listingHead(site, {
      title: 'Hasil pencarian "desain"',
      path: "/program",
      query: new URLSearchParams({ search: "desain", sort: "relevan", page: "2" }),
    });
    expect(search.canonical).toBe("https://karirmu.id/program?search=desain");
    expect(search.robots).toBe(undefined);
  });

  it("category landings all name the category's list", () => {
    expect(listingCanonical(site.origin, "/ikutprogram", "id=kelasmu&ref=x")).toBe(
      "https://karirmu.id/program?category=KELASMU",
    );
    expect(listingCanonical(site.origin, "/ikutprogram", "")).toBe("https://karirmu.id/program");
  });

  it("institution lists keep their type, drop the page; other pages keep no query at all", () => {
    expect(listingCanonical(site.origin, "/mitra/all/", "page=4&type=6")).toBe("https://karirmu.id/mitra/all?type=6");
    expect(listingCanonical(site.origin, "/kartuprakerja", "utm_campaign=a")).toBe("https://karirmu.id/kartuprakerja");
  });

  it("a campaign page with its own card and crumbs; a default description when none is given", () => {
    const head = listingHead(site, {
      title: "Kartu Prakerja",
      path: "/kartuprakerja",
      image: "/media/kartuprakerja.png",
      crumbs: [
        { name: "Beranda", path: "/" },
        { name: "Kartu Prakerja", path: "/kartuprakerja" },
      ],
    });
    expect(head.openGraph.image).toBe("https://karirmu.id/media/kartuprakerja.png");
    expect(head.description).toContain("Kartu Prakerja di Karirmu");
    expect(head.jsonLd.map((item) => item["@type"])).toEqual(["CollectionPage", "BreadcrumbList"]);
  });
});

describe("breadcrumbList", () => {
  it("numbers the items from 1 with absolute addresses", () => {
    expect(breadcrumbList("https://x.id", [{ name: "A", path: "/" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: "A", item: "https://x.id/" }],
    });
  });
});
