import { z } from "zod";
import { programCardSchema, slugSchema } from "../catalogue/contracts";
import { focusPmoSubmission } from "../prakerja/progress";
import { envelope } from "../shared/envelope";

/**
 * The calls of the study page (spec 001 section 7), both sides. Where the spec says "not shown" the fields are
 * ours, written down in docs/api.md. Every id the caller sends is checked against the session on the server
 * (RELIABILITY S9): the learner's own enrolment, or 403.
 */

export const STUDY_MESSAGES = {
  notYours: "Anda tidak memiliki akses ke data ini",
  activityNotFound: "Aktivitas tidak ditemukan",
  programNotAvailable: "Program tidak tersedia",
  activityLocked: "Aktivitas ini belum Anda miliki",
  notStarted: "Aktivitas belum dimulai",
  archived: "Program sudah diarsipkan",
  subscriptionLocked: "Masa akses program ini sudah berakhir",
  groupNotJoined: "Anda belum bergabung dengan kelompok belajar",
  redeemRequired: "Tukarkan kode redeem program ini terlebih dahulu",
  timerRunning: "Selesaikan waktu belajar aktivitas ini terlebih dahulu",
  /** A video's end reported before 90 % of its length has passed since the activity was started (issue 17). */
  videoNotWatched: "Selesaikan menonton video terlebih dahulu",
  reflectionRequired: "Tuliskan refleksi Anda terlebih dahulu",
  alreadyRated: "Anda sudah memberi penilaian untuk program ini",
  ratingTooEarly: "Penilaian dapat diberikan setelah progres belajar lebih dari 49%",
  commentEmpty: "Komentar tidak boleh kosong",
  commentTooLong: "Komentar paling banyak 2.000 karakter",
  commentsClosed: "Komentar tidak tersedia untuk aktivitas ini",
  groupNotFound: "Kelompok belajar tidak ditemukan",
  groupFull: "Kelompok belajar sudah penuh",
  groupNotChosen: "Anda belum memilih kelompok belajar",
  groupStaffOnly: "Hanya fasilitator dan admin program yang dapat memutuskan permintaan kelompok",
  noGroupRequest: "Tidak ada permintaan kelompok belajar yang menunggu keputusan",
  meetingNotConfigured: "Layanan rapat daring belum dikonfigurasi",
  meetingNotFound: "Sesi rapat tidak ditemukan",
  hostOnly: "Hanya fasilitator yang dapat membuka sesi sebagai tuan rumah",
  /** A quiz activity is completed by finishing the quiz (its score decides), never by the completion call. */
  finishQuizFirst: "Selesaikan kuis ini untuk menyelesaikan aktivitas",
} as const;

/** Spec 001 section 9 and our own limits. */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_MAX = 20;
export const GROUP_PAGE_SIZE = 12;
export const REFLECTION_MAX_LENGTH = 5000;
export const RATING_REVIEW_MAX_LENGTH = 1000;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoOrNull = z.string().nullable();

// ---- POST program-activity/v3/program-detail/validate ------------------------------------------------------

export const validateBody = z.object({
  type_access: z.literal("activity"),
  user_id: id,
  slug: slugSchema,
  /** A partner site's slug, when the page is opened there. */
  subdomain_slug: slugSchema.optional(),
});

/**
 * The validate object (spec 001 section 3). Sent with status 200 when the activity exists, whatever the
 * caller's access; the route rule (study/route-rule.ts) decides from it. Unknown slug: status 400; removed
 * programme: 114; an add-on activity the learner does not own: 122.
 */
export const validateObject = z.object({
  program_id: z.number().int(),
  program_user_id: z.number().int().nullable(),
  user_id: z.number().int(),
  activity_id: z.number().int(),
  chapter_id: z.number().int(),
  linier: z.boolean(),
  is_joined: z.boolean(),
  has_user_group: z.boolean(),
  /**
   * The programme is given to an institution's cohort (the spec's user group, not a study group) and whether the
   * learner is in it; no cohorts exist yet, so both are false (decisions/007).
   */
  is_user_group_joined: z.boolean(),
  creator: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  creator_id: z.number().int(),
  is_external: z.boolean(),
  /** 'prakerja' for a job-training purchase, else 'regular'. */
  purchase_type: z.enum(["regular", "prakerja"]),
  /**
   * The purchase-type rule (spec 000 section 4.8, packages/domain/src/cart/purchase-type.ts): false only for a
   * Prakerja programme with a redemption programme whose enrolment has no redeem record at or below success
   * (a failed redeem, status 2 or 3, or no enrolment); decisions/029.
   */
  is_purchase_allowed: z.boolean(),
  is_admin: z.boolean(),
  is_asesor: z.boolean(),
  /** The programme is still taking registrations (its study has not begun). */
  is_registration_stage: z.boolean(),
  /** The highest face-verification sequence passed (1 = the redeem itself); null before any. */
  last_fr_session: z.number().int().nullable(),
  /** The programme has a redemption programme at the Prakerja partner (a code must be redeemed). */
  has_redeem_program: z.boolean(),
  /**
   * The enrolment's redeem status (0 unredeemed, 1 success, 2 internal failed, 3 Prakerja failed); null when the
   * programme has no redemption programme or the caller is not enrolled. The redeem-code modal opens unless 1.
   */
  redeem_status: z.number().int().nullable(),
  training_type: z.number().int(),
  program_name: z.string(),
  program_slug: z.string(),
  has_program_study_group_activity: z.boolean(),
});
export type ValidateObject = z.infer<typeof validateObject>;
export const validateAnswer = envelope(validateObject.nullable());

// ---- the three calls on an enrolment: dashboard, tab activity, report --------------------------------------

export const enrolmentBody = z.object({
  user_id: id,
  program_user_id: id,
  /** The programme id. */
  id: id,
});

/** Activity dashboard (spec 001 section 3) with what the top bar and footer need besides. */
export const activityDashboard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_name: z.string(),
  training_type: z.number().int(),
  pmo_id: z.number().int().nullable(),
  folder_id: z.number().int().nullable(),
  room_id: z.number().int(),
  type_room: z.enum(["group", "channel", "single"]).nullable(),
  is_tanyamu_closed: z.boolean(),
  percentage_progress: z.number(),
  completed_resources: z.number().int(),
  total_resources: z.number().int(),
  using_presence_participation: z.boolean(),
  total_presence_participation_resource: z.number().int(),
  completed_presence_resource: z.number().int(),
  uncompleted_presence_resource: z.number().int(),
  percentage_presence_participation: z.number(),
  /** Minutes of the completed activities. */
  duration_completed_program: z.number().int(),
  is_rated: z.boolean(),
  is_available_to_rate: z.boolean(),
  scoring_date: isoOrNull,
  price_normal: z.number().int(),
  linier: z.boolean(),
  is_child: z.boolean(),
  has_program_study_group_activity: z.boolean(),
  /** A job-training purchase (face recognition, submission statuses, attendance rules). */
  is_job_training_purchase: z.boolean(),
  /**
   * Spec 002 section 3: the programme's final score, 0-100 with one decimal: the mean of the scored quiz
   * activities' best scores (each as a share of its maximum) weighted by bobot_percentage; null while none is scored.
   */
  final_score: z.number().nullable(),
  institution: z.object({
    name: z.string(),
    slug: z.string(),
    logo_2: z.string().nullable(),
    is_show_logo_footer: z.number().int(),
  }),
});
export type ActivityDashboard = z.infer<typeof activityDashboard>;
export const activityDashboardAnswer = envelope(activityDashboard);

/** One entry of the sidebar's topic list: a topic, or an add-on topic not yet bought (spec 001 section 3). */
export const chapterListEntry = z.object({
  enrolled: z.boolean(),
  is_addon: z.boolean(),
  addon_id: z.number().int().nullable(),
  addon_title: z.string().nullable(),
  addon_description: z.string().nullable(),
  addon_prices: z.number().int().nullable(),
  /** null: no quota. */
  addon_quota_remaining: z.number().int().nullable(),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      session: z.number().int(),
      total_resource: z.number().int(),
      completed_resource: z.number().int(),
      /** Minutes. */
      duration: z.number().int(),
      session_sequence: z.object({ verification_status_label: z.string().nullable() }),
    }),
  ),
});
export type ChapterListEntry = z.infer<typeof chapterListEntry>;
export const tabActivityAnswer = envelope(z.object({ chapter_list: z.array(chapterListEntry) }));

/** Report (spec 001 section 3). */
export const reportObject = z.object({
  program_user_id: z.number().int(),
  scoring_date: isoOrNull,
  show_certificate: z.boolean(),
  show_report: z.boolean(),
  can_view_certificate: z.boolean(),
  /** 401: a skills demonstration (uk) or independent practical task (tpm) is not yet assessed (spec 001 section 8). */
  certificate_error_code: z.number().int().nullable(),
  percentage_progress: z.number(),
  /** The best scored pretest / posttest attempt, 0-100 of its maximum (one decimal); null when none is scored. */
  pretest_score: z.number().nullable(),
  posttest_score: z.number().nullable(),
});
export type ReportObject = z.infer<typeof reportObject>;
export const reportAnswer = envelope(reportObject);

// ---- POST program-activity/v3/chapter-detail/get -----------------------------------------------------------

export const chapterDetailBody = z.object({
  user_id: id,
  program_user_id: id,
  program_id: id,
  chapter_id: id,
});

/** An activity in the sidebar (spec 001 section 3, Activity). */
export const sidebarActivity = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** A recorded video's measured length in seconds (decisions/012); it wins over the stated minutes when shown. */
  duration_seconds: z.number().nullable().optional(),
  activity_type_icon: z.string(),
  activity_type_label: z.string(),
  is_complete: z.boolean(),
  is_presence_participation: z.boolean(),
  /** 'hadir' once a presence activity is complete; null otherwise (absence is recorded by the facilitator). */
  presence: z.enum(["hadir", "tidak_hadir"]).nullable(),
  bobot_percentage: z.number().int(),
  relation_id: z.number().int().nullable(),
  relation_title: z.string().nullable(),
  is_parent: z.boolean(),
  /** The learner's latest assessed attempt of this quiz activity asked for a remedial (no later one assessed). */
  is_request_remedial: z.boolean(),
  /** With is_request_remedial: the learner has handed in a new attempt since (it waits for the assessor). */
  is_remedial_submitted: z.boolean(),
  pmo_submission_status: z.string().nullable(),
  is_addon_resource: z.boolean(),
  enrolled: z.boolean(),
  is_group_activity: z.boolean(),
  addon_resource_detail: z
    .object({
      addon_id: z.number().int(),
      description: z.string(),
      current_quota: z.number().int().nullable(),
      price: z.number().int(),
      is_available: z.boolean(),
    })
    .nullable(),
});
export type SidebarActivity = z.infer<typeof sidebarActivity>;
export const chapterDetailAnswer = envelope(z.object({ resource_detail: z.array(sidebarActivity) }));

// ---- POST program-activity/v4/activity-detail/get ----------------------------------------------------------

export const activityDetailBody = z.object({
  user_id: id,
  program_id: id,
  activity_id: id,
});

export const userActivity = z.object({
  id: z.number().int(),
  started_at: z.string(),
  finished_at: isoOrNull,
  video_ended_at: isoOrNull,
});
export type UserActivity = z.infer<typeof userActivity>;

/** The focused activity (spec 001 section 3, Activity focus). */
export const activityFocus = z.object({
  resource_detail: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    type: z.string(),
    /** Rich text, sanitised on the server to the allowed list (and again in the browser). */
    description: z.string(),
    content: z.string().nullable(),
    url: z.string().nullable(),
    duration: z.number().int(),
    /** A recorded video's measured length in seconds (decisions/012); it wins over the stated minutes when shown. */
    duration_seconds: z.number().nullable().optional(),
    /** Seconds; -1 when the activity has no timer. */
    completion_timer: z.number().int(),
    is_complete: z.boolean(),
    chapter_id: z.number().int(),
    session: z.number().int(),
    activity_type: z.number().int(),
    assessment_type: z.number().int(),
    bobot_percentage: z.number().int(),
    is_presence_participation: z.boolean(),
    meeting_number: z.string().nullable(),
    start_at: isoOrNull,
    end_at: isoOrNull,
    show_comment: z.boolean(),
    /** Recorded video that must be watched to the end before it can be completed. */
    is_video: z.boolean(),
  }),
  user_activity: userActivity.nullable(),
  resource_slug_after: z.string().nullable(),
  resource_title_after: z.string().nullable(),
  resource_slug_before: z.string().nullable(),
  resource_title_before: z.string().nullable(),
  face_recognition_url: z.string().nullable(),
  pmo_response: z.object({ success: z.boolean(), message: z.string() }).nullable(),
  sequence_status: z.string().nullable(),
  /** A tpm/uk activity of a redeemed Prakerja enrolment: its latest submission to the partner (decisions/031). */
  pmo_submission: focusPmoSubmission.nullable(),
  quiz_detail: z.object({ is_refleksi: z.boolean() }).nullable(),
  is_group_activity: z.boolean(),
  group_activity_type: z.string().nullable(),
  content_group: z
    .object({ selected_group: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable() })
    .nullable(),
  is_join_group: z.boolean(),
  /** The learner's own reflection (refleksi), once written. */
  reflection: z.string().nullable(),
});
export type ActivityFocus = z.infer<typeof activityFocus>;
export const activityDetailAnswer = envelope(z.object({ status: z.number().int(), data: activityFocus }));

// ---- POST program_activity/activity/ (start and finish) ----------------------------------------------------

export const setCompleteBody = z.object({
  program_user_id: id,
  resource_id: id,
  is_finish: z.boolean(),
  /** With is_finish false: the video of the activity was watched to its end. */
  video_ended: z.boolean().optional(),
  /** With is_finish true on a refleksi: the learner's reflection. */
  reflection: z.string().trim().max(REFLECTION_MAX_LENGTH).optional(),
});

export const completionResult = z.object({
  resource_id: z.number().int(),
  is_complete: z.boolean(),
  user_activity: userActivity,
  completed_resources: z.number().int(),
  total_resources: z.number().int(),
  percentage_progress: z.number(),
});
export type CompletionResult = z.infer<typeof completionResult>;
/**
 * Status 200 with is_complete false and a non-empty message (the watch-the-video warning) means the learner must
 * finish the video first (spec 002 section 4, 'Activity completion').
 */
export const setCompleteAnswer = envelope(completionResult);

// ---- POST program-activity/open-activity-tab ---------------------------------------------------------------

export const openTabBody = z.object({ resource_id: id });
export const openTabAnswer = envelope(z.object({ resource_id: z.number().int(), opened_count: z.number().int() }));

// ---- GET /program-activity/session-completion/{programId}/{session} ----------------------------------------

export const sessionCompletionParams = z.object({ programId: id, session: id });
export const sessionCompletionAnswer = envelope(
  z.object({
    /** The session's due time: the latest end of its activities, if any. */
    finish_at: isoOrNull,
    enrolled_at: z.string(),
    /** When its last activity was completed; null until all are. */
    finished_at: isoOrNull,
    user_activity_id: z.number().int().nullable(),
  }),
);

// ---- GET /program_activity/v2/product_by_activity/{activityId}/description ---------------------------------

export const descriptionParams = z.object({ activityId: id });
export const facilitatorDescriptionAnswer = envelope(
  z.object({
    room_id: z.number().int(),
    type_room: z.enum(["group", "channel", "single"]).nullable(),
    is_tanyamu_closed: z.boolean(),
  }),
);

// ---- POST /program_activity/rating/ ------------------------------------------------------------------------

export const ratingBody = z.object({
  program_id: id,
  rating: z.coerce.number().int().min(1, { message: "Pilih 1 sampai 5 bintang" }).max(5, {
    message: "Pilih 1 sampai 5 bintang",
  }),
  review: z.string().trim().max(RATING_REVIEW_MAX_LENGTH).default(""),
});
export const ratingAnswer = envelope(
  z.object({ program_id: z.number().int(), rating: z.number().int(), review: z.string(), is_rated: z.literal(true) }),
);

// ---- comments ------------------------------------------------------------------------------------------------

export const commentListParams = z.object({
  activity_id: id,
  page: z.coerce.number().int().min(1).max(100_000),
  per_page: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX),
});
export const replyListParams = commentListParams.extend({ parent_id: id });

export const activityComment = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  /** Plain text with mentions as @[userId|displayName] (study/mention-codec.ts). */
  comment: z.string(),
  created_at: z.string(),
  reply_count: z.number().int(),
  is_mine: z.boolean(),
});
export type ActivityComment = z.infer<typeof activityComment>;
export const commentListAnswer = envelope(
  z.object({ comments: z.array(activityComment), total: z.number().int(), has_more: z.boolean() }),
);

export const postCommentBody = z.object({
  resource_id: id,
  comment: z
    .string()
    .trim()
    .min(1, { message: STUDY_MESSAGES.commentEmpty })
    .max(COMMENT_MAX_LENGTH, { message: STUDY_MESSAGES.commentTooLong }),
  parent_id: id.nullable().optional(),
});
export const postCommentAnswer = envelope(activityComment);

// ---- study groups --------------------------------------------------------------------------------------------

export const studyGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  quota: z.number().int(),
  is_full: z.boolean(),
  /** The caller's standing in it: null when not a member. */
  my_status: z.enum(["joined", "requested"]).nullable(),
});
export type StudyGroup = z.infer<typeof studyGroup>;

export const myGroupsParams = z.object({
  page: z.coerce.number().int().min(1).max(100_000),
  itemsPerPage: z.coerce.number().int().min(1).max(GROUP_PAGE_SIZE),
});
export const programBody = z.object({ program_id: id });
export const groupListAnswer = envelope(z.object({ groups: z.array(studyGroup), total: z.number().int() }));

export const manualGroupsParams = z.object({ programId: id });
export const manualGroupsQuery = z.object({
  name: z.string().trim().max(100).optional(),
  status: z.enum(["available", "full"]).optional(),
});

export const groupChoiceBody = z.object({ program_id: id, group_id: id });
export const groupChoiceAnswer = envelope(studyGroup);
/** A facilitator's decision on a learner's request to join a group (issue 19: the learner is notified). */
export const groupDecisionBody = z.object({ program_id: id, user_id: id, accept: z.boolean() });
export const groupDecisionAnswer = envelope(z.object({ status: z.enum(["joined", "declined"]) }));

export const groupDetailQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  items_per_page: z.coerce.number().int().min(1).max(GROUP_PAGE_SIZE).default(GROUP_PAGE_SIZE),
});
export const groupDetailBody = z.object({ program_id: id });
export const groupDetailAnswer = envelope(
  z.object({
    group: studyGroup.nullable(),
    members: z.array(z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })),
    total: z.number().int(),
  }),
);

// ---- POST /program-activity/zoom/signature -------------------------------------------------------------------

export const zoomSignatureBody = z.object({
  meeting_number: z.string().regex(/^\d{9,11}$/, { message: "Nomor rapat tidak valid" }),
  /** 0 participant, 1 host. */
  role: z.coerce.number().int().min(0).max(1),
});
export const zoomSignatureAnswer = envelope(
  z.object({ signature: z.string(), sdk_key: z.string(), meeting_number: z.string(), expires_at: z.string() }),
);

// ---- additions of the social calls (comments, study groups) ----------------------------------------------------

export const STUDY_SOCIAL_MESSAGES = {
  /** A reply's parent (or the comment whose replies are asked) is not a top-level comment of the activity. */
  commentNotFound: "Komentar tidak ditemukan",
} as const;

/** POST program/resource_group/select_group/?refresh=1: accepted; the answer is always read fresh. */
export const selectGroupQuery = z.object({ refresh: z.enum(["0", "1", "true", "false"]).optional() });

// ---- the programme recommendation (issue 22) --------------------------------------------------------------------

/**
 * GET program_activity/program_recommendation/{program_slug}/ (spec 001 section 7, answer "not shown"): what an
 * enrolled learner may take next — catalogue programme cards (the catalogue's card renders them), at most `limit`.
 */
export const RECOMMENDATION = {
  limit: 6,
  /** The same answer for an unknown slug and a programme the caller is not enrolled in. */
  notFound: "Program tidak ditemukan",
} as const;

export const recommendationParams = z.object({ program_slug: slugSchema });
export const recommendationAnswer = envelope(z.array(programCardSchema).max(RECOMMENDATION.limit));
export type RecommendationAnswer = z.infer<typeof recommendationAnswer>;
