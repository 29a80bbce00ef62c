import type { EnrolledAnswer, EnrolledProgram, TodoItem } from "@app/domain/learning/contracts";

export function enrolledProgramFixture(overrides: Partial<EnrolledProgram> = {}): EnrolledProgram {
  return {
    program_user_id: 501,
    id: 35,
    slug: "excel-untuk-pemula",
    name: "Excel untuk Pemula",
    avatar: null,
    category_name: "KARIRMU",
    training_type: 0,
    creator: { name: "BLK Kreatif Bandung", slug: "blk-kreatif-bandung" },
    folder_id: null,
    percentage_progress: 40,
    completed_resources: 4,
    total_resources: 10,
    progress: "ongoing",
    enrolled_at: "2026-11-01T03:00:00.000Z",
    last_activity_at: "2026-11-20T03:00:00.000Z",
    ...overrides,
  };
}

export function enrolledAnswerFixture(
  data: EnrolledProgram[],
  nextUrl: string | null = null,
  folders: EnrolledAnswer["filter"]["folders"] = [],
): EnrolledAnswer {
  return {
    status: 200,
    message: "OK",
    data,
    next_url: nextUrl,
    filter: {
      progress: [
        { value: "all", label: "Semua", count: 3 },
        { value: "not_started", label: "Belum Dimulai", count: 1 },
        { value: "ongoing", label: "Sedang Berjalan", count: 1 },
        { value: "finished", label: "Selesai", count: 1 },
      ],
      sort: [
        { value: "newest", label: "Terbaru Diikuti" },
        { value: "last_studied", label: "Terakhir Dipelajari" },
        { value: "name", label: "Nama (A–Z)" },
      ],
      folders,
    },
  };
}

/** A webinar of 'Excel untuk Pemula' on Monday 30 November 2026, 19.00 WIB. */
export function todoItemFixture(overrides: Partial<TodoItem> = {}): TodoItem {
  return {
    resource_id: 901,
    slug: "webinar-rumus-dasar",
    title: "Webinar: Rumus Dasar",
    type: "live_streaming",
    type_label: "Sesi Langsung",
    program: { id: 35, slug: "excel-untuk-pemula", name: "Excel untuk Pemula" },
    program_user_id: 501,
    start_at: "2026-11-30T12:00:00.000Z",
    end_at: "2026-11-30T13:30:00.000Z",
    is_required: true,
    is_complete: false,
    ...overrides,
  };
}
