import { LEARNING_LEVELS, type LearningLevel } from "@app/domain/catalogue/learning-levels";
import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { LEVEL_DESCRIPTIONS, levelPath } from "../learning-level-copy";

const CHIP =
  "inline-flex h-8 items-center rounded-full border border-slate-300 bg-white px-2.5 text-xs font-medium whitespace-nowrap sm:h-9 sm:px-3 sm:text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const CARD =
  "flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4 lg:p-5";
/**
 * Phones (issue 23): each group of cards is one row that scrolls sideways, so the catalogue below starts within the
 * first screen and a half; from 640 px the cards are a grid again.
 */
const PHONE_ROW =
  "no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0";
const TITLE_LINK =
  "rounded-sm text-lg font-bold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A level with classes, ages or types: its name opens the whole level, each chip one of its years. */
function LevelWithYears({
  level,
  yearsLabel,
  scrollOnPhones = false,
}: {
  level: LearningLevel;
  yearsLabel: string;
  /** Many chips (the institution types): one row that scrolls sideways on phones instead of five lines. */
  scrollOnPhones?: boolean;
}) {
  return (
    <div className={CARD}>
      <div>
        <h3>
          <AppLink to={levelPath(level.slug)} className={TITLE_LINK}>
            {level.label}
          </AppLink>
        </h3>
        <p className="mt-1 line-clamp-2 text-xs leading-5 text-slate-600 sm:line-clamp-none sm:text-sm">
          {LEVEL_DESCRIPTIONS[level.slug]}
        </p>
      </div>
      <ul
        className={`mt-auto flex gap-1.5 sm:flex-wrap sm:gap-2 ${scrollOnPhones ? "no-scrollbar -mx-3 overflow-x-auto px-3 sm:mx-0 sm:overflow-visible sm:px-0" : "flex-wrap"}`}
        aria-label={yearsLabel}
      >
        {level.years.map((year) => (
          <li key={year.slug} className="shrink-0">
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
      className="group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:p-5"
    >
      <span className="text-base font-bold text-slate-900 group-hover:text-brand-700 lg:text-lg">{level.label}</span>
      <span
        id={descriptionId}
        aria-hidden="true"
        className="line-clamp-2 text-xs leading-5 text-slate-600 sm:line-clamp-3 lg:text-sm"
      >
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
      <nav aria-label="Menu jenjang belajar" className="flex flex-col gap-3 sm:gap-4">
        <ul className={`${PHONE_ROW} sm:grid-cols-2 lg:grid-cols-4 lg:gap-4`}>
          {schoolLevels.map((level) => (
            <li key={level.slug} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <LevelWithYears
                level={level}
                yearsLabel={level.slug === "paud" ? "Usia dan kelas PAUD" : `Kelas ${level.label}`}
              />
            </li>
          ))}
        </ul>
        <ul className={`${PHONE_ROW} sm:grid-cols-2 lg:grid-cols-4 lg:gap-4`}>
          {audiences.map((level) => (
            <li key={level.slug} className="w-[44%] shrink-0 snap-start sm:w-auto">
              <AudienceLink level={level} />
            </li>
          ))}
        </ul>
        {institutionTypes.map((level) => (
          <LevelWithYears key={level.slug} level={level} yearsLabel="Daftar jenis lembaga" scrollOnPhones />
        ))}
      </nav>
    </section>
  );
}
