import { z } from "zod";
import { dbId } from "../chat/contracts";
import { isHttpUrl, PORTFOLIO_ITEM_KINDS } from "./rules";

/**
 * Portfolios and public profiles (spec 002 sections 3 and 7 "User and portfolio", issue 20). The spec names the
 * calls and the header's and item's fields; docs/api.md "Portfolios and public profiles" gives the shapes designed
 * here and docs/decisions/022 the choices.
 */

export const PORTFOLIO_LIMITS = {
  caption: 150,
  itemDescription: 2000,
  headerDescription: 1000,
  url: 500,
  itemsPerUser: 200,
  bulkIds: 50,
} as const;

export const PORTFOLIO_MESSAGES = {
  profileNotFound: "Profil tidak ditemukan",
  itemNotFound: "Item portofolio tidak ditemukan",
  headerNotFound: "Portofolio tidak ditemukan",
  sourceNotFound: "Aktivitas sumber tidak ditemukan",
  sourceRequired: "Pilih satu aktivitas sebagai sumber item",
  sourceFixed: "Sumber item tidak dapat diubah",
  duplicate: "Aktivitas ini sudah ada di portofolio Anda",
  tooManyItems: `Portofolio paling banyak ${PORTFOLIO_LIMITS.itemsPerUser} item`,
  captionRequired: "Judul item wajib diisi",
  captionTooLong: `Judul item paling banyak ${PORTFOLIO_LIMITS.caption} karakter`,
  itemDescriptionTooLong: `Deskripsi item paling banyak ${PORTFOLIO_LIMITS.itemDescription} karakter`,
  headerDescriptionTooLong: `Deskripsi portofolio paling banyak ${PORTFOLIO_LIMITS.headerDescription} karakter`,
  badUrl: "Tautan harus berupa alamat lengkap yang diawali http:// atau https://",
  urlTooLong: `Tautan paling banyak ${PORTFOLIO_LIMITS.url} karakter`,
  notYours: "Hanya pemilik yang dapat melihat portofolio ini dalam mode pribadi",
  badIds: `Isi 1 sampai ${PORTFOLIO_LIMITS.bulkIds} ID pengguna, dipisahkan koma`,
  badPublicFlag: "Nilai public harus 0 atau 1",
} as const;

/** `?public=0|1` (and the spec's empty `?public=`, read as 0: the owner's view). */
const publicFlag = z
  .enum(["", "0", "1"], { error: PORTFOLIO_MESSAGES.badPublicFlag })
  .optional()
  .transform((v) => v === "1");

const contextFields = {
  platform: z.enum(["web", "mweb"]).optional(),
  source: z.string().max(120).optional(),
};

export const portfolioViewParams = z.object({ userId: dbId });
export const portfolioItemParams = z.object({ id: dbId });
export const portfolioFileParams = z.object({ id: dbId, uploadId: dbId });
export const portfolioModeQuery = z.object({ public: publicFlag, ...contextFields });

/** A plain text field: trimmed, empty allowed (the page shows nothing). */
const plainText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const contentUrl = z
  .string()
  .trim()
  .max(PORTFOLIO_LIMITS.url, PORTFOLIO_MESSAGES.urlTooLong)
  .refine((v) => v === "" || isHttpUrl(v), PORTFOLIO_MESSAGES.badUrl)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** POST /portofolio/manage/header: the caller's one header (id optional: there is only one). */
export const headerBody = z.object({
  id: dbId.optional(),
  description: plainText(PORTFOLIO_LIMITS.headerDescription, PORTFOLIO_MESSAGES.headerDescriptionTooLong).default(""),
  content_url: contentUrl,
  is_publish: z.boolean().default(false),
});
export type HeaderBody = z.input<typeof headerBody>;

/**
 * POST /portofolio/manage/item: with `id` it changes the caller's item; without, it adds one from exactly one of
 * the caller's finished activities: a quiz attempt (`attempt_id`) or a written reflection (`user_activity_id`).
 */
export const itemBody = z.object({
  id: dbId.optional(),
  caption: z
    .string({ error: PORTFOLIO_MESSAGES.captionRequired })
    .trim()
    .min(1, PORTFOLIO_MESSAGES.captionRequired)
    .max(PORTFOLIO_LIMITS.caption, PORTFOLIO_MESSAGES.captionTooLong),
  description: plainText(PORTFOLIO_LIMITS.itemDescription, PORTFOLIO_MESSAGES.itemDescriptionTooLong).default(""),
  is_publish: z.boolean().default(false),
  attempt_id: dbId.optional(),
  user_activity_id: dbId.optional(),
});
export type ItemBody = z.input<typeof itemBody>;

export const publicUserParams = z.object({ username: z.string().trim().min(1).max(60) });
export const publicUserQuery = z.object({
  /** 1 (the spec's): the path names a username; 0: a user id. */
  is_username: z.enum(["0", "1"]).default("1"),
  ...contextFields,
});

export const bulkParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, PORTFOLIO_MESSAGES.badIds)
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .refine((ids) => ids.length <= PORTFOLIO_LIMITS.bulkIds && ids.every((n) => n > 0 && n <= 2_147_483_647), {
      message: PORTFOLIO_MESSAGES.badIds,
    }),
});

// ---- answers -----------------------------------------------------------------------------------------------------

/** What anyone may see of a user: never email, phone, birth date or anything else private. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  profession_name: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicProfileSchema = publicUserSchema.extend({
  institution: z.object({ name: z.string(), slug: z.string() }).nullable(),
  counts: z.object({ items: z.number().int(), certificates: z.number().int() }),
  /** Only in the owner's own answer: the profile is private (decisions/026); others are refused with 403. */
  is_private: z.boolean().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const headerSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  content_url: z.string().nullable(),
  is_publish: z.boolean(),
  updated_at: z.string(),
});
export type PortfolioHeader = z.infer<typeof headerSchema>;

const programRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const activityRef = z.object({ id: z.number().int(), title: z.string() });

export const itemSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  description: z.string(),
  is_publish: z.boolean(),
  kind: z.enum(PORTFOLIO_ITEM_KINDS),
  program: programRef,
  activity: activityRef,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortfolioItem = z.infer<typeof itemSchema>;

export const itemFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type PortfolioFile = z.infer<typeof itemFileSchema>;

/** What the learner made: the essay and file answers of the attempt (never a choice answer), or the reflection. */
export const itemWorkSchema = z.object({
  finished_at: z.string().nullable(),
  score: z.number().nullable(),
  answers: z.array(
    z.object({
      question: z.string(),
      text: z.string().nullable(),
      files: z.array(itemFileSchema),
    }),
  ),
  reflection: z.string().nullable(),
});
export type PortfolioWork = z.infer<typeof itemWorkSchema>;

export const itemDetailSchema = itemSchema.extend({ work: itemWorkSchema });
export type PortfolioItemDetail = z.infer<typeof itemDetailSchema>;

export const portfolioCertificateSchema = z.object({
  number: z.string(),
  program_name: z.string(),
  institution_name: z.string(),
  issued_at: z.string(),
});
export type PortfolioCertificate = z.infer<typeof portfolioCertificateSchema>;

/** GET /portofolio/view/{userId}: the header (null: none, or not published in public mode), items, certificates. */
export const portfolioViewAnswer = z.object({
  user: publicProfileSchema,
  header: headerSchema.nullable(),
  items: z.array(itemSchema),
  certificates: z.array(portfolioCertificateSchema),
});
export type PortfolioView = z.infer<typeof portfolioViewAnswer>;

export const itemDetailAnswer = z.object({ user: publicUserSchema, item: itemDetailSchema });
export type PortfolioItemAnswer = z.infer<typeof itemDetailAnswer>;

export const headerAnswer = z.object({ header: headerSchema });
export const itemAnswer = z.object({ item: itemSchema });
export const deletedAnswer = z.object({ id: z.number().int() });

/** GET /portofolio/manage/sources: the caller's finished work not yet in the portfolio. */
export const sourceSchema = z.object({
  attempt_id: z.number().int().nullable(),
  user_activity_id: z.number().int().nullable(),
  kind: z.enum(PORTFOLIO_ITEM_KINDS),
  program: programRef,
  activity: activityRef,
  finished_at: z.string(),
  score: z.number().nullable(),
});
export type PortfolioSource = z.infer<typeof sourceSchema>;
export const sourcesAnswer = z.object({ sources: z.array(sourceSchema) });

export const publicProfileAnswer = z.object({ user: publicProfileSchema });
export const bulkUsersAnswer = z.object({ users: z.array(publicUserSchema) });
