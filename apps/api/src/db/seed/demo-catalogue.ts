import { careerCategory, RESOURCE_TYPES, type ResourceType } from "@app/domain/catalogue/constants";
import type { Db } from "../../platform/db";
import { addons, chapters, programs, resources } from "../schema/catalogue";
import { institutions } from "../schema/institution";
import { CHAPTER_TITLES, DEMO_INSTITUTIONS, DEMO_PROGRAMS, type DemoProgram, PROGRAM_TYPE_CYCLE } from "./demo-content";
import { seededRandom, slugify } from "./random";

const PAID_PRICES = [49_000, 75_000, 99_000, 149_000, 199_000, 249_000, 350_000, 499_000, 750_000, 1_200_000];
const PRAKERJA_PRICES = [250_000, 350_000, 450_000, 600_000, 750_000, 900_000];
const FIRST_PUBLISHED = Date.UTC(2026, 0, 5);
const DAY_MS = 86_400_000;

function activityTitle(type: ResourceType, topic: string, chapterTitle: string): string {
  const titles: Record<ResourceType, string> = {
    quiz: `Kuis: ${chapterTitle}`,
    refleksi: "Refleksi Pembelajaran",
    "quiz-v2": "Latihan Soal Bertahap",
    ebook: `E-book Panduan ${topic}`,
    webview: "Bacaan Tambahan dari Praktisi",
    freetext: "Rangkuman Materi",
    live_streaming: "Sesi Webinar Bersama Fasilitator",
    toolkit: "Lembar Kerja Praktik",
    html: `Materi Inti: ${topic}`,
    image: "Infografis Ringkas",
    document: "Modul Belajar (PDF)",
    direct_chat: "Konsultasi dengan Fasilitator",
    discussion: "Forum Diskusi Peserta",
  };
  return titles[type];
}

function describe(program: DemoProgram, creatorName: string, objectives: string[]): string {
  return [
    `<p>Program <strong>${program.name}</strong> disusun oleh ${creatorName} untuk membantu kamu menguasai ${program.topic} secara bertahap, dari konsep dasar sampai praktik.</p>`,
    "<h3>Apa yang akan kamu pelajari?</h3>",
    `<ul>${objectives.map((o) => `<li>${o}</li>`).join("")}</ul>`,
    "<h3>Cara belajar</h3>",
    "<p>Setiap topik berisi materi, latihan dan diskusi. Selesaikan semua aktivitas wajib untuk mendapatkan laporan belajar dan sertifikat.</p>",
  ].join("");
}

/**
 * The demo catalogue: every institution type, 60 programmes over the four categories and four programme
 * types, free and paid, with topics and activities of every resource type, add-ons with quotas, and ratings.
 */
export async function seedDemoCatalogue(db: Db, productSlug: string): Promise<void> {
  const random = seededRandom(20261122);
  const insertedInstitutions = await db
    .insert(institutions)
    .values(
      DEMO_INSTITUTIONS.map((i, index) => ({
        name: i.name,
        slug: slugify(i.name),
        type: i.type,
        city: i.city,
        description: i.description,
        subdomain: i.subdomain ?? null,
        isShowLogoFooter: index === 1 ? 1 : 0,
      })),
    )
    .returning({ id: institutions.id, name: institutions.name });

  const categoryOf = {
    KELASMU: "KELASMU",
    UJIANMU: "UJIANMU",
    CAREER: careerCategory(productSlug),
    PRAKERJA: "PRAKERJA",
  };
  const plans = Object.entries(DEMO_PROGRAMS).flatMap(([group, list]) =>
    list.map((program, i) => ({ group: group as keyof typeof DEMO_PROGRAMS, program, i })),
  );

  const programRows = plans.map(({ group, program, i }, g) => {
    const creator = insertedInstitutions[program.creator];
    if (!creator) throw new Error(`demo programme ${program.name} names a missing creator`);
    const free = i % 5 === 0;
    const price = free ? 0 : random.pick(group === "PRAKERJA" ? PRAKERJA_PRICES : PAID_PRICES);
    const discounted = !free && random.next() < 0.4;
    const unrated = i % 7 === 3;
    const objectives = [
      `Memahami konsep dasar ${program.topic}`,
      `Menerapkan ${program.topic} dalam studi kasus nyata`,
      "Menyelesaikan proyek akhir dan mendapatkan sertifikat",
    ];
    return {
      slug: slugify(program.name),
      name: program.name,
      categoryName: categoryOf[group],
      programType: PROGRAM_TYPE_CYCLE[i % PROGRAM_TYPE_CYCLE.length] ?? 0,
      price,
      priceNormal: discounted ? Math.round((price * (1.2 + random.next() * 0.4)) / 1000) * 1000 : price,
      creatorId: creator.id,
      level: program.level,
      tags: [...program.tags],
      shortDescription: `Pelajari ${program.topic} bersama ${creator.name} lewat materi praktis, latihan dan pendampingan fasilitator.`,
      description: describe(program, creator.name, objectives),
      learningObjectives: objectives,
      reviewersFiveStar: unrated ? 0 : random.int(10, 400),
      reviewersFourStar: unrated ? 0 : random.int(5, 150),
      reviewersThreeStar: unrated ? 0 : random.int(0, 40),
      reviewersTwoStar: unrated ? 0 : random.int(0, 10),
      reviewersOneStar: unrated ? 0 : random.int(0, 8),
      enrolledCount: random.int(15, 6000),
      publishedAt: new Date(FIRST_PUBLISHED + g * 3 * DAY_MS),
    };
  });

  type ActivityPlan = {
    programIndex: number;
    session: number;
    title: string;
    type: ResourceType;
    activityType: number;
    duration: number;
    bobot: number;
    presence: boolean;
    addon?: { price: number; quota: number | null; seatsTaken: number };
  };
  type ChapterPlan = {
    programIndex: number;
    session: number;
    title: string;
    addon?: { price: number; quota: number | null; seatsTaken: number };
  };
  const chapterPlans: ChapterPlan[] = [];
  const activityPlans: ActivityPlan[] = [];
  let typeCursor = 0;
  const nextType = (): ResourceType => {
    const type = RESOURCE_TYPES[typeCursor % RESOURCE_TYPES.length] ?? "html";
    typeCursor += 1;
    return type;
  };

  plans.forEach(({ group, program }, programIndex) => {
    const programType = programRows[programIndex]?.programType ?? 0;
    const chapterCount = 3 + (programIndex % 3);
    for (let k = 0; k < chapterCount; k++) {
      const session = k + 1;
      const chapterTitle = CHAPTER_TITLES[k] ?? `Topik ${session}`;
      chapterPlans.push({ programIndex, session, title: chapterTitle });
      const activity = (type: ResourceType, overrides: Partial<ActivityPlan> = {}) =>
        activityPlans.push({
          programIndex,
          session,
          title: activityTitle(type, program.topic, chapterTitle),
          type,
          activityType: 0,
          duration: random.int(5, 45),
          bobot: 0,
          presence: false,
          ...overrides,
        });
      if (k === 0) activity("quiz", { title: "Pretest", activityType: 1, bobot: 10 });
      activity(nextType());
      activity(nextType());
      if (k === 1 && (programType === 1 || programType === 2)) {
        activity("live_streaming", {
          title: programType === 1 ? "Sesi Tatap Muka di Kelas" : "Sesi Webinar Bersama Fasilitator",
          presence: true,
          duration: 90,
        });
      }
      if (k === chapterCount - 1) {
        if (group === "PRAKERJA" || group === "CAREER") {
          activity("document", { title: "Uji Keterampilan", activityType: 3, bobot: 30, duration: 60 });
          activity("document", { title: "Tugas Praktik Mandiri", activityType: 4, bobot: 20, duration: 60 });
        }
        activity("quiz", { title: "Posttest", activityType: 2, bobot: 40 });
        if (programIndex % 6 === 4) {
          activity("live_streaming", {
            title: "Sesi Konsultasi Privat",
            duration: 45,
            addon: { price: 50_000, quota: 3, seatsTaken: programIndex % 12 === 4 ? 3 : 1 },
          });
        }
      }
    }
    if (programIndex % 6 === 1) {
      const quotas = [
        { quota: 20, seatsTaken: 4 },
        { quota: 5, seatsTaken: 1 },
        { quota: 10, seatsTaken: 10 },
        { quota: null, seatsTaken: 0 },
      ];
      const session = chapterCount + 1;
      chapterPlans.push({
        programIndex,
        session,
        title: "Topik Tambahan: Mentoring Proyek",
        addon: {
          price: random.pick([99_000, 149_000]),
          ...(quotas[Math.floor(programIndex / 6) % quotas.length] ?? { quota: null, seatsTaken: 0 }),
        },
      });
      for (const type of ["live_streaming", "toolkit"] as const) {
        activityPlans.push({
          programIndex,
          session,
          title: activityTitle(type, program.topic, "Mentoring Proyek"),
          type,
          activityType: 0,
          duration: random.int(20, 60),
          bobot: 0,
          presence: false,
        });
      }
    }
  });

  // Denormalised totals of each programme's own (non add-on) activities, known before the insert.
  const addonSessions = new Set(chapterPlans.filter((c) => c.addon).map((c) => `${c.programIndex}:${c.session}`));
  const ownActivities = activityPlans.filter((a) => !a.addon && !addonSessions.has(`${a.programIndex}:${a.session}`));
  const insertedPrograms = await db
    .insert(programs)
    .values(
      programRows.map((row, index) => {
        const own = ownActivities.filter((a) => a.programIndex === index);
        return { ...row, totalResources: own.length, totalDuration: own.reduce((sum, a) => sum + a.duration, 0) };
      }),
    )
    .returning({ id: programs.id, slug: programs.slug });

  const programId = (index: number) => {
    const row = insertedPrograms[index];
    if (!row) throw new Error(`demo programme ${index} was not inserted`);
    return row.id;
  };
  const durationOf = (programIndex: number, session: number) =>
    activityPlans
      .filter((a) => a.programIndex === programIndex && a.session === session)
      .reduce((s, a) => s + a.duration, 0);

  const insertedChapters = await db
    .insert(chapters)
    .values(
      chapterPlans.map((c) => ({
        programId: programId(c.programIndex),
        title: c.title,
        session: c.session,
        duration: durationOf(c.programIndex, c.session),
        description: `Topik ${c.session}: ${c.title.toLowerCase()}.`,
      })),
    )
    .returning({ id: chapters.id, programId: chapters.programId, session: chapters.session });
  const chapterId = (programIndex: number, session: number) => {
    const pid = programId(programIndex);
    const row = insertedChapters.find((c) => c.programId === pid && c.session === session);
    if (!row) throw new Error("demo chapter missing");
    return row.id;
  };

  const orderInChapter = new Map<string, number>();
  const resourceRows = activityPlans.map((a) => {
    const key = `${a.programIndex}:${a.session}`;
    const order = (orderInChapter.get(key) ?? 0) + 1;
    orderInChapter.set(key, order);
    const programSlug = insertedPrograms[a.programIndex]?.slug ?? "program";
    return {
      chapterId: chapterId(a.programIndex, a.session),
      programId: programId(a.programIndex),
      slug: `${programSlug}-${a.session}-${order}-${slugify(a.title)}`.slice(0, 200),
      title: a.title,
      type: a.type,
      activityType: a.activityType,
      orderId: order,
      duration: a.duration,
      bobotPercentage: a.bobot,
      isPresenceParticipation: a.presence,
      description: `Aktivitas ${order} pada topik ${a.session}.`,
      completionTimer: a.type === "ebook" || a.type === "html" ? 60 : -1,
    };
  });
  const insertedResources = await db
    .insert(resources)
    .values(resourceRows)
    .returning({ id: resources.id, slug: resources.slug });

  const addonRows = [
    ...chapterPlans.flatMap((c) =>
      c.addon
        ? [
            {
              programId: programId(c.programIndex),
              chapterId: chapterId(c.programIndex, c.session),
              title: c.title,
              description: "Sesi mentoring kelompok kecil untuk menyelesaikan proyek akhir bersama praktisi.",
              price: c.addon.price,
              quota: c.addon.quota,
              seatsTaken: c.addon.seatsTaken,
            },
          ]
        : [],
    ),
    ...activityPlans.flatMap((a, index) =>
      a.addon
        ? [
            {
              programId: programId(a.programIndex),
              resourceId: insertedResources[index]?.id ?? null,
              title: a.title,
              description: "Konsultasi satu lawan satu dengan fasilitator selama 45 menit.",
              price: a.addon.price,
              quota: a.addon.quota,
              seatsTaken: a.addon.seatsTaken,
            },
          ]
        : [],
    ),
  ];
  if (addonRows.length) await db.insert(addons).values(addonRows);
}
