import type { ResourceType } from "@app/domain/catalogue/constants";
import { eq, inArray, sql } from "drizzle-orm";
import { slugify } from "../db/reference-data";
import { users } from "../db/schema/account";
import { addons, chapters, programs, resources } from "../db/schema/catalogue";
import { redeemCodes } from "../db/schema/checkout";
import { institutions } from "../db/schema/institution";
import { programUsers } from "../db/schema/learning";
import { resourceComments, studyGroupMembers, studyGroups } from "../db/schema/study";
import { completeActivity } from "../modules/learning/public";
import type { Db } from "../platform/db";
import { demoActivityContent } from "./demo-activity-content";
import { demoCoverPath } from "./demo-art";
import { demoEmail } from "./demo-users";

const DAY_MS = 86_400_000;

/** The programme the study-page tour of the README (and its journey) walks: every kind of activity, in order. */
export const STUDY_DEMO_SLUG = "belajar-efektif-di-era-digital";
/** Codes that give it (README), each once. */
export const STUDY_DEMO_CODES = ["BELAJARDEMO1", "BELAJARDEMO2", "BELAJARDEMO3", "BELAJARDEMO4"] as const;

type Activity = {
  title: string;
  type: ResourceType;
  duration: number;
  activityType?: number;
  bobot?: number;
  group?: true;
  /** A recorded video to watch, not a session to join. */
  recording?: true;
};
type Topic = { title: string; activities: Activity[]; addon?: { price: number; quota: number; seatsTaken: number } };

const TOPICS: Topic[] = [
  {
    title: "Mengenal Cara Belajar",
    activities: [
      { title: "Bacaan: Mengapa Cara Belajar Itu Penting", type: "freetext", duration: 10 },
      { title: "Infografis: 5 Langkah Belajar Efektif", type: "image", duration: 5 },
      // a 6-second recording (DEMO_VIDEO_SECONDS): whole minutes can say no less than 1; the page shows its measured length
      { title: "Video: Belajar Singkat Setiap Hari", type: "live_streaming", duration: 1, recording: true },
    ],
  },
  {
    title: "Berlatih dan Berdiskusi",
    activities: [
      { title: "Diskusi: Kebiasaan Belajar Anda", type: "discussion", duration: 15 },
      { title: "Dokumen Panduan Belajar Mandiri", type: "document", duration: 15, bobot: 10 },
      { title: "Lembar Kerja Perencanaan Belajar", type: "toolkit", duration: 20 },
    ],
  },
  {
    title: "Refleksi dan Evaluasi",
    activities: [
      { title: "Simulasi Waktu Belajar Mingguan", type: "webview", duration: 10 },
      { title: "E-book Panduan Belajar", type: "ebook", duration: 20 },
      { title: "Refleksi Pekan Pertama", type: "refleksi", duration: 10 },
      // the quiz engine's showcase (demo-quiz.ts): timed, shuffled, batched, with an essay and a file for the assessor
      { title: "Posttest", type: "quiz", duration: 10, activityType: 2, bobot: 40 },
      // a skills demonstration (uk) scored against a rubric; it took the place of a second reading so the
      // programme keeps its 12 counted activities (the study journey's progress steps are twelfths)
      { title: "Uji Keterampilan: Rencana Belajar Mingguan", type: "quiz", duration: 30, activityType: 3, bobot: 20 },
    ],
  },
  {
    title: "Proyek Kelompok",
    activities: [{ title: "Proyek Kelompok: Rencana Belajar Bersama", type: "discussion", duration: 30, group: true }],
  },
  {
    title: "Topik Tambahan: Konsultasi Pribadi",
    addon: { price: 49_000, quota: 10, seatsTaken: 7 },
    activities: [{ title: "Konsultasi dengan Fasilitator", type: "direct_chat", duration: 30 }],
  },
];

const COMMENTS: { author: string; text: string }[] = [
  {
    author: "guru",
    text: "Saya biasanya belajar pagi hari sebelum mengajar, 30 menit saja tetapi rutin setiap hari.",
  },
  {
    author: "orangtua",
    text: "Saya mencoba teknik mencatat ulang dengan kata-kata sendiri. Ternyata lebih mudah diingat!",
  },
];

/**
 * The study demo: scoring dates and linear order for the catalogue, and one programme — given by code only,
 * so it stays out of the catalogue's lists — with an activity of every kind, a discussion two other demo
 * learners have already answered, three study groups (one full) and an add-on topic with few seats left.
 */
export async function seedDemoStudy(tx: Db, now: Date): Promise<void> {
  // reports open a week after a scheduled programme ends; job-training programmes are studied in order
  await tx
    .update(programs)
    .set({ scoringDate: sql`${programs.scheduleEnd} + interval '7 days'` })
    .where(sql`${programs.scheduleEnd} is not null`);
  await tx.update(programs).set({ isLinear: true }).where(eq(programs.categoryName, "PRAKERJA"));

  const [creator] = await tx.select({ id: institutions.id }).from(institutions).orderBy(institutions.id).limit(1);
  if (!creator) throw new Error("the demo catalogue has no institution");
  const counted = TOPICS.filter((t) => !t.addon).flatMap((t) => t.activities);
  const [program] = await tx
    .insert(programs)
    .values({
      slug: STUDY_DEMO_SLUG,
      name: "Belajar Efektif di Era Digital",
      avatar: demoCoverPath(STUDY_DEMO_SLUG),
      categoryName: "KELASMU",
      price: 150_000,
      priceNormal: 150_000,
      creatorId: creator.id,
      level: "Umum",
      shortDescription: "Kebiasaan belajar yang bertahan: membaca, menonton, berdiskusi dan merefleksikan.",
      description:
        "<p>Program singkat untuk membangun kebiasaan belajar yang efektif, dengan aktivitas beragam dan proyek kelompok.</p>",
      totalResources: counted.length,
      totalDuration: counted.reduce((sum, a) => sum + a.duration, 0),
      isPublished: false,
      // fixed, like the catalogue's dates: the demo data is the same on every machine
      publishedAt: new Date("2026-01-05T00:00:00Z"),
      scoringDate: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: programs.id });
  if (!program) throw new Error("study demo programme not inserted");

  const activityIds = new Map<string, number>();
  for (const [index, topic] of TOPICS.entries()) {
    const session = index + 1;
    const [chapter] = await tx
      .insert(chapters)
      .values({
        programId: program.id,
        title: topic.title,
        session,
        duration: topic.activities.reduce((sum, a) => sum + a.duration, 0),
        description: `Topik ${session}: ${topic.title.toLowerCase()}.`,
      })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error("study demo topic not inserted");
    const rows = await tx
      .insert(resources)
      .values(
        topic.activities.map((a, k) => {
          const content = demoActivityContent(a.type, a.title, "kebiasaan belajar");
          return {
            chapterId: chapter.id,
            programId: program.id,
            slug: `${STUDY_DEMO_SLUG}-${session}-${k + 1}-${slugify(a.title)}`.slice(0, 200),
            title: a.title,
            type: a.type,
            activityType: a.activityType ?? 0,
            orderId: k + 1,
            duration: a.duration,
            bobotPercentage: a.bobot ?? 0,
            description: `Aktivitas ${k + 1} pada topik ${session}.`,
            url: content.url,
            content: content.content,
            // a recording has no meeting to join: it is a video, not a live session (issue 23)
            meetingNumber: a.recording ? null : content.meetingNumber,
            completionTimer: content.completionTimer,
            videoSeconds: content.videoSeconds,
            isGroupActivity: a.group ?? false,
            groupActivityType: a.group ? "manual_by_user" : null,
          };
        }),
      )
      .returning({ id: resources.id, title: resources.title });
    for (const row of rows) activityIds.set(row.title, row.id);
    if (topic.addon) {
      await tx.insert(addons).values({
        programId: program.id,
        chapterId: chapter.id,
        title: topic.title,
        description: "Satu sesi konsultasi pribadi dengan fasilitator untuk menyusun rencana belajar Anda.",
        ...topic.addon,
      });
    }
  }

  await tx.insert(redeemCodes).values(STUDY_DEMO_CODES.map((code) => ({ code, programId: program.id })));

  // two other demo learners study it too: they answered the discussion and fill one of the groups
  const others = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoEmail("guru"), demoEmail("orangtua")]));
  const userOf = (key: string) => others.find((u) => u.email === demoEmail(key))?.id;
  const discussion = activityIds.get("Diskusi: Kebiasaan Belajar Anda");
  const [fullGroup, openGroup] = await tx
    .insert(studyGroups)
    .values([
      {
        programId: program.id,
        name: "Kelompok Fokus Pagi",
        description: "Belajar bersama setiap pagi pukul 06.00 WIB.",
        quota: 2,
      },
      {
        programId: program.id,
        name: "Kelompok Malam Produktif",
        description: "Diskusi dan kerja proyek setiap malam pukul 20.00 WIB.",
        quota: 20,
      },
      {
        programId: program.id,
        name: "Kelompok Akhir Pekan",
        description: "Mengerjakan proyek bersama setiap Sabtu pagi.",
        quota: 15,
      },
    ])
    .returning({ id: studyGroups.id });
  if (!fullGroup || !openGroup) throw new Error("study demo groups not inserted");
  for (const [k, comment] of COMMENTS.entries()) {
    const userId = userOf(comment.author);
    if (!userId) continue;
    const [enrolment] = await tx
      .insert(programUsers)
      .values({ userId, programId: program.id, createdAt: new Date(now.getTime() - (10 - k) * DAY_MS) })
      .returning({ id: programUsers.id });
    if (!enrolment) continue;
    await tx
      .insert(studyGroupMembers)
      .values({ groupId: fullGroup.id, programId: program.id, userId, status: "joined", createdAt: now });
    if (discussion) {
      const at = new Date(now.getTime() - (3 - k) * DAY_MS);
      await completeActivity(tx, enrolment.id, discussion, at);
      await tx.insert(resourceComments).values({ resourceId: discussion, userId, body: comment.text, createdAt: at });
    }
  }
  await tx
    .update(studyGroups)
    .set({
      memberCount: sql`(select count(*)::int from ${studyGroupMembers}
        where ${studyGroupMembers.groupId} = ${studyGroups.id} and ${studyGroupMembers.status} = 'joined')`,
    })
    .where(eq(studyGroups.programId, program.id));
}
