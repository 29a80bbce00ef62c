/**
 * A list's state lives in the address (so a page of results can be shared and the back button works): ?page=
 * and ?search= are read the same way on every list. Anything malformed is read as absent.
 */
const MAX_PAGE = 10_000;
const MAX_SEARCH = 100;

export function readPage(params: URLSearchParams): number {
  const raw = params.get("page") ?? "";
  if (!/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function readSearch(params: URLSearchParams): string | undefined {
  const text = params.get("search")?.trim().slice(0, MAX_SEARCH);
  return text ? text : undefined;
}

/**
 * The next query string: `changes` applied (empty values removed) and the page back to 1 unless the page
 * itself is what changes. Keys this list does not own (ref, …) are kept.
 */
export function nextParams(current: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  return next;
}
