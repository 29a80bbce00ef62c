import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "@app/domain/shared/rich-text";
import DOMPurify from "dompurify";
import { onServer, serverPageEnv } from "./page-env";

let hooked = false;

function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Links in rich text leave the app: open them in a new tab without handing over window.opener.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

export function sanitizeHtml(html: string): string {
  // the server renderer has no DOM for DOMPurify: the API's sanitiser, with the same list and link rule
  if (onServer) return serverPageEnv().sanitizeHtml(html);
  ensureLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

/**
 * A link from the server that leaves the app (an institution's website): its absolute http(s) address, or null
 * for anything else — `javascript:`, `data:`, a relative path, a bare host name, text that is no URL at all —
 * which must then not be rendered as a link.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}
