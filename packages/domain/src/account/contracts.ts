import { z } from "zod";
import { callContextQuery } from "../shared/envelope";
import { ACCOUNT_SERVER_MESSAGES, PROFESSIONS } from "./constants";
import {
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  otpSchema,
  personNameSchema,
  phoneSchema,
} from "./validation";

/** Payloads and answers of the account calls (spec 000 section 7.2; docs/api.md for what the spec leaves open). */

export const professionSchema = z.enum(PROFESSIONS, { message: "Profesi tidak dikenal" });

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const loginBody = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  /** 'Ingat Saya': a 30-day cookie; otherwise a browser-session cookie. */
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

/** Register (spec 000 section 2.6). A pupil (murid) picks a year level here: their profile is complete at once (4.7). */
export const registerBody = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    profession_name: professionSchema,
    phone: phoneSchema.optional(),
    year_level_id: positiveId.optional(),
    remember: z.boolean().optional().default(false),
    /** 'Saya menyetujui Syarat & Ketentuan dan Kebijakan Privasi' ticked; the server stores when (issue 23) */
    terms_accepted: z.literal(true, { error: ACCOUNT_SERVER_MESSAGES.termsRequired }),
  })
  .superRefine((body, ctx) => {
    if (body.profession_name === "murid" && body.year_level_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["year_level_id"], message: ACCOUNT_SERVER_MESSAGES.yearLevelRequired });
    }
  });
export type RegisterBody = z.input<typeof registerBody>;

/** `data` of the login answer (spec 000 section 3). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  profession_name: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Login, register and the verification link answer: status, message, token.token, data. */
export const loginAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  token: z.object({ token: z.string() }),
  data: sessionUserSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Server-side state of email verification, so every device shows the same timers. */
export const emailVerificationStateSchema = z.object({
  /** ISO time until which verification is frozen after 5 wrong codes, else null. */
  frozen_until: z.string().nullable(),
  /** ISO time from which a new code may be sent, else null. */
  resend_available_at: z.string().nullable(),
  skipped: z.boolean(),
});

/** The user as the shell reads it (spec 000 section 3), answered by POST /auth/me-v2. */
export const meUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  birth_date: z.string().nullable(),
  profession_name: z.string().nullable(),
  year_level_id: z.number().int().nullable(),
  year_level_name: z.string().nullable(),
  city: z.string().nullable(),
  occupation: z.string().nullable(),
  username: z.string(),
  desired_company: z.string().nullable(),
  source: z.string().nullable(),
  bidang_studi_interests: z.array(z.string()),
  prakerja_id: z.string().nullable(),
  prakerja_first_transaction: z.string().nullable(),
  prakerja_last_transaction: z.string().nullable(),
  is_phone_refilled: z.number().int(),
  is_phone_dismissed_payment: z.number().int(),
  is_phone_dismissed_profile: z.number().int(),
  is_phone_dismissed_programmu: z.number().int(),
  is_admin: z.boolean(),
  is_asesor: z.boolean(),
  is_email_verified: z.boolean(),
  is_have_fun_report: z.boolean(),
  role: z.array(z.object({ label: z.string() })),
  child: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The learner's own institution (/account/institution), its partner flag and groups (decisions/027). */
  institution_id: z.number().int().nullable(),
  is_platinum_user: z.boolean(),
  user_group: z.array(z.object({ group_id: z.number().int() })),
  avatar: z.string().nullable(),
  // region and preferences (decisions/024): Kemendagri codes as integers (32, 3273, 327301)
  province_id: z.number().int().nullable(),
  regency_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  learning_objective_ids: z.array(z.number().int()),
  preference_content_ids: z.array(z.number().int()),
  email_verification: emailVerificationStateSchema,
});
export type MeUser = z.infer<typeof meUserSchema>;

export const meQuery = callContextQuery.extend({ refresh: z.enum(["0", "1"]).optional() });

/** POST /user/send-otp-email/: when the code expires and when the next may be sent. */
export const otpSentSchema = z.object({
  expires_at: z.string(),
  resend_available_at: z.string(),
});

/** Refusal data of status 124 (frozen) and of a too-early resend (HTTP 429). */
export const otpFrozenSchema = z.object({ frozen_until: z.string() });
export const retryAfterSchema = z.object({ retry_after_seconds: z.number().int(), available_at: z.string() });

/** Wrong code: how many tries are left before the freeze. */
export const otpWrongSchema = z.object({ remaining_attempts: z.number().int() });

export const verifyOtpBody = z.object({ otp: otpSchema });

export const emailVerificationBody = z.object({
  email: emailSchema,
  code: otpSchema,
  source: z.string().max(120).optional(),
});

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: "Tautan tidak valid" }),
  password: newPasswordSchema,
});

export const resetTokenBody = resetPasswordBody.pick({ token: true });
export const resetTokenAnswer = z.object({ email: z.string() });

/**
 * POST /user/manage/: the fields a person may change here. Anything else in the body (role, is_admin,
 * is_email_verified, ...) is ignored, never assigned.
 */
export const manageBody = z.object({
  id: positiveId.optional(),
  email: emailSchema.optional(),
  name: personNameSchema.optional(),
  /** The current password: required when `email` changes the address (issue 17), ignored otherwise. */
  password: loginPasswordSchema.optional(),
});

/** POST /user/undo_email_change/: the token of the link mailed to the old address. */
export const undoEmailChangeBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: "Tautan tidak valid" }),
});
/** Its answer: the address put back, masked like the reset link's (`mu***@demo.test`). */
export const undoEmailChangeAnswer = z.object({ email: z.string() });

export const updatePhoneBody = z.object({ phone: phoneSchema });

/** The pages that remember a dismissed WhatsApp dialog (spec 000 section 4.6). */
export const WHATSAPP_DIALOG_PAGES = ["payment", "profile", "programmu"] as const;
export type WhatsappDialogPage = (typeof WHATSAPP_DIALOG_PAGES)[number];

export const phoneDialogDismissBody = z.object({ page: z.enum(WHATSAPP_DIALOG_PAGES) });

/** POST /user/change_password/ (issue 21): the current password, and a new one under the shared rule. */
export const changePasswordBody = z.object({
  current_password: loginPasswordSchema,
  new_password: newPasswordSchema,
});

/** One live session of the caller (GET /user/sessions/); `is_current` marks the calling browser. */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** 'Chrome di Windows', from the User-Agent at login (device-label.ts). */
  device: z.string(),
  is_current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsAnswer = z.array(accountSessionSchema);

/** POST /user/sessions/:id/revoke: a session id is a UUID. */
export const sessionIdParams = z.object({ id: z.uuid({ message: "Sesi tidak valid" }) });

/** The answer of the calls that end sessions: how many ended. */
export const sessionsEndedAnswer = z.object({ ended: z.number().int() });
