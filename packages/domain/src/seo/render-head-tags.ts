import type { PageHead } from "./page-head";

/**
 * Text and attribute values in HTML: the five characters that could end a value or start markup, and U+2028/2029
 * (harmless in HTML, but the head stays free of them wherever it is copied to).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\u2028\u2029]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside <script>: nothing in it can close the tag or open a comment (`<`, `>`, `&` as \u escapes), and
 * U+2028/U+2029 are escaped for the JavaScript parsers that still treat them as line ends. JSON.parse reads the
 * result back to the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

/**
 * The tags of a page's <head>, one a line: title, description, canonical, robots, Open Graph (with the product
 * price when there is one), Twitter card, and each JSON-LD object in its own script. Every value is escaped.
 */
export function renderHeadTags(head: PageHead): string {
  const og = head.openGraph;
  const tw = head.twitter;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.robots ? [meta("name", "robots", head.robots)] : []),
    meta("property", "og:type", og.type),
    meta("property", "og:title", og.title),
    meta("property", "og:description", og.description),
    meta("property", "og:image", og.image),
    meta("property", "og:image:alt", og.imageAlt),
    meta("property", "og:url", og.url),
    meta("property", "og:site_name", og.siteName),
    meta("property", "og:locale", og.locale),
    ...(head.product
      ? [
          meta("property", "product:price:amount", String(head.product.priceAmount)),
          meta("property", "product:price:currency", head.product.priceCurrency),
        ]
      : []),
    meta("name", "twitter:card", tw.card),
    meta("name", "twitter:title", tw.title),
    meta("name", "twitter:description", tw.description),
    meta("name", "twitter:image", tw.image),
    meta("name", "twitter:image:alt", tw.imageAlt),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`),
  ];
  return lines.join("\n");
}
