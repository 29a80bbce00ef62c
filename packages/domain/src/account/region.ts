import { z } from "zod";
import { limitSchema, pageSchema } from "../catalogue/contracts";
import { callContextQuery } from "../shared/envelope";

/**
 * Regions (issue 21, decisions/024): the Kemendagri area codes of `idn-area-data`. A code "32.73.01" is stored as
 * the integer of its digits (327301), so a district's regency and province follow from its id by arithmetic and
 * the ids stay the same in every environment and every re-seed.
 */
export const REGION_LIMITS = {
  /** GET /user/get-all-district/{page}/{limit}: spec 000 7.2. */
  districtPageDefault: 20,
  search: 60,
  interests: 15,
  interestName: 100,
  options: 20,
} as const;

export const REGION_MESSAGES = {
  saved: "Wilayah berhasil disimpan",
  regionIncomplete: "Pilih provinsi, kabupaten/kota dan kecamatan",
  regionMismatch: "Kecamatan tidak berada di kabupaten/kota dan provinsi yang dipilih",
  provinceUnknown: "Provinsi tidak ditemukan",
  regencyUnknown: "Kabupaten/kota tidak ditemukan",
  districtUnknown: "Kecamatan tidak ditemukan",
  regencyOutsideProvince: "Kabupaten/kota tidak berada di provinsi yang dipilih",
  learningObjectiveUnknown: "Tujuan belajar tidak dikenal",
  preferenceContentUnknown: "Preferensi konten tidak dikenal",
  interestUnknown: "Bidang studi tidak dikenal",
} as const;

/** The integer id of a Kemendagri code: "32" -> 32, "32.73" -> 3273, "32.73.01" -> 327301. */
export function regionIdFromCode(code: string): number {
  if (!/^\d{2}(\.\d{2}){0,2}$/.test(code)) throw new Error(`not a province, regency or district code: ${code}`);
  return Number(code.replaceAll(".", ""));
}

/** The Kemendagri code of an id: 327301 -> "32.73.01". */
export function regionCodeFromId(id: number): string {
  const digits = String(id);
  return digits.match(/\d{2}/g)?.join(".") ?? digits;
}

export type RegionIds = { province_id: number; regency_id: number; district_id: number };

/** Whether the district lies in the regency and the regency in the province (by their codes). */
export function regionIsConsistent(region: RegionIds): boolean {
  return (
    Math.floor(region.district_id / 100) === region.regency_id &&
    Math.floor(region.regency_id / 100) === region.province_id
  );
}

const regionId = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const provinceIdSchema = regionId(REGION_MESSAGES.provinceUnknown, 10, 99);
export const regencyIdSchema = regionId(REGION_MESSAGES.regencyUnknown, 1000, 9999);
export const districtIdSchema = regionId(REGION_MESSAGES.districtUnknown, 100000, 999999);

const searchText = z
  .string()
  .trim()
  .max(REGION_LIMITS.search, { message: "Kata kunci terlalu panjang" })
  .transform((v) => (v === "" ? undefined : v));

// ---- lists ---------------------------------------------------------------------------------------------------

export const provinceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const regencySchema = provinceSchema.extend({ province_id: z.number().int() });
export const districtSchema = provinceSchema.extend({ regency_id: z.number().int(), province_id: z.number().int() });
export type Province = z.infer<typeof provinceSchema>;
export type Regency = z.infer<typeof regencySchema>;
export type District = z.infer<typeof districtSchema>;

export const provinceListAnswer = z.array(provinceSchema);
export const regencyListQuery = callContextQuery.extend({
  province_id: provinceIdSchema.optional(),
  search: searchText.optional(),
});
export const regencyListAnswer = z.array(regencySchema);

export const districtListParams = z.object({
  page: pageSchema,
  limit: limitSchema.default(REGION_LIMITS.districtPageDefault),
});
/** GET /user/get-all-district/{page}/{limit}?province_id=&regency_id=&search= */
export const districtListQuery = callContextQuery.extend({
  province_id: provinceIdSchema.optional(),
  regency_id: regencyIdSchema.optional(),
  search: searchText.optional(),
});
export type DistrictListQuery = z.infer<typeof districtListQuery>;
export const districtListAnswer = z.object({
  list: z.array(districtSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_page: z.number().int(),
  next_url: z.string().nullable(),
});
export type DistrictListAnswer = z.infer<typeof districtListAnswer>;

/** An option of GET /user/learning-objective and GET /v2/user/preference-content. */
export const profileOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProfileOption = z.infer<typeof profileOptionSchema>;
export const profileOptionListAnswer = z.array(profileOptionSchema);

// ---- saving --------------------------------------------------------------------------------------------------

/** POST /v2/user/complete-region: all three ids (spec: payload not shown; docs/api.md). */
export const completeRegionBody = z
  .object({
    province_id: provinceIdSchema,
    regency_id: regencyIdSchema,
    district_id: districtIdSchema,
  })
  .refine(regionIsConsistent, { path: ["district_id"], message: REGION_MESSAGES.regionMismatch });
export type CompleteRegionBody = z.infer<typeof completeRegionBody>;

const optionIds = (message: string) =>
  z
    .array(z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message }), { message })
    .max(REGION_LIMITS.options, { message: `Paling banyak ${REGION_LIMITS.options} pilihan` })
    .transform((ids) => [...new Set(ids)]);

/**
 * The region and preference keys of POST /v2/user/manage-profile (decisions/024). The three region ids come
 * together (all numbers, or all null to clear); the lists replace the stored ones.
 */
export const profilePreferenceFields = {
  province_id: provinceIdSchema.nullable().optional(),
  regency_id: regencyIdSchema.nullable().optional(),
  district_id: districtIdSchema.nullable().optional(),
  learning_objective_ids: optionIds(REGION_MESSAGES.learningObjectiveUnknown).optional(),
  preference_content_ids: optionIds(REGION_MESSAGES.preferenceContentUnknown).optional(),
  bidang_studi_interests: z
    .array(
      z.string().trim().min(1, { message: REGION_MESSAGES.interestUnknown }).max(REGION_LIMITS.interestName, {
        message: REGION_MESSAGES.interestUnknown,
      }),
      { message: REGION_MESSAGES.interestUnknown },
    )
    .max(REGION_LIMITS.interests, { message: `Paling banyak ${REGION_LIMITS.interests} bidang studi` })
    .transform((names) => [...new Set(names)])
    .optional(),
};

type RegionKeys = {
  province_id?: number | null | undefined;
  regency_id?: number | null | undefined;
  district_id?: number | null | undefined;
};

/** The region part of a profile change: absent, cleared, a full consistent region, or the refusal's field and text. */
export function regionChangeOf(
  body: RegionKeys,
):
  | { kind: "absent" }
  | { kind: "clear" }
  | { kind: "set"; region: RegionIds }
  | { kind: "refused"; field: string; message: string } {
  const values = [body.province_id, body.regency_id, body.district_id];
  if (values.every((v) => v === undefined)) return { kind: "absent" };
  if (values.every((v) => v === null)) return { kind: "clear" };
  const { province_id, regency_id, district_id } = body;
  if (typeof province_id !== "number" || typeof regency_id !== "number" || typeof district_id !== "number") {
    const missing = province_id == null ? "province_id" : regency_id == null ? "regency_id" : "district_id";
    return { kind: "refused", field: missing, message: REGION_MESSAGES.regionIncomplete };
  }
  const region = { province_id, regency_id, district_id };
  if (!regionIsConsistent(region))
    return { kind: "refused", field: "district_id", message: REGION_MESSAGES.regionMismatch };
  return { kind: "set", region };
}

/** A zod check for a body holding the region keys: the same rule as the server's (one place: regionChangeOf). */
export function refineRegionChange(body: RegionKeys, ctx: z.RefinementCtx): void {
  const change = regionChangeOf(body);
  if (change.kind === "refused") ctx.addIssue({ code: "custom", path: [change.field], message: change.message });
}
