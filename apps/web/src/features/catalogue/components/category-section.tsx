import { categoryLabel } from "@app/domain/catalogue/category-label";
import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { useProgramList } from "../api";
import { ProgramCard, ProgramCardSkeleton } from "./program-card";

export const HOME_SECTION_SIZE = 8;

export interface CategorySectionProps {
  category: string;
  description: string;
}

const ROW =
  "no-scrollbar relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:-mx-6 md:scroll-px-6 md:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0";
const CELL = "w-[68%] shrink-0 snap-start sm:w-[42%] md:w-[30%] lg:w-auto";

/** One category of the home page: a scrollable row (a grid on desktop) of its programmes. */
export function CategorySection({ category, description }: CategorySectionProps) {
  const headingId = useId();
  const label = categoryLabel(category);
  const query = useProgramList(category, HOME_SECTION_SIZE);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
            {label}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
        <AppLink
          to={`/program?${new URLSearchParams({ category }).toString()}`}
          className="shrink-0 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Lihat Semua <span className="sr-only">program {label}</span>
        </AppLink>
      </div>

      {query.isPending ? (
        <div className={ROW} aria-busy="true">
          <span className="sr-only">Memuat program {label}</span>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={CELL}>
              <ProgramCardSkeleton />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-red-900">Program {label} gagal dimuat. Periksa koneksi Anda lalu coba lagi.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Coba Lagi
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Belum ada program {label} untuk saat ini.
        </p>
      ) : (
        <ul className={ROW}>
          {query.data.map((program) => (
            <li key={program.id} className={CELL}>
              <ProgramCard program={program} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
