/** The description toggle of topics and activities (spec 001 section 2 Sidebar, section 9). */

export const DESCRIPTION_TOGGLE_LIMIT = 80;

export const DESCRIPTION_TOGGLE_LABELS = { more: "Selengkapnya", less: "Tutup Penjelasan" } as const;

const ELLIPSIS = "…";

/** Characters are counted as code points, so an emoji or a letter outside the BMP counts once and is never split. */
function characters(text: string): string[] {
  return Array.from(text);
}

export function needsDescriptionToggle(text: string): boolean {
  return characters(text).length > DESCRIPTION_TOGGLE_LIMIT;
}

/**
 * The collapsed description: text of at most the limit is returned as it is; longer text is cut to the limit
 * at the last word boundary (whole text up to the limit if the word ends right there, a hard cut when the
 * first 80 characters hold no space) and ends in '…'.
 */
export function truncateDescription(text: string): string {
  const chars = characters(text);
  if (chars.length <= DESCRIPTION_TOGGLE_LIMIT) return text;
  const head = chars.slice(0, DESCRIPTION_TOGGLE_LIMIT);
  const next = chars[DESCRIPTION_TOGGLE_LIMIT] ?? "";
  let cut = head.length;
  if (!/\s/u.test(next)) {
    const lastSpace = head.findLastIndex((c) => /\s/u.test(c));
    if (lastSpace > 0) cut = lastSpace;
  }
  const kept = head.slice(0, cut).join("").trimEnd();
  return `${kept === "" ? head.join("") : kept}${ELLIPSIS}`;
}
