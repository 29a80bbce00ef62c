import { describe, expect, it } from "vitest";
import { PROGRAM_TYPES } from "../catalogue/constants";
import {
  type ActivityTag,
  type ActivityTagContext,
  type ActivityTagFields,
  activityTags,
  sessionVerificationTag,
} from "./activity-tags";

/** An activity that shows no tag at all. */
const plain: ActivityTagFields = {
  is_complete: false,
  is_presence_participation: false,
  presence: null,
  is_request_remedial: false,
  is_remedial_submitted: false,
  pmo_submission_status: null,
  is_addon_resource: false,
  bobot_percentage: 0,
  relation_id: null,
  relation_title: null,
  is_parent: false,
};
const regular: ActivityTagContext = { isJobTrainingPurchase: false, trainingType: PROGRAM_TYPES.regular };
const jobTrainingSelfPaced: ActivityTagContext = { isJobTrainingPurchase: true, trainingType: PROGRAM_TYPES.selfPaced };
const jobTrainingWebinar: ActivityTagContext = { isJobTrainingPurchase: true, trainingType: PROGRAM_TYPES.webinar };

const labels = (tags: ActivityTag[]) => tags.map((t) => t.label);

describe("activityTags (spec 001 section 4, Activity tags and icons)", () => {
  it("shows nothing for a plain activity", () => {
    expect(activityTags(plain, regular)).toEqual([]);
  });

  it.each<[string, Partial<ActivityTagFields>, ActivityTagContext, ActivityTag[]]>([
    [
      "presence activity not complete",
      { is_presence_participation: true, presence: "hadir" },
      regular,
      [{ label: "Sesi Kehadiran", tone: "info", icon: "presence" }],
    ],
    [
      "complete and absent",
      { is_presence_participation: true, is_complete: true, presence: "tidak_hadir" },
      regular,
      [{ label: "Tidak Hadir", tone: "danger", icon: "absent" }],
    ],
    [
      "complete presence activity with no record (absent)",
      { is_presence_participation: true, is_complete: true, presence: null },
      regular,
      [{ label: "Tidak Hadir", tone: "danger", icon: "absent" }],
    ],
    [
      "complete, absent, not a presence activity",
      { is_complete: true, presence: "tidak_hadir" },
      regular,
      [{ label: "Tidak Hadir", tone: "danger", icon: "absent" }],
    ],
    [
      "attended",
      { is_presence_participation: true, is_complete: true, presence: "hadir" },
      regular,
      [{ label: "Hadir", tone: "success", icon: "attended" }],
    ],
    [
      "attended, not a presence activity",
      { presence: "hadir" },
      regular,
      [{ label: "Hadir", tone: "success", icon: "attended" }],
    ],
    [
      "remedial requested, task pending (the new task not handed in yet)",
      { is_request_remedial: true, is_remedial_submitted: false },
      regular,
      [{ label: "Tugas Belum Diterima", tone: "danger" }],
    ],
    [
      "remedial requested, otherwise (handed in, the verdict still stands)",
      { is_request_remedial: true, is_remedial_submitted: true },
      regular,
      [{ label: "Belum Memenuhi Kriteria", tone: "danger" }],
    ],
    [
      "a job-training submission status does not decide the remedial tag",
      { is_request_remedial: true, is_remedial_submitted: true, pmo_submission_status: "pending" },
      regular,
      [{ label: "Belum Memenuhi Kriteria", tone: "danger" }],
    ],
    [
      "no remedial requested: a handed-in task shows nothing",
      { is_request_remedial: false, is_remedial_submitted: true },
      regular,
      [],
    ],
    [
      "job-training self-paced, submission failed",
      { pmo_submission_status: "failed" },
      jobTrainingSelfPaced,
      [{ label: "Gagal Dikumpulkan", tone: "danger", icon: "failed" }],
    ],
    [
      "job-training webinar, submission failed",
      { pmo_submission_status: "failed" },
      jobTrainingWebinar,
      [{ label: "Gagal Dikumpulkan", tone: "danger", icon: "failed" }],
    ],
    [
      "job-training self-paced, submission pending",
      { pmo_submission_status: "pending" },
      jobTrainingSelfPaced,
      [{ label: "Sedang Diproses", tone: "warning", icon: "pending" }],
    ],
    [
      "job-training webinar, submission internal-pending",
      { pmo_submission_status: "internal-pending" },
      jobTrainingWebinar,
      [{ label: "Sedang Diproses", tone: "warning", icon: "pending" }],
    ],
    ["job-training, other submission status", { pmo_submission_status: "success" }, jobTrainingWebinar, []],
    ["failed submission, not a job-training purchase", { pmo_submission_status: "failed" }, regular, []],
    [
      "failed submission, job-training but regular training",
      { pmo_submission_status: "failed" },
      { isJobTrainingPurchase: true, trainingType: PROGRAM_TYPES.regular },
      [],
    ],
    [
      "pending submission, job-training but offline training",
      { pmo_submission_status: "pending" },
      { isJobTrainingPurchase: true, trainingType: PROGRAM_TYPES.offline },
      [],
    ],
    [
      "add-on activity (weight ignored)",
      { is_addon_resource: true, bobot_percentage: 20 },
      regular,
      [{ label: "Aktivitas Tambahan", tone: "info", icon: "addon" }],
    ],
    [
      "weighted, not an add-on",
      { bobot_percentage: 0.5 },
      regular,
      [{ label: "Aktivitas Wajib", tone: "neutral", icon: "required" }],
    ],
    [
      "prerequisite on a parent",
      { relation_id: 9, relation_title: "Sesi 1", is_parent: true },
      regular,
      [{ label: "Prasyarat Aktivitas Sesi 1", tone: "neutral", icon: "prerequisite" }],
    ],
    ["relation but not a parent, not complete", { relation_id: 9, relation_title: "Sesi 1" }, regular, []],
    ["a parent without a relation", { is_parent: true, relation_title: "Sesi 1" }, regular, []],
    [
      "absent icon: complete, non-parent related activity with no presence",
      { is_complete: true, relation_id: 9, relation_title: "Sesi 1" },
      regular,
      [{ label: "Tidak Hadir", tone: "danger", icon: "absent", iconOnly: true }],
    ],
    [
      "no absent icon for a related parent",
      { is_complete: true, relation_id: 9, relation_title: "Sesi 1", is_parent: true },
      regular,
      [{ label: "Prasyarat Aktivitas Sesi 1", tone: "neutral", icon: "prerequisite" }],
    ],
  ])("%s", (_, change, context, expected) => {
    expect(activityTags({ ...plain, ...change }, context)).toEqual(expected);
  });

  it("shows independent rows together, in the table's order", () => {
    const busy: ActivityTagFields = {
      ...plain,
      is_presence_participation: true,
      is_request_remedial: true,
      is_remedial_submitted: true,
      pmo_submission_status: "failed",
      bobot_percentage: 10,
      relation_id: 3,
      relation_title: "Pretest",
      is_parent: true,
    };
    expect(labels(activityTags(busy, jobTrainingSelfPaced))).toEqual([
      "Sesi Kehadiran",
      "Belum Memenuhi Kriteria",
      "Gagal Dikumpulkan",
      "Aktivitas Wajib",
      "Prasyarat Aktivitas Pretest",
    ]);
    expect(labels(activityTags({ ...busy, is_remedial_submitted: false }, jobTrainingSelfPaced))).toContain(
      "Tugas Belum Diterima",
    );
  });
});

describe("sessionVerificationTag (spec 001 section 4)", () => {
  const jt = { isJobTrainingPurchase: true };
  it("shows the three named labels in their tones to job-training purchasers", () => {
    expect(sessionVerificationTag("Gagal Verifikasi", jt)).toEqual({ label: "Gagal Verifikasi", tone: "danger" });
    expect(sessionVerificationTag("Berhasil Verifikasi", jt)).toEqual({
      label: "Berhasil Verifikasi",
      tone: "success",
    });
    expect(sessionVerificationTag("Verifikasi Sedang Diproses", jt)).toEqual({
      label: "Verifikasi Sedang Diproses",
      tone: "neutral",
    });
  });
  it("hides Belum Verifikasi, unknown labels, no label, and everything for other purchases", () => {
    expect(sessionVerificationTag("Belum Verifikasi", jt)).toBeNull();
    expect(sessionVerificationTag("constructor", jt)).toBeNull();
    expect(sessionVerificationTag(null, jt)).toBeNull();
    expect(sessionVerificationTag("Berhasil Verifikasi", { isJobTrainingPurchase: false })).toBeNull();
  });
});
