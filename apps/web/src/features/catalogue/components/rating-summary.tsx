import { formatCount, formatRating } from "../../../shared/lib/format";

export function StarIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M10 1.6 12.6 7l5.9.8-4.3 4.1 1 5.9L10 15l-5.2 2.8 1-5.9L1.5 7.8 7.4 7z" />
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

/** Five stars filled to the rating, for the programme page. */
export function Stars({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} className={`relative ${className}`}>
            <StarIcon className={`absolute inset-0 text-slate-300 ${className}`} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon className={`text-amber-500 ${className}`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
