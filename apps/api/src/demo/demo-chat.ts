import { desc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { programs } from "../db/schema/catalogue";
import { chatComments, chatMembers, programFacilitators } from "../db/schema/chat";
import { programUsers } from "../db/schema/learning";
import { announcements } from "../db/schema/notification";
import { ensureProgramRooms } from "../modules/chat/public";
import { notify } from "../modules/notification/public";
import type { Db } from "../platform/db";
import { STUDY_DEMO_SLUG } from "./demo-study";
import { demoEmail } from "./demo-users";

const MINUTE_MS = 60_000;

/** A short conversation in the study demo's discussion room (README tour: the Tanyamu button). */
const DISCUSSION: { who: "fasilitator" | "guru" | "orangtua"; text: string; minutesAgo: number }[] = [
  {
    who: "fasilitator",
    text: "Selamat datang di ruang diskusi! Silakan perkenalkan diri dan ceritakan target belajar Anda.",
    minutesAgo: 2_880,
  },
  {
    who: "guru",
    text: "Halo semua, saya mengajar di SMP. Target saya bisa belajar 30 menit setiap hari.",
    minutesAgo: 2_700,
  },
  { who: "orangtua", text: "Halo! Saya ingin mendampingi anak belajar lebih teratur.", minutesAgo: 1_500 },
  {
    who: "fasilitator",
    text: "Bagus sekali. Panduan langkahnya ada di https://contoh.id/panduan-belajar — coba mulai dari langkah 1.",
    minutesAgo: 90,
  },
];

/**
 * The chat and notification demo (issue 19): the demo facilitator facilitates every programme a demo learner is
 * in; those programmes get their discussion (type group) and facilitator rooms; the learners have entered their
 * discussion rooms; the study demo's room holds a short conversation and an announcement; the demo learner has
 * two notifications (one read).
 */
export async function seedDemoChat(tx: Db, now: Date): Promise<void> {
  const [facilitator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("fasilitator")));
  if (!facilitator) return;
  const [study] = await tx
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.slug, STUDY_DEMO_SLUG));
  const enrolled = await tx.selectDistinct({ programId: programUsers.programId }).from(programUsers);
  const programIds = [...new Set([...enrolled.map((e) => e.programId), ...(study ? [study.id] : [])])];
  if (programIds.length === 0) return;
  await tx.insert(programFacilitators).values(programIds.map((programId) => ({ programId, userId: facilitator.id })));
  await tx.update(programs).set({ typeRoom: "group" }).where(inArray(programs.id, programIds));
  const rooms = new Map<number, number>();
  for (const programId of programIds) rooms.set(programId, (await ensureProgramRooms(tx, programId)).discussion);
  // every enrolled learner and the facilitator have entered the discussion rooms
  await tx.execute(sql`
    insert into ${chatMembers} (room_id, user_id, joined_at)
    select p.room_id, pu.user_id, ${now.toISOString()}::timestamptz
    from ${programUsers} pu join ${programs} p on p.id = pu.program_id
    where p.room_id > 0
    union
    select p.room_id, ${facilitator.id}, ${now.toISOString()}::timestamptz
    from ${programs} p where p.room_id > 0 and p.id in (${sql.join(
      programIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`);
  if (!study) return;
  const room = rooms.get(study.id);
  if (!room) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["fasilitator", "guru", "orangtua", "murid"].map(demoEmail)));
  const idOf = (key: string) => people.find((p) => p.email === demoEmail(key))?.id;
  for (const line of DISCUSSION) {
    const userId = idOf(line.who);
    if (!userId) continue;
    await tx
      .insert(chatMembers)
      .values({ roomId: room, userId, joinedAt: new Date(now.getTime() - 3_000 * MINUTE_MS) })
      .onConflictDoNothing();
    await tx.insert(chatComments).values({
      roomId: room,
      userId,
      type: "text",
      message: line.text,
      createdAt: new Date(now.getTime() - line.minutesAgo * MINUTE_MS),
    });
  }
  const slug = "jadwal-sesi-tanya-jawab-minggu-ini";
  await tx.insert(announcements).values({
    programId: study.id,
    authorId: facilitator.id,
    title: "Jadwal sesi tanya jawab minggu ini",
    slug,
    body: "<p>Sesi tanya jawab bersama fasilitator diadakan <strong>Kamis pukul 19.00 WIB</strong>. Siapkan pertanyaan Anda di ruang diskusi.</p>",
    publishedAt: new Date(now.getTime() - 120 * MINUTE_MS),
  });
  const announced = new Date(now.getTime() - 120 * MINUTE_MS);
  const learners = await tx
    .select({ userId: programUsers.userId })
    .from(programUsers)
    .where(eq(programUsers.programId, study.id));
  for (const { userId } of learners) {
    await notify(
      tx,
      {
        userId,
        type: "announcement",
        objectType: "announcement",
        objectId: null,
        title: `Pengumuman ${study.name}: Jadwal sesi tanya jawab minggu ini`,
        body: "Sesi tanya jawab bersama fasilitator diadakan Kamis pukul 19.00 WIB.",
        link: `/pengumuman/${slug}`,
      },
      announced,
    );
  }
  // the demo learner's newest enrolment, unread: the navbar's bell shows 1
  const murid = idOf("murid");
  if (!murid) return;
  const [newest] = await tx
    .select({ id: programs.id, name: programs.name, at: programUsers.createdAt })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(eq(programUsers.userId, murid))
    .orderBy(desc(programUsers.createdAt))
    .limit(1);
  if (newest) {
    await notify(
      tx,
      {
        userId: murid,
        type: "enrolment",
        objectType: "program",
        objectId: newest.id,
        title: `Anda terdaftar di ${newest.name}`,
        body: "Program sudah ada di Programmu. Selamat belajar!",
        link: "/programmu",
      },
      newest.at,
    );
  }
}
