/**
 * Rupiah as the spec shows it (spec 000 section 5): prefix "Rp", dot thousands separator,
 * "NaN" for anything that is not a number. Money is whole Rupiah, so no decimals are shown.
 */
export function formatRupiah(value: unknown): string {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return "NaN";
  const rounded = Math.round(n);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${rounded < 0 ? "-" : ""}Rp${digits}`;
}
