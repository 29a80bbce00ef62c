import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import type { SearchFilters } from "../search-params";
import { ProgramGrid } from "./program-grid";

export interface ProgramShelfProps {
  title: string;
  description?: string;
  filters: SearchFilters;
  /** How many programmes the shelf shows (the first page of the list call). */
  limit?: number;
  /** Where the whole list lives; also offered by the empty state. */
  seeAll?: { to: string; label: string };
}

/**
 * A titled section with the first programmes of a filter, for landing and campaign pages. Campaign pages
 * (features/campaign) receive it from the router, so the two features never import each other.
 */
export function ProgramShelf({ title, description, filters, limit = 8, seeAll }: ProgramShelfProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
        </div>
        {seeAll ? (
          <AppLink
            to={seeAll.to}
            className="shrink-0 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {seeAll.label}
          </AppLink>
        ) : null}
      </div>
      <ProgramGrid
        filters={filters}
        label={title}
        perPage={limit}
        paginate={false}
        headingLevel={3}
        empty={{
          title: "Program segera hadir",
          description: "Mitra kami sedang menyiapkan program untuk topik ini. Sementara itu, lihat program lainnya.",
          action: seeAll ? (
            <AppLink to={seeAll.to} className={buttonClasses("secondary", "md")}>
              {seeAll.label}
            </AppLink>
          ) : undefined,
        }}
      />
    </section>
  );
}
