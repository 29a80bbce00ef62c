import { categoryLabel } from "@app/domain/catalogue/category-label";
import type { ProgramCard } from "@app/domain/catalogue/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { formatCount, formatRating } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { ProgramCover } from "../../../shared/ui/program-cover";

function Price({ price, normal }: { price: number; normal: number }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {normal > price ? (
        <s className="text-xs text-slate-600">
          <span className="sr-only">Harga normal</span> {formatRupiah(normal)}
        </s>
      ) : null}
      {price === 0 ? (
        <span className="font-bold text-green-800">Gratis</span>
      ) : (
        <span className="font-bold text-slate-900">{formatRupiah(price)}</span>
      )}
    </span>
  );
}

/** A programme of an institution or a host catalogue; the whole card is one link to the programme page. */
export function ProgramTile({ program }: { program: ProgramCard }) {
  return (
    <AppLink
      to={`/program/${program.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="relative block">
        <ProgramCover
          id={program.id}
          categoryName={program.category_name}
          avatar={program.avatar}
          className="aspect-[16/10] w-full"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm">
          {categoryLabel(program.category_name)}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-3">
        <span className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-slate-900 group-hover:text-brand-700">
          {program.name}
        </span>
        <span className="truncate text-xs text-slate-600">{program.creator.name}</span>
        {program.reviewers > 0 ? (
          <span className="text-xs text-slate-700">
            <span aria-hidden="true">
              <span className="text-amber-700">★</span> {formatRating(program.rating)} ({formatCount(program.reviewers)}
              )
            </span>
            <span className="sr-only">
              Rating {formatRating(program.rating)} dari 5, {formatCount(program.reviewers)} ulasan
            </span>
          </span>
        ) : (
          <span className="text-xs text-slate-600">Belum ada ulasan</span>
        )}
        <span className="mt-auto pt-1">
          <Price price={program.price} normal={program.price_normal} />
        </span>
      </span>
    </AppLink>
  );
}

export function ProgramTileSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-[16/10] w-full animate-pulse bg-slate-200" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-11/12 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** The grid the programme lists share: two columns from 390 px, four on desktop. */
export const PROGRAM_GRID = "grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-5";
