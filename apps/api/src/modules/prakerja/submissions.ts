import {
  type FocusPmoSubmission,
  PMO_MESSAGES,
  type PmoSubmission,
  type PrakerjaUserProgressData,
  pmoSubmissionStatusOf,
} from "@app/domain/prakerja/progress";
import { uploadUrl } from "@app/domain/quiz/contracts";
import { paragraphsToEssay } from "@app/domain/quiz/rules";
import { type AnyColumn, and, asc, desc, eq, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { chapters, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import { prakerjaRedeems, prakerjaSubmissions } from "../../db/schema/prakerja";
import { quizAnswers, quizAttempts, quizzes } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isoOrNull } from "../../platform/iso-time";
import { type AttendanceReader, VERIFICATION_STATUS_LABELS } from "./attendance";
import { partnerFileUrl } from "./file-links";
import { PartnerRefusal, type PrakerjaPartner, type SubmissionState, type SubmissionStatus } from "./partner";

/**
 * Scored practical tasks (tpm) and skills demonstrations (uk) of redeemed enrolments, submitted to the partner
 * (decisions/031). The assessor's scoring transaction writes an outbox row (enqueueSubmission); a worker delivers it
 * outside that transaction with an idempotency key per hand-in, retrying outages with backoff and never giving up,
 * and reads the partner's review back. A partner refusal (4xx) is final: 'failed' (Gagal Dikumpulkan).
 */

/** How long a partner 'diproses' is shown before its review is read again. */
export const SUBMISSION_CHECK_MS = 60_000;
/** A claimed delivery is retried after this long if its process died mid-call. */
const DELIVERY_LEASE_MS = 120_000;
const BATCH = 20;
/** Backoff after the n-th outage: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (tries: number) => Math.min(30_000 * 2 ** Math.max(0, tries - 1), 3_600_000);

const REDEEMED = 1;
const SCOPES: Record<number, "uk" | "tpm"> = { 3: "uk", 4: "tpm" };
const LINK = /^https?:\/\/\S{1,990}$/;

const statusOf = (s: SubmissionState) => (s === "diterima" ? "accepted" : s === "ditolak" ? "rejected" : "pending");

/**
 * Called in the assessor's scoring transaction: queues the scored hand-in of a redeemed enrolment's tpm/uk activity
 * (not a remedial request: that hand-in is not final). A re-score before delivery updates the queued score; after
 * delivery the submission stands as sent.
 */
export async function enqueueSubmission(tx: Db, attemptId: number, publicUrl: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({
      remedial: quizAttempts.isRequestRemedial,
      reviewState: quizAttempts.reviewState,
      auto: quizAttempts.autoPoints,
      manual: quizAttempts.manualPoints,
      max: quizAttempts.maxPoints,
      programUserId: quizAttempts.programUserId,
      resourceId: resources.id,
      activityType: resources.activityType,
      refleksi: quizzes.isRefleksi,
      session: chapters.session,
      redeemId: prakerjaRedeems.id,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .innerJoin(
      prakerjaRedeems,
      and(eq(prakerjaRedeems.programUserId, quizAttempts.programUserId), eq(prakerjaRedeems.status, REDEEMED)),
    )
    .where(eq(quizAttempts.id, attemptId));
  const scope = row ? SCOPES[row.activityType] : undefined;
  if (!row || !scope || row.refleksi || row.remedial || row.reviewState !== "assessed") return;
  const points = (row.auto ?? 0) + (row.manual ?? 0);
  const score = row.max && row.max > 0 ? Math.max(0, Math.min(100, Math.round((points * 100) / row.max))) : 0;
  const answers = await tx
    .select({ text: quizAnswers.text, fileIds: quizAnswers.fileIds })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId))
    .orderBy(asc(quizAnswers.id));
  const fileId = answers.flatMap((a) => a.fileIds)[0];
  const fileUrl = fileId === undefined ? null : `${publicUrl.replace(/\/+$/, "")}${uploadUrl(fileId)}`;
  // an essay is stored as escaped paragraphs (<p>…</p>): its text, not its markup, is the learner's link
  const url = answers.map((a) => paragraphsToEssay(a.text ?? "").trim()).find((text) => LINK.test(text)) ?? null;
  await tx
    .insert(prakerjaSubmissions)
    .values({
      attemptId,
      redeemId: row.redeemId,
      programUserId: row.programUserId,
      resourceId: row.resourceId,
      scope,
      sequence: row.session,
      score,
      fileUrl,
      url,
      idempotencyKey: `prakerja-submission-${attemptId}`,
      nextAttemptAt: now,
    })
    .onConflictDoUpdate({
      target: prakerjaSubmissions.attemptId,
      set: { score, fileUrl, url },
      setWhere: sql`${prakerjaSubmissions.status} = 'internal_pending'`,
    });
}

/**
 * How a queued file_url (the learner's upload address) is sent: as a signed, expiring link the partner can open
 * without a session (file-links.ts), signed at each delivery so a retry after a long outage still sends a good one.
 */
export type FileLinkSigning = { key: string; publicUrl: string };

/**
 * Delivers the queued submissions that are due: one claim per row, so several processes never send one twice.
 * Without `fileLinks` the stored file_url is sent as it is (tests of the queue only; app.ts always signs).
 */
export async function deliverDueSubmissions(
  db: Db,
  partner: PrakerjaPartner,
  now: Date,
  fileLinks?: FileLinkSigning,
): Promise<number> {
  const due = await db
    .select({ id: prakerjaSubmissions.id })
    .from(prakerjaSubmissions)
    .where(and(eq(prakerjaSubmissions.status, "internal_pending"), lte(prakerjaSubmissions.nextAttemptAt, now)))
    .orderBy(asc(prakerjaSubmissions.nextAttemptAt))
    .limit(BATCH);
  let delivered = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(prakerjaSubmissions)
      .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(
        and(
          eq(prakerjaSubmissions.id, id),
          eq(prakerjaSubmissions.status, "internal_pending"),
          lte(prakerjaSubmissions.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!claimed) continue;
    const [redeem] = await db
      .select({ code: prakerjaRedeems.redemptionCode })
      .from(prakerjaRedeems)
      .where(eq(prakerjaRedeems.id, claimed.redeemId));
    try {
      const answer = await partner.submitTask({
        redeemCode: redeem?.code ?? "",
        scope: claimed.scope === "uk" ? "uk" : "tpm",
        sequence: claimed.sequence,
        fileUrl: fileLinks ? partnerFileUrl(fileLinks.key, fileLinks.publicUrl, claimed.fileUrl, now) : claimed.fileUrl,
        url: claimed.url,
        score: claimed.score,
        idempotencyKey: claimed.idempotencyKey,
      });
      await recordAnswer(db, id, answer, now);
      delivered += 1;
    } catch (err) {
      if (err instanceof PartnerRefusal) {
        await db
          .update(prakerjaSubmissions)
          .set({
            status: "failed",
            feedback: err.errorDescription || err.error || err.errorCode,
            lastError: `${err.errorCode}: ${err.error}`.slice(0, 500),
            checkedAt: now,
          })
          .where(eq(prakerjaSubmissions.id, id));
      } else {
        const tries = claimed.tries + 1;
        await db
          .update(prakerjaSubmissions)
          .set({
            tries,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(tries)),
            lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          })
          .where(eq(prakerjaSubmissions.id, id));
      }
    }
  }
  return delivered;
}

async function recordAnswer(db: Db, id: number, answer: SubmissionStatus, now: Date): Promise<void> {
  await db
    .update(prakerjaSubmissions)
    .set({
      status: statusOf(answer.status),
      partnerSubmissionId: answer.submissionId,
      feedback: answer.feedback,
      submittedAt: new Date(answer.submittedAt),
      reviewedAt: answer.reviewedAt ? new Date(answer.reviewedAt) : null,
      checkedAt: now,
      lastError: null,
    })
    .where(eq(prakerjaSubmissions.id, id));
}

/**
 * Reads the partner's review of submissions it is still reviewing and last read more than `checkMs` ago (60 s unless
 * configured; one enrolment's, or any). An outage leaves them as they were.
 */
export async function refreshReviews(
  db: Db,
  partner: PrakerjaPartner,
  now: Date,
  programUserId?: number,
  checkMs = SUBMISSION_CHECK_MS,
) {
  const before = new Date(now.getTime() - checkMs);
  const rows = await db
    .select({ id: prakerjaSubmissions.id, partnerId: prakerjaSubmissions.partnerSubmissionId })
    .from(prakerjaSubmissions)
    .where(
      and(
        eq(prakerjaSubmissions.status, "pending"),
        or(isNull(prakerjaSubmissions.checkedAt), lt(prakerjaSubmissions.checkedAt, before)),
        programUserId === undefined ? undefined : eq(prakerjaSubmissions.programUserId, programUserId),
      ),
    )
    .orderBy(asc(prakerjaSubmissions.checkedAt))
    .limit(BATCH);
  for (const row of rows) {
    if (!row.partnerId) continue;
    try {
      await recordAnswer(db, row.id, await partner.getSubmission(row.partnerId), now);
    } catch {
      // outage or refusal: the last known status stands, read again later
    }
  }
}

/** The delivery worker: one run at a time per process (app.ts ticks it and kicks it after a scoring). */
export function submissionWorker(
  db: Db,
  partner: PrakerjaPartner,
  now: () => Date,
  onError: (err: unknown) => void,
  fileLinks: FileLinkSigning,
  reviewCheckMs = SUBMISSION_CHECK_MS,
) {
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        await deliverDueSubmissions(db, partner, now(), fileLinks);
        await refreshReviews(db, partner, now(), undefined, reviewCheckMs);
      } catch (err) {
        onError(err);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  /** resolves once no run is in progress (app.ts waits for it on close) */
  const idle = (): Promise<void> => running ?? Promise.resolve();
  return { tick, idle };
}

// ---- the study page ------------------------------------------------------------------------------------------

type LatestSubmissionJson = {
  status: string;
  feedback: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
} | null;

/**
 * The latest submission of an activity of an enrolment, as a correlated subquery for a page's one query (the focus):
 * the stored row as json, or null. Read it with focusSubmissionOf; the partner is not asked (the worker and the
 * progress call read pending reviews again).
 */
export const latestSubmissionSql = (programUserId: SQL | AnyColumn, resourceId: SQL | AnyColumn) =>
  sql<LatestSubmissionJson>`(select json_build_object('status', ps.status, 'feedback', ps.feedback,
      'submitted_at', ps.submitted_at, 'reviewed_at', ps.reviewed_at)
    from ${prakerjaSubmissions} ps
    where ps.program_user_id = ${programUserId} and ps.resource_id = ${resourceId}
    order by ps.attempt_id desc limit 1)`;

const isoOfJson = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The focus's pmo_submission of a tpm/uk activity (decisions/031): the latest submission, none after a reset (the
 * same rule as the sidebar's pmo_submission_status), none for another activity type.
 */
export function focusSubmissionOf(activityType: number, latest: LatestSubmissionJson): FocusPmoSubmission | null {
  if (!SCOPES[activityType] || !latest) return null;
  const status = pmoSubmissionStatusOf(latest.status);
  if (status === null) return null;
  return {
    status,
    feedback: latest.feedback,
    submitted_at: isoOfJson(latest.submitted_at),
    reviewed_at: isoOfJson(latest.reviewed_at),
  };
}

// ---- the learner's calls --------------------------------------------------------------------------------------

async function ownEnrolment(db: Db, userId: number, programId: number) {
  const [row] = await db
    .select({ id: programUsers.id, redeemStatus: prakerjaRedeems.status })
    .from(programUsers)
    .leftJoin(prakerjaRedeems, eq(prakerjaRedeems.programUserId, programUsers.id))
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)));
  if (!row) throw errors.refused(PMO_MESSAGES.notEnrolled);
  return row;
}

/**
 * POST program-activity/activity/pmo/reset: after the partner rejected (or refused) the latest submission of one of
 * the caller's activities, lets them hand it in again: the submission is set aside ('reset') and the hand-in counts
 * as a remedial request, which opens one more attempt; its scoring is submitted anew with its own key.
 */
export async function resetSubmission(
  db: Db,
  userId: number,
  body: { program_id: number; activity_id: number },
): Promise<{ activity_id: number; can_resubmit: boolean }> {
  const enrolment = await ownEnrolment(db, userId, body.program_id);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({
        id: prakerjaSubmissions.id,
        attemptId: prakerjaSubmissions.attemptId,
        status: prakerjaSubmissions.status,
      })
      .from(prakerjaSubmissions)
      .where(
        and(eq(prakerjaSubmissions.programUserId, enrolment.id), eq(prakerjaSubmissions.resourceId, body.activity_id)),
      )
      .orderBy(desc(prakerjaSubmissions.attemptId))
      .limit(1)
      .for("update");
    if (!latest || (latest.status !== "rejected" && latest.status !== "failed")) {
      throw errors.refused(PMO_MESSAGES.notResettable);
    }
    await tx.update(prakerjaSubmissions).set({ status: "reset" }).where(eq(prakerjaSubmissions.id, latest.id));
    await tx.update(quizAttempts).set({ isRequestRemedial: true }).where(eq(quizAttempts.id, latest.attemptId));
    return { activity_id: body.activity_id, can_resubmit: true };
  });
}

/**
 * POST program-activity/prakerja-user-progress: the caller's participation as the partner sees it: each presence
 * session's attendance, and the latest submission of each tpm/uk activity (its review read again when stale).
 */
export async function userProgress(
  db: Db,
  partner: PrakerjaPartner,
  attendance: AttendanceReader,
  userId: number,
  programId: number,
  now: Date,
): Promise<PrakerjaUserProgressData> {
  const enrolment = await ownEnrolment(db, userId, programId);
  const redeemed = enrolment.redeemStatus === REDEEMED;
  const base = { program_id: programId, program_user_id: enrolment.id, is_redeemed: redeemed };
  if (!redeemed) return { ...base, sessions: [], attended_sessions: 0, total_sessions: 0, submissions: [] };
  const presenceSessions = await db
    .selectDistinct({ session: chapters.session })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(and(eq(resources.programId, programId), eq(resources.isPresenceParticipation, true)))
    .orderBy(asc(chapters.session));
  const sequences = presenceSessions.map((s) => s.session);
  const statuses = await attendance(enrolment.id, sequences);
  const sessions = sequences.map((sequence) => {
    const status = statuses.get(sequence) ?? null;
    return { sequence, status, verification_status_label: status ? VERIFICATION_STATUS_LABELS[status] : null };
  });
  await refreshReviews(db, partner, now, enrolment.id);
  const rows = await db
    .select({
      resourceId: prakerjaSubmissions.resourceId,
      attemptId: prakerjaSubmissions.attemptId,
      title: resources.title,
      scope: prakerjaSubmissions.scope,
      sequence: prakerjaSubmissions.sequence,
      status: prakerjaSubmissions.status,
      feedback: prakerjaSubmissions.feedback,
      submittedAt: prakerjaSubmissions.submittedAt,
      reviewedAt: prakerjaSubmissions.reviewedAt,
    })
    .from(prakerjaSubmissions)
    .innerJoin(resources, eq(resources.id, prakerjaSubmissions.resourceId))
    .where(eq(prakerjaSubmissions.programUserId, enrolment.id))
    .orderBy(
      asc(prakerjaSubmissions.sequence),
      asc(prakerjaSubmissions.resourceId),
      desc(prakerjaSubmissions.attemptId),
    );
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.resourceId)) latest.set(row.resourceId, row);
  const submissions: PmoSubmission[] = [...latest.values()].flatMap((r) => {
    const status = pmoSubmissionStatusOf(r.status);
    if (status === null) return [];
    return {
      activity_id: r.resourceId,
      title: r.title,
      scope: r.scope === "uk" ? "uk" : "tpm",
      sequence: r.sequence,
      pmo_submission_status: status,
      feedback: r.feedback,
      submitted_at: isoOrNull(r.submittedAt),
      reviewed_at: isoOrNull(r.reviewedAt),
    };
  });
  return {
    ...base,
    sessions,
    attended_sessions: sessions.filter((s) => s.status === "hadir").length,
    total_sessions: sessions.length,
    submissions,
  };
}
