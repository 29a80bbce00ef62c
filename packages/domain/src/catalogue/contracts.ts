import { z } from "zod";
import { callContextQuery } from "../shared/envelope";
import {
  CATALOGUE_LIMITS,
  INSTITUTION_TYPE_VALUES,
  PRICE_FILTERS,
  PROGRAM_LEVELS,
  PROGRAM_SORTS,
  RESOURCE_TYPES,
} from "./constants";
import { SLUG_PATTERN } from "./slug";

export const slugSchema = z
  .string()
  .max(CATALOGUE_LIMITS.maxSlugLength, { message: "Slug terlalu panjang" })
  .regex(SLUG_PATTERN, { message: "Slug hanya boleh berisi huruf kecil, angka dan tanda hubung" });

export const idSchema = z.coerce
  .number({ message: "ID harus berupa angka" })
  .int({ message: "ID harus berupa bilangan bulat" })
  .positive({ message: "ID harus lebih dari 0" })
  .max(2_147_483_647, { message: "ID terlalu besar" });

/** `{id}` of product_detail: the numeric id or the slug (all digits means an id). */
export const idOrSlugSchema = slugSchema;

export const pageSchema = z.coerce
  .number({ message: "Halaman harus berupa angka" })
  .int({ message: "Halaman harus berupa bilangan bulat" })
  .min(1, { message: "Halaman paling kecil 1" })
  .max(10_000, { message: "Halaman terlalu besar" });

export const limitSchema = z.coerce
  .number({ message: "Batas harus berupa angka" })
  .int({ message: "Batas harus berupa bilangan bulat" })
  .min(1, { message: "Batas paling kecil 1" })
  .max(CATALOGUE_LIMITS.maxPageSize, { message: `Batas paling besar ${CATALOGUE_LIMITS.maxPageSize}` });

export function categorySchema(categories: readonly string[]) {
  return z
    .string()
    .max(40)
    .transform((c) => c.toUpperCase())
    .pipe(z.enum(categories as [string, ...string[]], { message: "Kategori tidak dikenal" }));
}

// control characters in free text (NUL: PostgreSQL refuses it) are refused for every call at once, before these
// schemas run (apps/api/src/platform/text-input.ts)
export const tagSchema = z.string().min(1).max(60, { message: "Tag terlalu panjang" });

export function programListParams(categories: readonly string[]) {
  return z.object({
    category: categorySchema(categories),
    page: pageSchema,
    limit: limitSchema.default(CATALOGUE_LIMITS.programListDefault),
    tag: tagSchema.optional(),
  });
}

export const activityListParams = z.object({ page: pageSchema, n: limitSchema });

/** A query value that must be a whole number; an empty value is refused rather than read as 0. */
function wholeNumberText(message: string) {
  return z
    .string()
    .regex(/^\d{1,6}$/, { message })
    .transform(Number);
}

export function activityListQuery(categories: readonly string[]) {
  return callContextQuery.extend({
    category: categorySchema(categories).optional(),
    search: z
      .string()
      .trim()
      .max(CATALOGUE_LIMITS.maxSearchLength, { message: "Kata kunci terlalu panjang" })
      .optional(),
    level: z.enum(PROGRAM_LEVELS, { message: "Jenjang tidak dikenal" }).optional(),
    type: wholeNumberText("Tipe program tidak dikenal")
      .pipe(z.number().min(0).max(3, { message: "Tipe program tidak dikenal" }))
      .optional(),
    institution: slugSchema.optional(),
    institution_type: wholeNumberText("Jenis lembaga tidak dikenal")
      .refine((v) => (INSTITUTION_TYPE_VALUES as readonly number[]).includes(v), {
        message: "Jenis lembaga tidak dikenal",
      })
      .optional(),
    price: z.enum(PRICE_FILTERS, { message: "Filter harga tidak dikenal" }).optional(),
    tag: tagSchema.optional(),
    /** A year slug of the learning-level menu (kelas-3, tk-a, …). */
    year: z
      .string()
      .max(40)
      .regex(/^[a-z0-9-]+$/, { message: "Kelas tidak dikenal" })
      .optional(),
    subject: slugSchema.optional(),
    sort: z.enum(PROGRAM_SORTS, { message: "Urutan tidak dikenal" }).optional(),
  });
}
export type ActivityListQuery = z.infer<ReturnType<typeof activityListQuery>>;

export const productDetailParams = z.object({ id: idOrSlugSchema });
export const programGetParams = z.object({ id: idSchema });

export const creatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  type: z.number().int(),
});

export const programCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category_name: z.string(),
  program_type: z.number().int(),
  price: z.number().int(),
  price_normal: z.number().int(),
  avatar: z.string().nullable(),
  level: z.string(),
  tags: z.array(z.string()),
  rating: z.number(),
  reviewers: z.number().int(),
  total_resources: z.number().int(),
  creator: creatorSchema,
});
export type ProgramCard = z.infer<typeof programCardSchema>;

export const programListAnswer = z.array(programCardSchema);

const optionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

export const activityListAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(programCardSchema),
  filter: z.object({
    applied: z.record(z.string(), z.union([z.string(), z.number()])),
    options: z.object({
      category: z.array(optionSchema),
      level: z.array(optionSchema),
      type: z.array(optionSchema),
      price: z.array(optionSchema),
      institution_type: z.array(optionSchema),
    }),
  }),
  sort: z.object({ applied: z.enum(PROGRAM_SORTS), options: z.array(optionSchema) }),
  "next-url": z.string().nullable(),
});
export type ActivityListAnswer = z.infer<typeof activityListAnswer>;

export const chapterSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  session: z.number().int(),
  total_resource: z.number().int(),
  duration: z.number().int(),
  is_addon: z.boolean(),
  addon_title: z.string().nullable(),
  addon_description: z.string().nullable(),
  addon_prices: z.number().int().nullable(),
  addon_quota_remaining: z.number().int().nullable(),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const programDetailSchema = programCardSchema.extend({
  short_description: z.string(),
  reviewers_five_star: z.number().int(),
  reviewers_four_star: z.number().int(),
  reviewers_three_star: z.number().int(),
  reviewers_two_star: z.number().int(),
  reviewers_one_star: z.number().int(),
  is_rated: z.boolean(),
  total_duration: z.number().int(),
  total_chapters: z.number().int(),
  chapter_list: z.array(chapterSummarySchema),
  /** Webinar and offline programmes: when (ISO timestamps) and where; null for the others. */
  schedule_start: z.string().nullable(),
  schedule_end: z.string().nullable(),
  location: z.string().nullable(),
  enrolled_count: z.number().int(),
  year_levels: z.array(z.string()),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/**
 * GET /program_activity/v2/product_detail/{id}/enrolment: the logged-in caller's own enrolment in the programme
 * (docs/api.md "Programme page for its owner"), asked beside the visitor-cached detail so that answer stays the
 * same for everyone. Not enrolled: enrolled false, the rest null / 0.
 */
export const programEnrolmentSchema = z.object({
  enrolled: z.boolean(),
  program_user_id: z.number().int().nullable(),
  percentage_progress: z.number().int(),
  completed_resources: z.number().int(),
  total_resources: z.number().int(),
  /** Where 'Lanjutkan Belajar' leads: the first unfinished activity (or the first, all done); null: none yet. */
  activity_slug: z.string().nullable(),
});
export type ProgramEnrolment = z.infer<typeof programEnrolmentSchema>;

export const programDescriptionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  learning_objectives: z.array(z.string()),
  room_id: z.number().int(),
  is_tanyamu_closed: z.boolean(),
});
export type ProgramDescription = z.infer<typeof programDescriptionSchema>;

export const addonResourceDetailSchema = z.object({
  description: z.string(),
  current_quota: z.number().int().nullable(),
  price: z.number().int(),
  is_available: z.boolean(),
});

export const activitySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(RESOURCE_TYPES),
  activity_type: z.number().int(),
  activity_type_label: z.string(),
  duration: z.number().int(),
  bobot_percentage: z.number().int(),
  is_presence_participation: z.boolean(),
  is_addon_resource: z.boolean(),
  addon_resource_detail: addonResourceDetailSchema.nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const programActivityAnswerSchema = z.object({
  id: z.number().int(),
  chapter_list: z.array(chapterSummarySchema.extend({ resources: z.array(activitySummarySchema) })),
});
export type ProgramActivityAnswer = z.infer<typeof programActivityAnswerSchema>;

/** GET /program_activity/v2/product_detail/{id}/review/{page}: the newest reviews first. */
export const reviewParams = z.object({ id: idOrSlugSchema, page: pageSchema });
export const reviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListAnswer = z.object({
  list: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_page: z.number().int(),
  next_url: z.string().nullable(),
});
export type ReviewListAnswer = z.infer<typeof reviewListAnswer>;

/**
 * GET /program/review/{id}: one learner's review on its own shareable page (/review/{id}, issue 20). Public: only
 * what the programme page already shows of a review (name, avatar, stars, text, date), never the email.
 */
export const REVIEW_MESSAGES = { notFound: "Ulasan tidak ditemukan" } as const;
export const reviewDetailParams = z.object({ id: idSchema });
export const reviewDetailSchema = reviewSchema.extend({
  program: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category_name: z.string(),
    avatar: z.string().nullable(),
    rating: z.number(),
    reviewers: z.number().int(),
  }),
  institution: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
