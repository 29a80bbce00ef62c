import { RICH_TEXT_TAGS } from "@app/domain/shared/rich-text";
import sanitizeHtml from "sanitize-html";

/**
 * S10: rich text written by institutions (activity content and descriptions) is cut down to the same allowed
 * list the web app's DOMPurify keeps (apps/web/src/shared/lib/sanitize.ts) before it leaves the server, so a
 * client that renders it without sanitising again is still safe. Links may only be http(s), mailto or
 * same-site paths; images only https or same-site.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * Text a person typed (comments, reviews, reflections) is stored as plain text: tags are dropped, their text
 * kept, and control characters other than newline and tab removed. It is rendered as text, never as HTML.
 */
export function plainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" });
  // sanitize-html escapes the characters it keeps; the stored form is the text itself
  const unescaped = stripped
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return unescaped.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
}
