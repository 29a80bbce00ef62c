import { createHash } from "node:crypto";
import { regionIdFromCode } from "@app/domain/account/region";
import { sql } from "drizzle-orm";
import { getDistricts, getProvinces, getRegencies } from "idn-area-data";
import type { Db } from "../platform/db";
import { contentPreferences, districts, learningObjectives, provinces, regencies } from "./schema/region";

/** Options of GET /user/learning-objective, in the order the form shows them (decisions/024). */
export const LEARNING_OBJECTIVES = [
  "Persiapan ujian",
  "Meningkatkan nilai sekolah",
  "Masuk perguruan tinggi",
  "Mencari kerja",
  "Naik jabatan",
  "Pindah karier",
  "Menambah keterampilan",
  "Memulai usaha",
  "Mendapatkan sertifikat",
  "Pengembangan diri",
] as const;

/** Options of GET /v2/user/preference-content (how a learner likes to learn). */
export const CONTENT_PREFERENCES = [
  "Video",
  "Bacaan",
  "Latihan soal",
  "Sesi langsung",
  "Proyek",
  "Audio dan podcast",
  "Infografis",
  "Diskusi kelompok",
] as const;

type RegionRow = { id: number; code: string; name: string; parent: number };

/** A digest of the rows, computed the same way here and in SQL, so an unchanged table is left alone. */
function digestOf(rows: readonly RegionRow[]): string {
  const sorted = [...rows].sort((x, y) => x.id - y.id);
  return createHash("md5")
    .update(sorted.map((r) => `${r.id}:${r.code}:${r.name}:${r.parent}`).join("|"))
    .digest("hex");
}

async function storedDigests(db: Db): Promise<[string, string, string]> {
  const digest = (table: string, parent: string) =>
    sql.raw(
      `(select coalesce(md5(string_agg(id || ':' || code || ':' || name || ':' || ${parent}, '|' order by id)), '') from ${table})`,
    );
  const result = await db.execute<{ p: string; r: string; d: string }>(
    sql`select ${digest("provinces", "0")} as p, ${digest("regencies", "province_id")} as r, ${digest("districts", "regency_id")} as d`,
  );
  const row = (result as unknown as { rows: { p: string; r: string; d: string }[] }).rows[0];
  return [row?.p ?? "", row?.r ?? "", row?.d ?? ""];
}

const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Provinces, regencies and districts of `idn-area-data` (Kemendagri codes). Safe on every start: the package's
 * CSVs are read (~25 ms) and compared with the tables by a digest; only a first start or a new package version
 * writes (upserts; a code the package drops stays, since users may point at it).
 */
export async function ensureRegionData(db: Db): Promise<void> {
  const [provinceCsv, regencyCsv, districtCsv] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  const provinceRows = provinceCsv.map((p) => ({
    id: regionIdFromCode(p.code),
    code: p.code,
    name: p.name,
    parent: 0,
  }));
  const regencyRows = regencyCsv.map((r) => ({
    id: regionIdFromCode(r.code),
    code: r.code,
    name: r.name,
    parent: regionIdFromCode(r.province_code),
  }));
  const districtRows = districtCsv.map((d) => ({
    id: regionIdFromCode(d.code),
    code: d.code,
    name: d.name,
    parent: regionIdFromCode(d.regency_code),
  }));
  const [p, r, d] = await storedDigests(db);
  if (p === digestOf(provinceRows) && r === digestOf(regencyRows) && d === digestOf(districtRows)) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(provinceRows.map(({ id, code, name }) => ({ id, code, name })))
      .onConflictDoUpdate({ target: provinces.id, set: { name: sql`excluded.name` } });
    for (const part of chunks(regencyRows)) {
      await tx
        .insert(regencies)
        .values(part.map(({ id, code, name, parent }) => ({ id, code, name, provinceId: parent })))
        .onConflictDoUpdate({ target: regencies.id, set: { name: sql`excluded.name` } });
    }
    for (const part of chunks(districtRows)) {
      await tx
        .insert(districts)
        .values(
          part.map(({ id, code, name, parent }) => ({
            id,
            code,
            name,
            regencyId: parent,
            provinceId: Math.floor(parent / 100),
          })),
        )
        .onConflictDoUpdate({ target: districts.id, set: { name: sql`excluded.name` } });
    }
  });
}

/** The option lists of the profile's learning objectives and content preferences. */
export async function ensureProfileOptions(db: Db): Promise<void> {
  await db
    .insert(learningObjectives)
    .values(LEARNING_OBJECTIVES.map((name, sequence) => ({ name, sequence })))
    .onConflictDoNothing();
  await db
    .insert(contentPreferences)
    .values(CONTENT_PREFERENCES.map((name, sequence) => ({ name, sequence })))
    .onConflictDoNothing();
}
