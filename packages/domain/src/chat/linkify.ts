/**
 * Clickable links in chat messages (spec 001 section 5: "links are clickable"). A message is plain text; this
 * splits it into text and http(s) links, so the web app renders links as anchors and everything else as text,
 * never as HTML. Only http and https are links: `javascript:`, `data:` and the like stay text.
 */

export type LinkifySegment = { type: "text"; text: string } | { type: "link"; text: string; href: string };

/** A candidate: http:// or https:// (any case) and everything up to whitespace or a character URLs never hold. */
const CANDIDATE = /https?:\/\/[^\s<>"'`\p{Cc}]+/giu;

/** Punctuation that ends a sentence rather than the address when it is the last character. */
const TRAILING = /[.,;:!?*~_]$/;

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

/**
 * Drops what follows an address in prose: a final full stop or comma, and a closing bracket without its opening
 * one inside the address ("(lihat https://a.id/x)" keeps the bracket as text, "https://id.wikipedia.org/wiki/A_(b)"
 * keeps it in the address).
 */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.slice(-1);
    if (TRAILING.test(last)) {
      url = url.slice(0, -1);
      continue;
    }
    const open = PAIRS[last];
    if (open !== undefined && count(url, last) > count(url, open)) {
      url = url.slice(0, -1);
      continue;
    }
    return url;
  }
}

/** Whether the address parses as an http(s) URL with a host (a bare "https://" is text). */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    // URL.canParse is younger than the browsers this app supports
    return false;
  }
}

/** Splits `text` into text and http(s) link segments; joining the segments' `text` gives `text` back. */
export function linkify(text: string): LinkifySegment[] {
  const segments: LinkifySegment[] = [];
  let textStart = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimEnd(match[0]);
    if (!isHttpUrl(url)) continue;
    if (match.index > textStart) segments.push({ type: "text", text: text.slice(textStart, match.index) });
    segments.push({ type: "link", text: url, href: url });
    textStart = match.index + url.length;
  }
  if (textStart < text.length) segments.push({ type: "text", text: text.slice(textStart) });
  return segments;
}
