import { z } from "zod";
import { INSTITUTION_TYPE_VALUES } from "../catalogue/constants";
import { categorySchema, limitSchema, pageSchema, slugSchema } from "../catalogue/contracts";
import { callContextQuery } from "../shared/envelope";
import { INSTITUTION_GROUP_SLUGS } from "./constants";

const searchText = z.string().trim().max(100, { message: "Kata kunci terlalu panjang" });

/** An institution as lists and search show it (spec 000 section 3: id, name, slug, logo, prakerja_program_count). */
export const institutionItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  type: z.number().int(),
  type_label: z.string(),
  city: z.string().nullable(),
  program_count: z.number().int(),
  prakerja_program_count: z.number().int(),
});
export type InstitutionItem = z.infer<typeof institutionItemSchema>;

/** One institution's page and, on a partner subdomain, the site's branding. */
export const institutionDetailSchema = institutionItemSchema.extend({
  description: z.string(),
  logo_2: z.string().nullable(),
  is_show_logo_footer: z.number().int(),
  subdomain: z.string().nullable(),
  brand_color: z.string().nullable(),
  landing_headline: z.string().nullable(),
  landing_description: z.string().nullable(),
  website: z.string().nullable(),
  parent: z.object({ name: z.string(), slug: z.string() }).nullable(),
  children_count: z.number().int(),
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

export const institutionListParams = z.object({ page: pageSchema, limit: limitSchema.default(20) });

const typeNumber = z
  .string()
  .regex(/^\d{1,3}$/, { message: "Jenis lembaga tidak dikenal" })
  .transform(Number)
  .refine((v) => (INSTITUTION_TYPE_VALUES as readonly number[]).includes(v), {
    message: "Jenis lembaga tidak dikenal",
  });

const flag = z.enum(["0", "1"], { message: "Nilai harus 0 atau 1" }).transform((v) => v === "1");

/** GET /user/institution/{page}/{limit}?group=&type=&search=&is_prakerja= */
export const institutionListQuery = callContextQuery.extend({
  group: z
    .enum(INSTITUTION_GROUP_SLUGS as [string, ...string[]], { message: "Kelompok lembaga tidak dikenal" })
    .optional(),
  type: typeNumber.optional(),
  search: searchText.optional(),
  is_prakerja: flag.optional(),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuery>;

/** A page of a list: the items, the total and the next page's path (null on the last page). */
export function pagedAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    total_page: z.number().int(),
    next_url: z.string().nullable(),
  });
}

export const institutionListAnswer = pagedAnswer(institutionItemSchema);
export type InstitutionListAnswer = z.infer<typeof institutionListAnswer>;

export const institutionSlugParams = z.object({ slug: slugSchema });

export const subdomainParams = z.object({
  subdomain: z
    .string()
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i, { message: "Subdomain tidak dikenal" })
    .transform((s) => s.toLowerCase()),
});

/** GET /user/parent_institution/{slug}/{page}/18: the group and one page of its member institutions. */
export const parentInstitutionParams = z.object({ slug: slugSchema, page: pageSchema, limit: limitSchema.default(18) });
export const parentInstitutionAnswer = pagedAnswer(institutionItemSchema).extend({ parent: institutionDetailSchema });

/** GET /program/institution/{slug}/{page}/{perPage}?year=&search=&subject=&is_prakerja= */
export const institutionProgramParams = z.object({ slug: slugSchema, page: pageSchema, perPage: limitSchema });
export const institutionProgramQuery = callContextQuery.extend({
  year: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, { message: "Kelas tidak dikenal" })
    .optional(),
  search: searchText.optional(),
  subject: slugSchema.optional(),
  is_prakerja: flag.optional(),
  url: z.string().max(300).optional(),
});
export type InstitutionProgramQuery = z.infer<typeof institutionProgramQuery>;

/** GET /program-core/host/{product}mu|prakerja/1?type=&search= : the catalogue of one host. */
export function hostProgramQuery(categories: readonly string[]) {
  return callContextQuery.extend({ type: categorySchema(categories).optional(), search: searchText.optional() });
}

// ---- reference data -------------------------------------------------------------------------------------

export const referenceAnswer = z.object({
  institution_type: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export const professionAnswer = z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() }));
export const yearListAnswer = z.array(
  z.object({ id: z.number().int(), name: z.string(), slug: z.string(), sequence: z.number().int() }),
);
export const subjectListAnswer = z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() }));

// ---- landing pages of the /{title} rule (the spec's remote landing-page list) ---------------------------

export const landingPageListAnswer = z.array(z.object({ slug: z.string(), title: z.string() }));
export const landingPageParams = z.object({ slug: slugSchema });
export const landingPageAnswer = z.object({
  slug: z.string(),
  title: z.string(),
  headline: z.string(),
  description: z.string(),
  institution: institutionDetailSchema,
});
export type LandingPage = z.infer<typeof landingPageAnswer>;
