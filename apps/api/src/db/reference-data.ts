import { PROFESSION_LABELS, PROFESSIONS, ROLE_LABELS } from "@app/domain/account/constants";
import type { Db } from "../platform/db";
import { ensureProfileOptions, ensureRegionData } from "./region-data";
import { professions, roles, yearLevels } from "./schema/account";
import { subjects } from "./schema/catalogue";

const YEAR_LEVELS = ["TK A", "TK B", ...Array.from({ length: 12 }, (_, i) => `Kelas ${i + 1}`), "Mahasiswa", "Umum"];

/** School subjects of GET /program/subject/list/ (the subject filter of institution pages). */
export const SUBJECTS = [
  "Matematika",
  "Bahasa Indonesia",
  "Bahasa Inggris",
  "IPA",
  "IPS",
  "Informatika",
  "Fisika",
  "Kimia",
  "Biologi",
  "Ekonomi",
  "Sejarah",
  "Pendidikan Pancasila",
  "Seni Budaya",
] as const;

/** Fixed reference lists every environment needs; safe to run on every start. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(professions)
    .values(PROFESSIONS.map((name) => ({ name, label: PROFESSION_LABELS[name] })))
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values(ROLE_LABELS.map((label) => ({ label })))
    .onConflictDoNothing();
  await db
    .insert(yearLevels)
    .values(YEAR_LEVELS.map((name, sequence) => ({ name, sequence })))
    .onConflictDoNothing();
  await db
    .insert(subjects)
    .values(SUBJECTS.map((name) => ({ name, slug: slugify(name) })))
    .onConflictDoNothing();
  await ensureRegionData(db);
  await ensureProfileOptions(db);
}

/** The slug of a name (subjects here; the demo's programmes and groups too). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 180);
}
