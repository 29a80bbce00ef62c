import type { QuestionType } from "@app/domain/quiz/contracts";
import { attemptQuestionOrder, essayToParagraphs } from "@app/domain/quiz/rules";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { programs, resources } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import {
  programAssessors,
  quizAnswers,
  quizAttempts,
  quizOptions,
  quizQuestionGroups,
  quizQuestions,
  quizRubricCriteria,
  quizzes,
} from "../db/schema/quiz";
import { completeActivity } from "../modules/learning/public";
import { recordAssessment, scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";
import { DEMO_MEDIA } from "./demo-activity-content";
import { PRAKERJA_WEBINAR_SLUG } from "./demo-content";
import { STUDY_DEMO_SLUG } from "./demo-study";
import { demoEmail } from "./demo-users";
import { seededRandom } from "./random";

const DAY_MS = 86_400_000;

/** Catalogue programmes the demo assessor assesses besides the study demo (one career, one Prakerja). */
export const DEMO_ASSESSED_PROGRAMS = [
  "digital-marketing-untuk-umkm",
  "menjadi-penjual-online-dengan-marketplace",
  PRAKERJA_WEBINAR_SLUG,
];

type OptionPlan = { body: string; correct?: true; imageUrl?: string };
type QuestionPlan = {
  type: QuestionType;
  body: string;
  points: number;
  discussion?: string;
  imageUrl?: string;
  accepted?: string[];
  maxFiles?: number;
  options?: OptionPlan[];
  /** Index into the quiz's groups. */
  group?: number;
};
/** The schema's defaults of the settings the demo quizzes set (the JSON insert names every one of them). */
const QUIZ_DEFAULTS = {
  title: "",
  instruction: "",
  isAutoScore: true,
  isGroupQuestionShuffle: false,
  isPrev: true,
  isQuestionShuffle: false,
  isRetake: false,
  maxAttempts: 3,
  isShowDiscussion: false,
  isShowPoint: false,
  isShowTimer: false,
  isSkip: true,
  maxBatch: 0,
  minimumScore: 0,
  questionPerBatch: 5,
  timerInSeconds: 3605,
  batchDiscussion: false,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type QuizPlan = {
  resourceId: number;
  settings: Partial<typeof QUIZ_DEFAULTS> & { title: string };
  groups: { title: string; passage: string }[];
  questions: QuestionPlan[];
  rubric: { title: string; description: string; maxPoints: number }[];
};

const TRUE_FALSE = (correct: boolean): OptionPlan[] => [
  { body: "Benar", ...(correct ? { correct: true as const } : {}) },
  { body: "Salah", ...(correct ? {} : { correct: true as const }) },
];

/** The catalogue's quizzes: three questions from this bank about the programme, 30 + 30 + 40 points. */
const BANK: ((topic: string) => Omit<QuestionPlan, "points">)[] = [
  (topic) => ({
    type: "single_choice",
    body: `<p>Apa langkah pertama yang paling tepat sebelum mempelajari <strong>${topic}</strong>?</p>`,
    options: [
      { body: "Menetapkan tujuan belajar yang jelas", correct: true },
      { body: "Langsung mengerjakan soal yang paling sulit" },
      { body: "Melewati materi dasar" },
      { body: "Menunda sampai mendekati ujian" },
    ],
    discussion: "<p>Tujuan yang jelas membantu Anda memilih materi dan mengukur kemajuan belajar Anda.</p>",
  }),
  (topic) => ({
    type: "true_false",
    body: `<p>Mengulang materi ${topic} secara berkala membuat ingatan bertahan lebih lama.</p>`,
    options: TRUE_FALSE(true),
    discussion: "<p>Pengulangan berjarak memperkuat ingatan jangka panjang.</p>",
  }),
  (topic) => ({
    type: "multiple_choice",
    body: `<p>Pilih <strong>dua</strong> kebiasaan yang membantu memahami ${topic}.</p>`,
    options: [
      { body: "Mencatat dengan kata-kata sendiri", correct: true },
      { body: "Berlatih mengerjakan soal", correct: true },
      { body: "Belajar sambil bermain gim" },
      { body: "Menghafal tanpa memahami" },
    ],
    discussion: "<p>Mencatat ulang dan berlatih membuat Anda aktif mengolah materi, bukan sekadar membacanya.</p>",
  }),
  (topic) => ({
    type: "single_choice",
    body: `<p>Saat menemui bagian ${topic} yang sulit, apa yang sebaiknya Anda lakukan?</p>`,
    options: [
      { body: "Menguraikannya menjadi bagian kecil dan bertanya di forum diskusi", correct: true },
      { body: "Melewatinya dan tidak kembali lagi" },
      { body: "Berhenti belajar" },
      { body: "Menyalin jawaban teman" },
    ],
    discussion: "<p>Masalah besar lebih mudah dipecahkan sedikit demi sedikit, dan bertanya mempercepatnya.</p>",
  }),
  () => ({
    type: "true_false",
    body: "<p>Latihan soal hanya berguna jika dikerjakan sehari sebelum ujian.</p>",
    options: TRUE_FALSE(false),
    discussion: "<p>Latihan yang tersebar selama masa belajar jauh lebih efektif daripada latihan mendadak.</p>",
  }),
  () => ({
    type: "short_answer",
    body: "<p>Teknik belajar 25 menit fokus lalu istirahat 5 menit disebut teknik ....</p>",
    accepted: ["Pomodoro", "teknik Pomodoro"],
    discussion: "<p>Teknik Pomodoro membagi waktu belajar menjadi sesi fokus pendek dengan jeda.</p>",
  }),
];

function catalogueQuiz(
  resource: { id: number; type: string; activityType: number; programName: string },
  random: ReturnType<typeof seededRandom>,
): QuizPlan {
  const first = random.int(0, BANK.length - 1);
  const picks = [0, 1, 2].map((k) => BANK[(first + k * 2) % BANK.length]);
  const questions = picks.flatMap((make, k) =>
    make ? [{ ...make(resource.programName), points: [30, 30, 40][k] ?? 30 }] : [],
  );
  const base = { title: "", instruction: "", isShowPoint: true, questionPerBatch: 5 };
  const settings: QuizPlan["settings"] =
    resource.activityType === 1
      ? {
          ...base,
          title: `Pretest ${resource.programName}`.slice(0, 200),
          instruction:
            "<p>Pretest ini mengukur pemahaman awal Anda sebelum belajar. Nilainya tidak menentukan kelulusan.</p>",
        }
      : resource.activityType === 2
        ? {
            ...base,
            title: `Posttest ${resource.programName}`.slice(0, 200),
            instruction: "<p>Posttest ini mengukur pemahaman Anda setelah belajar. Nilai minimal kelulusan 60.</p>",
            minimumScore: 60,
            isRetake: true,
            maxAttempts: 3,
            isShowDiscussion: true,
            isShowTimer: true,
            timerInSeconds: 1800,
          }
        : resource.type === "quiz-v2"
          ? {
              ...base,
              title: `Latihan Bertahap ${resource.programName}`.slice(0, 200),
              instruction:
                "<p>Satu soal di setiap bagian. Jawab soalnya, periksa jawaban Anda dengan “Cek Jawaban”, lalu lanjutkan.</p>",
              questionPerBatch: 1,
              isSkip: false,
              isRetake: true,
              maxAttempts: 5,
              isShowDiscussion: true,
              // the check-answer state: each part's answer and discussion right after answering it
              batchDiscussion: true,
            }
          : {
              ...base,
              title: `Kuis ${resource.programName}`.slice(0, 200),
              instruction:
                "<p>Kerjakan secara mandiri. Anda dapat mengulang kuis ini untuk memperbaiki nilai Anda.</p>",
              isRetake: true,
              maxAttempts: 3,
              isShowDiscussion: true,
            };
  return { resourceId: resource.id, settings, groups: [], questions, rubric: [] };
}

const PASSAGE =
  "<p>Rina adalah mahasiswa yang juga bekerja paruh waktu. Setiap malam ia belajar selama 25 menit tanpa membuka " +
  "ponsel, lalu beristirahat 5 menit. Setiap Sabtu pagi ia mengulang catatan sepekan dan menandai bagian yang belum " +
  "ia pahami untuk ditanyakan di forum diskusi.</p>";

/**
 * The study demo's posttest, the quiz the browser journey takes: every question type, a group with a passage,
 * images in a question and an option, 100 points (60 auto-scored, 40 for the assessor), and every setting the
 * journey exercises (timer, shuffling, batches, going back, skipping, retakes, discussion, points).
 */
function showcasePosttest(resourceId: number): QuizPlan {
  return {
    resourceId,
    settings: {
      title: "Posttest Belajar Efektif di Era Digital",
      instruction:
        "<p>Posttest ini mengukur pemahaman Anda tentang kebiasaan belajar yang efektif.</p><ul>" +
        "<li>Waktu pengerjaan 10 menit. Jawaban Anda tersimpan otomatis.</li>" +
        "<li>Soal ditampilkan acak, 3 soal di setiap halaman. Anda boleh kembali ke soal sebelumnya dan melewati soal.</li>" +
        "<li>Nilai minimal kelulusan 60. Jawaban esai dan berkas dinilai oleh asesor.</li>" +
        "<li>Anda dapat mengerjakan posttest ini hingga 3 kali.</li></ul>",
      isAutoScore: true,
      isShowTimer: true,
      timerInSeconds: 600,
      isQuestionShuffle: true,
      isGroupQuestionShuffle: true,
      questionPerBatch: 3,
      maxBatch: 0,
      isPrev: true,
      isSkip: true,
      isRetake: true,
      maxAttempts: 3,
      isShowDiscussion: true,
      isShowPoint: true,
      minimumScore: 60,
    },
    groups: [{ title: "Bacaan: Kebiasaan Belajar Rina", passage: PASSAGE }],
    questions: [
      {
        group: 0,
        type: "single_choice",
        points: 10,
        body: "<p>Teknik apa yang dipakai Rina agar tetap fokus saat belajar di malam hari?</p>",
        options: [
          { body: "Teknik Pomodoro", correct: true },
          { body: "Belajar semalam suntuk" },
          { body: "Belajar sambil menonton video" },
          { body: "Membaca ulang tanpa jeda" },
        ],
        discussion: "<p>Belajar 25 menit lalu istirahat 5 menit adalah teknik Pomodoro.</p>",
      },
      {
        group: 0,
        type: "true_false",
        points: 5,
        body: "<p>Menurut bacaan, Rina mengulang catatannya setiap hari Minggu.</p>",
        options: TRUE_FALSE(false),
        discussion: "<p>Rina mengulang catatannya setiap <strong>Sabtu</strong> pagi, bukan hari Minggu.</p>",
      },
      {
        type: "single_choice",
        points: 10,
        imageUrl: DEMO_MEDIA.infographic,
        body: "<p>Perhatikan infografis di bawah ini. Langkah apa yang dilakukan tepat setelah <em>atur jadwal</em>?</p>",
        options: [
          { body: "Ingat aktif", correct: true },
          { body: "Tetapkan tujuan" },
          { body: "Refleksikan" },
          { body: "Ulangi berjarak" },
        ],
        discussion: "<p>Urutannya: tetapkan tujuan, atur jadwal, ingat aktif, ulangi berjarak, lalu refleksikan.</p>",
      },
      {
        type: "multiple_choice",
        points: 15,
        body: "<p>Pilih <strong>dua</strong> teknik yang terbukti membuat materi lebih lama diingat.</p>",
        options: [
          { body: "Mengingat aktif (menguji diri sendiri)", correct: true },
          { body: "Pengulangan berjarak", correct: true },
          { body: "Membaca ulang berkali-kali dalam satu malam" },
          { body: "Menyorot hampir seluruh teks" },
        ],
        discussion:
          "<p>Mengingat aktif dan pengulangan berjarak memaksa otak memanggil kembali materi, sehingga ingatan menguat.</p>",
      },
      {
        type: "single_choice",
        points: 5,
        body: "<p>Media mana yang paling tepat untuk merangkum lima langkah belajar dalam satu halaman?</p>",
        options: [
          { body: "Infografis", correct: true, imageUrl: DEMO_MEDIA.infographic },
          { body: "Rekaman video berdurasi dua jam" },
          { body: "Buku teks setebal 300 halaman" },
        ],
        discussion: "<p>Infografis menyajikan langkah-langkah secara ringkas dan mudah diingat.</p>",
      },
      {
        type: "true_false",
        points: 5,
        body: "<p>Belajar 30 menit setiap hari lebih efektif daripada belajar 5 jam sekaligus seminggu sekali.</p>",
        options: TRUE_FALSE(true),
        discussion: "<p>Sesi pendek yang rutin lebih mudah dijaga dan membuat materi lebih lama diingat.</p>",
      },
      {
        type: "short_answer",
        points: 10,
        body: "<p>Lengkapi: langkah terakhir dari <em>5 Langkah Belajar Efektif</em> adalah ....</p>",
        accepted: ["refleksikan", "refleksi", "merefleksikan", "berefleksi"],
        discussion: "<p>Refleksi membantu Anda menilai cara belajar yang berhasil dan yang perlu diubah.</p>",
      },
      {
        type: "essay",
        points: 25,
        body:
          "<p>Tuliskan rencana belajar mingguan Anda: kapan Anda belajar, berapa lama, dan teknik apa yang Anda " +
          "gunakan. Jelaskan alasannya dalam dua paragraf atau lebih.</p>",
        discussion:
          "<p>Rencana yang baik menyebut waktu yang spesifik, durasi yang realistis dan teknik yang sesuai tujuan.</p>",
      },
      {
        type: "file",
        points: 15,
        maxFiles: 2,
        // the accepted types, the size and the number of files are the upload's to say (UPLOAD_TYPE_NAMES and
        // max_files under the picker): a question that lists them too says something else sooner or later
        body: "<p>Unggah <strong>Lembar Kerja Perencanaan Belajar</strong> yang sudah Anda isi.</p>",
        discussion: "<p>Lembar kerja yang lengkap memuat tujuan, jadwal, tahapan dan ukuran keberhasilan.</p>",
      },
    ],
    rubric: [],
  };
}

/** The study demo's skills demonstration (uk): a file scored against a rubric of three criteria. */
function showcaseSkillsTask(resourceId: number): QuizPlan {
  return {
    resourceId,
    settings: {
      title: "Uji Keterampilan: Rencana Belajar Mingguan",
      instruction:
        "<p>Susun rencana belajar mingguan Anda memakai lembar kerja perencanaan, lalu unggah hasilnya. Asesor " +
        "menilainya dengan rubrik di bawah ini; nilai minimal kelulusan 70.</p>",
      isAutoScore: false,
      isShowPoint: true,
      questionPerBatch: 1,
      minimumScore: 70,
    },
    groups: [],
    questions: [
      {
        type: "file",
        points: 0,
        maxFiles: 3,
        body: "<p>Unggah rencana belajar mingguan Anda (dokumen, foto atau rekaman presentasi singkat).</p>",
      },
    ],
    rubric: [
      {
        title: "Kejelasan tujuan belajar",
        description: "Tujuan spesifik, terukur dan sesuai kebutuhan belajar.",
        maxPoints: 30,
      },
      {
        title: "Kerealistisan jadwal",
        description: "Waktu dan durasi belajar masuk akal dan dapat dijalankan setiap pekan.",
        maxPoints: 30,
      },
      {
        title: "Ketepatan teknik belajar",
        description: "Teknik yang dipilih (mengingat aktif, pengulangan berjarak, Pomodoro) sesuai tujuan.",
        maxPoints: 40,
      },
    ],
  };
}

/**
 * The Prakerja webinar's independent practical task (tpm): a link to the learner's own work, scored by the assessor
 * and then submitted to the Prakerja partner (decisions/031), which reviews it.
 */
function prakerjaPracticalTask(resourceId: number): QuizPlan {
  return {
    resourceId,
    settings: {
      title: "Tugas Praktik Mandiri: Rencana Konten Promosi",
      instruction:
        "<p>Buat rencana konten promosi satu pekan untuk usaha Anda, simpan di Google Drive atau Canva, lalu tempel " +
        "tautannya di bawah. Asesor menilainya; setelah dinilai, tugas dikirim ke Prakerja untuk diperiksa.</p>",
      isAutoScore: false,
      isShowPoint: true,
      questionPerBatch: 1,
      minimumScore: 60,
    },
    groups: [],
    questions: [
      {
        type: "essay",
        points: 100,
        body: "<p>Tempel tautan rencana konten promosi Anda (diawali https://).</p>",
      },
    ],
    rubric: [],
  };
}

/**
 * Gives every demo quiz and quiz-v2 activity a quiz: the catalogue's get three questions each from a small bank;
 * the study demo gets its showcase posttest and skills demonstration. Bulk inserts (one per table), so the seed
 * stays fast. The demo assessor assesses the study demo and two catalogue programmes, and finds one submission
 * waiting and one already scored there.
 */
export async function seedDemoQuizzes(tx: Db, now: Date): Promise<void> {
  const random = seededRandom(20261108);
  const activities = await tx
    .select({
      id: resources.id,
      type: resources.type,
      activityType: resources.activityType,
      duration: resources.duration,
      programName: programs.name,
      programSlug: programs.slug,
    })
    .from(resources)
    .innerJoin(programs, eq(programs.id, resources.programId))
    .where(inArray(resources.type, ["quiz", "quiz-v2"]))
    .orderBy(asc(resources.id));
  const plans = activities.map((a) => {
    if (a.programSlug === STUDY_DEMO_SLUG && a.activityType === 2) return showcasePosttest(a.id);
    if (a.programSlug === STUDY_DEMO_SLUG && a.activityType === 3) return showcaseSkillsTask(a.id);
    if (a.programSlug === PRAKERJA_WEBINAR_SLUG && a.activityType === 3) return showcaseSkillsTask(a.id);
    if (a.programSlug === PRAKERJA_WEBINAR_SLUG && a.activityType === 4) return prakerjaPracticalTask(a.id);
    return catalogueQuiz(a, random);
  });
  if (plans.length === 0) return;
  // a timed quiz's limit is the duration its activity states ('10 Menit' in the header): one number, so the header
  // and the timer never disagree (issue 23; rules.timeLimitMinutes reads it back)
  for (const [k, plan] of plans.entries()) {
    const minutes = activities[k]?.duration ?? 0;
    if (plan.settings.isShowTimer && minutes > 0) plan.settings.timerInSeconds = minutes * 60;
  }

  const quizRows = plans.map((p) => {
    const q = { ...QUIZ_DEFAULTS, ...p.settings };
    return {
      resource_id: p.resourceId,
      title: q.title,
      instruction: q.instruction,
      is_auto_score: q.isAutoScore,
      is_group_question_shuffle: q.isGroupQuestionShuffle,
      is_prev: q.isPrev,
      is_question_shuffle: q.isQuestionShuffle,
      is_retake: q.isRetake,
      max_attempts: q.maxAttempts,
      is_show_discussion: q.isShowDiscussion,
      is_show_point: q.isShowPoint,
      is_show_timer: q.isShowTimer,
      is_skip: q.isSkip,
      max_batch: q.maxBatch,
      minimum_score: q.minimumScore,
      question_per_batch: q.questionPerBatch,
      timer_in_seconds: q.timerInSeconds,
      batch_discussion: q.batchDiscussion,
    };
  });
  // Hundreds of rows go in as one JSON parameter: binding thousands of parameters one by one is most of the cost
  // of a large multi-row insert (on PGlite several times the work itself), and every test database seeds this.
  const insertedQuizzes = await tx.execute(sql`
    insert into ${quizzes} (resource_id, title, instruction, is_auto_score, is_group_question_shuffle, is_prev,
      is_question_shuffle, is_retake, max_attempts, is_show_discussion, is_show_point, is_show_timer, is_skip,
      max_batch, minimum_score, question_per_batch, timer_in_seconds, batch_discussion)
    select * from json_to_recordset(${JSON.stringify(quizRows)}::json) as x(resource_id int, title text,
      instruction text, is_auto_score boolean, is_group_question_shuffle boolean, is_prev boolean,
      is_question_shuffle boolean, is_retake boolean, max_attempts int, is_show_discussion boolean,
      is_show_point boolean, is_show_timer boolean, is_skip boolean, max_batch int, minimum_score int,
      question_per_batch int, timer_in_seconds int, batch_discussion boolean)
    returning id, resource_id`);
  const quizByResource = new Map(
    rowsOf<{ id: number; resource_id: number }>(insertedQuizzes).map((r) => [r.resource_id, r.id]),
  );
  const quizIdOf = (k: number) => {
    const id = quizByResource.get(plans[k]?.resourceId ?? -1);
    if (id === undefined) throw new Error("demo quiz not inserted");
    return id;
  };

  const groupRows = plans.flatMap((p, k) => p.groups.map((g) => ({ quizId: quizIdOf(k), ...g })));
  const insertedGroups = groupRows.length
    ? await tx.insert(quizQuestionGroups).values(groupRows).returning({ id: quizQuestionGroups.id })
    : [];
  // the groups were inserted in plan order: the n-th group of plan k is found by counting
  const groupIdOf: number[][] = [];
  let g = 0;
  for (const p of plans) groupIdOf.push(p.groups.map(() => insertedGroups[g++]?.id ?? -1));

  const questionRows = plans.flatMap((p, k) =>
    p.questions.map((q, order) => ({
      quiz_id: quizIdOf(k),
      group_id: q.group === undefined ? null : (groupIdOf[k]?.[q.group] ?? null),
      order_id: order + 1,
      type: q.type,
      body: q.body,
      image_url: q.imageUrl ?? null,
      points: q.points,
      discussion: q.discussion ?? "",
      accepted_answers: q.accepted ?? [],
      max_files: q.maxFiles ?? 1,
    })),
  );
  const inserted = await tx.execute(sql`
    insert into ${quizQuestions} (quiz_id, group_id, order_id, type, body, image_url, points, discussion,
      accepted_answers, max_files)
    select quiz_id, group_id, order_id, type, body, image_url, points, discussion,
      array(select json_array_elements_text(accepted_answers)), max_files
    from json_to_recordset(${JSON.stringify(questionRows)}::json) as x(quiz_id int, group_id int, order_id int,
      type text, body text, image_url text, points int, discussion text, accepted_answers json, max_files int)
    returning id, quiz_id, order_id`);
  const questionId = new Map(
    rowsOf<{ id: number; quiz_id: number; order_id: number }>(inserted).map((r) => [
      `${r.quiz_id}:${r.order_id}`,
      r.id,
    ]),
  );
  const optionRows = plans.flatMap((p, k) =>
    p.questions.flatMap((q, order) =>
      (q.options ?? []).map((o, optionOrder) => ({
        question_id: questionId.get(`${quizIdOf(k)}:${order + 1}`) ?? -1,
        order_id: optionOrder + 1,
        body: o.body,
        image_url: o.imageUrl ?? null,
        is_correct: o.correct ?? false,
      })),
    ),
  );
  if (optionRows.length)
    await tx.execute(sql`
      insert into ${quizOptions} (question_id, order_id, body, image_url, is_correct)
      select question_id, order_id, body, image_url, is_correct
      from json_to_recordset(${JSON.stringify(optionRows)}::json) as x(question_id int, order_id int, body text,
        image_url text, is_correct boolean)`);
  const rubricRows = plans.flatMap((p, k) =>
    p.rubric.map((c, order) => ({ quizId: quizIdOf(k), orderId: order + 1, ...c })),
  );
  if (rubricRows.length) await tx.insert(quizRubricCriteria).values(rubricRows);

  await seedDemoAssessment(tx, now);
}

/** The demo assessor's programmes, and the study demo posttest handed in by two other demo learners. */
async function seedDemoAssessment(tx: Db, now: Date): Promise<void> {
  const [asesor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("asesor")));
  if (!asesor) return;
  const assessed = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(inArray(programs.slug, [STUDY_DEMO_SLUG, ...DEMO_ASSESSED_PROGRAMS]));
  await tx.insert(programAssessors).values(assessed.map((p) => ({ programId: p.id, userId: asesor.id })));

  const [posttest] = await tx
    .select({ quiz: quizzes, resourceId: resources.id, programId: resources.programId })
    .from(quizzes)
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .where(and(eq(programs.slug, STUDY_DEMO_SLUG), eq(resources.activityType, 2)));
  if (!posttest) return;
  const questions = await tx
    .select({ id: quizQuestions.id, groupId: quizQuestions.groupId, type: quizQuestions.type })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, posttest.quiz.id))
    .orderBy(asc(quizQuestions.orderId));
  const correct = await tx
    .select({ questionId: quizOptions.questionId, id: quizOptions.id })
    .from(quizOptions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
    .where(and(eq(quizQuestions.quizId, posttest.quiz.id), eq(quizOptions.isCorrect, true)));
  const learners = await tx
    .select({ programUserId: programUsers.id, userId: users.id, username: users.username })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .where(and(eq(programUsers.programId, posttest.programId), inArray(users.username, ["guru", "orangtua"])));

  const ESSAYS: Record<string, string> = {
    guru:
      "Saya belajar setiap pagi pukul 05.30 sampai 06.00 sebelum berangkat mengajar, lima hari dalam sepekan.\n\n" +
      "Saya memakai teknik Pomodoro dan mengulang catatan setiap Sabtu, karena waktu pagi paling tenang di rumah.",
    orangtua:
      "Saya belajar setiap malam setelah anak-anak tidur, sekitar 30 menit.\n\n" +
      "Saya mencoba mengingat aktif dengan menjawab pertanyaan sendiri tanpa melihat catatan.",
  };
  for (const [k, learner] of learners.entries()) {
    const finishedAt = new Date(now.getTime() - (learner.username === "orangtua" ? 3 : 2) * DAY_MS);
    const startedAt = new Date(finishedAt.getTime() - 8 * 60_000);
    const order = attemptQuestionOrder(
      questions,
      {
        isQuestionShuffle: posttest.quiz.isQuestionShuffle,
        isGroupQuestionShuffle: posttest.quiz.isGroupQuestionShuffle,
        questionPerBatch: posttest.quiz.questionPerBatch,
        maxBatch: posttest.quiz.maxBatch,
      },
      7_301 + k,
    );
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        quizId: posttest.quiz.id,
        programUserId: learner.programUserId,
        userId: learner.userId,
        number: 1,
        questionIds: order,
        state: "finished",
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + posttest.quiz.timerInSeconds * 1000),
        finishedAt,
        currentBatch: 3,
      })
      .returning();
    if (!attempt) continue;
    // every auto-scored question answered right but the true/false ones (a realistic 50 of the 60 automatic points);
    // the file question is left out: a seed writes no files
    const answers = questions.flatMap((q): { questionId: number; optionIds?: number[]; text?: string }[] => {
      const right = correct.filter((c) => c.questionId === q.id).map((c) => c.id);
      switch (q.type) {
        case "essay":
          return [{ questionId: q.id, text: essayToParagraphs(ESSAYS[learner.username ?? ""] ?? "") }];
        case "short_answer":
          return [{ questionId: q.id, text: "Refleksikan" }];
        case "true_false":
          return [];
        case "file":
          return [];
        default:
          return [{ questionId: q.id, optionIds: right }];
      }
    });
    await tx.insert(quizAnswers).values(answers.map((a) => ({ attemptId: attempt.id, answeredAt: finishedAt, ...a })));
    await scoreAttempt(tx, attempt, posttest.quiz, { assessed: false });
    await completeActivity(tx, learner.programUserId, posttest.resourceId, finishedAt);
    if (learner.username === "orangtua") {
      const essay = questions.find((q) => q.type === "essay");
      const file = questions.find((q) => q.type === "file");
      await recordAssessment(
        tx,
        asesor.id,
        attempt.id,
        {
          answers: [
            ...(essay ? [{ question_id: essay.id, points: 18 }] : []),
            ...(file ? [{ question_id: file.id, points: 0 }] : []),
          ],
          rubric: [],
          feedback:
            "Rencana Anda sudah realistis. Tambahkan waktu untuk mengulang materi setiap pekan, dan jangan lupa " +
            "mengunggah lembar kerja Anda pada percobaan berikutnya.",
          is_request_remedial: false,
        },
        new Date(finishedAt.getTime() + DAY_MS),
      );
    }
  }
}
