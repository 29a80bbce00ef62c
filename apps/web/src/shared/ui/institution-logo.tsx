/** The first letters of the first two words: "Lembaga Pelatihan Digital Maju" gives "LP". */
export function institutionInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join("") || "?";
}

/** A stable hue per name, so an institution without a logo always gets the same colour. */
function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

const SIZES = {
  sm: "size-8 rounded-lg text-xs",
  md: "size-14 rounded-xl text-lg",
  lg: "size-20 rounded-2xl text-2xl lg:size-24 lg:text-3xl",
} as const;

/** The box's size in pixels (the largest, for lg), written on the image so its place is kept before CSS applies. */
const PIXELS = { sm: 32, md: 56, lg: 96 } as const;

export interface InstitutionLogoProps {
  name: string;
  logo: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The institution's logo, or its initials on a colour of its own. Decorative: the name is always written
 * next to it, so screen readers do not read it twice.
 */
export function InstitutionLogo({ name, logo, size = "md", className = "" }: InstitutionLogoProps) {
  const box = `${SIZES[size]} shrink-0 ${className}`;
  if (logo) {
    return (
      <img
        src={logo}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        // lists show many (lazy); a header or the navbar shows one at the top of the page (eager)
        loading={size === "md" ? "lazy" : "eager"}
        decoding="async"
        className={`${box} border border-slate-200 bg-white object-contain p-1`}
      />
    );
  }
  const hue = nameHue(name);
  return (
    <span
      aria-hidden="true"
      data-testid="institution-initials"
      className={`${box} inline-flex items-center justify-center font-extrabold text-white`}
      style={{ backgroundColor: `hsl(${hue} 55% 28%)` }}
    >
      {institutionInitials(name)}
    </span>
  );
}
