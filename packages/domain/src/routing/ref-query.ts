/**
 * The ref-query carry-over rule (spec 002, Router rules): a `ref` query is carried to the next page,
 * except into /checkout and the excluded areas.
 */
const EXCLUDED_PREFIXES = [
  "/checkout",
  "/account", // account
  "/programmu", // programmu
  "/tanyamu", // tanyamu
  "/notifikasi", // notifikasi
  "/portofolio", // portfolio
  "/u/", // public portfolio
  "/transkrip", // transcript
  "/tukar-voucher", // vouchers
  "/daftar-transaksi", // transactions
  "/detail-pembelian", // transactions
  "/mitra", // partners (also /mitra-group, /mitra-kolaborasi)
  "/profile", // profile
  "/syarat-ketentuan", // terms
  "/kebijakan-privasi", // privacy
  "/404",
] as const;

export function isRefExcluded(pathname: string): boolean {
  return EXCLUDED_PREFIXES.some((prefix) =>
    prefix.endsWith("/")
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`),
  );
}

/**
 * Returns the search string for the next page: `toSearch` with the `ref` of `fromSearch` added when the
 * rule carries it, else `toSearch` unchanged. An explicit ref on the target wins.
 */
export function carryRefQuery(fromSearch: string, toPathname: string, toSearch: string): string {
  const ref = new URLSearchParams(fromSearch).get("ref");
  if (!ref || isRefExcluded(toPathname)) return toSearch;
  const next = new URLSearchParams(toSearch);
  if (next.has("ref")) return toSearch;
  next.set("ref", ref);
  return `?${next.toString()}`;
}
