import { categoryLabel } from "@app/domain/catalogue/category-label";
import { careerCategory, PRAKERJA_CATEGORY, programCategories } from "@app/domain/catalogue/constants";
import { getAppConfig } from "../../../shared/lib/app-config";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { SearchBar } from "../../discovery/public";
import { CategorySection } from "../components/category-section";
import { ExploreMenu } from "../components/explore-menu";
import { LearningLevelMenu } from "../components/learning-level-menu";
import { WorkCardMenu } from "../components/work-card-menu";

function categoryDescription(category: string, productSlug: string): string {
  if (category === "KELASMU") return "Kelas untuk murid, mahasiswa, guru, dan orangtua";
  if (category === "UJIANMU") return "Latihan dan persiapan ujian";
  if (category === careerCategory(productSlug)) return "Pelatihan keterampilan kerja untuk karier Anda";
  if (category === PRAKERJA_CATEGORY) return "Pelatihan resmi program Kartu Prakerja";
  return "";
}

/** Decorative marks of the four category tiles, in programCategories order. */
const HERO_ICONS = ["✎", "✓", "★", "◆"] as const;

export function HomePage() {
  const config = getAppConfig();
  usePageTitle("Beranda");

  return (
    <>
      <section className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-5 px-4 py-6 md:px-6 lg:grid-cols-[minmax(0,1fr)_420px] lg:gap-10 lg:py-16">
          <div className="flex flex-col gap-4 lg:gap-6">
            <div className="max-w-2xl">
              <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl lg:text-5xl">
                Belajar, ujian, dan siap berkarier bersama {config.brandName}
              </h1>
              <p className="mt-2 text-sm text-brand-100 sm:text-base lg:mt-3 lg:text-lg">
                Temukan program dari lembaga dan mitra tepercaya, dari kelas sekolah hingga pelatihan kerja dan
                Prakerja.
              </p>
            </div>
            <div className="max-w-2xl">
              <SearchBar size="lg" placeholder="Mau belajar apa hari ini?" />
            </div>
          </div>
          {/* on phones too (issue 23), as compact tiles: name and mark only */}
          <nav aria-label="Kategori unggulan">
            <ul className="grid grid-cols-2 gap-2 lg:gap-4">
              {programCategories(config.productSlug).map((category, index) => (
                <li key={category}>
                  <AppLink
                    to={`/program?${new URLSearchParams({ category }).toString()}`}
                    className="flex h-full items-center gap-2 rounded-xl border border-white/20 bg-white/10 p-2.5 text-white lg:flex-col lg:items-start lg:rounded-2xl lg:p-5 backdrop-blur-sm transition-colors hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-base font-extrabold text-brand-800 lg:size-11 lg:rounded-xl lg:text-lg"
                    >
                      {HERO_ICONS[index] ?? "•"}
                    </span>
                    <span className="text-sm font-bold lg:text-lg">{categoryLabel(category)}</span>
                    <span className="hidden text-sm leading-5 text-brand-100 lg:block">
                      {categoryDescription(category, config.productSlug)}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 md:px-6 lg:gap-14 lg:py-12">
        <LearningLevelMenu />
        {programCategories(config.productSlug).map((category) => (
          <CategorySection
            key={category}
            category={category}
            description={categoryDescription(category, config.productSlug)}
          />
        ))}
        <WorkCardMenu />
        <ExploreMenu />
      </div>
    </>
  );
}
