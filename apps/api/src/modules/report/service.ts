import { randomInt } from "node:crypto";
import {
  type Certificate,
  type CertificatePreview,
  REPORT_MESSAGES,
  type Verification,
} from "@app/domain/report/contracts";
import { eq, sql } from "drizzle-orm";
import { roles, userRoles, users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { programFacilitators } from "../../db/schema/chat";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import { programAssessors } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { ADMIN_ROLE_LABELS } from "../../platform/program-roles";
import { notify } from "../notification/public";
import { activityDashboard, type Enrolment, report } from "../study/public";

/**
 * Certificates (issue 20, decisions/020): issued once per finished enrolment when the study report's
 * can_view_certificate holds, read by the holder, the programme's assessors and facilitators and the institution's
 * admins, verified publicly by number, revoked by the institution's admins or the platform's.
 */

export type ReportContext = { productSlug: string; publicUrl: string };

/** Crockford base32 (no I, L, O, U): the check characters of a number can be read aloud and typed back. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

type Access = {
  enrolment: Enrolment;
  holder: boolean;
  staff: boolean;
  institutionAdmin: boolean;
  platformAdmin: boolean;
};

const mayRead = (a: Access) => a.holder || a.staff || a.institutionAdmin || a.platformAdmin;
const mayRevoke = (a: Access) => a.institutionAdmin || a.platformAdmin;

/**
 * What the caller is to an enrolment, in one query. Institution admins are users.is_admin with the programme's
 * institution as theirs; platform admins hold an admin role, or users.is_admin with no institution.
 */
async function accessTo(db: Db, callerId: number, programUserId: number): Promise<Access | null> {
  const adminRoles = sql.join(
    ADMIN_ROLE_LABELS.map((label) => sql`${label}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      programUserId: programUsers.id,
      programId: programUsers.programId,
      userId: programUsers.userId,
      staff: sql<boolean>`(exists (select 1 from ${programAssessors} where ${programAssessors.programId} = ${programUsers.programId}
          and ${programAssessors.userId} = ${callerId})
        or exists (select 1 from ${programFacilitators} where ${programFacilitators.programId} = ${programUsers.programId}
          and ${programFacilitators.userId} = ${callerId}))`,
      institutionAdmin: sql<boolean>`exists (select 1 from ${users} c where c.id = ${callerId} and c.is_admin
        and c.institution_id = ${programs.creatorId})`,
      platformAdmin: sql<boolean>`(exists (select 1 from ${users} c where c.id = ${callerId} and c.is_admin
          and c.institution_id is null)
        or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.userId} = ${callerId} and ${roles.label} in (${adminRoles})))`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(eq(programUsers.id, programUserId));
  if (!row) return null;
  return {
    enrolment: { programUserId: row.programUserId, programId: row.programId, userId: row.userId },
    holder: row.userId === callerId,
    staff: row.staff,
    institutionAdmin: row.institutionAdmin,
    platformAdmin: row.platformAdmin,
  };
}

/** An enrolment the caller may read the certificate of, or 403 — the same answer for one that does not exist. */
async function requireReader(db: Db, callerId: number, programUserId: number): Promise<Access> {
  const access = await accessTo(db, callerId, programUserId);
  if (!access || !mayRead(access)) throw errors.forbidden(REPORT_MESSAGES.notFound);
  return access;
}

type CertificateRow = typeof certificates.$inferSelect;

const selectCertificate = {
  certificate: certificates,
  programSlug: programs.slug,
  institutionSlug: institutions.slug,
  institutionLogo: institutions.logo,
};

async function certificateOf(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(selectCertificate)
    .from(certificates)
    .innerJoin(programs, eq(programs.id, certificates.programId))
    .innerJoin(institutions, eq(institutions.id, certificates.institutionId))
    .where(where);
  return row ?? null;
}

export const verificationUrl = (publicUrl: string, number: string) =>
  `${publicUrl}/verifikasi-sertifikat/${encodeURIComponent(number)}`;

function revocationOf(c: CertificateRow) {
  return c.revokedAt ? { revoked_at: c.revokedAt.toISOString(), reason: c.revokedReason ?? "" } : null;
}

function present(row: NonNullable<Awaited<ReturnType<typeof certificateOf>>>, publicUrl: string): Certificate {
  const c = row.certificate;
  return {
    number: c.number,
    program_user_id: c.programUserId,
    holder_name: c.holderName,
    program: { id: c.programId, name: c.programName, slug: row.programSlug },
    institution: { id: c.institutionId, name: c.institutionName, slug: row.institutionSlug, logo: row.institutionLogo },
    hours: Number(c.hours),
    final_score: c.finalScore === null ? null : Number(c.finalScore),
    issued_at: c.issuedAt.toISOString(),
    verification_url: verificationUrl(publicUrl, c.number),
    revocation: revocationOf(c),
  };
}

/** What a certificate of this enrolment says, from the profile and programme as they are now. */
async function factsOf(db: Db, enrolment: Enrolment, productSlug: string) {
  const [row] = await db
    .select({
      holderName: users.name,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
      totalMinutes: programs.totalDuration,
      institutionId: institutions.id,
      institutionName: institutions.name,
      institutionSlug: institutions.slug,
      institutionLogo: institutions.logo,
    })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(eq(programUsers.id, enrolment.programUserId));
  if (!row) throw errors.forbidden(REPORT_MESSAGES.notFound);
  const { final_score: finalScore } = await activityDashboard(db, enrolment, productSlug);
  // programs.total_duration is in minutes (the catalogue's total_duration)
  return { ...row, hours: Math.round((row.totalMinutes / 60) * 10) / 10, finalScore };
}

/** Year of the issue date in WIB (UTC+7, no daylight saving): a certificate issued on 1 January WIB says that year. */
const wibYear = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).getUTCFullYear();

function checkCharacters(): string {
  let out = "";
  for (let i = 0; i < 4; i++) out += CROCKFORD[randomInt(CROCKFORD.length)];
  return out;
}

/**
 * GET program_activity/certificate/regular/{id}: the enrolment's certificate, issued on the first call once the
 * report's can_view_certificate holds. Issuance is one statement: the serial comes from a sequence and the unique
 * index on the enrolment lets only one insert win (`on conflict do nothing`); every other caller, concurrent or
 * later, reads the winner's row. Refusals: 403 to whoever may not read it (and for an unknown id), 400 status 401
 * 'not yet assessed' (spec 001 section 8) or 400 'not available yet'.
 */
export async function regularCertificate(
  db: Db,
  callerId: number,
  programUserId: number,
  now: Date,
  ctx: ReportContext,
): Promise<Certificate> {
  const access = await requireReader(db, callerId, programUserId);
  const existing = await certificateOf(db, eq(certificates.programUserId, programUserId));
  if (existing) return present(existing, ctx.publicUrl);
  const state = await report(db, access.enrolment, now);
  if (!state.can_view_certificate) {
    if (state.certificate_error_code !== null)
      throw errors.refused(REPORT_MESSAGES.notAssessed, null, state.certificate_error_code);
    throw errors.refused(REPORT_MESSAGES.notAvailable);
  }
  const facts = await factsOf(db, access.enrolment, ctx.productSlug);
  const prefix = ctx.productSlug.toUpperCase();
  await db
    .insert(certificates)
    .values({
      number: sql`${`${prefix}-${wibYear(now)}-`} || lpad(nextval('certificate_serial')::text, 6, '0') || ${`-${checkCharacters()}`}`,
      programUserId,
      userId: access.enrolment.userId,
      programId: facts.programId,
      institutionId: facts.institutionId,
      holderName: facts.holderName,
      programName: facts.programName,
      institutionName: facts.institutionName,
      hours: facts.hours,
      finalScore: facts.finalScore,
      issuedAt: now,
    })
    .onConflictDoNothing({ target: certificates.programUserId });
  const issued = await certificateOf(db, eq(certificates.programUserId, programUserId));
  if (!issued) throw new Error("certificate neither inserted nor found");
  return present(issued, ctx.publicUrl);
}

/**
 * GET program_activity/certificate_preview/{id}: what the certificate says (or would say, if issued now), with
 * whether it may be issued; writes nothing. An issued certificate is answered as issued (its frozen words).
 */
export async function certificatePreview(
  db: Db,
  callerId: number,
  programUserId: number,
  now: Date,
  ctx: ReportContext,
): Promise<CertificatePreview> {
  const access = await requireReader(db, callerId, programUserId);
  const state = await report(db, access.enrolment, now);
  const existing = await certificateOf(db, eq(certificates.programUserId, programUserId));
  if (existing) {
    const { number, issued_at: _i, verification_url: _v, revocation: _r, ...rest } = present(existing, ctx.publicUrl);
    return { can_view_certificate: true, certificate_error_code: null, certificate: rest, issued_number: number };
  }
  const f = await factsOf(db, access.enrolment, ctx.productSlug);
  return {
    can_view_certificate: state.can_view_certificate,
    certificate_error_code: state.certificate_error_code,
    certificate: {
      program_user_id: programUserId,
      holder_name: f.holderName,
      program: { id: f.programId, name: f.programName, slug: f.programSlug },
      institution: { id: f.institutionId, name: f.institutionName, slug: f.institutionSlug, logo: f.institutionLogo },
      hours: f.hours,
      final_score: f.finalScore,
    },
    issued_number: null,
  };
}

/** GET certificates/verify/{number}: public; only what the printed certificate shows anyway. */
export async function verifyCertificate(db: Db, number: string): Promise<Verification> {
  const row = await certificateOf(db, eq(certificates.number, number));
  if (!row) throw errors.notFound(REPORT_MESSAGES.notFound);
  const c = row.certificate;
  return {
    number: c.number,
    valid: c.revokedAt === null,
    status: c.revokedAt === null ? "valid" : "revoked",
    holder_name: c.holderName,
    program_name: c.programName,
    institution_name: c.institutionName,
    issued_at: c.issuedAt.toISOString(),
    revocation: revocationOf(c),
  };
}

/**
 * A certificate by number for a caller allowed by `allowed`, else 404 — the same answer as an unknown number, so a
 * number's existence is learnt only from the public verification (which is rate-limited).
 */
async function requireCertificate(
  db: Db,
  callerId: number,
  number: string,
  allowed: (a: Access) => boolean,
  forUpdate = false,
) {
  const query = db
    .select({ id: certificates.id, programUserId: certificates.programUserId })
    .from(certificates)
    .where(eq(certificates.number, number));
  const [found] = forUpdate ? await query.for("update") : await query;
  const access = found ? await accessTo(db, callerId, found.programUserId) : null;
  if (!found || !access || !allowed(access)) throw errors.notFound(REPORT_MESSAGES.notFound);
  const row = await certificateOf(db, eq(certificates.id, found.id));
  if (!row) throw errors.notFound(REPORT_MESSAGES.notFound);
  return { row, access };
}

/** The holder's own certificate by number (the credential's download), or 404. */
export async function holdersCertificate(db: Db, callerId: number, number: string) {
  return (await requireCertificate(db, callerId, number, (a) => a.holder)).row;
}

/**
 * POST certificates/{number}/revoke: the institution's admins or the platform's; the holder is notified in the
 * same transaction. The row is locked, so two revocations at once record one reason; a second is refused.
 */
export async function revokeCertificate(db: Db, callerId: number, number: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const { row } = await requireCertificate(tx, callerId, number, mayRevoke, true);
    const c = row.certificate;
    if (c.revokedAt) throw errors.refused(REPORT_MESSAGES.alreadyRevoked);
    await tx
      .update(certificates)
      .set({ revokedAt: now, revokedReason: reason, revokedBy: callerId })
      .where(eq(certificates.id, c.id));
    await notify(
      tx,
      {
        userId: c.userId,
        type: "certificate_revoked",
        objectType: "certificate",
        objectId: c.id,
        title: "Sertifikat dicabut",
        body: `Sertifikat ${c.programName} (${c.number}) dicabut oleh ${c.institutionName}. Alasan: ${reason}`,
        // the public verification page shows the revocation date and reason to the holder as to anyone else
        link: `/verifikasi-sertifikat/${encodeURIComponent(c.number)}`,
      },
      now,
    );
    return { number: c.number, revocation: { revoked_at: now.toISOString(), reason } };
  });
}

export type { CertificateRow };
