import type { ProgramDetail } from "@app/domain/catalogue/contracts";
import { formatCount, formatRating } from "../../../shared/lib/format";
import { StarIcon, Stars } from "./rating-summary";

export function ratingRows(p: ProgramDetail): { stars: number; count: number }[] {
  return [
    { stars: 5, count: p.reviewers_five_star },
    { stars: 4, count: p.reviewers_four_star },
    { stars: 3, count: p.reviewers_three_star },
    { stars: 2, count: p.reviewers_two_star },
    { stars: 1, count: p.reviewers_one_star },
  ];
}

/** Average, stars and the five-to-one star breakdown. */
export function RatingBreakdown({ program }: { program: ProgramDetail }) {
  const rows = ratingRows(program);
  const total = Math.max(
    1,
    rows.reduce((sum, r) => sum + r.count, 0),
  );
  if (program.reviewers === 0) {
    return <p className="text-sm text-slate-600">Belum ada ulasan untuk program ini.</p>;
  }
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="flex flex-col items-center gap-1 sm:w-40">
        <span className="text-5xl font-extrabold text-slate-900">{formatRating(program.rating)}</span>
        <Stars rating={program.rating} />
        <span className="text-sm text-slate-600">{formatCount(program.reviewers)} ulasan</span>
      </div>
      <ul className="flex flex-1 flex-col gap-2">
        {rows.map((row) => (
          <li key={row.stars} className="flex items-center gap-3 text-sm">
            <span className="inline-flex w-8 items-center gap-1 text-slate-800" aria-hidden="true">
              {row.stars}
              <StarIcon className="size-4 text-amber-500" />
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${(row.count / total) * 100}%` }}
              />
            </span>
            <span className="w-12 text-right text-slate-700">
              <span className="sr-only">{row.stars} bintang: </span>
              {formatCount(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
