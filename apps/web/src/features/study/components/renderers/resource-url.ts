/**
 * The address of an activity's file, video or page as the page may use it: an absolute http(s) address or a
 * path on this site (demo media under /media); anything else (`javascript:`, `data:`) is not used at all.
 */
export function resourceUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
