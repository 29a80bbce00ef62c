import { categoryLabel } from "@app/domain/catalogue/category-label";

/** Hues spread by the golden angle so that neighbouring ids get clearly different covers. */
export function coverHue(id: number): number {
  return Math.round((Math.abs(id) * 137.508) % 360);
}

export interface ProgramCoverProps {
  id: number;
  categoryName: string;
  avatar: string | null;
  className?: string;
  /** Size of the initial letter. */
  initialClassName?: string;
  /**
   * "eager" for a cover at the top of a page (the page's largest image: fetched first, at high priority); lists load
   * theirs when scrolled near.
   */
  loading?: "lazy" | "eager";
}

/**
 * The programme image (the demo catalogue's are SVG illustrations of the subject, issue 23), or — when there is
 * none — a cover drawn from the programme id and the category's initial (no image from another origin is ever
 * loaded). The image's width and height give the browser its 16:10 shape before it arrives (no layout shift).
 */
export function ProgramCover({
  id,
  categoryName,
  avatar,
  className = "",
  initialClassName = "text-4xl",
  loading = "lazy",
}: ProgramCoverProps) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={320}
        height={200}
        loading={loading}
        fetchPriority={loading === "eager" ? "high" : "auto"}
        decoding="async"
        data-testid="program-cover"
        className={`bg-slate-200 object-cover ${className}`}
      />
    );
  }
  const hue = coverHue(id);
  const initial = categoryLabel(categoryName).charAt(0) || "?";
  return (
    <div
      aria-hidden="true"
      data-testid="generated-cover"
      className={`relative flex items-center justify-center overflow-hidden ${className}`}
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 62% 36%), hsl(${(hue + 48) % 360} 70% 24%))`,
      }}
    >
      <svg
        className="absolute inset-0 size-full opacity-20"
        viewBox="0 0 100 60"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <circle cx="88" cy="8" r="26" fill="white" />
        <circle cx="6" cy="58" r="18" fill="white" />
      </svg>
      <span className={`relative font-extrabold text-white drop-shadow-sm ${initialClassName}`}>{initial}</span>
    </div>
  );
}
