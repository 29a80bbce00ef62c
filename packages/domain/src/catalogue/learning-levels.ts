import { INSTITUTION_TYPES, type ProgramLevel } from "./constants";

/**
 * The learning-level menu (spec 002, Menus) and its routes /jenjang/{level}[/{year}]. A year narrows a level:
 * a class (kelas-1 … kelas-12), a PAUD age band or TK A/B. Institution types are a level of their own
 * ("lembaga"), whose "years" are the types. Programmes carry the year slugs they suit (`year_levels`).
 */
export interface LearningYear {
  slug: string;
  label: string;
  /** Only for the "lembaga" level: the institution type the entry filters by. */
  institutionType?: number;
}

export interface LearningLevel {
  slug: string;
  label: string;
  /** The programme level this menu entry filters by; absent for the institution-type entry. */
  level?: ProgramLevel;
  years: readonly LearningYear[];
}

const classes = (from: number, to: number): LearningYear[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ slug: `kelas-${from + i}`, label: `Kelas ${from + i}` }));

function institutionTypeSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const LEARNING_LEVELS: readonly LearningLevel[] = [
  {
    slug: "paud",
    label: "PAUD",
    level: "PAUD",
    years: [
      { slug: "usia-2-3", label: "Usia 2-3 Tahun" },
      { slug: "usia-4-6", label: "Usia 4-6 Tahun" },
      { slug: "tk-a", label: "TK A" },
      { slug: "tk-b", label: "TK B" },
    ],
  },
  { slug: "sd", label: "SD", level: "SD", years: classes(1, 6) },
  { slug: "smp", label: "SMP", level: "SMP", years: classes(7, 9) },
  { slug: "sma-smk", label: "SMA/SMK", level: "SMA/SMK", years: classes(10, 12) },
  { slug: "mahasiswa", label: "Mahasiswa", level: "Mahasiswa", years: [] },
  { slug: "orangtua", label: "Orangtua", level: "Orangtua", years: [] },
  { slug: "guru", label: "Guru", level: "Guru", years: [] },
  { slug: "profesional", label: "Profesional", level: "Profesional", years: [] },
  {
    slug: "lembaga",
    label: "Jenis Lembaga",
    years: INSTITUTION_TYPES.map((t) => ({
      slug: institutionTypeSlug(t.label),
      label: t.label,
      institutionType: t.value,
    })),
  },
];

/** Every year slug a programme may carry. */
export const YEAR_LEVEL_SLUGS: readonly string[] = LEARNING_LEVELS.filter((l) => l.level).flatMap((l) =>
  l.years.map((y) => y.slug),
);

export interface LearningLevelTarget {
  level: LearningLevel;
  year: LearningYear | null;
  /** The list-call filters the page asks for. */
  filters: { level?: ProgramLevel; year?: string; institution_type?: number };
  title: string;
}

/** /jenjang/{level}[/{year}] → what to list; null for an unknown level or a year the level does not have. */
export function resolveLearningLevel(levelSlug: string, yearSlug?: string): LearningLevelTarget | null {
  const level = LEARNING_LEVELS.find((l) => l.slug === levelSlug);
  if (!level) return null;
  if (!yearSlug) {
    if (!level.level) return { level, year: null, filters: {}, title: level.label };
    return { level, year: null, filters: { level: level.level }, title: level.label };
  }
  const year = level.years.find((y) => y.slug === yearSlug);
  if (!year) return null;
  if (year.institutionType !== undefined)
    return { level, year, filters: { institution_type: year.institutionType }, title: year.label };
  return {
    level,
    year,
    filters: { ...(level.level ? { level: level.level } : {}), year: year.slug },
    title: `${level.label} ${year.label}`,
  };
}
