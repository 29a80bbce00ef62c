import type {
  ActivityComment,
  ActivityDashboard,
  ActivityFocus,
  CompletionResult,
  StudyGroup,
  ValidateObject,
} from "@app/domain/study/contracts";

/** Test data of the focused activity, as the API answers it (contracts in packages/domain/src/study). */

export function validateFixture(overrides: Partial<ValidateObject> = {}): ValidateObject {
  return {
    program_id: 10,
    program_user_id: 500,
    user_id: 5,
    activity_id: 101,
    chapter_id: 20,
    linier: false,
    is_joined: true,
    has_user_group: false,
    is_user_group_joined: false,
    creator: { id: 7, name: "Lembaga Kursus Maju", slug: "lembaga-kursus-maju" },
    creator_id: 7,
    is_external: false,
    purchase_type: "regular",
    is_purchase_allowed: true,
    is_admin: false,
    is_asesor: false,
    is_registration_stage: false,
    last_fr_session: null,
    has_redeem_program: false,
    redeem_status: null,
    training_type: 0,
    program_name: "Belajar Excel Dasar untuk Pemula",
    program_slug: "belajar-excel-dasar",
    has_program_study_group_activity: false,
    ...overrides,
  };
}

export function dashboardFixture(overrides: Partial<ActivityDashboard> = {}): ActivityDashboard {
  return {
    id: 10,
    name: "Belajar Excel Dasar untuk Pemula",
    slug: "belajar-excel-dasar",
    category_name: "KELASMU",
    training_type: 0,
    pmo_id: null,
    folder_id: null,
    room_id: 0,
    type_room: null,
    is_tanyamu_closed: false,
    percentage_progress: 20,
    completed_resources: 1,
    total_resources: 5,
    using_presence_participation: false,
    total_presence_participation_resource: 0,
    completed_presence_resource: 0,
    uncompleted_presence_resource: 0,
    percentage_presence_participation: 0,
    duration_completed_program: 10,
    final_score: null,
    is_rated: false,
    is_available_to_rate: false,
    scoring_date: null,
    price_normal: 150000,
    linier: false,
    is_child: false,
    has_program_study_group_activity: false,
    is_job_training_purchase: false,
    institution: { name: "Lembaga Kursus Maju", slug: "lembaga-kursus-maju", logo_2: null, is_show_logo_footer: 0 },
    ...overrides,
  };
}

export const STARTED_AT = "2026-11-20T03:00:00.000Z";

export function activityFixture(
  detail: Partial<ActivityFocus["resource_detail"]> = {},
  overrides: Partial<Omit<ActivityFocus, "resource_detail">> = {},
): ActivityFocus {
  return {
    resource_detail: {
      id: 101,
      slug: "pengenalan-rumus",
      title: "Pengenalan Rumus",
      type: "html",
      description: "<p>Mengenal rumus dasar.</p>",
      content: "<p>Isi materi.</p>",
      url: null,
      duration: 15,
      completion_timer: -1,
      is_complete: false,
      chapter_id: 20,
      session: 1,
      activity_type: 0,
      assessment_type: 0,
      bobot_percentage: 0,
      is_presence_participation: false,
      meeting_number: null,
      start_at: null,
      end_at: null,
      show_comment: false,
      is_video: false,
      ...detail,
    },
    user_activity: { id: 900, started_at: STARTED_AT, finished_at: null, video_ended_at: null },
    resource_slug_after: "tabel-pivot",
    resource_title_after: "Tabel Pivot",
    resource_slug_before: null,
    resource_title_before: null,
    face_recognition_url: null,
    pmo_response: null,
    sequence_status: null,
    pmo_submission: null,
    quiz_detail: null,
    is_group_activity: false,
    group_activity_type: null,
    content_group: null,
    is_join_group: false,
    reflection: null,
    ...overrides,
  };
}

export function completionFixture(overrides: Partial<CompletionResult> = {}): CompletionResult {
  return {
    resource_id: 101,
    is_complete: false,
    user_activity: { id: 900, started_at: STARTED_AT, finished_at: null, video_ended_at: null },
    completed_resources: 1,
    total_resources: 5,
    percentage_progress: 20,
    ...overrides,
  };
}

export function commentFixture(overrides: Partial<ActivityComment> = {}): ActivityComment {
  return {
    id: 1,
    parent_id: null,
    user: { id: 8, name: "Budi Santoso", avatar: null },
    comment: "Materinya jelas.",
    created_at: "2026-11-21T02:00:00.000Z",
    reply_count: 0,
    is_mine: false,
    ...overrides,
  };
}

export function groupFixture(overrides: Partial<StudyGroup> = {}): StudyGroup {
  return {
    id: 1,
    name: "Kelompok A",
    description: "Kelompok pagi",
    member_count: 3,
    quota: 10,
    is_full: false,
    my_status: null,
    ...overrides,
  };
}

export function ok<T>(data: T, message = "OK") {
  return { body: { status: 200, message, data } };
}

export function refused(message: string, status = 400) {
  return { status, body: { status, message, data: null } };
}

type Answer = { status?: number; body: unknown };
export type StudyRoute = (request: { url: URL; body: unknown }) => Answer;

/**
 * A fake `fetch` answering by path with the request's JSON body at hand (start and finish share a path);
 * unknown paths answer 404. Records every call.
 */
export function fakeStudyApi(routes: Record<string, StudyRoute>) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? "GET", body });
    const route = routes[url.pathname];
    const answer = route
      ? route({ url, body })
      : { status: 404, body: { status: 404, message: "Not found", data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const to = (path: string) => calls.filter((call) => call.url.pathname === path);
  return { fn, calls, to };
}

export const PATHS = {
  detail: "/api/program-activity/v4/activity-detail/get",
  setComplete: "/api/program_activity/activity/",
  openTab: "/api/program-activity/open-activity-tab",
  comments: (activityId: number, page = 1) => `/api/program_activity/resource/user_comment/${activityId}/${page}/20`,
  postComment: "/api/program_activity/resource/comment/",
  rating: "/api/program_activity/rating/",
  manualGroups: (programId: number) => `/api/program-activity/study-group/manual-by-user/${programId}`,
  myGroups: "/api/program-activity/study-group/me/1/12",
  groupDetail: "/api/program-activity/v4/activity-detail/group/get",
  selectGroup: "/api/program/resource_group/select_group/",
  requestGroup: "/api/program/resource_group/request_group/",
} as const;
