import type {
  ActivityListAnswer,
  ProgramActivityAnswer,
  ProgramCard,
  ProgramDescription,
  ProgramDetail,
} from "@app/domain/catalogue/contracts";

export function programCard(overrides: Partial<ProgramCard> = {}): ProgramCard {
  return {
    id: 1,
    slug: "belajar-excel-dasar",
    name: "Belajar Excel Dasar untuk Pemula",
    category_name: "KARIRMU",
    program_type: 0,
    price: 150000,
    price_normal: 150000,
    avatar: null,
    level: "Umum",
    tags: [],
    rating: 4.8,
    reviewers: 120,
    total_resources: 12,
    creator: { id: 7, name: "Lembaga Kursus Maju", slug: "lembaga-kursus-maju", logo: null, type: 4 },
    ...overrides,
  };
}

export function envelope<T>(data: T) {
  return { status: 200, message: "OK", data };
}

export function activityListAnswer(data: ProgramCard[], nextUrl: string | null): ActivityListAnswer {
  return {
    status: 200,
    message: "OK",
    data,
    filter: {
      applied: {},
      options: {
        category: [
          { value: "KELASMU", label: "Kelasmu" },
          { value: "KARIRMU", label: "Karirmu" },
        ],
        level: [{ value: "SD", label: "SD" }],
        type: [{ value: 2, label: "Webinar" }],
        price: [
          { value: "gratis", label: "Gratis" },
          { value: "berbayar", label: "Berbayar" },
        ],
        institution_type: [{ value: 4, label: "Lembaga Kursus" }],
      },
    },
    sort: {
      applied: "terpopuler",
      options: [
        { value: "terpopuler", label: "Terpopuler" },
        { value: "terbaru", label: "Terbaru" },
      ],
    },
    "next-url": nextUrl,
  };
}

export function programDetail(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    ...programCard(),
    short_description: "Kuasai rumus dan tabel Excel.",
    reviewers_five_star: 100,
    reviewers_four_star: 15,
    reviewers_three_star: 3,
    reviewers_two_star: 1,
    reviewers_one_star: 1,
    is_rated: false,
    total_duration: 240,
    total_chapters: 2,
    chapter_list: [],
    schedule_start: null,
    schedule_end: null,
    location: null,
    enrolled_count: 1200,
    year_levels: [],
    ...overrides,
  };
}

export function programDescription(overrides: Partial<ProgramDescription> = {}): ProgramDescription {
  return {
    id: 1,
    description: "<p>Program <strong>lengkap</strong> untuk pemula.</p>",
    learning_objectives: ["Membuat tabel pivot", "Menggunakan VLOOKUP"],
    room_id: 3,
    is_tanyamu_closed: false,
    ...overrides,
  };
}

export function programActivity(): ProgramActivityAnswer {
  const base = {
    is_addon: false,
    addon_title: null,
    addon_description: null,
    addon_prices: null,
    addon_quota_remaining: null,
  };
  return {
    id: 1,
    chapter_list: [
      {
        ...base,
        id: 11,
        title: "Pengenalan Excel",
        session: 1,
        total_resource: 2,
        duration: 45,
        resources: [
          {
            id: 101,
            slug: "pretest-excel",
            title: "Pretest Excel",
            type: "quiz",
            activity_type: 1,
            activity_type_label: "Pretest",
            duration: 15,
            bobot_percentage: 10,
            is_presence_participation: false,
            is_addon_resource: false,
            addon_resource_detail: null,
          },
          {
            id: 102,
            slug: "mengenal-sel",
            title: "Mengenal Sel dan Rumus",
            type: "html",
            activity_type: 0,
            activity_type_label: "Aktivitas",
            duration: 30,
            bobot_percentage: 0,
            is_presence_participation: false,
            is_addon_resource: false,
            addon_resource_detail: null,
          },
        ],
      },
      {
        ...base,
        id: 12,
        title: "Konsultasi",
        session: 2,
        total_resource: 1,
        duration: 60,
        is_addon: true,
        addon_title: "Sesi Konsultasi Privat",
        addon_description: "Tanya jawab langsung dengan mentor.",
        addon_prices: 25000,
        addon_quota_remaining: 3,
        resources: [],
      },
    ],
  };
}
