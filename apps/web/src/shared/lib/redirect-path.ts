/** Queries a login route adds when it sends a visitor home (spec 002 router rules). */
export const REDIRECT_PATH_QUERY = "redirect-path";
export const REDIRECT_NAME_QUERY = "redirect-name";

/**
 * The redirect-path worth following after login: a path on this site only. Anything that could leave the
 * origin (`//host`, `/\host`, `https://…`, `javascript:…`) or is not a path is refused (null).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Control characters and backslashes are read differently by browsers; nothing honest needs them.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return null;
  }
  const base = "https://origin.invalid";
  try {
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // normalising can turn '/.//evil.example' into '//evil.example', which a browser reads as another host
    return path.startsWith("//") ? null : path;
  } catch {
    return null;
  }
}
