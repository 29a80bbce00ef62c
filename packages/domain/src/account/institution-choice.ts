import { z } from "zod";
import { INSTITUTION_GROUPS } from "../institution/constants";

/**
 * The learner's own institution (issue 21, /account/institution; decisions/027): a school, campus or employer
 * from the institution directory, with the class, faculty/major or division where the type has one.
 */

export const INSTITUTION_CHOICE_MESSAGES = {
  saved: "Lembaga berhasil disimpan",
  removed: "Lembaga dihapus dari profil",
  institutionNotFound: "Lembaga tidak ditemukan",
  institutionRequired: "Pilih lembaga terlebih dahulu",
  detailNotUsed: "Lembaga jenis ini tidak memakai isian kelas, fakultas, atau divisi",
  detailTooLong: "Isian paling banyak 120 karakter",
  detailBadCharacters: "Isian berisi karakter yang tidak diizinkan",
} as const;

export const INSTITUTION_DETAIL_MAX = 120;

const SCHOOL_TYPES: readonly number[] = INSTITUTION_GROUPS.sekolah.types;
const UNIVERSITY_TYPES: readonly number[] = INSTITUTION_GROUPS["perguruan-tinggi"].types;
/** Corporation (5): the division a professional works in. */
const CORPORATION_TYPE = 5;

/** The label of the detail field for an institution type, or null when the type has none. */
export function institutionDetailLabel(type: number): string | null {
  if (SCHOOL_TYPES.includes(type)) return "Kelas";
  if (UNIVERSITY_TYPES.includes(type)) return "Fakultas / Jurusan";
  if (type === CORPORATION_TYPE) return "Divisi";
  return null;
}

/** An example shown as the field's placeholder. */
export function institutionDetailPlaceholder(type: number): string {
  if (SCHOOL_TYPES.includes(type)) return "Contoh: XI IPA 2";
  if (UNIVERSITY_TYPES.includes(type)) return "Contoh: Fakultas Teknik / Teknik Informatika";
  return "Contoh: Divisi Pemasaran";
}

/** POST /v2/user/institution: the institution's id and, where the type has one, the class/faculty/division. */
export const institutionChoiceBody = z.object({
  institution_id: z.coerce
    .number({ message: INSTITUTION_CHOICE_MESSAGES.institutionRequired })
    .int({ message: INSTITUTION_CHOICE_MESSAGES.institutionRequired })
    .positive({ message: INSTITUTION_CHOICE_MESSAGES.institutionRequired })
    .max(2_147_483_647, { message: INSTITUTION_CHOICE_MESSAGES.institutionNotFound }),
  institution_detail: z
    .string()
    .trim()
    .max(INSTITUTION_DETAIL_MAX, { message: INSTITUTION_CHOICE_MESSAGES.detailTooLong })
    .refine((text) => ![...text].some((c) => c < " " || c === "<" || c === ">"), {
      message: INSTITUTION_CHOICE_MESSAGES.detailBadCharacters,
    })
    .nullish(),
});
export type InstitutionChoiceBody = z.infer<typeof institutionChoiceBody>;

export const myInstitutionSchema = z.object({
  institution: z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      type: z.number().int(),
      type_label: z.string(),
      city: z.string().nullable(),
      /** The group (parent institution) it belongs to, if any. */
      parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  institution_detail: z.string().nullable(),
  /** The detail field's label for that type (Kelas, Fakultas / Jurusan, Divisi), or null. */
  detail_label: z.string().nullable(),
  is_platinum_user: z.boolean(),
});
export type MyInstitution = z.infer<typeof myInstitutionSchema>;
