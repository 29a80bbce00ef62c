import { categoryLabel } from "@app/domain/catalogue/category-label";
import type { ProgramCard as ProgramCardData } from "@app/domain/catalogue/contracts";
import { AppLink } from "../../../shared/ui/app-link";
import { ProgramCover } from "../../../shared/ui/program-cover";
import { PriceTag } from "./price-tag";
import { RatingInline } from "./rating-summary";

export interface ProgramCardProps {
  program: ProgramCardData;
  /** tile: a card with a large cover (home, desktop results); row: the compact 72x52 search item. */
  variant?: "tile" | "row";
  /** The first card of a list at the top of a page: its cover is fetched at once, first (the page's LCP image). */
  priority?: boolean;
}

/** A programme in a list; the whole card is one link to its page (no controls nested inside). */
export function ProgramCard({ program, variant = "tile", priority = false }: ProgramCardProps) {
  const loading = priority ? "eager" : "lazy";
  const to = `/program/${program.slug}`;
  if (variant === "row") {
    return (
      <AppLink
        to={to}
        className="group relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ProgramCover
          id={program.id}
          categoryName={program.category_name}
          avatar={program.avatar}
          className="h-[52px] w-[72px] shrink-0 rounded-lg"
          initialClassName="text-xl"
          loading={loading}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {program.name}
          </span>
          <span className="truncate text-xs text-slate-600">{program.creator.name}</span>
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <RatingInline rating={program.rating} reviewers={program.reviewers} />
            <PriceTag price={program.price} priceNormal={program.price_normal} />
          </span>
        </span>
      </AppLink>
    );
  }
  return (
    <AppLink
      to={to}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="relative block">
        <ProgramCover
          id={program.id}
          categoryName={program.category_name}
          avatar={program.avatar}
          className="aspect-[16/10] w-full"
          loading={loading}
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
        <RatingInline rating={program.rating} reviewers={program.reviewers} />
        <span className="mt-auto pt-1">
          <PriceTag price={program.price} priceNormal={program.price_normal} />
        </span>
      </span>
    </AppLink>
  );
}

export function ProgramCardSkeleton({ variant = "tile" }: { variant?: "tile" | "row" }) {
  if (variant === "row") {
    return (
      <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3" aria-hidden="true">
        <div className="h-[52px] w-[72px] shrink-0 animate-pulse rounded-lg bg-slate-200" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-2/5 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-[16/10] w-full animate-pulse bg-slate-200" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-11/12 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
