/**
 * A small mark per payment method (issue 23): our own rendition — the method's short name on a colour close to
 * its brand's — never a copy of the brand's artwork, and nothing downloaded. Decorative: the method's name is
 * the radio's name, so the mark is hidden from assistive technology.
 */
type Mark = { text: string; fill: string; ink?: string };

const MARKS: Record<string, Mark> = {
  poin: { text: "POIN", fill: "#b45309" },
  credit_card: { text: "KARTU", fill: "#334155" },
  akulaku: { text: "AK", fill: "#c8102e" },
  gopay: { text: "GoPay", fill: "#00799a" },
  shopeepay: { text: "SPay", fill: "#c2410c" },
  alfamart: { text: "ALFA", fill: "#b91c1c" },
  indomaret: { text: "IDM", fill: "#1d4ed8", ink: "#fde047" },
  bca_va: { text: "BCA", fill: "#005ea8" },
  bni_va: { text: "BNI", fill: "#c2410c" },
  bri_va: { text: "BRI", fill: "#00529c" },
  mandiri_va: { text: "MDR", fill: "#003d79", ink: "#fcd34d" },
  permata_va: { text: "PMT", fill: "#15803d" },
};

/** Initials of a method this list does not know yet: 'Kartu Prakerja' -> 'KP'. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
  return letters || "?";
}

export function methodMark(fullId: string, name: string): Mark {
  return MARKS[fullId] ?? { text: initials(name), fill: "#475569" };
}

export function MethodMark({ fullId, name }: { fullId: string; name: string }) {
  const mark = methodMark(fullId, name);
  const size = mark.text.length > 4 ? 9 : mark.text.length > 3 ? 10 : 12;
  return (
    <svg
      className="h-7 w-11 shrink-0"
      viewBox="0 0 44 28"
      aria-hidden="true"
      focusable="false"
      data-testid="method-mark"
      data-method={fullId}
    >
      <rect width="44" height="28" rx="6" fill={mark.fill} />
      <text
        x="22"
        y="14.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={mark.ink ?? "#ffffff"}
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize={size}
        fontWeight="800"
        letterSpacing="0.2"
      >
        {mark.text}
      </text>
    </svg>
  );
}
