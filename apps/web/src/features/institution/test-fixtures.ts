import type { ProgramCard } from "@app/domain/catalogue/contracts";
import type { InstitutionDetail, InstitutionItem } from "@app/domain/institution/contracts";

/** An institution as the lists answer it. */
export function institutionItem(overrides: Partial<InstitutionItem> = {}): InstitutionItem {
  return {
    id: 2,
    name: "Lembaga Pelatihan Digital Maju",
    slug: "lembaga-pelatihan-digital-maju",
    logo: null,
    type: 2,
    type_label: "Lembaga Pelatihan",
    city: "Jakarta",
    program_count: 6,
    prakerja_program_count: 2,
    ...overrides,
  };
}

/** An institution as GET /user/institution/get/{slug} and get-by-domain answer it. */
export function institutionDetail(overrides: Partial<InstitutionDetail> = {}): InstitutionDetail {
  return {
    ...institutionItem(),
    description: "<p>Pelatihan keterampilan digital untuk pencari kerja dan pelaku usaha.</p>",
    logo_2: null,
    is_show_logo_footer: 0,
    subdomain: "digitalmaju",
    brand_color: "#0f766e",
    landing_headline: "Kuasai keterampilan digital bersama Digital Maju",
    landing_description: "<p>Kelas praktis dari praktisi industri.</p>",
    website: null,
    parent: null,
    children_count: 0,
    ...overrides,
  };
}

/** A page of a paged answer ({list, total, page, per_page, total_page, next_url}). */
export function pageOf<T>(list: T[], options: { page?: number; perPage?: number; total?: number } = {}) {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? 20;
  const total = options.total ?? list.length;
  const totalPage = Math.max(1, Math.ceil(total / perPage));
  return {
    list,
    total,
    page,
    per_page: perPage,
    total_page: totalPage,
    next_url: page < totalPage ? `/api/next?page=${page + 1}` : null,
  };
}

export function notFoundAnswer() {
  return { status: 404, body: { status: 404, message: "Data tidak ditemukan", data: null } };
}

export function faultAnswer() {
  return { status: 500, body: { status: 500, message: "Terjadi kesalahan", data: null } };
}

export type { ProgramCard };
