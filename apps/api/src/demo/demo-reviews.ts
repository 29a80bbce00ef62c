import { hash } from "@node-rs/argon2";
import { and, asc, gt, inArray, isNull, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { programReviews, programs } from "../db/schema/catalogue";
import type { Db } from "../platform/db";
import { DEMO_PASSWORD, demoEmail } from "./demo-users";
import { seededRandom } from "./random";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** No demo review is dated after this day. */
const LAST_REVIEW_DAY = Date.UTC(2026, 10, 20);
/** The most-followed rated programmes get enough reviews to page through (ten a page). */
const POPULAR_PROGRAMMES = 6;

/**
 * Learners who only write reviews (issue 23: a programme's reviews come from many people, not the same two). They
 * are verified @demo.test accounts like the others, with the demo password, and are enrolled nowhere.
 */
export const DEMO_REVIEWER_NAMES: readonly string[] = [
  "Ayu Permatasari",
  "Bagus Setiawan",
  "Citra Maharani",
  "Dimas Prasetyo",
  "Eka Fitriani",
  "Fajar Nugroho",
  "Gita Anjani",
  "Hendra Wijaya",
  "Indah Puspita",
  "Yusuf Maulana",
  "Kurniawati Sari",
  "Lukman Hakim",
  "Maya Anggraini",
  "Nanda Saputri",
  "Oki Firmansyah",
  "Putu Ardana",
  "Ratna Dewanti",
  "Surya Pranata",
  "Tika Rahmawati",
  "Umar Syahputra",
  "Vina Melati",
  "Wahyu Hidayat",
  "Yuliana Siregar",
  "Zaki Ramadhan",
  "Agus Salim",
  "Bella Oktaviani",
  "Cahyo Wibowo",
  "Diah Ayuningtyas",
  "Evi Marlina",
  "Ferry Gunawan",
  "Galih Pamungkas",
  "Hana Safitri",
  "Irfan Hakim",
  "Jihan Aulia",
  "Komang Sudarma",
  "Lestari Handayani",
  "Made Wirawan",
  "Nurul Aini",
  "Rizky Ananda",
  "Siti Nurhaliza",
];

const PROFESSIONS_OF_REVIEWERS = ["profesional", "mahasiswa", "guru", "orangtua", "murid", "prakerja"] as const;

function reviewerKey(index: number): string {
  return `pengulas-${String(index + 1).padStart(2, "0")}`;
}

/** Which demo learners (demo-users.ts usernames) review a programme, by its level; staff and the unverified do not. */
function learnersFor(level: string, category: string): readonly string[] {
  if (category === "PRAKERJA") return ["prakerja", "profesional", "orangtua", "mahasiswa"];
  switch (level) {
    case "PAUD":
    case "SD":
    case "SMP":
    case "SMA/SMK":
      return ["murid", "orangtua", "guru"];
    case "Mahasiswa":
      return ["mahasiswa", "profesional", "murid"];
    case "Guru":
      return ["guru", "orangtua", "mahasiswa"];
    case "Orangtua":
      return ["orangtua", "guru", "profesional"];
    default:
      return ["profesional", "mahasiswa", "prakerja", "guru"];
  }
}

type Stars = 1 | 2 | 3 | 4 | 5;
type Mood = "good" | "fair" | "poor";
const moodOf = (rating: Stars): Mood => (rating >= 4 ? "good" : rating === 3 ? "fair" : "poor");

/** A review is an opening, a sentence about the programme's topic and a closing of the same mood. */
const OPENINGS: Record<Mood, readonly string[]> = {
  good: [
    "Materinya runtut dan mudah dipahami.",
    "Program ini melebihi harapan saya.",
    "Penjelasan fasilitatornya jelas dan sabar.",
    "Saya ikut karena rekomendasi teman dan tidak menyesal.",
    "Belajarnya fleksibel, bisa saya sesuaikan dengan jadwal kerja.",
    "Contoh-contohnya dekat dengan keseharian.",
    "Video dan modulnya rapi, tidak bertele-tele.",
  ],
  fair: [
    "Cukup membantu sebagai pengantar.",
    "Isinya lumayan untuk pemula.",
    "Secara umum oke, meski ada yang perlu dibenahi.",
    "Materi dasarnya bagus, bagian lanjutannya kurang dalam.",
  ],
  poor: [
    "Kurang sesuai dengan harapan saya.",
    "Sayang sekali, pengalaman belajar saya kurang menyenangkan.",
    "Materinya terlalu dasar untuk saya.",
  ],
};

const ABOUT_TOPIC: Record<Mood, readonly ((topic: string) => string)[]> = {
  good: [
    (t) => `Bagian tentang ${t} langsung bisa saya praktikkan.`,
    (t) => `Sekarang saya jauh lebih paham ${t}.`,
    (t) => `Studi kasus ${t} sangat relevan dengan pekerjaan saya.`,
    (t) => `Latihan soal ${t} banyak dan ada pembahasannya.`,
    (t) => `Proyek akhirnya membuat saya berani menerapkan ${t} sendiri.`,
    (t) => `Topik ${t} dibahas dari dasar sampai tingkat lanjut.`,
  ],
  fair: [
    (t) => `Pembahasan ${t} masih bisa ditambah contohnya.`,
    (t) => `Beberapa latihan ${t} kurang dijelaskan jawabannya.`,
    (t) => `Materi ${t} cukup, tapi videonya agak panjang.`,
  ],
  poor: [
    (t) => `Materi ${t} terasa terburu-buru.`,
    (t) => `Pertanyaan saya soal ${t} lama tidak dijawab.`,
    (t) => `Beberapa tautan bacaan ${t} tidak bisa dibuka.`,
  ],
};

const CLOSINGS: Record<Mood, readonly string[]> = {
  good: [
    "Sangat direkomendasikan!",
    "Terima kasih untuk fasilitatornya.",
    "Harganya sebanding dengan isinya.",
    "Semoga ada kelas lanjutannya.",
    "Sertifikatnya juga bermanfaat untuk CV saya.",
    "",
  ],
  fair: ["Semoga ke depan lebih baik.", "Masih layak dicoba.", ""],
  poor: ["Semoga segera diperbaiki.", "Saya harap ada pembaruan materi.", ""],
};

function composeReview(random: ReturnType<typeof seededRandom>, rating: Stars, topic: string): string {
  const mood = moodOf(rating);
  return [random.pick(OPENINGS[mood]), random.pick(ABOUT_TOPIC[mood])(topic), random.pick(CLOSINGS[mood])]
    .filter(Boolean)
    .join(" ");
}

/** A star drawn from the programme's taste (its star weights), so a well-liked programme gets mostly 4 and 5. */
function drawStars(random: ReturnType<typeof seededRandom>, weights: readonly number[]): Stars {
  const total = weights.reduce((sum, n) => sum + n, 0);
  let draw = random.next() * total;
  const index = weights.findIndex((n) => {
    draw -= n;
    return draw < 0;
  });
  return ((index === -1 ? weights.length - 1 : index) + 1) as Stars;
}

async function seedReviewers(db: Db): Promise<number[]> {
  // one hash for all of them: a seed of forty argon2 hashes would cost seconds for nothing
  const passwordHash = await hash(DEMO_PASSWORD);
  const rows = DEMO_REVIEWER_NAMES.map((name, index) => ({
    name,
    email: demoEmail(reviewerKey(index)),
    username: reviewerKey(index),
    passwordHash,
    professionName: PROFESSIONS_OF_REVIEWERS[index % PROFESSIONS_OF_REVIEWERS.length] ?? null,
    isEmailVerified: true,
    source: "web-karirmu",
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((u) => u.id);
}

/**
 * The demo reviews, and the programmes' star counts made from them (issue 23: '439 ulasan' next to two reviews).
 * The catalogue's star counts are only each programme's taste here; afterwards every rated programme's counts are
 * exactly its stored reviews, and its average is theirs. From then on a new rating moves the count in the same
 * transaction as it stores the review (study/ratings.ts), so the two never drift apart.
 *
 * Each rated programme is reviewed by two to four demo learners it suits (as before, so their study pages know
 * they rated it) and by some of the reviewer accounts: three to nine on most programmes, 14 to 32 on the six most
 * followed so that their reviews page. Texts, stars, names and dates differ within a programme. Runs after the
 * demo users exist.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const random = seededRandom(20261215);
  const learners = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ["murid", "guru", "orangtua", "mahasiswa", "profesional", "prakerja"]));
  const idOf = new Map(learners.map((u) => [u.username, u.id]));
  const reviewers = await seedReviewers(db);
  const rated = await db
    .select({
      id: programs.id,
      name: programs.name,
      objectives: programs.learningObjectives,
      level: programs.level,
      category: programs.categoryName,
      publishedAt: programs.publishedAt,
      enrolled: programs.enrolledCount,
      one: programs.reviewersOneStar,
      two: programs.reviewersTwoStar,
      three: programs.reviewersThreeStar,
      four: programs.reviewersFourStar,
      five: programs.reviewersFiveStar,
    })
    .from(programs)
    .where(and(gt(programs.reviewers, 0), isNull(programs.deletedAt)))
    .orderBy(asc(programs.id));
  const popular = new Set(
    [...rated]
      .sort((a, b) => b.enrolled - a.enrolled || a.id - b.id)
      .slice(0, POPULAR_PROGRAMMES)
      .map((p) => p.id),
  );

  const rows = rated.flatMap((program, index) => {
    const weights = [program.one, program.two, program.three, program.four, program.five];
    // the catalogue's first objective reads "Memahami konsep dasar <topic>"
    const topic = program.objectives[0]?.replace(/^Memahami konsep dasar /, "") ?? program.name;
    const demoLearners = learnersFor(program.level, program.category).flatMap((name) => idOf.get(name) ?? []);
    const fromLearners = Array.from(
      { length: Math.min(2 + (index % 3), demoLearners.length) },
      (_, k) => demoLearners[(index + k) % demoLearners.length],
    ).filter((id) => id !== undefined);
    const extra = popular.has(program.id) ? random.int(14, 32) : random.int(3, 9);
    const start = random.int(0, reviewers.length - 1);
    const fromReviewers = Array.from({ length: extra }, (_, k) => reviewers[(start + k * 7) % reviewers.length]).filter(
      (id) => id !== undefined,
    );
    const writers = [...new Set([...fromLearners, ...fromReviewers])];
    const first = program.publishedAt.getTime() + 7 * DAY_MS;
    const span = Math.max(LAST_REVIEW_DAY - first, 30 * DAY_MS);
    const seen = new Set<string>();
    return writers.map((userId, k) => {
      const rating = drawStars(random, weights);
      let comment = composeReview(random, rating, topic);
      for (let attempt = 0; seen.has(comment) && attempt < 20; attempt++)
        comment = composeReview(random, rating, topic);
      seen.add(comment);
      const day = Math.floor(((k + random.next()) / writers.length) * (span / DAY_MS));
      return {
        programId: program.id,
        userId,
        rating,
        comment,
        createdAt: new Date(first + day * DAY_MS + random.int(1, 14) * HOUR_MS),
      };
    });
  });
  if (rows.length) await db.insert(programReviews).values(rows);

  // the one place the seed's counts are set: from the stored reviews, for every programme
  const starsOf = (n: number) =>
    sql`(select count(*)::int from ${programReviews} r where r.program_id = ${programs.id} and r.rating = ${n})`;
  await db.update(programs).set({
    reviewersOneStar: starsOf(1),
    reviewersTwoStar: starsOf(2),
    reviewersThreeStar: starsOf(3),
    reviewersFourStar: starsOf(4),
    reviewersFiveStar: starsOf(5),
  });
}
