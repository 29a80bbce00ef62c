/**
 * The allowed list of rich text from the server (spec 000 section 5: sanitised to an allowed list), one list for
 * both sanitisers: sanitize-html on the server (apps/api/src/platform/rich-text.ts) and DOMPurify in the browser
 * (apps/web/src/shared/lib/sanitize.ts).
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "span",
  "ul",
  "ol",
  "li",
  "a",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "pre",
  "code",
  "hr",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

export const RICH_TEXT_ATTRIBUTES = ["href", "target", "rel", "src", "alt", "title", "colspan", "rowspan"] as const;
