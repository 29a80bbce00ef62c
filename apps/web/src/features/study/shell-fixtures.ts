import type { ChapterListEntry, ReportObject, SidebarActivity } from "@app/domain/study/contracts";

/** Test data of the study page shell (topics, a topic's activities, the report), as the API answers it. */

type Chapter = ChapterListEntry["chapters"][number];

export function chapterFixture(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: 20,
    title: "Pengenalan Excel",
    description: "Mengenal lembar kerja.",
    session: 1,
    total_resource: 2,
    completed_resource: 0,
    duration: 90,
    session_sequence: { verification_status_label: null },
    ...overrides,
  };
}

/** A topic entry of the tab-activity answer holding `chapters`. */
export function topicFixture(chapters: Chapter[], overrides: Partial<ChapterListEntry> = {}): ChapterListEntry {
  return {
    enrolled: true,
    is_addon: false,
    addon_id: null,
    addon_title: null,
    addon_description: null,
    addon_prices: null,
    addon_quota_remaining: null,
    chapters,
    ...overrides,
  };
}

/** An add-on topic the learner has not bought. */
export function addonTopicFixture(overrides: Partial<ChapterListEntry> = {}): ChapterListEntry {
  return topicFixture([chapterFixture({ id: 90, title: "Topik Lanjutan", total_resource: 3 })], {
    enrolled: false,
    is_addon: true,
    addon_id: 900,
    addon_title: "Topik Lanjutan: Makro",
    addon_description: "Otomatiskan pekerjaan dengan makro.",
    addon_prices: 25000,
    addon_quota_remaining: 12,
    ...overrides,
  });
}

export function sidebarActivityFixture(overrides: Partial<SidebarActivity> = {}): SidebarActivity {
  return {
    id: 101,
    slug: "mengenal-sel",
    title: "Mengenal Sel dan Rumus",
    type: "html",
    description: "",
    duration: 15,
    activity_type_icon: "html",
    activity_type_label: "Materi",
    is_complete: false,
    is_presence_participation: false,
    presence: null,
    bobot_percentage: 0,
    relation_id: null,
    relation_title: null,
    is_parent: false,
    is_request_remedial: false,
    is_remedial_submitted: false,
    pmo_submission_status: null,
    is_addon_resource: false,
    enrolled: true,
    is_group_activity: false,
    addon_resource_detail: null,
    ...overrides,
  };
}

export function reportFixture(overrides: Partial<ReportObject> = {}): ReportObject {
  return {
    program_user_id: 500,
    scoring_date: null,
    show_certificate: false,
    show_report: true,
    can_view_certificate: false,
    certificate_error_code: null,
    percentage_progress: 20,
    pretest_score: null,
    posttest_score: null,
    ...overrides,
  };
}
