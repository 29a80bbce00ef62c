import { createHmac } from "node:crypto";
import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { openableBy } from "../learning/public";

export type ZoomSettings = { sdkKey: string; sdkSecret: string };

/** How long a join signature stays valid (the Meeting SDK accepts at most 48 hours). */
export const ZOOM_SIGNATURE_SECONDS = 2 * 60 * 60;
/** iat is set a little in the past, as Zoom's own sample does, so a device clock slightly behind still accepts it. */
const CLOCK_SKEW_SECONDS = 30;

export type ZoomSignature = { signature: string; sdk_key: string; meeting_number: string; expires_at: string };

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A Meeting-SDK join signature: a JWT signed HS256 with the SDK secret. */
export function signMeetingJwt(
  settings: ZoomSettings,
  meetingNumber: string,
  role: number,
  now: Date,
): { token: string; iat: number; exp: number } {
  const iat = Math.floor(now.getTime() / 1000) - CLOCK_SKEW_SECONDS;
  const exp = iat + ZOOM_SIGNATURE_SECONDS;
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({
      appKey: settings.sdkKey,
      sdkKey: settings.sdkKey,
      mn: meetingNumber,
      role,
      iat,
      exp,
      tokenExp: exp,
    }),
  );
  const signature = createHmac("sha256", settings.sdkSecret).update(`${header}.${payload}`).digest("base64url");
  return { token: `${header}.${payload}.${signature}`, iat, exp };
}

/**
 * The signature that lets the caller into a live session's meeting: only a learner enrolled in a programme
 * with an activity they may open that holds this meeting number (else 403, whether the meeting exists or not),
 * and as host (role 1) only an admin.
 */
export async function zoomSignature(
  db: Db,
  settings: ZoomSettings | null,
  userId: number,
  request: { meeting_number: string; role: number },
  now: Date,
): Promise<ZoomSignature> {
  if (!settings) throw errors.unavailable(STUDY_MESSAGES.meetingNotConfigured);
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${resources}
          inner join ${programs} on ${programs.id} = ${resources.programId}
          inner join ${programUsers} on ${programUsers.programId} = ${resources.programId}
          where ${resources.meetingNumber} = ${request.meeting_number}
            and ${programUsers.userId} = ${userId}
            and ${isNull(programUsers.programDeletedAt)}
            and ${isNull(programs.deletedAt)}
            and ${openableBy(userId)})`,
      ),
    );
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  if (request.role === 1 && !row.isAdmin) throw errors.forbidden(STUDY_MESSAGES.hostOnly);
  const { token, exp } = signMeetingJwt(settings, request.meeting_number, request.role, now);
  return {
    signature: token,
    sdk_key: settings.sdkKey,
    meeting_number: request.meeting_number,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}
