import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProgramDetail } from "../catalogue/contracts";
import { programHead } from "./page-head";
import { escapeHtml, renderHeadTags, scriptSafeJson } from "./render-head-tags";
import { programFixture } from "./test-fixtures";

const site = { origin: "https://karirmu.id", brandName: "Karirmu" };

const HOSTILE = `</script><script>alert(1)</script> "quoted" 'single' & <b>bold</b> <!-- \u2028\u2029`;

/** The text of each ld+json script, as a browser's tokenizer finds it: up to the first '</script'. */
function scripts(html: string): string[] {
  const found: string[] = [];
  const open = '<script type="application/ld+json">';
  let at = html.indexOf(open);
  while (at !== -1) {
    const start = at + open.length;
    const end = html.toLowerCase().indexOf("</script", start);
    found.push(html.slice(start, end));
    at = html.indexOf(open, end);
  }
  return found;
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** One well-formed tag whose values hold no character that could end them. */
const TAG =
  /(<title>[^<>"']*<\/title>|<meta (name|property)="[^<>"']*" content="[^<>"']*">|<link rel="canonical" href="[^<>"']*">|<script type="application\/ld\+json">[^<>\u2028\u2029]*<\/script>)/;
/** The whole head: such tags, one a line. */
const HEAD = new RegExp(`^${TAG.source}(\\n${TAG.source})*$`);

function checkHead(program: ProgramDetail) {
  const head = programHead(site, program);
  const html = renderHeadTags(head);
  expect(html).toMatch(HEAD);
  // exactly one script opened and closed per JSON-LD object: nothing broke out
  expect(html.match(/<script/gi)?.length).toBe(head.jsonLd.length);
  expect(html.match(/<\/script/gi)?.length).toBe(head.jsonLd.length);
  // the JSON reads back to the same objects
  expect(scripts(html).map((text) => JSON.parse(text))).toEqual(head.jsonLd);
  // the title reads back to the same text
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  expect(unescapeHtml(title)).toBe(head.title);
  const ogTitle = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? "";
  expect(unescapeHtml(ogTitle)).toBe(head.openGraph.title);
}

describe("renderHeadTags", () => {
  it("writes every tag of a programme page", () => {
    const html = renderHeadTags(programHead(site, programFixture()));
    expect(html).toContain("<title>Desain Grafis Dasar - Karirmu</title>");
    expect(html).toContain('<meta name="description" content="Belajar desain dari nol &#38; praktik.">');
    expect(html).toContain('<link rel="canonical" href="https://karirmu.id/program/desain-grafis-dasar">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:locale" content="id_ID">');
    expect(html).toContain('<meta property="og:site_name" content="Karirmu">');
    expect(html).toContain(
      '<meta property="og:image" content="https://karirmu.id/share/program/desain-grafis-dasar.png">',
    );
    expect(html).toContain('<meta property="product:price:amount" content="150000">');
    expect(html).toContain('<meta property="product:price:currency" content="IDR">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('name="robots"');
    expect(scripts(html)).toHaveLength(2);
  });

  it("writes robots when the head has it", () => {
    const head = { ...programHead(site, programFixture()), robots: "noindex, follow" };
    expect(renderHeadTags(head)).toContain('<meta name="robots" content="noindex, follow">');
  });

  it("a hostile programme name cannot close the script or an attribute", () => {
    const program = programFixture({
      name: HOSTILE,
      short_description: HOSTILE,
      creator: { id: 1, name: HOSTILE, slug: `x"><script>`, logo: `/"><img src=x onerror=alert(1)>`, type: 2 },
    });
    const html = renderHeadTags(programHead(site, program));
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("</script><script>");
    expect(html).not.toContain("onerror=alert(1)>");
    expect(html).not.toContain("\u2028");
    checkHead(program);
  });

  it("property: any name, description and slug stay inside their tags and read back unchanged", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc.string({
        unit: fc.constantFrom(
          "<",
          ">",
          "&",
          '"',
          "'",
          "/",
          "s",
          "c",
          "r",
          "i",
          "p",
          "t",
          "!",
          "-",
          "\u2028",
          "\u2029",
          " ",
        ),
        maxLength: 60,
      }),
      fc.constantFrom(HOSTILE, "</SCRIPT >", "<!--<script>", "&amp;&lt;", "\\u003c/script>"),
    );
    fc.assert(
      fc.property(text, text, text, fc.integer({ min: 0, max: 10_000_000 }), (name, description, creator, price) => {
        checkHead(
          programFixture({
            name,
            short_description: description,
            price,
            creator: { id: 1, name: creator, slug: "studio", logo: null, type: 2 },
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("scriptSafeJson and escapeHtml", () => {
  it("escape what could end a script or an attribute", () => {
    expect(scriptSafeJson({ a: "</script>&\u2028\u2029" })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});
