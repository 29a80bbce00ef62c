import { z } from "zod";
import { ACCOUNT_SERVER_MESSAGES, GENDERS, PROFILE_LIMITS } from "./constants";
import { professionSchema } from "./contracts";
import { profilePreferenceFields, refineRegionChange } from "./region";
import { birthDateSchema, personNameSchema, phoneSchema, usernameSchema } from "./validation";

// A file of its own, not in contracts.ts: the app shell loads contracts.ts (the me-v2 user) on every page, and
// this body (with the region rule) is only needed by the personal data form and the API.

/** A free-text profile field: trimmed, capped; empty means cleared (null). */
function profileText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { message: `${label} paling banyak ${max} karakter` })
    .refine((v) => ![...v].some((c) => c < " " || c === "<" || c === ">"), {
      message: `${label} berisi karakter yang tidak diizinkan`,
    })
    .transform((v) => (v === "" ? null : v))
    .nullable();
}

/**
 * POST /v2/user/manage-profile (spec 000 section 7.2, issue 21): the caller's own personal data. Every key is
 * optional (absent: unchanged); null (or an empty text) clears a field that may be empty. A pupil (murid) needs a
 * year level: checked here when both come in the body, and by the server against the stored values too. No user
 * id is read: the session names whose profile changes.
 */
export const manageProfileBody = z
  .object({
    name: personNameSchema.optional(),
    username: usernameSchema.optional(),
    gender: z.enum(GENDERS, { message: "Jenis kelamin tidak dikenal" }).nullable().optional(),
    birth_date: birthDateSchema.nullable().optional(),
    phone: z
      .union([z.literal("").transform(() => null), phoneSchema])
      .nullable()
      .optional(),
    profession_name: professionSchema.optional(),
    year_level_id: z
      .number({ message: "Jenjang tidak dikenal" })
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .optional(),
    city: profileText(PROFILE_LIMITS.city, "Kota").optional(),
    occupation: profileText(PROFILE_LIMITS.occupation, "Pekerjaan").optional(),
    desired_company: profileText(PROFILE_LIMITS.desiredCompany, "Perusahaan impian").optional(),
    ...profilePreferenceFields,
  })
  .superRefine((body, ctx) => {
    if (body.profession_name === "murid" && body.year_level_id === null) {
      ctx.addIssue({ code: "custom", path: ["year_level_id"], message: ACCOUNT_SERVER_MESSAGES.yearLevelRequired });
    }
  })
  .superRefine(refineRegionChange);
export type ManageProfileBody = z.input<typeof manageProfileBody>;
export type ManageProfileChange = z.output<typeof manageProfileBody>;
