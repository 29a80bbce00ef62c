import { PROGRAM_TYPES } from "../catalogue/constants";
import { isRequiredActivity } from "../learning/todo";

/** The tags and icons of a sidebar activity (spec 001 section 4 'Activity tags and icons'). */

export type ActivityTagTone = "neutral" | "danger" | "success" | "warning" | "info";
export type ActivityTagIcon =
  | "presence"
  | "absent"
  | "attended"
  | "failed"
  | "pending"
  | "addon"
  | "required"
  | "prerequisite";

export type ActivityTag = {
  label: string;
  tone: ActivityTagTone;
  icon?: ActivityTagIcon;
  /** Shown as the icon alone; the label is then its accessible name. */
  iconOnly?: boolean;
};

/**
 * presence of an activity: "hadir" when the learner attended, "tidak_hadir" when the session recorded them
 * absent, null when nothing was recorded. A complete presence activity without a record counts as absent,
 * because its session is over and no attendance was taken for the learner.
 */
export type PresenceRecord = "hadir" | "tidak_hadir" | null;

/** The activity fields the tags read, named as the spec's Activity entity names them. */
export type ActivityTagFields = {
  is_complete: boolean;
  is_presence_participation: boolean;
  presence: PresenceRecord;
  /** The assessor asked for a remedial on the learner's latest assessed attempt. */
  is_request_remedial: boolean;
  /** The learner has handed in a new attempt since the remedial request (it is not yet assessed). */
  is_remedial_submitted: boolean;
  /** "failed", "pending", "internal-pending"; any other value shows nothing. */
  pmo_submission_status: string | null;
  is_addon_resource: boolean;
  bobot_percentage: number;
  /** The related (prerequisite) activity, when there is one. */
  relation_id: number | null;
  relation_title: string | null;
  is_parent: boolean;
};

export type ActivityTagContext = {
  /** The learner bought the programme through the job-training scheme (validate.purchase_type). */
  isJobTrainingPurchase: boolean;
  /** The programme's training_type: 0 regular, 1 offline, 2 webinar, 3 self-paced. */
  trainingType: number;
};

export const ACTIVITY_TAG_LABELS = {
  presenceSession: "Sesi Kehadiran",
  absent: "Tidak Hadir",
  attended: "Hadir",
  remedialPending: "Tugas Belum Diterima",
  remedialNotMet: "Belum Memenuhi Kriteria",
  submissionFailed: "Gagal Dikumpulkan",
  submissionPending: "Sedang Diproses",
  addon: "Aktivitas Tambahan",
  required: "Aktivitas Wajib",
} as const;

/** 'Prasyarat Aktivitas {title}'. */
export function prerequisiteLabel(title: string): string {
  return `Prasyarat Aktivitas ${title}`;
}

const PENDING_SUBMISSION = new Set(["pending", "internal-pending"]);

function hasRelation(activity: ActivityTagFields): boolean {
  return activity.relation_id !== null && activity.relation_id !== 0;
}

function presenceTag(activity: ActivityTagFields): ActivityTag | null {
  if (activity.is_presence_participation) {
    if (!activity.is_complete) return { label: ACTIVITY_TAG_LABELS.presenceSession, tone: "info", icon: "presence" };
    if (activity.presence === "hadir")
      return { label: ACTIVITY_TAG_LABELS.attended, tone: "success", icon: "attended" };
    return { label: ACTIVITY_TAG_LABELS.absent, tone: "danger", icon: "absent" };
  }
  if (activity.presence === "hadir") return { label: ACTIVITY_TAG_LABELS.attended, tone: "success", icon: "attended" };
  if (activity.is_complete && activity.presence === "tidak_hadir") {
    return { label: ACTIVITY_TAG_LABELS.absent, tone: "danger", icon: "absent" };
  }
  // Spec: "The absent icon also shows for a complete, non-parent related activity with no presence."
  if (activity.is_complete && !activity.is_parent && hasRelation(activity) && activity.presence === null) {
    return { label: ACTIVITY_TAG_LABELS.absent, tone: "danger", icon: "absent", iconOnly: true };
  }
  return null;
}

/**
 * "Remedial requested, task pending": the new task is still owed — the learner has not handed it in, so it has not
 * been received ("Tugas Belum Diterima", red: theirs to act on). "Otherwise": it was handed in and the verdict that
 * stands until the assessor looks again is that it falls short ("Belum Memenuhi Kriteria").
 */
function remedialTag(activity: ActivityTagFields): ActivityTag | null {
  if (!activity.is_request_remedial) return null;
  if (!activity.is_remedial_submitted) return { label: ACTIVITY_TAG_LABELS.remedialPending, tone: "danger" };
  return { label: ACTIVITY_TAG_LABELS.remedialNotMet, tone: "danger" };
}

function submissionTag(activity: ActivityTagFields, context: ActivityTagContext): ActivityTag | null {
  const reportsSubmission =
    context.isJobTrainingPurchase &&
    (context.trainingType === PROGRAM_TYPES.selfPaced || context.trainingType === PROGRAM_TYPES.webinar);
  if (!reportsSubmission || activity.pmo_submission_status === null) return null;
  if (activity.pmo_submission_status === "failed") {
    return { label: ACTIVITY_TAG_LABELS.submissionFailed, tone: "danger", icon: "failed" };
  }
  if (PENDING_SUBMISSION.has(activity.pmo_submission_status)) {
    return { label: ACTIVITY_TAG_LABELS.submissionPending, tone: "warning", icon: "pending" };
  }
  return null;
}

/**
 * Every tag of one activity, in the spec's table order. The rows fall into groups that each say one thing
 * (attendance, remedial, job-training submission, add-on or required, prerequisite); within a group at most
 * one tag shows, and the groups are independent, so a remedial verdict and a submission status can show side
 * by side.
 */
export function activityTags(activity: ActivityTagFields, context: ActivityTagContext): ActivityTag[] {
  const tags: ActivityTag[] = [];
  const push = (tag: ActivityTag | null) => {
    if (tag) tags.push(tag);
  };
  push(presenceTag(activity));
  push(remedialTag(activity));
  push(submissionTag(activity, context));
  if (activity.is_addon_resource) tags.push({ label: ACTIVITY_TAG_LABELS.addon, tone: "info", icon: "addon" });
  if (isRequiredActivity(activity.bobot_percentage, activity.is_addon_resource)) {
    tags.push({ label: ACTIVITY_TAG_LABELS.required, tone: "neutral", icon: "required" });
  }
  const title = activity.relation_title?.trim();
  if (activity.is_parent && hasRelation(activity) && title) {
    tags.push({ label: prerequisiteLabel(title), tone: "neutral", icon: "prerequisite" });
  }
  return tags;
}

/** The webinar session verification labels (chapters[].session_sequence.verification_status_label). */
export const SESSION_VERIFICATION_TONES: ReadonlyMap<string, ActivityTagTone> = new Map<string, ActivityTagTone>([
  ["Gagal Verifikasi", "danger"],
  ["Berhasil Verifikasi", "success"],
  ["Verifikasi Sedang Diproses", "neutral"],
]);

/**
 * The verification tag of a session, shown to job-training purchasers only. "Belum Verifikasi" is hidden
 * (nothing has happened yet), and so is any label the spec does not name, rather than showing it untoned.
 */
export function sessionVerificationTag(
  verificationStatusLabel: string | null,
  context: Pick<ActivityTagContext, "isJobTrainingPurchase">,
): ActivityTag | null {
  if (!context.isJobTrainingPurchase || verificationStatusLabel === null) return null;
  const tone = SESSION_VERIFICATION_TONES.get(verificationStatusLabel);
  return tone === undefined ? null : { label: verificationStatusLabel, tone };
}
