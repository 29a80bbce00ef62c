import { categoryLabel } from "@app/domain/catalogue/category-label";
import { careerCategory } from "@app/domain/catalogue/constants";
import { CURATED_COLLECTIONS } from "@app/domain/catalogue/curated-collections";
import { useId } from "react";
import { getAppConfig } from "../../../shared/lib/app-config";
import { AppLink } from "../../../shared/ui/app-link";
import { CAREER_FIELDS, careerFieldPath, KELASMU_AUDIENCES, kelasmuPath } from "../landing-content";

interface LinkGroup {
  title: string;
  links: { label: string; to: string }[];
  more: { label: string; to: string };
}

function groups(): LinkGroup[] {
  const config = getAppConfig();
  const career = categoryLabel(careerCategory(config.productSlug));
  return [
    {
      title: "Kelasmu untuk",
      links: KELASMU_AUDIENCES.map((a) => ({ label: a.name, to: kelasmuPath(a.slug) })),
      more: { label: "Semua program Kelasmu", to: "/program?category=KELASMU" },
    },
    {
      title: `Bidang ${career}`,
      links: CAREER_FIELDS.map((f) => ({ label: f.name, to: careerFieldPath(f.slug, config) })),
      more: { label: `Semua program ${career}`, to: `/program?category=${careerCategory(config.productSlug)}` },
    },
    {
      title: "Program Pilihan",
      links: CURATED_COLLECTIONS.slice(0, 5).map((c) => ({ label: c.title, to: `/program-pilihan/${c.slug}` })),
      more: { label: "Semua program pilihan", to: "/program-pilihan" },
    },
  ];
}

const FOCUS = "rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const LINK = `${FOCUS} text-sm text-slate-800 hover:text-brand-700 hover:underline`;
const MORE_LINK = `${FOCUS} mt-auto text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline`;

/** Class audiences, career fields and curated collections: the landing pages a visitor may not find alone. */
export function ExploreMenu() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
        Jelajahi Lebih Banyak
      </h2>
      <div className="grid gap-3 md:grid-cols-3 lg:gap-4">
        {groups().map((group) => (
          <nav
            key={group.title}
            aria-label={group.title}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:p-5"
          >
            <h3 className="font-bold text-slate-900">{group.title}</h3>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className={LINK}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
            <AppLink to={group.more.to} className={MORE_LINK}>
              {group.more.label}
            </AppLink>
          </nav>
        ))}
      </div>
    </section>
  );
}
