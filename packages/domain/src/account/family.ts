import { z } from "zod";
import { enrolledProgramSchema } from "../learning/contracts";
import { isValidEmail, USERNAME_PATTERN } from "./validation";

/**
 * Family links (issue 21; decisions/027): a parent (orangtua) or teacher (guru) asks to be linked with a child's
 * or pupil's account by its email or username; the other person accepts or declines; either side removes the link.
 * A linked parent or teacher sees the child's My programmes, read-only.
 */

/** Who may send a request: the professions of the one who looks after a learner. */
export const FAMILY_REQUESTER_PROFESSIONS = ["orangtua", "guru"] as const;
export type FamilyRelation = (typeof FAMILY_REQUESTER_PROFESSIONS)[number];

export function canRequestFamilyLink(profession: string | null): profession is FamilyRelation {
  return (FAMILY_REQUESTER_PROFESSIONS as readonly string[]).includes(profession ?? "");
}

/** How the linked child sees the other side, and how the requester is named. */
export const FAMILY_RELATION_LABELS: Record<FamilyRelation, string> = { orangtua: "Orangtua", guru: "Guru" };

export function familyRelationLabel(profession: string | null): string {
  return canRequestFamilyLink(profession) ? FAMILY_RELATION_LABELS[profession] : "Pendamping";
}

export const FAMILY_LIMITS = {
  /** Requests a parent or teacher may send in an hour (emails are guessable). */
  requestsPerHour: 10,
  /** Accepts, declines, cancels and removals of an account in an hour. */
  answersPerHour: 60,
  /** The child's programmes per page. */
  programsPerPage: 12,
} as const;

export const FAMILY_MESSAGES = {
  notAllowed: "Hanya akun guru atau orangtua yang dapat mengirim permintaan terhubung",
  /** Contacting another person needs a proven address (decision 003, issue 21). */
  emailNotVerified: "Verifikasi email Anda terlebih dahulu untuk mengirim permintaan terhubung",
  self: "Anda tidak dapat menghubungkan akun Anda sendiri",
  duplicate: "Permintaan ke akun ini sudah dikirim dan menunggu persetujuan",
  alreadyLinked: "Akun ini sudah terhubung dengan Anda",
  requestSent: "Permintaan terkirim. Jika akun tersebut terdaftar, pemiliknya akan melihat permintaan Anda.",
  requestNotFound: "Permintaan tidak ditemukan",
  accepted: "Permintaan diterima. Akun kalian sekarang terhubung.",
  declined: "Permintaan ditolak",
  cancelled: "Permintaan dibatalkan",
  removed: "Hubungan akun dihapus",
  linkNotFound: "Hubungan akun tidak ditemukan",
  childNotFound: "Anak atau murid tidak ditemukan",
  identifierRequired: "Email atau username wajib diisi",
  identifierInvalid: "Masukkan email atau username yang valid",
} as const;

/** An email, or a username (with or without the @ of a mention). Compared lower-cased. */
export function normaliseFamilyIdentifier(text: string): string {
  const trimmed = text.trim().toLowerCase();
  return trimmed.includes("@") && !trimmed.startsWith("@") ? trimmed : trimmed.replace(/^@/, "");
}

export function isFamilyIdentifier(text: string): boolean {
  const value = normaliseFamilyIdentifier(text);
  return value.includes("@") ? isValidEmail(value) : USERNAME_PATTERN.test(value);
}

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

export const familyRequestBody = z.object({
  identifier: z
    .string({ message: FAMILY_MESSAGES.identifierRequired })
    .trim()
    .min(1, { message: FAMILY_MESSAGES.identifierRequired })
    .max(254, { message: FAMILY_MESSAGES.identifierInvalid })
    .refine(isFamilyIdentifier, { message: FAMILY_MESSAGES.identifierInvalid }),
});
export type FamilyRequestBody = z.infer<typeof familyRequestBody>;

export const familyRequestParams = z.object({ id: dbId });
export const familyLinkParams = z.object({ user_id: dbId });
export const familyChildProgramsParams = z.object({
  child_id: dbId,
  page: z.coerce.number().int().min(1).max(100_000),
});

export const familyPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  profession_name: z.string().nullable(),
});
export type FamilyPerson = z.infer<typeof familyPersonSchema>;

/** GET /user/relation_user/get/request/: the requests waiting for the current user's answer. */
export const incomingRequestSchema = z.object({
  id: z.number().int(),
  relation: z.enum(FAMILY_REQUESTER_PROFESSIONS),
  relation_label: z.string(),
  requester: familyPersonSchema,
  created_at: z.string(),
});
export type IncomingRequest = z.infer<typeof incomingRequestSchema>;
export const incomingRequestsAnswer = z.array(incomingRequestSchema);

/** GET /v2/user/relation_user: the links of both directions and the requests the user sent. */
export const familyOverviewSchema = z.object({
  children: z.array(familyPersonSchema.extend({ relation_label: z.string() })),
  parents: z.array(familyPersonSchema.extend({ relation_label: z.string() })),
  /** Sent and still pending; named by what was typed (an unknown address looks like any other). */
  sent: z.array(z.object({ id: z.number().int(), identifier: z.string(), created_at: z.string() })),
  can_request: z.boolean(),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

/** GET /v2/user/relation_user/child/{child_id}/program/{page}: the child's programmes, read-only. */
export const childProgramsSchema = z.object({
  child: familyPersonSchema,
  list: z.array(enrolledProgramSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type ChildPrograms = z.infer<typeof childProgramsSchema>;
