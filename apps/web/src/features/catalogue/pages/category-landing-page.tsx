import { categoryLabel } from "@app/domain/catalogue/category-label";
import { careerCategory } from "@app/domain/catalogue/constants";
import type { ReactNode } from "react";
import { type LoaderFunctionArgs, Navigate, redirect, useParams } from "react-router";
import { getAppConfig } from "../../../shared/lib/app-config";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs, type Crumb } from "../../../shared/ui/breadcrumbs";
import { buttonClasses } from "../../../shared/ui/button";
import { ChipNav } from "../components/chip-nav";
import { ProgramGrid } from "../components/program-grid";
import { ProgramShelf } from "../components/program-shelf";
import {
  CAREER_FIELDS,
  type CareerField,
  careerFieldPath,
  findCareerField,
  findKelasmuAudience,
  KELASMU_AUDIENCES,
  type KelasmuAudience,
  kelasmuPath,
} from "../landing-content";
import { levelPath } from "../learning-level-copy";

const KELASMU = "KELASMU";

function categoryHref(category: string): string {
  return `/program?${new URLSearchParams({ category }).toString()}`;
}

/** /kelasmu/{audience}: only pelajar, mahasiswa, guru and orangtua exist. */
export function kelasmuLandingLoader({ params }: LoaderFunctionArgs) {
  if (!findKelasmuAudience(params.audience ?? "")) throw redirect("/404");
  return null;
}

/** /{product}mu/{field}: only the four career fields exist. */
export function careerLandingLoader({ params }: LoaderFunctionArgs) {
  if (!findCareerField(params.field ?? "")) throw redirect("/404");
  return null;
}

function LandingHero({
  crumbs,
  eyebrow,
  heading,
  lead,
  children,
}: {
  crumbs: Crumb[];
  eyebrow: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 md:px-6 lg:py-12">
        <Breadcrumbs items={crumbs} tone="onBrand" />
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-3xl leading-tight font-extrabold lg:text-4xl">{heading}</h1>
          <p className="mt-3 text-base leading-7 text-brand-100">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

function PointList({ points }: { points: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {points.map((point) => (
        <li key={point.title} className="rounded-2xl border border-white/20 bg-white/10 p-4">
          <p className="font-bold">{point.title}</p>
          <p className="mt-1 text-sm leading-6 text-brand-100">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function KelasmuLandingPage() {
  const audience = findKelasmuAudience(useParams().audience ?? "");
  if (!audience) return <Navigate to="/404" replace />;
  return <KelasmuView audience={audience} />;
}

function KelasmuView({ audience }: { audience: KelasmuAudience }) {
  const title = `Kelasmu untuk ${audience.name}`;
  usePageTitle(title);
  const kelasmu = categoryLabel(KELASMU);
  const [single] = audience.levels.length === 1 ? audience.levels : [];

  return (
    <div>
      <LandingHero
        crumbs={[
          { label: "Beranda", to: "/" },
          { label: kelasmu, to: categoryHref(KELASMU) },
          { label: audience.name },
        ]}
        eyebrow={title}
        heading={audience.heading}
        lead={audience.lead}
      >
        <PointList points={audience.points} />
      </LandingHero>

      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:px-6 lg:gap-14 lg:py-12">
        <ChipNav
          label="Kelasmu untuk"
          items={KELASMU_AUDIENCES.map((a) => ({
            label: a.name,
            to: kelasmuPath(a.slug),
            current: a.slug === audience.slug ? ("page" as const) : undefined,
          }))}
        />
        {single ? (
          <section aria-labelledby="landing-programs" className="flex flex-col gap-4">
            <h2 id="landing-programs" className="text-xl font-bold text-slate-900 lg:text-2xl">
              Program {kelasmu} untuk {audience.name}
            </h2>
            <ProgramGrid
              filters={{ category: KELASMU, level: single.level }}
              label={`Program ${kelasmu} untuk ${audience.name}`}
              headingLevel={3}
              empty={{
                title: `Belum ada program ${kelasmu} untuk ${audience.name}`,
                description: "Mitra kami terus menambah program baru. Sementara itu, lihat semua program Kelasmu.",
                action: (
                  <AppLink to={categoryHref(KELASMU)} className={buttonClasses("secondary", "md")}>
                    Lihat Semua Program {kelasmu}
                  </AppLink>
                ),
              }}
            />
          </section>
        ) : (
          audience.levels.map((level) => (
            <ProgramShelf
              key={level.level}
              title={`${kelasmu} ${level.label}`}
              filters={{ category: KELASMU, level: level.level }}
              limit={4}
              seeAll={{ to: levelPath(level.levelSlug), label: `Lihat Semua Program ${level.label}` }}
            />
          ))
        )}
      </div>
    </div>
  );
}

export function CareerLandingPage() {
  const field = findCareerField(useParams().field ?? "");
  if (!field) return <Navigate to="/404" replace />;
  return <CareerView field={field} />;
}

function CareerView({ field }: { field: CareerField }) {
  const category = careerCategory(getAppConfig().productSlug);
  const career = categoryLabel(category);
  usePageTitle(`${field.name} - ${career}`);

  return (
    <div>
      <LandingHero
        crumbs={[{ label: "Beranda", to: "/" }, { label: career, to: categoryHref(category) }, { label: field.name }]}
        eyebrow={`${career}: ${field.name}`}
        heading={field.heading}
        lead={field.lead}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl border border-white/20 bg-white/10 p-4">
            <h2 className="font-bold">Yang akan Anda pelajari</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-brand-100">
              {field.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-white/20 bg-white/10 p-4">
            <h2 className="font-bold">Peluang kerja</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-brand-100">
              {field.jobs.map((job) => (
                <li key={job}>{job}</li>
              ))}
            </ul>
          </div>
        </div>
      </LandingHero>

      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 md:px-6 lg:py-12">
        <ChipNav
          label={`Bidang ${career}`}
          items={CAREER_FIELDS.map((f) => ({
            label: f.name,
            to: careerFieldPath(f.slug),
            current: f.slug === field.slug ? ("page" as const) : undefined,
          }))}
        />
        <section aria-labelledby="landing-programs" className="flex flex-col gap-4">
          <h2 id="landing-programs" className="text-xl font-bold text-slate-900 lg:text-2xl">
            Program {field.name}
          </h2>
          <ProgramGrid
            filters={{ category, tag: field.tag }}
            label={`Program ${field.name}`}
            headingLevel={3}
            empty={{
              title: `Belum ada program ${field.name}`,
              description: `Mitra kami terus menambah pelatihan baru. Sementara itu, lihat semua program ${career}.`,
              action: (
                <AppLink to={categoryHref(category)} className={buttonClasses("secondary", "md")}>
                  Lihat Semua Program {career}
                </AppLink>
              ),
            }}
          />
        </section>
      </div>
    </div>
  );
}
