/**
 * The name a person reads for a catalogue category code: KELASMU -> Kelasmu, KARIRMU -> Karirmu
 * (spec 000 section 2.3, the search selector "Semua, Kelasmu, Ujianmu, Karirmu").
 */
export function categoryLabel(category: string): string {
  const lower = category.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
