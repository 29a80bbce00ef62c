import { wibDay, wibDayBounds } from "@app/domain/learning/todo";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { chapters, programFolders, programs, resources } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import { completeActivity, isAddonActivity } from "../modules/learning/public";
import type { Db } from "../platform/db";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Demo folders and the programmes (by slug) in each. */
const DEMO_FOLDERS = [
  {
    name: "Paket Persiapan UTBK",
    programs: [
      "tryout-utbk-snbt-2027-paket-lengkap",
      "latihan-soal-tps-penalaran-umum",
      "tryout-snbt-literasi-bahasa-indonesia",
      "tryout-masuk-sekolah-kedinasan",
    ],
  },
  {
    name: "Karier Digital",
    programs: [
      "digital-marketing-untuk-umkm",
      "desain-grafis-dengan-figma-untuk-pemula",
      "menulis-konten-kreatif-untuk-media-sosial",
      "admin-media-sosial-untuk-bisnis",
    ],
  },
] as const;

/**
 * What each demo learner is enrolled in, newest enrolment last, and how many of each programme's activities
 * (in study order) they completed: 0 not started, 'all' finished. The `webinar` one (ongoing) has its next live
 * session a week after the seed day.
 */
type DemoEnrolment = {
  slug: string;
  done: number | "all";
  daysAgo: number;
  webinar?: true;
  /** Its live sessions count for attendance (is_presence_participation): none attended yet, the 80 % reminder shows. */
  presence?: true;
};
const DEMO_ENROLMENTS: Record<"murid" | "mahasiswa" | "prakerja", DemoEnrolment[]> = {
  murid: [
    { slug: "tryout-utbk-snbt-2027-paket-lengkap", done: "all", daysAgo: 60 },
    { slug: "fisika-dasar-sma-kelas-10", done: 2, daysAgo: 35 },
    { slug: "kimia-seru-stoikiometri-kelas-10", done: 5, daysAgo: 21, webinar: true },
    { slug: "latihan-soal-tps-penalaran-umum", done: 0, daysAgo: 4 },
    { slug: "ekonomi-dasar-sma-kelas-11", done: 0, daysAgo: 2 },
  ],
  mahasiswa: [
    { slug: "tes-potensi-akademik-pascasarjana", done: "all", daysAgo: 75 },
    { slug: "simulasi-toefl-itp", done: 6, daysAgo: 40 },
    { slug: "digital-marketing-untuk-umkm", done: 1, daysAgo: 14, webinar: true },
    { slug: "dasar-pemrograman-web-dengan-javascript", done: 0, daysAgo: 3 },
    // more than one page of My programmes (12 a page): ten older ones not started yet
    ...[
      "public-speaking-dan-presentasi-efektif",
      "dasar-analisis-data-dengan-excel",
      "manajemen-proyek-dengan-metode-agile",
      "fotografi-produk-untuk-jualan-online",
      "akuntansi-dasar-untuk-usaha-kecil",
      "menulis-konten-kreatif-untuk-media-sosial",
      "simulasi-ielts-academic-reading",
      "latihan-psikotes-kerja",
      "ujian-sertifikasi-microsoft-excel-dasar",
      "persiapan-cpns-tes-wawasan-kebangsaan",
    ].map((slug, k) => ({ slug, done: 0, daysAgo: 90 + k })),
  ],
  prakerja: [
    { slug: "menjadi-penjual-online-dengan-marketplace", done: "all", daysAgo: 50 },
    { slug: "admin-media-sosial-untuk-bisnis", done: 6, daysAgo: 30 },
    { slug: "pengolahan-kopi-untuk-wirausaha", done: 1, daysAgo: 12, webinar: true },
    { slug: "dasar-instalasi-listrik-rumah", done: 0, daysAgo: 1, presence: true },
  ],
};

/** 19.00 WIB on the WIB day `days` after the seed day. */
function eveningAfter(now: Date, days: number): Date {
  return new Date(wibDayBounds(wibDay(now)).start.getTime() + days * DAY_MS + 19 * HOUR_MS);
}

/**
 * Schedules for the demo activities, relative to the seed time so the to-do view always has something ahead: a
 * webinar or offline programme's presence session is the programme's own schedule; every other live session is
 * at 19.00-20.30 WIB, two to five weeks after the seed day; post-tests are due (23.59 WIB) 30 to 58 days after it,
 * the skills test after 21 days and the independent task after 28 — all inside the 90-day default period.
 */
async function scheduleDemoActivities(tx: Db, now: Date): Promise<void> {
  const dayStart = wibDayBounds(wibDay(now)).start.toISOString();
  await tx
    .update(resources)
    .set({ startAt: sql`${programs.scheduleStart}`, endAt: sql`${programs.scheduleEnd}` })
    .from(programs)
    .where(
      and(
        eq(programs.id, resources.programId),
        eq(resources.isPresenceParticipation, true),
        sql`${programs.scheduleStart} is not null`,
      ),
    );
  const evening = sql`${eveningAfter(now, 14).toISOString()}::timestamptz + (${resources.programId} % 4) * interval '7 days'`;
  await tx
    .update(resources)
    .set({ startAt: evening, endAt: sql`${evening} + interval '90 minutes'` })
    .where(and(eq(resources.type, "live_streaming"), isNull(resources.startAt)));
  const dueAfter = (days: SQL) =>
    sql`${dayStart}::timestamptz + (${days}) * interval '1 day' + interval '23 hours 59 minutes'`;
  await tx
    .update(resources)
    .set({
      endAt: sql`case ${resources.activityType}
        when 2 then ${dueAfter(sql`30 + (${resources.programId} % 5) * 7`)}
        when 3 then ${dueAfter(sql`21`)}
        else ${dueAfter(sql`28`)} end`,
    })
    .where(inArray(resources.activityType, [2, 3, 4]));
}

/**
 * Demo folders, and the demo learners' programmes in every state of progress (completions made by
 * completeActivity, as the study page makes them), with a webinar next week in an ongoing one.
 */
export async function seedDemoLearning(tx: Db, now: Date): Promise<void> {
  await scheduleDemoActivities(tx, now);
  for (const folder of DEMO_FOLDERS) {
    const [row] = await tx.insert(programFolders).values({ name: folder.name }).returning({ id: programFolders.id });
    if (!row) throw new Error(`demo folder ${folder.name} was not inserted`);
    await tx
      .update(programs)
      .set({ folderId: row.id })
      .where(inArray(programs.slug, [...folder.programs]));
  }

  for (const [username, enrolments] of Object.entries(DEMO_ENROLMENTS)) {
    const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!learner) throw new Error(`demo learner ${username} is missing`);
    for (const enrolment of enrolments) {
      const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.slug, enrolment.slug));
      if (!program) throw new Error(`demo programme ${enrolment.slug} is missing`);
      const enrolledAt = new Date(now.getTime() - enrolment.daysAgo * DAY_MS);
      const [row] = await tx
        .insert(programUsers)
        .values({ userId: learner.id, programId: program.id, createdAt: enrolledAt })
        .returning({ id: programUsers.id });
      if (!row) throw new Error("demo enrolment was not inserted");
      if (enrolment.presence) {
        const sessions = await tx
          .update(resources)
          .set({ isPresenceParticipation: true })
          .where(and(eq(resources.programId, program.id), eq(resources.type, "live_streaming")))
          .returning({ id: resources.id });
        if (sessions.length === 0) throw new Error(`demo programme ${enrolment.slug} has no live session to attend`);
      }
      // the programme's own activities in study order (add-ons' are not the learner's)
      const activities = await tx
        .select({ id: resources.id, type: resources.type, presence: resources.isPresenceParticipation })
        .from(resources)
        .innerJoin(chapters, eq(chapters.id, resources.chapterId))
        .where(and(eq(resources.programId, program.id), sql`not ${isAddonActivity}`))
        .orderBy(asc(chapters.session), asc(resources.orderId), asc(resources.id));
      const done = enrolment.done === "all" ? activities.length : enrolment.done;
      for (const [k, activity] of activities.slice(0, done).entries()) {
        // a day apart from the enrolment on, never later than the seed time
        const when = new Date(Math.min(enrolledAt.getTime() + (k + 1) * DAY_MS, now.getTime() - HOUR_MS));
        await completeActivity(tx, row.id, activity.id, when);
      }
      if (enrolment.webinar) {
        const webinar = activities.slice(done).find((a) => a.type === "live_streaming" && !a.presence);
        if (!webinar) throw new Error(`demo programme ${enrolment.slug} has no live session left to schedule`);
        const start = eveningAfter(now, 7);
        await tx
          .update(resources)
          .set({ startAt: start, endAt: new Date(start.getTime() + 2 * HOUR_MS) })
          .where(eq(resources.id, webinar.id));
      }
    }
  }
}
