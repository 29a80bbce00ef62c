import { eq } from "drizzle-orm";
import { users } from "../db/schema/account";
import { institutions } from "../db/schema/institution";
import type { Db } from "../platform/db";
import { demoEmail } from "./demo-users";

/**
 * The demo learners' own institutions (/account/institution, decisions/027): the student at a university with a
 * faculty, the professional at a company with a division (neither is a platinum user: no partner site). murid, guru
 * and orangtua stay without one: the journeys and the IDOR sweep read them as they were; the family journey links
 * fresh accounts (orangtua@demo.test is already the parent of murid@demo.test, demo-users.ts).
 */
const CHOICES = [
  { user: "mahasiswa", institution: "Universitas Teknologi Nusantara", detail: "Fakultas Ilmu Komputer / Informatika" },
  { user: "profesional", institution: "PT Solusi Data Indonesia", detail: "Divisi Analitik Data" },
] as const;

export async function seedDemoInstitutionChoices(db: Db): Promise<void> {
  for (const choice of CHOICES) {
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, choice.institution))
      .limit(1);
    if (!institution) throw new Error(`demo institution ${choice.institution} is missing`);
    await db
      .update(users)
      .set({ institutionId: institution.id, institutionDetail: choice.detail })
      .where(eq(users.email, demoEmail(choice.user)));
  }
}
