import { LEARNING_LEVELS, type LearningLevelTarget, resolveLearningLevel } from "@app/domain/catalogue/learning-levels";
import { type LoaderFunctionArgs, Navigate, redirect, useParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { buttonClasses } from "../../../shared/ui/button";
import { ChipNav } from "../components/chip-nav";
import { ProgramGrid } from "../components/program-grid";
import { LEVEL_DESCRIPTIONS, levelHeading, levelPath, yearChoice } from "../learning-level-copy";
import type { SearchFilters } from "../search-params";

/** /jenjang/{level}[/{year}]: an unknown level, or a year the level does not have, is not found. */
export function levelPageLoader({ params }: LoaderFunctionArgs) {
  if (!resolveLearningLevel(params.level ?? "", params.year)) throw redirect("/404");
  return null;
}

function listFilters(target: LearningLevelTarget): SearchFilters {
  const { level, year, institution_type } = target.filters;
  return {
    ...(level ? { level } : {}),
    ...(year ? { year } : {}),
    ...(institution_type !== undefined ? { institution_type: String(institution_type) } : {}),
  };
}

export function LevelPage() {
  const { level = "", year } = useParams();
  const target = resolveLearningLevel(level, year);
  // The loader already sends unknown paths away; this covers a render before it ran (tests, HMR).
  if (!target) return <Navigate to="/404" replace />;
  return <LevelView target={target} />;
}

function LevelView({ target }: { target: LearningLevelTarget }) {
  const heading = levelHeading(target);
  usePageTitle(heading);
  const { level, year } = target;
  const choice = yearChoice(level.slug);

  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:px-6 lg:py-8">
          <Breadcrumbs
            items={[
              { label: "Beranda", to: "/" },
              ...(year
                ? [{ label: level.label, to: levelPath(level.slug) }, { label: year.label }]
                : [{ label: level.label }]),
            ]}
          />
          <div>
            <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{heading}</h1>
            <p className="mt-1 max-w-3xl text-sm text-slate-600 lg:text-base">{LEVEL_DESCRIPTIONS[level.slug]}</p>
          </div>
          <ChipNav
            label="Pilih jenjang"
            items={LEARNING_LEVELS.map((l) => ({
              label: l.label,
              to: levelPath(l.slug),
              current: l.slug === level.slug ? (year ? ("true" as const) : ("page" as const)) : undefined,
            }))}
          />
          {level.years.length > 0 ? (
            <ChipNav
              label={choice.label}
              items={[
                { label: choice.all, to: levelPath(level.slug), current: year ? undefined : ("page" as const) },
                ...level.years.map((y) => ({
                  label: y.label,
                  to: levelPath(level.slug, y.slug),
                  current: y.slug === year?.slug ? ("page" as const) : undefined,
                })),
              ]}
            />
          ) : null}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 lg:py-10">
        <ProgramGrid
          filters={listFilters(target)}
          label={heading}
          showCount
          empty={{
            title: `Belum ada program untuk ${target.title}`,
            description: year
              ? `Mitra kami terus menambah program baru. Sementara itu, coba pilih ${level.slug === "lembaga" ? "jenis lembaga" : "kelas"} lain atau lihat semua program ${level.label}.`
              : "Mitra kami terus menambah program baru. Sementara itu, lihat program dari jenjang lain.",
            action: (
              <AppLink to={year ? levelPath(level.slug) : "/program"} className={buttonClasses("secondary", "md")}>
                {year ? `Lihat Semua Program ${level.label}` : "Lihat Semua Program"}
              </AppLink>
            ),
          }}
        />
      </div>
    </div>
  );
}
