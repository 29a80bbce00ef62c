import { z } from "zod";
import { dbId } from "../chat/contracts";

/**
 * Certificates (spec 002 section 7 "Certificates", issue 20): the certificate of a finished enrolment, its public
 * verification, its revocation and its Open Badges 3.0 credential. The spec names the calls but not their
 * shapes; docs/api.md "Certificates" gives the ones designed here.
 */

/** A certificate number: `{PRODUCT}-{YEAR}-{serial, 6+ digits}-{4 check characters}` (modules/report/numbers.ts). */
export const CERTIFICATE_NUMBER_PATTERN = /^[A-Z]{2,20}-\d{4}-\d{6,12}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const REPORT_MESSAGES = {
  notFound: "Sertifikat tidak ditemukan",
  badNumber: "Nomor sertifikat tidak valid",
  notAvailable: "Sertifikat belum tersedia",
  notAssessed: "Sertifikat belum tersedia karena tugas Anda belum dinilai asesor",
  addonNotFinished: "Sertifikat add-on tersedia setelah semua aktivitas add-on selesai",
  notRevoker: "Hanya admin lembaga atau admin platform yang dapat mencabut sertifikat",
  alreadyRevoked: "Sertifikat sudah dicabut",
  revoked: "Sertifikat telah dicabut",
  emptyReason: "Alasan pencabutan wajib diisi",
  longReason: "Alasan pencabutan paling banyak 500 karakter",
} as const;

export const enrolmentParams = z.object({ id: dbId });
export const certificateNumberParams = z.object({
  number: z.string().trim().toUpperCase().regex(CERTIFICATE_NUMBER_PATTERN, REPORT_MESSAGES.badNumber),
});
export const revokeBody = z.object({
  reason: z
    .string({ error: REPORT_MESSAGES.emptyReason })
    .trim()
    .min(1, REPORT_MESSAGES.emptyReason)
    .max(500, REPORT_MESSAGES.longReason),
});

const revocationSchema = z.object({ revoked_at: z.string(), reason: z.string() }).nullable();

/** The certificate as its holder, the programme's staff and the institution's admins see it. */
export const certificateSchema = z.object({
  number: z.string(),
  program_user_id: z.number().int(),
  holder_name: z.string(),
  program: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  institution: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  hours: z.number(),
  final_score: z.number().nullable(),
  issued_at: z.string(),
  /** The public verification page the QR code and the printed number lead to. */
  verification_url: z.string(),
  revocation: revocationSchema,
  /** Whether the caller is the holder (who alone downloads the credential); staff and admins read it too. */
  is_holder: z.boolean(),
  /** An add-on's certificate: the add-on finished (its title as at issue); null for the programme's own. */
  addon: z.object({ addon_user_id: z.number().int(), title: z.string() }).nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateAnswer = z.object({ certificate: certificateSchema });

/** What the certificate would say, before it is issued (nothing is written). */
export const certificatePreviewAnswer = z.object({
  can_view_certificate: z.boolean(),
  certificate_error_code: z.number().int().nullable(),
  certificate: certificateSchema.omit({
    number: true,
    issued_at: true,
    verification_url: true,
    revocation: true,
    is_holder: true,
    addon: true,
  }),
  issued_number: z.string().nullable(),
});

/** The public verification: only what the printed certificate shows anyway. */
export const verificationAnswer = z.object({
  number: z.string(),
  valid: z.boolean(),
  status: z.enum(["valid", "revoked"]),
  holder_name: z.string(),
  program_name: z.string(),
  institution_name: z.string(),
  issued_at: z.string(),
  revocation: revocationSchema,
});
export type Verification = z.infer<typeof verificationAnswer>;

/** POST program_activity/certificate/generate_file/: issue if needed, then where the PDF is. */
export const generateFileBody = z.object({ program_user_id: dbId });
export const generateFileAnswer = z.object({ number: z.string(), file_url: z.string(), file_name: z.string() });

export const revokeAnswer = z.object({ number: z.string(), revocation: revocationSchema });

/** The Open Badges 3.0 credential as a VC-JWT (compact JWS, EdDSA). */
export const credentialAnswer = z.object({ format: z.literal("vc+jwt"), kid: z.string(), jwt: z.string() });
export type CertificatePreview = z.infer<typeof certificatePreviewAnswer>;

/** GET addon/my: the learner's add-ons and what each unlocks (the /addon page). */
export const myAddonSchema = z.object({
  addon_user_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  bought_at: z.string(),
  program: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** Whether the learner is enrolled in the add-on's programme (its activities open from the study page). */
  enrolled: z.boolean(),
  unlocks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      type: z.string(),
      completed: z.boolean(),
    }),
  ),
  completed: z.number().int(),
  total: z.number().int(),
  certificate_number: z.string().nullable(),
  can_get_certificate: z.boolean(),
});
export type MyAddon = z.infer<typeof myAddonSchema>;
export const myAddonsAnswer = z.object({ addons: z.array(myAddonSchema) });
