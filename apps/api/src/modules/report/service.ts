import { randomInt } from "node:crypto";
import {
  type Certificate,
  type CertificatePreview,
  REPORT_MESSAGES,
  type Verification,
} from "@app/domain/report/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { notify } from "../notification/public";
import { activityDashboard, type Enrolment, report } from "../study/public";
import { type Access, accessTo, mayRead, mayRevoke, requireReader } from "./access";

/**
 * Certificates (issue 20, decisions/020): issued once per finished enrolment when the study report's
 * can_view_certificate holds, read by the holder, the programme's assessors and facilitators and the institution's
 * admins, verified publicly by number, revoked by the institution's admins or the platform's.
 */

export type ReportContext = { productSlug: string; publicUrl: string };

/** Crockford base32 (no I, L, O, U): the check characters of a number can be read aloud and typed back. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

type CertificateRow = typeof certificates.$inferSelect;

const selectCertificate = {
  certificate: certificates,
  programSlug: programs.slug,
  institutionSlug: institutions.slug,
  institutionLogo: institutions.logo,
};

export async function certificateOf(db: Db, where: SQL | undefined) {
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

export function present(
  row: NonNullable<Awaited<ReturnType<typeof certificateOf>>>,
  publicUrl: string,
  callerId: number,
): Certificate {
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
    is_holder: c.userId === callerId,
    addon: c.addonUserId === null ? null : { addon_user_id: c.addonUserId, title: c.addonTitle ?? "" },
  };
}

/** What a certificate of this enrolment says, from the profile and programme as they are now. */
export async function factsOf(db: Db, enrolment: Enrolment, productSlug: string) {
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

/** The programme's own certificate of an enrolment (an add-on's has addon_user_id). */
const programmeCertificate = (programUserId: number) =>
  and(eq(certificates.programUserId, programUserId), isNull(certificates.addonUserId));

/**
 * A new certificate number, made by the insert itself: `{PRODUCT}-{year of issue in WIB}-{serial}-{check}`. The
 * serial comes from a sequence (never read-then-write), the check characters are random (decisions/020).
 */
export function newNumber(productSlug: string, now: Date): SQL {
  const prefix = productSlug.toUpperCase();
  return sql`${`${prefix}-${wibYear(now)}-`} || lpad(nextval('certificate_serial')::text, 6, '0') || ${`-${checkCharacters()}`}`;
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
  const existing = await certificateOf(db, programmeCertificate(programUserId));
  if (existing) return present(existing, ctx.publicUrl, callerId);
  const state = await report(db, access.enrolment, now);
  if (!state.can_view_certificate) {
    if (state.certificate_error_code !== null)
      throw errors.refused(REPORT_MESSAGES.notAssessed, null, state.certificate_error_code);
    throw errors.refused(REPORT_MESSAGES.notAvailable);
  }
  const facts = await factsOf(db, access.enrolment, ctx.productSlug);
  await db
    .insert(certificates)
    .values({
      number: newNumber(ctx.productSlug, now),
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
    .onConflictDoNothing({ target: certificates.programUserId, where: isNull(certificates.addonUserId) });
  const issued = await certificateOf(db, programmeCertificate(programUserId));
  if (!issued) throw new Error("certificate neither inserted nor found");
  return present(issued, ctx.publicUrl, callerId);
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
  const existing = await certificateOf(db, programmeCertificate(programUserId));
  if (existing) {
    const {
      number,
      issued_at: _i,
      verification_url: _v,
      revocation: _r,
      is_holder: _h,
      addon: _a,
      ...rest
    } = present(existing, ctx.publicUrl, callerId);
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

/** A certificate by number for whoever may read it (its PDF), as the page shows it, or 404. */
export async function readableCertificate(db: Db, callerId: number, number: string, publicUrl: string) {
  return present((await requireCertificate(db, callerId, number, mayRead)).row, publicUrl, callerId);
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
