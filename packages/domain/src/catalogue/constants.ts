/** Catalogue constants from spec 000 section 3, spec 001 section 3 and spec 002 sections 3 and 9. */

/** The category of the government job-training scheme's programmes: one spelling for the API and the web. */
export const PRAKERJA_CATEGORY = "PRAKERJA";

export const FIXED_CATEGORIES = ["KELASMU", "UJIANMU", PRAKERJA_CATEGORY] as const;

/** The career category is named after the configurable product slug: `karir` gives `KARIRMU`. */
export function careerCategory(productSlug: string): string {
  return `${productSlug.toUpperCase()}MU`;
}

/** "KARIRMU" -> "Karirmu", as the search selector shows categories. */
export function categoryLabel(category: string): string {
  return category.charAt(0) + category.slice(1).toLowerCase();
}

/** The four catalogue categories, in the order the home page shows them. */
export function programCategories(productSlug: string): readonly string[] {
  return ["KELASMU", "UJIANMU", careerCategory(productSlug), PRAKERJA_CATEGORY];
}

export const PROGRAM_TYPES = {
  regular: 0,
  offline: 1,
  webinar: 2,
  selfPaced: 3,
} as const;
export type ProgramType = (typeof PROGRAM_TYPES)[keyof typeof PROGRAM_TYPES];

export const PROGRAM_TYPE_LABELS: Record<ProgramType, string> = {
  0: "Reguler",
  1: "Luring",
  2: "Webinar",
  3: "Belajar Mandiri",
};

export const ACTIVITY_TYPES = {
  regular: 0,
  pretest: 1,
  posttest: 2,
  skillsDemonstration: 3,
  independentPracticalTask: 4,
} as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  0: "Aktivitas",
  1: "Pretest",
  2: "Posttest",
  3: "Uji Keterampilan",
  4: "Tugas Praktik Mandiri",
};

/** resource_detail.type values of spec 001 section 3. */
export const RESOURCE_TYPES = [
  "quiz",
  "refleksi",
  "quiz-v2",
  "ebook",
  "webview",
  "freetext",
  "live_streaming",
  "toolkit",
  "html",
  "image",
  "document",
  "direct_chat",
  "discussion",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  quiz: "Kuis",
  refleksi: "Refleksi",
  "quiz-v2": "Kuis",
  ebook: "E-book",
  webview: "Tautan",
  freetext: "Bacaan",
  live_streaming: "Sesi Langsung",
  toolkit: "Perangkat Belajar",
  html: "Materi",
  image: "Gambar",
  document: "Dokumen",
  direct_chat: "Diskusi Fasilitator",
  discussion: "Diskusi",
};

/** Institution types with value and label (spec 002 section 3). */
export const INSTITUTION_TYPES = [
  { value: 1, label: "Sekolah" },
  { value: 2, label: "Lembaga Pelatihan" },
  { value: 3, label: "Balai Latihan Kerja" },
  { value: 4, label: "Lembaga Kursus" },
  { value: 5, label: "Perusahaan" },
  { value: 6, label: "Perguruan Tinggi" },
  { value: 7, label: "Organisasi" },
  { value: 8, label: "Museum" },
  { value: 9, label: "Tempat Wisata" },
  { value: 101, label: "Lembaga Lainnya" },
  { value: 102, label: "Sekolah Lainnya" },
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]["value"];
export const INSTITUTION_TYPE_VALUES = INSTITUTION_TYPES.map((t) => t.value);

/** Learning levels of the learning-level menu (spec 002, Menus). */
export const PROGRAM_LEVELS = [
  "PAUD",
  "SD",
  "SMP",
  "SMA/SMK",
  "Mahasiswa",
  "Orangtua",
  "Guru",
  "Profesional",
  "Umum",
] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const CATALOGUE_LIMITS = {
  /** GET /program/list default page size (spec 002 section 9). */
  programListDefault: 30,
  /** Search list page size (spec 002 section 9). */
  searchListDefault: 36,
  /** The most a client may ask for in one page. */
  maxPageSize: 100,
  /** Slugs are generated from names; nothing longer is ever issued. */
  maxSlugLength: 200,
  maxSearchLength: 100,
  /** Reviews per page of a programme page. */
  reviewsPerPage: 10,
} as const;

/** The answer for a removed programme (spec 002 section 8). */
export const PROGRAM_UNAVAILABLE = { status: 114, message: "program not available" } as const;

/** `relevan` ranks by the search text; it is the default when there is one, `terpopuler` otherwise. */
export const PROGRAM_SORTS = [
  "relevan",
  "terbaru",
  "terpopuler",
  "rating",
  "harga_terendah",
  "harga_tertinggi",
] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];

export function defaultProgramSort(search: string | undefined): ProgramSort {
  return search?.trim() ? "relevan" : "terpopuler";
}

export const PROGRAM_SORT_LABELS: Record<ProgramSort, string> = {
  relevan: "Paling Sesuai",
  terbaru: "Terbaru",
  terpopuler: "Terpopuler",
  rating: "Rating Tertinggi",
  harga_terendah: "Harga Terendah",
  harga_tertinggi: "Harga Tertinggi",
};

export const PRICE_FILTERS = ["gratis", "berbayar"] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
