import { careerCategory, PROGRAM_TYPES, RESOURCE_TYPES, type ResourceType } from "@app/domain/catalogue/constants";
import { inArray } from "drizzle-orm";
import { slugify } from "../db/reference-data";
import { addons, chapters, programs, resources, subjects } from "../db/schema/catalogue";
import { discoveryAds, landingPages } from "../db/schema/discovery";
import { institutions } from "../db/schema/institution";
import type { Db } from "../platform/db";
import { demoActivityContent } from "./demo-activity-content";
import { demoCoverPath, demoLogoPath } from "./demo-art";
import {
  CHAPTER_TITLES,
  DEMO_DISCOVERY_ADS,
  DEMO_EXTRA_PROGRAMS,
  DEMO_INSTITUTIONS,
  DEMO_LANDING_PAGES,
  DEMO_PROGRAMS,
  type DemoProgram,
  PROGRAM_TYPE_CYCLE,
} from "./demo-content";
import { seededRandom } from "./random";

const PAID_PRICES = [49_000, 75_000, 99_000, 149_000, 199_000, 249_000, 350_000, 499_000, 750_000, 1_200_000];
const PRAKERJA_PRICES = [250_000, 350_000, 450_000, 600_000, 750_000, 900_000];
const FIRST_PUBLISHED = Date.UTC(2026, 0, 5);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Webinar and offline sessions are held weekly from 1 December 2026 (00:00 UTC = 07:00 WIB). */
const FIRST_SESSION_DAY = Date.UTC(2026, 11, 1);
/** The removed demo programme was removed on this day. */
const REMOVED_AT = new Date(Date.UTC(2026, 9, 15, 3));

function activityTitle(type: ResourceType, topic: string, chapterTitle: string): string {
  const titles: Record<ResourceType, string> = {
    quiz: `Kuis: ${chapterTitle}`,
    refleksi: "Refleksi Pembelajaran",
    "quiz-v2": "Latihan Soal Bertahap",
    ebook: `E-book Panduan ${topic}`,
    webview: "Simulasi Tabungan Biaya Belajar",
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
    `<p>Program <strong>${program.name}</strong> disusun oleh ${creatorName} untuk membantu Anda menguasai ${program.topic} secara bertahap, dari konsep dasar sampai praktik.</p>`,
    "<h3>Apa yang akan Anda pelajari?</h3>",
    `<ul>${objectives.map((o) => `<li>${o}</li>`).join("")}</ul>`,
    "<h3>Cara belajar</h3>",
    "<p>Setiap topik berisi materi, latihan dan diskusi. Selesaikan semua aktivitas wajib untuk mendapatkan laporan belajar dan sertifikat.</p>",
  ].join("");
}

/** When and where the n-th scheduled programme takes place: webinars 19:00-21:00 WIB on Zoom, offline 09:00-15:00 WIB. */
function scheduleOf(programType: number, n: number, venue: string) {
  const day = FIRST_SESSION_DAY + n * 7 * DAY_MS;
  if (programType === PROGRAM_TYPES.webinar) {
    return { scheduleStart: new Date(day + 12 * HOUR_MS), scheduleEnd: new Date(day + 14 * HOUR_MS), location: "Zoom" };
  }
  if (programType === PROGRAM_TYPES.offline) {
    return { scheduleStart: new Date(day + 2 * HOUR_MS), scheduleEnd: new Date(day + 8 * HOUR_MS), location: venue };
  }
  return { scheduleStart: null, scheduleEnd: null, location: null };
}

/**
 * The demo catalogue: every institution type, an institution group with its schools, two partner sites with
 * their branding and landing pages, 63 programmes over the four categories and four programme types (one of
 * them removed), free and paid, with year levels, subjects, schedules, topics and activities of every resource
 * type, add-ons with quotas, ratings, and the Prakerja search-dropdown placements.
 */
export async function seedDemoCatalogue(db: Db, productSlug: string): Promise<void> {
  const random = seededRandom(20261122);
  // the programmes added later draw from their own sequence, so the first 60 stay as they were
  const extraRandom = seededRandom(20261201);
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
        brandColor: i.brandColor ?? null,
        landingHeadline: i.landingHeadline ?? null,
        landingDescription: i.landingDescription ?? null,
        website: i.website ?? null,
        // the emblem generated for it (demo-art.ts), served from the web app's static files
        logo: demoLogoPath(i.name),
        isShowLogoFooter: index === 1 ? 1 : 0,
      })),
    )
    .returning({ id: institutions.id, name: institutions.name });
  const institutionId = (index: number) => {
    const row = insertedInstitutions[index];
    if (!row) throw new Error(`demo institution ${index} was not inserted`);
    return row.id;
  };
  const parents = new Set(DEMO_INSTITUTIONS.flatMap((i) => (i.parent === undefined ? [] : [i.parent])));
  for (const parentIndex of parents) {
    const members = DEMO_INSTITUTIONS.flatMap((i, index) => (i.parent === parentIndex ? [institutionId(index)] : []));
    await db
      .update(institutions)
      .set({ parentId: institutionId(parentIndex) })
      .where(inArray(institutions.id, members));
  }

  const subjectRows = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
  const subjectId = (slug: string | undefined) => {
    if (!slug) return null;
    const row = subjectRows.find((r) => r.slug === slug);
    if (!row) throw new Error(`demo subject ${slug} is not in the reference data`);
    return row.id;
  };

  const categoryOf = {
    KELASMU: "KELASMU",
    UJIANMU: "UJIANMU",
    CAREER: careerCategory(productSlug),
    PRAKERJA: "PRAKERJA",
  };
  type Plan = {
    group: keyof typeof DEMO_PROGRAMS;
    program: DemoProgram;
    i: number;
    programType: number;
    slug: string;
    deleted: boolean;
    random: ReturnType<typeof seededRandom>;
    webinarSessions?: number;
  };
  const plans: Plan[] = [
    ...Object.entries(DEMO_PROGRAMS).flatMap(([group, list]) =>
      list.map((program, i) => ({
        group: group as keyof typeof DEMO_PROGRAMS,
        program,
        i,
        programType: PROGRAM_TYPE_CYCLE[i % PROGRAM_TYPE_CYCLE.length] ?? 0,
        slug: slugify(program.name),
        deleted: false,
        random,
      })),
    ),
    ...DEMO_EXTRA_PROGRAMS.map((program, k) => ({
      group: program.group,
      program,
      i: DEMO_PROGRAMS[program.group].length + k,
      programType: program.programType,
      slug: program.slug ?? slugify(program.name),
      deleted: program.deleted ?? false,
      random: extraRandom,
      ...(program.webinarSessions === undefined ? {} : { webinarSessions: program.webinarSessions }),
    })),
  ];

  let scheduled = 0;
  const programRows = plans.map(({ group, program, i, programType, slug, deleted, random }, g) => {
    const creator = insertedInstitutions[program.creator];
    const creatorPlace = DEMO_INSTITUTIONS[program.creator];
    if (!creator || !creatorPlace) throw new Error(`demo programme ${program.name} names a missing creator`);
    const free = i % 5 === 0;
    const price = free ? 0 : random.pick(group === "PRAKERJA" ? PRAKERJA_PRICES : PAID_PRICES);
    const discounted = !free && random.next() < 0.4;
    const unrated = i % 7 === 3;
    const objectives = [
      `Memahami konsep dasar ${program.topic}`,
      `Menerapkan ${program.topic} dalam studi kasus nyata`,
      "Menyelesaikan proyek akhir dan mendapatkan sertifikat",
    ];
    const isSession = programType === PROGRAM_TYPES.webinar || programType === PROGRAM_TYPES.offline;
    const schedule = scheduleOf(programType, isSession ? scheduled++ : 0, `${creator.name}, ${creatorPlace.address}`);
    return {
      slug,
      name: program.name,
      // the cover drawn from its subject (demo-art.ts); the bench catalogue leaves it empty (the generated tile)
      avatar: demoCoverPath(slug),
      categoryName: categoryOf[group],
      programType,
      price,
      priceNormal: discounted ? Math.round((price * (1.2 + random.next() * 0.4)) / 1000) * 1000 : price,
      creatorId: creator.id,
      level: program.level,
      tags: [...program.tags],
      shortDescription: `Pelajari ${program.topic} bersama ${creator.name} lewat materi praktis, latihan dan pendampingan fasilitator.`,
      description: describe(program, creator.name, objectives),
      learningObjectives: objectives,
      // each programme's taste in stars; demo-reviews.ts writes its reviews by it, then counts them into these columns
      reviewersFiveStar: unrated ? 0 : random.int(10, 400),
      reviewersFourStar: unrated ? 0 : random.int(5, 150),
      reviewersThreeStar: unrated ? 0 : random.int(0, 40),
      reviewersTwoStar: unrated ? 0 : random.int(0, 10),
      reviewersOneStar: unrated ? 0 : random.int(0, 8),
      enrolledCount: random.int(15, 6000),
      publishedAt: new Date(FIRST_PUBLISHED + g * 3 * DAY_MS),
      yearLevels: [...(program.years ?? [])],
      subjectId: subjectId(program.subject),
      ...schedule,
      deletedAt: deleted ? REMOVED_AT : null,
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

  plans.forEach(({ group, program, programType, random, webinarSessions }, programIndex) => {
    const chapterCount = webinarSessions ?? 3 + (programIndex % 3);
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
      if (webinarSessions !== undefined || (k === 1 && (programType === 1 || programType === 2))) {
        activity("live_streaming", {
          title: programType === 1 ? "Sesi Tatap Muka di Kelas" : "Sesi Webinar Bersama Fasilitator",
          presence: true,
          duration: 90,
        });
      }
      if (k === chapterCount - 1) {
        if (group === "PRAKERJA" || group === "CAREER") {
          // the 10-session webinar's are hand-ins (quizzes) the assessor scores and the partner reviews
          const handIn = webinarSessions === undefined ? "document" : "quiz";
          activity(handIn, { title: "Uji Keterampilan", activityType: 3, bobot: 30, duration: 60 });
          activity(handIn, { title: "Tugas Praktik Mandiri", activityType: 4, bobot: 20, duration: 60 });
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
      ...demoActivityContent(a.type, a.title, plans[a.programIndex]?.program.topic ?? a.title),
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

  const programIdBySlug = (slug: string) => {
    const row = insertedPrograms.find((p) => p.slug === slug);
    if (!row) throw new Error(`demo programme ${slug} was not inserted`);
    return row.id;
  };
  await db.insert(discoveryAds).values([
    ...DEMO_DISCOVERY_ADS.programs.map((slug, rank) => ({
      host: DEMO_DISCOVERY_ADS.host,
      programId: programIdBySlug(slug),
      rank: rank + 1,
    })),
    ...DEMO_DISCOVERY_ADS.institutions.map((index, rank) => ({
      host: DEMO_DISCOVERY_ADS.host,
      institutionId: institutionId(index),
      rank: rank + 1,
    })),
  ]);
  await db.insert(landingPages).values(
    DEMO_LANDING_PAGES.map((page, k) => ({
      slug: page.slug,
      title: page.title,
      institutionId: institutionId(page.institution),
      headline: page.headline,
      description: page.description,
      createdAt: new Date(FIRST_PUBLISHED + k * DAY_MS),
    })),
  );
}
