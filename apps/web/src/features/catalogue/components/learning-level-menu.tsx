import { LEARNING_LEVELS, type LearningLevel } from "@app/domain/catalogue/learning-levels";
import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { LEVEL_DESCRIPTIONS, levelPath } from "../learning-level-copy";

const CHIP =
  "inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const CARD = "flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:p-5";
const TITLE_LINK =
  "rounded-sm text-lg font-bold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A level with classes, ages or types: its name opens the whole level, each chip one of its years. */
function LevelWithYears({ level, yearsLabel }: { level: LearningLevel; yearsLabel: string }) {
  return (
    <div className={CARD}>
      <div>
        <h3>
          <AppLink to={levelPath(level.slug)} className={TITLE_LINK}>
            {level.label}
          </AppLink>
        </h3>
        <p className="mt-1 text-sm leading-5 text-slate-600">{LEVEL_DESCRIPTIONS[level.slug]}</p>
      </div>
      <ul className="mt-auto flex flex-wrap gap-2" aria-label={yearsLabel}>
        {level.years.map((year) => (
          <li key={year.slug}>
            <AppLink to={levelPath(level.slug, year.slug)} className={CHIP}>
              {year.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A level without years (Mahasiswa, Guru, …): one card; its name is the link's name. */
function AudienceLink({ level }: { level: LearningLevel }) {
  const descriptionId = useId();
  return (
    <AppLink
      to={levelPath(level.slug)}
      aria-describedby={descriptionId}
      className="group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:p-5"
    >
      <span className="text-base font-bold text-slate-900 group-hover:text-brand-700 lg:text-lg">{level.label}</span>
      <span id={descriptionId} aria-hidden="true" className="line-clamp-3 text-xs leading-5 text-slate-600 lg:text-sm">
        {LEVEL_DESCRIPTIONS[level.slug]}
      </span>
    </AppLink>
  );
}

/**
 * The learning-level menu (spec 002, Menus): PAUD by age and TK A/B, SD 1-6, SMP 7-9, SMA/SMK 10-12,
 * Mahasiswa, Orangtua, Guru, Profesional, and institution types — each a link under /jenjang.
 */
export function LearningLevelMenu() {
  const headingId = useId();
  const schoolLevels = LEARNING_LEVELS.filter((l) => l.level && l.years.length > 0);
  const audiences = LEARNING_LEVELS.filter((l) => l.level && l.years.length === 0);
  const institutionTypes = LEARNING_LEVELS.filter((l) => !l.level);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
          Belajar Sesuai Jenjang
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Pilih jenjang, kelas, atau jenis lembaga untuk menemukan program yang paling sesuai.
        </p>
      </div>
      <nav aria-label="Menu jenjang belajar" className="flex flex-col gap-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
          {schoolLevels.map((level) => (
            <li key={level.slug}>
              <LevelWithYears
                level={level}
                yearsLabel={level.slug === "paud" ? "Usia dan kelas PAUD" : `Kelas ${level.label}`}
              />
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {audiences.map((level) => (
            <li key={level.slug}>
              <AudienceLink level={level} />
            </li>
          ))}
        </ul>
        {institutionTypes.map((level) => (
          <LevelWithYears key={level.slug} level={level} yearsLabel="Daftar jenis lembaga" />
        ))}
      </nav>
    </section>
  );
}
