import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "@app/domain/shared/rich-text";
import { withoutForbiddenCharacters } from "@app/domain/shared/text-input";
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

/**
 * Rich text as a server-rendered page shows it (issue 24): the same as the browser's DOMPurify keeps
 * (apps/web/src/shared/lib/sanitize.ts), links opening a new tab, so the hydrated page does not change it.
 */
const PAGE_RICH_TEXT: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedAttributes: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, [...RICH_TEXT_ATTRIBUTES]])),
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitizeRichTextForPage(html: string): string {
  return sanitizeHtml(html, PAGE_RICH_TEXT);
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * Text a person typed (comments, reviews, reflections, short answers, an assessor's feedback) is stored as they
 * typed it and never run through an HTML parser: `&#60;svg&#62;` is stored as those characters (not as `<svg>`),
 * `<b>x</b>` as that literal text (S10, issue 17). Only forbidden characters are removed (the API already refuses
 * them in every call: platform/text-input.ts) and the ends trimmed. Whoever shows it renders it as text, never
 * as HTML: the web app puts it in React text nodes.
 */
export function plainText(text: string): string {
  return withoutForbiddenCharacters(text).trim();
}
