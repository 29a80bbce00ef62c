import {
  type AttemptFrSequenceBody,
  type CheckUpdateBody,
  type CheckUpdateData,
  maskRedemptionCode,
  type PartnerErrorFields,
  PRAKERJA_ERROR_CODES,
  PRAKERJA_MESSAGES,
  PRAKERJA_REDEEM_STATUS,
  type PrakerjaRedeemStatus,
  type RedeemCodeBody,
  type RedeemRecordData,
  type SubmitVerifyData,
} from "@app/domain/prakerja/contracts";
import { type PrakerjaDateOffsets, redemptionWindow, windowState } from "@app/domain/prakerja/redemption-window";
import { and, eq, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import {
  prakerjaAttendance,
  prakerjaFrAttempts,
  prakerjaRedeems,
  prakerjaRedemptionPrograms,
} from "../../db/schema/prakerja";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { PartnerRefusal, type PrakerjaPartner } from "./partner";

/**
 * The redeem flow (spec 001 section 7, decisions/029): the code is checked with the partner (redeem-code), a
 * face-verification link is asked for (submit-verify), and the verification's result read back by its state
 * commits the redemption (check-update). No transaction is held across a partner call; every write after one is
 * conditional, so a retry or a parallel request settles once. A partner outage is the spec's 503.
 */

export type RedeemContext = {
  db: Db;
  /** null when no partner is configured: every redeem call then answers the 503. */
  partner: PrakerjaPartner | null;
  offsets: PrakerjaDateOffsets;
  /** Where the partner's verification page sends the participant back (`<origin>/face-recognition-result`). */
  resultUrl: string;
  now: Date;
};

type RedeemRow = typeof prakerjaRedeems.$inferSelect;

type Enrolment = {
  programUserId: number;
  programId: number;
  programSlug: string;
  programType: number;
  scheduleStart: Date | null;
  enrolledAt: Date;
  email: string;
  prakerjaId: string | null;
  partnerCourseId: string | null;
  redeem: RedeemRow | null;
};

/** The caller's enrolment in the programme; another's (or none) is refused alike. */
async function enrolmentOf(db: Db, userId: number, programId: number): Promise<Enrolment> {
  const [row] = await db
    .select({
      programUserId: programUsers.id,
      programId: programs.id,
      programSlug: programs.slug,
      programType: programs.programType,
      scheduleStart: programs.scheduleStart,
      enrolledAt: programUsers.createdAt,
      email: users.email,
      prakerjaId: users.prakerjaId,
      partnerCourseId: prakerjaRedemptionPrograms.partnerCourseId,
      redeem: prakerjaRedeems,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(users, eq(users.id, programUsers.userId))
    .leftJoin(prakerjaRedemptionPrograms, eq(prakerjaRedemptionPrograms.programId, programs.id))
    .leftJoin(prakerjaRedeems, eq(prakerjaRedeems.programUserId, programUsers.id))
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)));
  if (!row) throw errors.refused(PRAKERJA_MESSAGES.notEnrolled);
  return row;
}

function statusOf(row: RedeemRow | null): PrakerjaRedeemStatus {
  const s = row?.status ?? 0;
  return s === 1 || s === 2 || s === 3 ? s : 0;
}

function sequenceStatusOf(value: string | null | undefined): RedeemRecordData["sequence_status"] {
  return value === "pending" || value === "success" || value === "failed" ? value : null;
}

function recordData(e: Pick<Enrolment, "programId" | "programUserId" | "programSlug">, row: RedeemRow | null) {
  return {
    program_id: e.programId,
    program_user_id: e.programUserId,
    program_slug: e.programSlug,
    redeem_status: statusOf(row),
    redemption_code_masked: row?.redemptionCode ? maskRedemptionCode(row.redemptionCode) : null,
    sequence: row?.sequence ?? null,
    sequence_status: sequenceStatusOf(row?.sequenceStatus),
    redeemed_at: row?.redeemedAt?.toISOString() ?? null,
  } satisfies RedeemRecordData;
}

/** Calls the partner; anything but its refusal (timeout, network, 5xx, bad answer, open circuit) is the 503. */
async function callPartner<T>(partner: PrakerjaPartner | null, call: (p: PrakerjaPartner) => Promise<T>): Promise<T> {
  if (!partner) throw errors.unavailable(PRAKERJA_MESSAGES.partnerUnavailable);
  try {
    return await call(partner);
  } catch (error) {
    if (error instanceof PartnerRefusal) throw error;
    throw errors.unavailable(PRAKERJA_MESSAGES.partnerUnavailable, error);
  }
}

const refusalFields = (r: PartnerRefusal): PartnerErrorFields => ({
  error: r.error,
  error_code: r.errorCode,
  error_description: r.errorDescription,
});

/**
 * Writes the enrolment's record (insert or update). A success is never overwritten by a later failure or a new
 * try: the conditional update then writes nothing and the stored record is read back.
 */
async function saveRecord(
  db: Db,
  e: Enrolment,
  userId: number,
  set: Partial<Omit<typeof prakerjaRedeems.$inferInsert, "id" | "programUserId" | "userId" | "programId">>,
  now: Date,
): Promise<RedeemRow> {
  const [row] = await db
    .insert(prakerjaRedeems)
    .values({ programUserId: e.programUserId, userId, programId: e.programId, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: prakerjaRedeems.programUserId,
      set: { ...set, updatedAt: now },
      setWhere: ne(prakerjaRedeems.status, PRAKERJA_REDEEM_STATUS.SUCCESS),
    })
    .returning();
  if (row) return row;
  const [stored] = await db.select().from(prakerjaRedeems).where(eq(prakerjaRedeems.programUserId, e.programUserId));
  if (!stored) throw new Error("a redeem record vanished while it was written");
  return stored;
}

/** Stores a failed redeem (status 2 or 3) with the error fields; a success stays as it is. */
async function storeFailure(
  ctx: RedeemContext,
  e: Enrolment,
  userId: number,
  status: 2 | 3,
  fields: PartnerErrorFields,
): Promise<RedeemRow> {
  return saveRecord(
    ctx.db,
    e,
    userId,
    {
      status,
      redemptionCode: null,
      errorCode: fields.error_code?.slice(0, 100) ?? null,
      error: fields.error?.slice(0, 500) ?? null,
      errorDescription: fields.error_description?.slice(0, 500) ?? null,
    },
    ctx.now,
  );
}

/** Stores the failure and refuses the call with its fields (HTTP 400). */
async function failRedeem(
  ctx: RedeemContext,
  e: Enrolment,
  userId: number,
  status: 2 | 3,
  fields: PartnerErrorFields,
  extra: Record<string, string> = {},
): Promise<never> {
  const row = await storeFailure(ctx, e, userId, status, fields);
  if (row.status === PRAKERJA_REDEEM_STATUS.SUCCESS) {
    throw errors.refused(PRAKERJA_MESSAGES.alreadyRedeemed, recordData(e, row));
  }
  throw errors.refused(fields.error ?? PRAKERJA_MESSAGES.redeemFailed, { ...fields, ...extra });
}

const ownFailure = (message: string, code: string): PartnerErrorFields => ({
  error: message,
  error_code: code,
  error_description: null,
});

/** The redemption window must be open: early is refused (nothing stored), late is an internal failure (status 2). */
async function assertWindow(ctx: RedeemContext, e: Enrolment, userId: number): Promise<void> {
  const window = redemptionWindow(
    { programType: e.programType, scheduleStart: e.scheduleStart, enrolledAt: e.enrolledAt },
    ctx.offsets,
  );
  const state = windowState(window, ctx.now);
  if (state === "open") return;
  const times = { opens_at: window.opensAt.toISOString(), closes_at: window.closesAt.toISOString() };
  if (state === "not_open") {
    throw errors.refused(PRAKERJA_MESSAGES.windowNotOpen, {
      ...ownFailure(PRAKERJA_MESSAGES.windowNotOpen, PRAKERJA_ERROR_CODES.windowNotOpen),
      ...times,
    });
  }
  await failRedeem(
    ctx,
    e,
    userId,
    PRAKERJA_REDEEM_STATUS.INTERNAL_FAILED,
    ownFailure(PRAKERJA_MESSAGES.windowClosed, PRAKERJA_ERROR_CODES.windowClosed),
    times,
  );
}

function requireRedeemProgram(e: Enrolment): string {
  if (e.partnerCourseId === null) throw errors.refused(PRAKERJA_MESSAGES.noRedeemProgram);
  return e.partnerCourseId;
}

/** Marks the enrolment redeemed: the record (status 1) and the study gate (program_users.redeemed_at). */
async function commitLocally(
  db: Db,
  e: Enrolment,
  userId: number,
  values: { code: string; redeemedAt: Date; invoiceCode: string | null; sequence: number | null },
  now: Date,
): Promise<RedeemRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prakerjaRedeems)
      .values({
        programUserId: e.programUserId,
        userId,
        programId: e.programId,
        status: PRAKERJA_REDEEM_STATUS.SUCCESS,
        redemptionCode: values.code,
        redeemedAt: values.redeemedAt,
        partnerInvoiceCode: values.invoiceCode,
        codeAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
        ...(values.sequence === null
          ? {}
          : { sequence: values.sequence, sequenceStatus: "success", lastFrSession: values.sequence }),
      })
      .onConflictDoUpdate({
        target: prakerjaRedeems.programUserId,
        set: {
          status: PRAKERJA_REDEEM_STATUS.SUCCESS,
          redemptionCode: values.code,
          redeemedAt: sql`coalesce(${prakerjaRedeems.redeemedAt}, ${values.redeemedAt.toISOString()}::timestamptz)`,
          partnerInvoiceCode: sql`coalesce(${values.invoiceCode}, ${prakerjaRedeems.partnerInvoiceCode})`,
          errorCode: null,
          error: null,
          errorDescription: null,
          updatedAt: now,
          ...(values.sequence === null
            ? {}
            : {
                sequence: values.sequence,
                sequenceStatus: "success",
                lastFrSession: sql`greatest(coalesce(${prakerjaRedeems.lastFrSession}, 0), ${values.sequence})`,
              }),
        },
      })
      .returning();
    await tx
      .update(programUsers)
      .set({ redeemedAt: sql`coalesce(${programUsers.redeemedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(programUsers.id, e.programUserId));
    if (!row) throw new Error("the redeem record was not written");
    return row;
  });
}

// ---- POST /program-activity/prakerja/redeem-code --------------------------------------------------------------

export async function redeemCode(ctx: RedeemContext, userId: number, body: RedeemCodeBody): Promise<RedeemRecordData> {
  const e = await enrolmentOf(ctx.db, userId, body.program_id);
  const partnerCourseId = requireRedeemProgram(e);
  const code = body.redemption_code;
  if (e.redeem?.status === PRAKERJA_REDEEM_STATUS.SUCCESS) {
    // a retry of the call that succeeded answers the same; another code cannot replace a redeemed one
    if (e.redeem.redemptionCode === code) return recordData(e, e.redeem);
    throw errors.refused(PRAKERJA_MESSAGES.alreadyRedeemed, recordData(e, e.redeem));
  }
  await assertWindow(ctx, e, userId);
  let status: Awaited<ReturnType<PrakerjaPartner["getRedeemCodeStatus"]>>;
  try {
    status = await callPartner(ctx.partner, (p) =>
      p.getRedeemCodeStatus({ email: e.email, prakerjaId: e.prakerjaId, redeemCode: code, partnerCourseId }),
    );
  } catch (error) {
    if (error instanceof PartnerRefusal) return failRedeem(ctx, e, userId, 3, refusalFields(error));
    throw error;
  }
  switch (status.state) {
    case "valid": {
      const row = await saveRecord(
        ctx.db,
        e,
        userId,
        {
          status: PRAKERJA_REDEEM_STATUS.UNREDEEMED,
          redemptionCode: code,
          codeAcceptedAt: ctx.now,
          errorCode: null,
          error: null,
          errorDescription: null,
        },
        ctx.now,
      );
      return recordData(e, row);
    }
    case "redeemed":
      // committed at the partner by this participant for this course (our answer to the commit was lost): take it
      if (status.redeemedByParticipant && status.partnerCourseId === partnerCourseId) {
        const redeemedAt = status.redeemedAt ? new Date(status.redeemedAt) : ctx.now;
        const row = await commitLocally(
          ctx.db,
          e,
          userId,
          {
            code,
            redeemedAt: Number.isNaN(redeemedAt.getTime()) ? ctx.now : redeemedAt,
            invoiceCode: null,
            sequence: null,
          },
          ctx.now,
        );
        return recordData(e, row);
      }
      return failRedeem(ctx, e, userId, 3, ownFailure(PRAKERJA_MESSAGES.codeUsed, PRAKERJA_ERROR_CODES.used));
    case "expired":
      return failRedeem(ctx, e, userId, 3, ownFailure(PRAKERJA_MESSAGES.codeExpired, PRAKERJA_ERROR_CODES.expired));
    case "wrong_course":
      return failRedeem(
        ctx,
        e,
        userId,
        2,
        ownFailure(PRAKERJA_MESSAGES.codeWrongCourse, PRAKERJA_ERROR_CODES.wrongCourse),
      );
    case "wrong_participant":
      return failRedeem(
        ctx,
        e,
        userId,
        3,
        ownFailure(PRAKERJA_MESSAGES.codeWrongParticipant, PRAKERJA_ERROR_CODES.wrongParticipant),
      );
    default:
      return failRedeem(ctx, e, userId, 3, ownFailure(PRAKERJA_MESSAGES.codeNotFound, PRAKERJA_ERROR_CODES.notFound));
  }
}

// ---- face-verification links --------------------------------------------------------------------------------

async function makeLink(
  ctx: RedeemContext,
  e: Enrolment,
  redeem: RedeemRow,
  code: string,
  sequence: number,
): Promise<SubmitVerifyData> {
  let link: Awaited<ReturnType<PrakerjaPartner["createFaceVerificationUrl"]>>;
  try {
    link = await callPartner(ctx.partner, (p) =>
      p.createFaceVerificationUrl({ redeemCode: code, sequence, redirectUri: ctx.resultUrl, email: e.email }),
    );
  } catch (error) {
    if (error instanceof PartnerRefusal) {
      // spec 001 section 8: when the link cannot be made, pmo_response.message is shown
      throw errors.refused(error.error, {
        face_recognition_url: null,
        state: null,
        pmo_response: { success: false, message: error.error },
        record: recordData(e, redeem),
      } satisfies SubmitVerifyData);
    }
    throw error;
  }
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(prakerjaFrAttempts)
      .values({ redeemId: redeem.id, state: link.state, sequence, createdAt: ctx.now })
      .onConflictDoNothing({ target: prakerjaFrAttempts.state });
    const [updated] = await tx
      .update(prakerjaRedeems)
      .set({ sequence, sequenceStatus: "pending", updatedAt: ctx.now })
      .where(eq(prakerjaRedeems.id, redeem.id))
      .returning();
    return updated ?? redeem;
  });
  return {
    face_recognition_url: link.url,
    state: link.state,
    pmo_response: { success: true, message: PRAKERJA_MESSAGES.verifyLinkReady },
    record: recordData(e, row),
  };
}

// ---- POST /prakerja/redeem/submit-verify ----------------------------------------------------------------------

export async function submitVerify(
  ctx: RedeemContext,
  userId: number,
  body: RedeemCodeBody,
): Promise<SubmitVerifyData> {
  const e = await enrolmentOf(ctx.db, userId, body.program_id);
  requireRedeemProgram(e);
  const redeem = e.redeem;
  if (redeem?.status === PRAKERJA_REDEEM_STATUS.SUCCESS) {
    throw errors.refused(PRAKERJA_MESSAGES.alreadyRedeemed, recordData(e, redeem));
  }
  if (!redeem || redeem.status !== PRAKERJA_REDEEM_STATUS.UNREDEEMED || redeem.redemptionCode === null) {
    throw errors.refused(PRAKERJA_MESSAGES.notValidated);
  }
  if (redeem.redemptionCode !== body.redemption_code) throw errors.refused(PRAKERJA_MESSAGES.codeMismatch);
  await assertWindow(ctx, e, userId);
  return makeLink(ctx, e, redeem, redeem.redemptionCode, 1);
}

// ---- POST /prakerja/attempt-fr-sequence ----------------------------------------------------------------------

/** A face-verification link for a later session (sequence n) of a redeemed enrolment. */
export async function attemptFrSequence(
  ctx: RedeemContext,
  userId: number,
  body: AttemptFrSequenceBody,
): Promise<SubmitVerifyData> {
  const e = await enrolmentOf(ctx.db, userId, body.program_id);
  requireRedeemProgram(e);
  const redeem = e.redeem;
  if (!redeem || redeem.status !== PRAKERJA_REDEEM_STATUS.SUCCESS || redeem.redemptionCode === null) {
    throw errors.refused(PRAKERJA_MESSAGES.sequenceNeedsRedeem);
  }
  return makeLink(ctx, e, redeem, redeem.redemptionCode, body.sequence);
}

// ---- POST /prakerja/redeem/check-update -----------------------------------------------------------------------

export async function checkUpdate(
  ctx: RedeemContext,
  userId: number,
  body: CheckUpdateBody,
): Promise<{ message: string; data: CheckUpdateData }> {
  const [found] = await ctx.db
    .select({ attempt: prakerjaFrAttempts, redeem: prakerjaRedeems, programSlug: programs.slug })
    .from(prakerjaFrAttempts)
    .innerJoin(prakerjaRedeems, eq(prakerjaRedeems.id, prakerjaFrAttempts.redeemId))
    .innerJoin(programs, eq(programs.id, prakerjaRedeems.programId))
    .where(and(eq(prakerjaFrAttempts.state, body.state_redemption_code), eq(prakerjaRedeems.userId, userId)));
  if (!found) throw errors.notFound(PRAKERJA_MESSAGES.unknownState);
  const { attempt, redeem } = found;
  const e = await enrolmentOf(ctx.db, userId, redeem.programId);
  const noErrors = { error: null, error_code: null, error_description: null };

  // settled before: the same answer again (the result page reloaded, or the window and the redirect both reported)
  if (attempt.status !== "pending") {
    const success = attempt.status === "success";
    const fields = success
      ? noErrors
      : { error: redeem.error, error_code: redeem.errorCode, error_description: redeem.errorDescription };
    return {
      message: success ? PRAKERJA_MESSAGES.redeemSuccess : (redeem.error ?? PRAKERJA_MESSAGES.redeemFailed),
      data: { ...recordData(e, e.redeem), success, ...fields },
    };
  }

  let result: Awaited<ReturnType<PrakerjaPartner["getFaceVerification"]>>;
  try {
    result = await callPartner(ctx.partner, (p) => p.getFaceVerification(attempt.state));
  } catch (error) {
    if (error instanceof PartnerRefusal) throw errors.refused(error.error, refusalFields(error));
    throw error;
  }
  // an answer about another attempt cannot be trusted: as good as no answer
  if (
    result.state !== attempt.state ||
    result.sequence !== attempt.sequence ||
    result.redeemCode !== redeem.redemptionCode
  ) {
    throw errors.unavailable(PRAKERJA_MESSAGES.partnerUnavailable);
  }
  if (result.status === "pending") {
    return { message: PRAKERJA_MESSAGES.frPending, data: { ...recordData(e, e.redeem), success: false, ...noErrors } };
  }
  const code = result.redeemCode;
  if (result.status === "failed") {
    const fields: PartnerErrorFields = {
      error: result.error ?? body.error,
      error_code: result.errorCode ?? body.error_code,
      error_description: result.errorDescription ?? body.error_description,
    };
    const row = await settleFailure(ctx, attempt.id, redeem.id, attempt.sequence, fields);
    return {
      message: fields.error ?? PRAKERJA_MESSAGES.redeemFailed,
      data: { ...recordData(e, row ?? e.redeem), success: false, ...fields },
    };
  }

  // success: sequence 1 commits the redemption at the partner (idempotent by key), then here
  let invoiceCode: string | null = null;
  let redeemedAt = ctx.now;
  if (attempt.sequence === 1 && redeem.status !== PRAKERJA_REDEEM_STATUS.SUCCESS) {
    const partnerCourseId = requireRedeemProgram(e);
    try {
      const commit = await callPartner(ctx.partner, (p) =>
        p.commitRedeemCode({
          email: e.email,
          prakerjaId: e.prakerjaId,
          redeemCode: code,
          partnerCourseId,
          state: attempt.state,
          idempotencyKey: `redeem-${redeem.id}-${attempt.state}`,
        }),
      );
      invoiceCode = commit.invoiceCode;
      const at = new Date(commit.redeemedAt);
      if (!Number.isNaN(at.getTime())) redeemedAt = at;
    } catch (error) {
      if (!(error instanceof PartnerRefusal)) throw error;
      const fields = refusalFields(error);
      const row = await settleFailure(ctx, attempt.id, redeem.id, attempt.sequence, fields);
      return { message: error.error, data: { ...recordData(e, row ?? e.redeem), success: false, ...fields } };
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(prakerjaFrAttempts)
      .set({ status: "success", settledAt: ctx.now })
      .where(and(eq(prakerjaFrAttempts.id, attempt.id), eq(prakerjaFrAttempts.status, "pending")));
    if (attempt.sequence === 1) {
      await tx
        .update(programUsers)
        .set({ redeemedAt: sql`coalesce(${programUsers.redeemedAt}, ${redeemedAt.toISOString()}::timestamptz)` })
        .where(eq(programUsers.id, e.programUserId));
    }
    const [updated] = await tx
      .update(prakerjaRedeems)
      .set({
        ...(attempt.sequence === 1
          ? {
              status: PRAKERJA_REDEEM_STATUS.SUCCESS,
              // the code the partner committed, even if another was typed meanwhile (a concurrent redeem-code)
              redemptionCode: code,
              redeemedAt: sql`coalesce(${prakerjaRedeems.redeemedAt}, ${redeemedAt.toISOString()}::timestamptz)`,
              partnerInvoiceCode: sql`coalesce(${prakerjaRedeems.partnerInvoiceCode}, ${invoiceCode})`,
            }
          : {}),
        errorCode: null,
        error: null,
        errorDescription: null,
        sequence: attempt.sequence,
        sequenceStatus: "success",
        lastFrSession: sql`greatest(coalesce(${prakerjaRedeems.lastFrSession}, 0), ${attempt.sequence})`,
        updatedAt: ctx.now,
      })
      .where(eq(prakerjaRedeems.id, redeem.id))
      .returning();
    await forgetAttendance(tx, redeem.id, attempt.sequence);
    return updated;
  });
  return {
    message: PRAKERJA_MESSAGES.redeemSuccess,
    data: { ...recordData(e, row ?? e.redeem), success: true, ...noErrors },
  };
}

/** A failed verification (or a refused commit): the attempt failed; for sequence 1 the record is status 3. */
async function settleFailure(
  ctx: RedeemContext,
  attemptId: number,
  redeemId: number,
  sequence: number,
  fields: PartnerErrorFields,
): Promise<RedeemRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(prakerjaFrAttempts)
      .set({ status: "failed", settledAt: ctx.now })
      .where(and(eq(prakerjaFrAttempts.id, attemptId), eq(prakerjaFrAttempts.status, "pending")));
    const [row] = await tx
      .update(prakerjaRedeems)
      .set({
        ...(sequence === 1 ? { status: PRAKERJA_REDEEM_STATUS.PRAKERJA_FAILED } : {}),
        sequenceStatus: "failed",
        errorCode: fields.error_code?.slice(0, 100) ?? null,
        error: fields.error?.slice(0, 500) ?? null,
        errorDescription: fields.error_description?.slice(0, 500) ?? null,
        updatedAt: ctx.now,
      })
      .where(and(eq(prakerjaRedeems.id, redeemId), ne(prakerjaRedeems.status, PRAKERJA_REDEEM_STATUS.SUCCESS)))
      .returning();
    if (row) return row;
    // a redeemed enrolment's later session failed: the redeem stays a success, the sequence is marked failed
    const [kept] = await tx
      .update(prakerjaRedeems)
      .set({
        sequence,
        sequenceStatus: "failed",
        errorCode: fields.error_code?.slice(0, 100) ?? null,
        error: fields.error?.slice(0, 500) ?? null,
        errorDescription: fields.error_description?.slice(0, 500) ?? null,
        updatedAt: ctx.now,
      })
      .where(eq(prakerjaRedeems.id, redeemId))
      .returning();
    await forgetAttendance(tx, redeemId, sequence);
    return kept;
  });
}

/**
 * A session's verification just settled: the attendance read of it before (cached 60 s, decisions/031) is out of
 * date, so the next view asks the partner again ('hadir' is kept: the partner never takes it back).
 */
async function forgetAttendance(tx: Db, redeemId: number, sequence: number): Promise<void> {
  await tx
    .delete(prakerjaAttendance)
    .where(
      and(
        eq(prakerjaAttendance.redeemId, redeemId),
        eq(prakerjaAttendance.sequence, sequence),
        ne(prakerjaAttendance.status, "hadir"),
      ),
    );
}
