import { count, sql } from "drizzle-orm";
import { institutions } from "../db/schema/institution";
import type { Db } from "../platform/db";
import { seedDemoAddons } from "./demo-addons";
import { seedDemoCatalogue } from "./demo-catalogue";
import { seedDemoFinishedForAssessment } from "./demo-certificate";
import { seedDemoChat } from "./demo-chat";
import { seedDemoPoints, seedDemoRedeemCodes, seedDemoVouchers } from "./demo-commerce";
import { seedDemoInstitutionChoices } from "./demo-institution-choice";
import { seedDemoLearning } from "./demo-learning";
import { seedDemoLearningReport } from "./demo-learning-report";
import { seedDemoPortfolio } from "./demo-portfolio";
import { seedDemoPrakerja, seedDemoPrakerjaWebinar } from "./demo-prakerja";
import { seedDemoQuizzes } from "./demo-quiz";
import { seedDemoReflection } from "./demo-reflection";
import { seedDemoReviews } from "./demo-reviews";
import { seedDemoStudy } from "./demo-study";
import { seedDemoUsers } from "./demo-users";

const DEMO_SEED_LOCK_KEY = 7_246_502;

/**
 * Fills an empty database with the demo catalogue and accounts, all or nothing. Returns false when not empty.
 * Schedules and the demo learners' progress are relative to `now` (the to-do view always has a week ahead).
 */
export async function seedDemoIfEmpty(db: Db, productSlug: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together must not both find the database empty: the second waits, then sees data.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(institutions);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemoCatalogue(tx, productSlug);
    await seedDemoUsers(tx);
    await seedDemoInstitutionChoices(tx);
    await seedDemoReviews(tx); // reviews are written by the demo users; the star counts are made from them
    await seedDemoVouchers(tx);
    await seedDemoPoints(tx);
    await seedDemoRedeemCodes(tx);
    await seedDemoLearning(tx, now);
    await seedDemoAddons(tx, now); // after the enrolments: murid's finished add-on
    await seedDemoStudy(tx, now);
    await seedDemoQuizzes(tx, now); // after the study demo: its posttest was handed in by two of its learners
    await seedDemoFinishedForAssessment(tx, now); // after the quizzes: orangtua's skills task waits for the assessor
    await seedDemoPortfolio(tx, now); // after the quizzes: murid's portfolio holds their posttest
    await seedDemoLearningReport(tx); // after the portfolio: murid's other tryout quizzes get scored attempts
    await seedDemoChat(tx, now); // after the enrolments: rooms of the programmes the demo learners are in
    await seedDemoReflection(tx); // after the completions: the finished programmes' live sessions took place
    await seedDemoPrakerja(tx, now); // after the enrolments: the participant's redeem records
    await seedDemoPrakerjaWebinar(tx, now); // after the quizzes and the redemption programmes: 90 % and 70 % attendance
    return true;
  });
}
