import type { InstitutionItem } from "@app/domain/institution/contracts";
import { formatCount } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { InstitutionLogo } from "../../../shared/ui/institution-logo";

/** An institution in a list: one link to its page, with its type, city and programme counts. */
export function InstitutionCard({ institution }: { institution: InstitutionItem }) {
  return (
    <AppLink
      to={`/mitra/${institution.slug}`}
      className="group flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <InstitutionLogo name={institution.name} logo={institution.logo} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{institution.name}</span>
        <span className="text-xs text-slate-600">
          {institution.type_label}
          {institution.city ? ` · ${institution.city}` : ""}
        </span>
        <span className="mt-auto flex flex-wrap gap-1.5 pt-1">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {formatCount(institution.program_count)} program
          </span>
          {institution.prakerja_program_count > 0 ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {formatCount(institution.prakerja_program_count)} Prakerja
            </span>
          ) : null}
        </span>
      </span>
    </AppLink>
  );
}

export function InstitutionCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4" aria-hidden="true">
      <div className="size-14 shrink-0 animate-pulse rounded-xl bg-slate-200" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-1/3 animate-pulse rounded-full bg-slate-200" />
      </div>
    </div>
  );
}
