import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { wibDay, wibDayBounds } from "@app/domain/learning/todo";
import { PRAKERJA_REDEEM_STATUS } from "@app/domain/prakerja/contracts";
import { essayToParagraphs } from "@app/domain/quiz/rules";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { chapters, programs, resources } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import {
  prakerjaAttendance,
  prakerjaRedeems,
  prakerjaRedemptionPrograms,
  prakerjaSubmissions,
} from "../db/schema/prakerja";
import { quizAnswers, quizAttempts, quizQuestions, quizRubricCriteria, quizzes } from "../db/schema/quiz";
import { completeActivity, isAddonActivity } from "../modules/learning/public";
import { recordAssessment, scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";
import { PRAKERJA_WEBINAR_SLUG } from "./demo-content";
import { demoEmail } from "./demo-users";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The demo participant's (prakerja@demo.test, Joko) enrolments in redeem states (decisions/029): every demo Prakerja
 * programme has a redemption programme at the partner; Joko redeemed all but one, which waits for its code (the
 * redeem-code modal opens there). In development the simulator accepts any seeded code PRKVALID0001-9999.
 */
export const DEMO_PRAKERJA_NOT_REDEEMED = "pengolahan-kopi-untuk-wirausaha";
const DEMO_PRAKERJA_REDEEMED = [
  "menjadi-penjual-online-dengan-marketplace",
  "admin-media-sosial-untuk-bisnis",
  "dasar-instalasi-listrik-rumah",
];

export async function seedDemoPrakerja(tx: Db, now: Date): Promise<void> {
  const catalogue = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.categoryName, PRAKERJA_CATEGORY))
    .orderBy(programs.id);
  if (catalogue.length > 0) {
    await tx
      .insert(prakerjaRedemptionPrograms)
      .values(
        catalogue.map((p) => ({ programId: p.id, partnerCourseId: `PRK-DEMO-${String(p.id).padStart(5, "0")}` })),
      );
  }
  const [joko] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "prakerja"));
  if (!joko) throw new Error("demo participant prakerja is missing");
  const enrolments = await tx
    .select({ id: programUsers.id, programId: programs.id, slug: programs.slug, enrolledAt: programUsers.createdAt })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(
      and(
        eq(programUsers.userId, joko.id),
        inArray(programs.slug, [...DEMO_PRAKERJA_REDEEMED, DEMO_PRAKERJA_NOT_REDEEMED]),
      ),
    );
  if (enrolments.length !== DEMO_PRAKERJA_REDEEMED.length + 1) {
    throw new Error("the demo participant's Prakerja enrolments are missing");
  }
  for (const [k, e] of enrolments.entries()) {
    if (e.slug === DEMO_PRAKERJA_NOT_REDEEMED) {
      // bought with the work card: the code must be redeemed before an activity can be completed
      await tx.update(programUsers).set({ redeemRequired: true }).where(eq(programUsers.id, e.id));
      continue;
    }
    // redeemed the day after enrolling (never after the seed time), face verified for sequence 1
    const redeemedAt = new Date(Math.min(e.enrolledAt.getTime() + DAY_MS, now.getTime()));
    await tx.update(programUsers).set({ redeemRequired: true, redeemedAt }).where(eq(programUsers.id, e.id));
    await tx.insert(prakerjaRedeems).values({
      programUserId: e.id,
      userId: joko.id,
      programId: e.programId,
      status: PRAKERJA_REDEEM_STATUS.SUCCESS,
      redemptionCode: `PRKVALID${String(9001 + k).padStart(4, "0")}`,
      sequence: 1,
      sequenceStatus: "success",
      lastFrSession: 1,
      partnerInvoiceCode: `INV-DEMO-${String(e.id).padStart(6, "0")}`,
      codeAcceptedAt: redeemedAt,
      redeemedAt,
      createdAt: redeemedAt,
      updatedAt: redeemedAt,
    });
  }
}

type AttendanceStatus = "hadir" | "gagal";
type WebinarParticipant = {
  key: "sari" | "rudi";
  code: string;
  /** the partner's attendance of sessions 1..n (the rest: not verified yet) */
  attendance: AttendanceStatus[];
  /** how many of the programme's activities (in study order) are complete; the hand-ins are made below */
  done: number | "all";
  /** the practical task (tpm): the learner's link, the assessor's score, the partner's decision */
  practical: { link: string; points: number; partner: "accepted" | "rejected"; feedback: string | null };
  /** the skills demonstration (uk) handed in and accepted (its rubric scores) */
  skills?: [number, number, number];
};

/**
 * The 10-session Prakerja webinar's participants (issue 22's demo states): Sari attended 9 of 10 sessions (90 %),
 * her practical task and skills demonstration were accepted by the partner, so her certificate opens; Rudi did every
 * activity but attended 7 sessions (70 %, under the 80 % the certificate needs), failed the verification of session
 * 8, and the partner rejected his practical task with feedback: verifying session 8 again and handing the task in
 * again is all that stands between him and his certificate (e2e/prakerja-journey.spec.ts does it). Their attendance and submissions are stored as the product
 * read them from the partner; in development the simulator is told the redemptions again at every start
 * (prakerja/simulator/restore.ts).
 */
const WEBINAR_PARTICIPANTS: WebinarParticipant[] = [
  {
    key: "sari",
    code: "PRKVALID9011",
    attendance: ["hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "gagal"],
    done: "all",
    practical: {
      link: "https://drive.google.com/file/d/rencana-konten-katering-sari/view",
      points: 88,
      partner: "accepted",
      feedback: null,
    },
    skills: [26, 24, 34],
  },
  {
    key: "rudi",
    code: "PRKVALID9012",
    attendance: ["hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "hadir", "gagal"],
    done: "all",
    practical: {
      link: "https://www.canva.com/design/rencana-promosi-rudi/view",
      points: 45,
      partner: "rejected",
      feedback:
        "Rencana konten belum memuat jadwal unggah dan target audiens. Lengkapi keduanya, lalu kumpulkan ulang tugas ini.",
    },
    skills: [22, 24, 28],
  },
];

export async function seedDemoPrakerjaWebinar(tx: Db, now: Date): Promise<void> {
  const [program] = await tx.select().from(programs).where(eq(programs.slug, PRAKERJA_WEBINAR_SLUG));
  if (!program) throw new Error("the demo Prakerja webinar is missing");
  // its first session 5 days after the seed day, 19.00 WIB: a work-card purchase is open (it closes 3 days before)
  const start = new Date(wibDayBounds(wibDay(now)).start.getTime() + 5 * DAY_MS + 19 * HOUR_MS);
  const end = new Date(start.getTime() + 2 * HOUR_MS);
  await tx.update(programs).set({ scheduleStart: start, scheduleEnd: end }).where(eq(programs.id, program.id));
  await tx
    .update(resources)
    .set({ startAt: start, endAt: end })
    .where(and(eq(resources.programId, program.id), eq(resources.isPresenceParticipation, true)));

  const activities = await tx
    .select({ id: resources.id, activityType: resources.activityType, session: chapters.session })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(and(eq(resources.programId, program.id), sql`not ${isAddonActivity}`))
    .orderBy(asc(chapters.session), asc(resources.orderId), asc(resources.id));
  const handIn = async (activityType: 3 | 4) => {
    const [row] = await tx
      .select({ quiz: quizzes, resourceId: resources.id, session: chapters.session })
      .from(quizzes)
      .innerJoin(resources, eq(resources.id, quizzes.resourceId))
      .innerJoin(chapters, eq(chapters.id, resources.chapterId))
      .where(and(eq(resources.programId, program.id), eq(resources.activityType, activityType)));
    if (!row) throw new Error(`the demo Prakerja webinar has no hand-in of type ${activityType}`);
    const questions = await tx
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, row.quiz.id))
      .orderBy(asc(quizQuestions.orderId));
    const criteria = await tx
      .select({ id: quizRubricCriteria.id })
      .from(quizRubricCriteria)
      .where(eq(quizRubricCriteria.quizId, row.quiz.id))
      .orderBy(asc(quizRubricCriteria.id));
    return { ...row, questions, criteria };
  };
  const practicalTask = await handIn(4);
  const skillsTask = await handIn(3);
  const [asesor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("asesor")));
  if (!asesor) throw new Error("the demo assessor is missing");
  const [redemption] = await tx
    .select({ courseId: prakerjaRedemptionPrograms.partnerCourseId })
    .from(prakerjaRedemptionPrograms)
    .where(eq(prakerjaRedemptionPrograms.programId, program.id));
  if (!redemption) throw new Error("the demo Prakerja webinar has no redemption programme");

  for (const [k, p] of WEBINAR_PARTICIPANTS.entries()) {
    const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, p.key));
    if (!learner) throw new Error(`demo participant ${p.key} is missing`);
    const enrolledAt = new Date(now.getTime() - (40 - k) * DAY_MS);
    const redeemedAt = new Date(enrolledAt.getTime() + HOUR_MS);
    const [enrolment] = await tx
      .insert(programUsers)
      .values({ userId: learner.id, programId: program.id, createdAt: enrolledAt, redeemRequired: true, redeemedAt })
      .returning({ id: programUsers.id });
    if (!enrolment) throw new Error("demo enrolment was not inserted");
    const [redeem] = await tx
      .insert(prakerjaRedeems)
      .values({
        programUserId: enrolment.id,
        userId: learner.id,
        programId: program.id,
        status: PRAKERJA_REDEEM_STATUS.SUCCESS,
        redemptionCode: p.code,
        sequence: p.attendance.length,
        sequenceStatus: p.attendance.at(-1) === "hadir" ? "success" : "failed",
        lastFrSession: p.attendance.lastIndexOf("hadir") + 1,
        partnerInvoiceCode: `INV-DEMO-${String(enrolment.id).padStart(6, "0")}`,
        codeAcceptedAt: redeemedAt,
        redeemedAt,
        createdAt: redeemedAt,
        updatedAt: redeemedAt,
      })
      .returning({ id: prakerjaRedeems.id });
    if (!redeem) throw new Error("demo redeem record was not inserted");
    await tx.insert(prakerjaAttendance).values(
      p.attendance.map((status, n) => ({
        redeemId: redeem.id,
        sequence: n + 1,
        status,
        partnerUpdatedAt: new Date(redeemedAt.getTime() + n * DAY_MS),
        checkedAt: now,
      })),
    );

    const handIns = new Set([practicalTask.resourceId, skillsTask.resourceId]);
    const done = p.done === "all" ? activities.length : p.done;
    for (const [n, activity] of activities.slice(0, done).entries()) {
      if (handIns.has(activity.id)) continue;
      await completeActivity(tx, enrolment.id, activity.id, new Date(redeemedAt.getTime() + (n + 1) * HOUR_MS * 12));
    }

    // the hand-ins, scored by the demo assessor, then as the partner decided
    const submit = async (
      task: Awaited<ReturnType<typeof handIn>>,
      scope: "tpm" | "uk",
      answer: string | null,
      scoring: {
        answers: { question_id: number; points: number }[];
        rubric: { criterion_id: number; points: number }[];
      },
      partner: { status: "accepted" | "rejected"; feedback: string | null; score: number },
    ) => {
      const finishedAt = new Date(now.getTime() - 6 * DAY_MS + k * HOUR_MS);
      const startedAt = new Date(finishedAt.getTime() - 25 * 60_000);
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: task.quiz.id,
          programUserId: enrolment.id,
          userId: learner.id,
          number: 1,
          questionIds: task.questions.map((q) => q.id),
          state: "finished",
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + task.quiz.timerInSeconds * 1000),
          finishedAt,
        })
        .returning();
      if (!attempt) throw new Error("demo hand-in was not inserted");
      const first = task.questions[0];
      if (answer !== null && first) {
        await tx
          .insert(quizAnswers)
          // an essay as the quiz stores it: escaped paragraphs
          .values({
            attemptId: attempt.id,
            questionId: first.id,
            text: essayToParagraphs(answer),
            answeredAt: finishedAt,
          });
      }
      await scoreAttempt(tx, attempt, task.quiz, { assessed: false });
      await completeActivity(tx, enrolment.id, task.resourceId, finishedAt);
      const assessedAt = new Date(finishedAt.getTime() + DAY_MS);
      await recordAssessment(
        tx,
        asesor.id,
        attempt.id,
        { ...scoring, feedback: "", is_request_remedial: false },
        assessedAt,
      );
      await tx.insert(prakerjaSubmissions).values({
        attemptId: attempt.id,
        redeemId: redeem.id,
        programUserId: enrolment.id,
        resourceId: task.resourceId,
        scope,
        sequence: task.session,
        score: partner.score,
        url: answer,
        idempotencyKey: `prakerja-submission-${attempt.id}`,
        status: partner.status,
        partnerSubmissionId: `SUB-DEMO-${attempt.id}`,
        feedback: partner.feedback,
        nextAttemptAt: assessedAt,
        submittedAt: assessedAt,
        reviewedAt: new Date(assessedAt.getTime() + 2 * HOUR_MS),
        checkedAt: new Date(assessedAt.getTime() + 2 * HOUR_MS),
        createdAt: assessedAt,
      });
    };
    const essay = practicalTask.questions[0];
    if (!essay) throw new Error("the demo practical task has no question");
    await submit(
      practicalTask,
      "tpm",
      p.practical.link,
      { answers: [{ question_id: essay.id, points: p.practical.points }], rubric: [] },
      { status: p.practical.partner, feedback: p.practical.feedback, score: p.practical.points },
    );
    if (p.skills) {
      const scores = p.skills;
      await submit(
        skillsTask,
        "uk",
        null,
        {
          answers: skillsTask.questions.map((q) => ({ question_id: q.id, points: 0 })),
          rubric: skillsTask.criteria.map((c, n) => ({ criterion_id: c.id, points: scores[n] ?? 0 })),
        },
        { status: "accepted", feedback: null, score: scores.reduce((a, b) => a + b, 0) },
      );
    }
  }
}
