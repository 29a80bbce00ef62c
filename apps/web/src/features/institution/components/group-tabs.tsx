import { INSTITUTION_GROUP_SLUGS, INSTITUTION_GROUPS, type InstitutionGroup } from "@app/domain/institution/constants";
import { AppLink } from "../../../shared/ui/app-link";

const TABS: readonly { slug: InstitutionGroup | "all"; label: string }[] = [
  { slug: "all", label: "Semua" },
  ...INSTITUTION_GROUP_SLUGS.map((slug) => ({ slug, label: INSTITUTION_GROUPS[slug].label })),
];

/** The groups of /mitra/{group} (spec 002 section 3: school, university, industry) as page links. */
export function GroupTabs({ active }: { active: InstitutionGroup | null }) {
  return (
    <nav aria-label="Kelompok mitra" className="no-scrollbar -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {TABS.map((tab) => {
          const current = (active ?? "all") === tab.slug;
          return (
            <li key={tab.slug}>
              <AppLink
                to={`/mitra/${tab.slug}`}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-flex h-11 items-center border-b-3 px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${
                  current
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
