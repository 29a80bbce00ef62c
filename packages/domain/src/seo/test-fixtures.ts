import type { ProgramDetail } from "../catalogue/contracts";
import type { InstitutionDetail } from "../institution/contracts";

/** A programme detail and an institution detail as the API answers them, for the head builders' tests. */
export function programFixture(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    id: 7,
    slug: "desain-grafis-dasar",
    name: "Desain Grafis Dasar",
    category_name: "KARIRMU",
    program_type: 0,
    price: 150000,
    price_normal: 200000,
    avatar: null,
    level: "Umum",
    tags: [],
    rating: 4.5,
    reviewers: 12,
    total_resources: 10,
    creator: { id: 3, name: "Studio Rupa", slug: "studio-rupa", logo: "/media/logo.png", type: 2 },
    short_description: "<p>Belajar <strong>desain</strong> dari nol &amp; praktik.</p>",
    reviewers_five_star: 8,
    reviewers_four_star: 2,
    reviewers_three_star: 2,
    reviewers_two_star: 0,
    reviewers_one_star: 0,
    is_rated: true,
    total_duration: 600,
    total_chapters: 3,
    chapter_list: [],
    schedule_start: null,
    schedule_end: null,
    location: null,
    enrolled_count: 40,
    year_levels: [],
    ...overrides,
  };
}

export function institutionFixture(overrides: Partial<InstitutionDetail> = {}): InstitutionDetail {
  return {
    id: 3,
    name: "Studio Rupa",
    slug: "studio-rupa",
    logo: "https://cdn.example.com/logo.png",
    type: 2,
    type_label: "Perusahaan",
    city: "Bandung",
    program_count: 4,
    prakerja_program_count: 1,
    description: "<p>Studio desain di Bandung.</p>",
    logo_2: null,
    is_show_logo_footer: 0,
    subdomain: null,
    brand_color: null,
    landing_headline: null,
    landing_description: null,
    website: "https://studiorupa.example",
    parent: null,
    children_count: 0,
    ...overrides,
  };
}
