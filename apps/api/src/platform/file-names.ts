/** Names of uploaded files as people see them (RELIABILITY S11): never used on the disk. */

const NAME_MAX = 255;

/**
 * The name shown to people and put in the download's Content-Disposition: without any folder part a browser or
 * tool added (C:\fakepath\…), without control characters (header injection, spoofed display), trimmed, at most
 * 255 characters with the extension kept. It is never used on the disk.
 */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "").trim();
  // counted in characters (code points), as the column counts them, so an emoji is never cut in half
  const chars = Array.from(clean);
  if (chars.length <= NAME_MAX) return clean;
  const dot = chars.lastIndexOf(".");
  const extension = dot > 0 && chars.length - dot <= 11 ? chars.slice(dot) : [];
  return `${chars
    .slice(0, NAME_MAX - extension.length)
    .join("")
    .trimEnd()}${extension.join("")}`;
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback for old clients, and the exact name in
 * filename* (RFC 5987, UTF-8, percent-encoded), so no character of the name can break out of the header.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%;]/g, "_") || "berkas";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
