import { formatCount, formatRating } from "../../../shared/lib/format";

/** The star of every rating, its top point at x (its moves relative, so that five can share one path). */
const starAt = (x: number) => `M${x} 1.6l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z`;

export function StarIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d={starAt(10)} />
    </svg>
  );
}

/** Compact rating of a card: ★ 4,8 (120). */
export function RatingInline({ rating, reviewers }: { rating: number; reviewers: number }) {
  if (reviewers === 0) return <span className="text-xs text-slate-600">Belum ada ulasan</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-700">
      <span className="inline-flex items-center gap-1" aria-hidden="true">
        <StarIcon className="size-4 text-amber-500" />
        <span className="font-semibold text-slate-900">{formatRating(rating)}</span>
        <span>({formatCount(reviewers)})</span>
      </span>
      <span className="sr-only">
        Rating {formatRating(rating)} dari 5, {formatCount(reviewers)} ulasan
      </span>
    </span>
  );
}

/**
 * Five stars in one path, a star every 20 units of a 100 × 20 box. A row of stars is then six elements rather than
 * thirty-one: the programme page draws one for every review, and its DOM is what the phone lays out and hydrates
 * first.
 */
const FIVE_STARS = [0, 1, 2, 3, 4].map((k) => starAt(10 + 20 * k)).join("");

/** A row's box for a star of size-4, size-5 or size-6 (whole class names, for Tailwind to find). */
const ROW_BOX = { 4: "h-4 w-20", 5: "h-5 w-25", 6: "h-6 w-30" } as const;

/** Five stars filled to the rating (0–5, fractions drawn as part of a star), for the programme and review pages. */
export function Stars({ rating, size = 5 }: { rating: number; size?: keyof typeof ROW_BOX }) {
  const box = ROW_BOX[size];
  const filled = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className={`relative inline-block shrink-0 ${box}`} aria-hidden="true">
      <svg
        className={`absolute inset-0 text-slate-300 ${box}`}
        viewBox="0 0 100 20"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d={FIVE_STARS} />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <svg className={`text-amber-500 ${box}`} viewBox="0 0 100 20" fill="currentColor" aria-hidden="true">
          <path d={FIVE_STARS} />
        </svg>
      </span>
    </span>
  );
}
