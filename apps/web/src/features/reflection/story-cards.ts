import type { FacilitatorReflection, PlatformReflection, RegularReflection } from "@app/domain/reflection/contracts";
import { hourSpan, MONTH_NAMES } from "@app/domain/reflection/rules";
import { formatCount, formatRating } from "../../shared/lib/format";

/** A card's colours: each is a dark gradient white text reads on at AA contrast. */
export type StoryTone = "brand" | "sunset" | "ocean" | "forest" | "berry" | "night";

/** One full-screen card of the story: one figure with its Indonesian headline. */
export type StoryCard = {
  id: string;
  tone: StoryTone;
  headline: string;
  /** The big figure ('12', '5 hari', 'Maret'); null on the opening and closing cards. */
  figure: string | null;
  caption: string;
  /** A few lines under the figure (programmes, scores, certificates). */
  items: string[];
  link?: { to: string; label: string };
};

const hours = (h: number) => `${formatRating(h).replace(/,0$/, "")} jam`;

/** '2026-03-01' -> '1 Maret'. */
function dayMonth(day: string): string {
  const month = MONTH_NAMES[Number(day.slice(5, 7)) - 1] ?? "";
  return `${Number(day.slice(8, 10))} ${month}`;
}

const monthName = (month: number | null) => (month === null ? null : (MONTH_NAMES[month - 1] ?? null));

function platformCard(platform: PlatformReflection | null, brand: string): StoryCard[] {
  if (!platform || platform.learners === 0) return [];
  return [
    {
      id: "platform",
      tone: "night",
      headline: `Anda tidak sendirian di ${brand}`,
      figure: formatCount(platform.learners),
      caption: `pelajar menyelesaikan ${formatCount(platform.activities_completed)} aktivitas sepanjang ${platform.year}.`,
      items: [
        `${hours(platform.hours)} belajar bersama`,
        `${formatCount(platform.certificates)} sertifikat terbit`,
        `${formatCount(platform.programs_published)} program baru`,
      ],
    },
  ];
}

function closing(year: number, brand: string): StoryCard {
  return {
    id: "closing",
    tone: "brand",
    headline: `Terima kasih sudah bertumbuh bersama ${brand} di ${year}!`,
    figure: null,
    caption: "Sampai jumpa di perjalanan belajar berikutnya.",
    items: [],
    link: { to: "/programmu", label: "Lihat Programmu" },
  };
}

/** The learner's story: only the cards that have something to tell; an empty year gets its own card. */
export function regularCards(report: RegularReflection, platform: PlatformReflection | null, brand: string) {
  const { year } = report;
  const cards: StoryCard[] = [
    {
      id: "opening",
      tone: "brand",
      headline: `Kilas Balik ${year}`,
      figure: null,
      caption: `Halo, ${report.name}! Yuk, lihat lagi perjalanan belajar Anda sepanjang ${year}.`,
      items: [],
    },
  ];
  if (!report.has_activity) {
    cards.push({
      id: "empty",
      tone: "ocean",
      headline: `Belum ada aktivitas belajar di ${year}`,
      figure: null,
      caption: "Mulai satu program dan selesaikan aktivitas pertama Anda: cerita Anda akan tampil di sini.",
      items: [],
      link: { to: "/program", label: "Jelajahi Program" },
    });
    return [...cards, ...platformCard(platform, brand)];
  }
  cards.push({
    id: "programs",
    tone: "sunset",
    headline: "Program yang Anda mulai",
    figure: formatCount(report.programs_started),
    caption:
      report.programs_finished > 0
        ? `${formatCount(report.programs_finished)} program berhasil Anda selesaikan.`
        : "Terus lanjutkan sampai selesai, ya!",
    items: report.finished_programs.map((p) => p.name),
  });
  cards.push({
    id: "activities",
    tone: "ocean",
    headline: "Aktivitas yang Anda selesaikan",
    figure: formatCount(report.activities_completed),
    caption: `Setara ${hours(report.hours)} belajar dalam ${formatCount(report.study_days)} hari.`,
    items: [],
  });
  if (report.longest_streak.days > 0 && report.longest_streak.start && report.longest_streak.end) {
    const { start, end, days } = report.longest_streak;
    cards.push({
      id: "streak",
      tone: "forest",
      headline: "Rekor belajar beruntun",
      figure: `${formatCount(days)} hari`,
      caption:
        days === 1
          ? `Pada ${dayMonth(start)} ${year}. Belajar di hari berikutnya untuk memulai rekor baru!`
          : `Dari ${dayMonth(start)} sampai ${dayMonth(end)} ${year}, Anda belajar setiap hari.`,
      items: [],
    });
  }
  const month = monthName(report.most_active_month);
  if (month) {
    cards.push({
      id: "most-active",
      tone: "berry",
      headline: "Bulan paling aktif",
      figure: month,
      caption: `${formatCount(report.most_active_month_activities)} aktivitas selesai di bulan ini.`,
      items: report.most_active_hour === null ? [] : [`Jam favorit Anda: ${hourSpan(report.most_active_hour)}`],
    });
  }
  if (report.favourite_program) {
    cards.push({
      id: "favourite",
      tone: "sunset",
      headline: "Program favorit Anda",
      figure: report.favourite_program.name,
      caption: `${formatCount(report.favourite_program.activities)} aktivitas Anda selesaikan di program ini.`,
      items: [],
    });
  }
  const [best, ...rest] = report.best_scores;
  if (best) {
    cards.push({
      id: "scores",
      tone: "ocean",
      headline: "Nilai terbaik Anda",
      figure: formatRating(best.score).replace(/,0$/, ""),
      caption: `${best.activity} · ${best.program}`,
      items: rest.map((s) => `${formatRating(s.score).replace(/,0$/, "")} — ${s.activity}`),
    });
  }
  if (report.certificates > 0) {
    cards.push({
      id: "certificates",
      tone: "forest",
      headline: "Sertifikat yang Anda raih",
      figure: formatCount(report.certificates),
      caption: "Bukti nyata dari kerja keras Anda tahun ini.",
      items: report.certificate_list.map((c) => c.program_name),
    });
  }
  return [...cards, ...platformCard(platform, brand), closing(year, brand)];
}

/** The facilitator's story: programmes, sessions led, learners reached, ratings. */
export function facilitatorCards(report: FacilitatorReflection, platform: PlatformReflection | null, brand: string) {
  const { year } = report;
  const cards: StoryCard[] = [
    {
      id: "opening",
      tone: "brand",
      headline: `Kilas Balik ${year}`,
      figure: null,
      caption: `Halo, ${report.name}! Ini jejak Anda sebagai fasilitator sepanjang ${year}.`,
      items: [],
    },
  ];
  if (!report.has_activity) {
    cards.push({
      id: "empty",
      tone: "ocean",
      headline: `Belum ada aktivitas fasilitasi di ${year}`,
      figure: null,
      caption: "Sesi langsung, peserta yang belajar dan ulasan program yang Anda dampingi akan tampil di sini.",
      items: [],
    });
    return [...cards, ...platformCard(platform, brand)];
  }
  cards.push({
    id: "programs",
    tone: "sunset",
    headline: "Program yang Anda dampingi",
    figure: formatCount(report.programs_facilitated),
    caption: "Terima kasih sudah menemani para peserta belajar.",
    items: report.programs.map((p) => `${p.name} (${formatCount(p.learners)} peserta)`),
  });
  cards.push({
    id: "sessions",
    tone: "ocean",
    headline: "Sesi langsung yang Anda pandu",
    figure: formatCount(report.sessions_led),
    caption: `Total ${hours(report.session_hours)} bertatap muka dengan peserta.`,
    items: [],
  });
  cards.push({
    id: "learners",
    tone: "forest",
    headline: "Peserta yang Anda jangkau",
    figure: formatCount(report.learners_reached),
    caption: `Mereka menyelesaikan ${formatCount(report.learner_activities_completed)} aktivitas.`,
    items: [],
  });
  const month = monthName(report.most_active_month);
  if (month) {
    cards.push({
      id: "most-active",
      tone: "berry",
      headline: "Bulan tersibuk Anda",
      figure: month,
      caption: "Bulan dengan sesi langsung terbanyak.",
      items: [],
    });
  }
  if (report.ratings.count > 0 && report.ratings.average !== null) {
    cards.push({
      id: "ratings",
      tone: "sunset",
      headline: "Penilaian peserta",
      figure: `${formatRating(report.ratings.average)} / 5`,
      caption: `Dari ${formatCount(report.ratings.count)} ulasan, ${formatCount(report.ratings.five_star)} memberi bintang 5.`,
      items: [],
    });
  }
  return [...cards, ...platformCard(platform, brand), closing(year, brand)];
}

/** What a screen reader hears for a card: its place, headline, figure and caption. */
export function cardAnnouncement(card: StoryCard, index: number, total: number): string {
  return [`Kartu ${index + 1} dari ${total}.`, card.headline, card.figure, card.caption, ...card.items]
    .filter(Boolean)
    .join(" ");
}

export type StoryMove = "next" | "previous" | "first" | "last" | null;

/** The keys of the story on a desktop: arrows, space (shift+space back), Page Up/Down, Home and End. */
export function storyMoveOfKey(key: string, shiftKey: boolean): StoryMove {
  switch (key) {
    case "ArrowRight":
    case "PageDown":
      return "next";
    case " ":
      return shiftKey ? "previous" : "next";
    case "ArrowLeft":
    case "PageUp":
      return "previous";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}

/**
 * A pointer gesture on the card: a horizontal swipe of 50 px or more goes by its direction; otherwise a tap on
 * the left third goes back, elsewhere forward (as stories do on phones).
 */
export function storyMoveOfPointer(startX: number, endX: number, width: number): StoryMove {
  const dx = endX - startX;
  if (Math.abs(dx) >= 50) return dx < 0 ? "next" : "previous";
  return endX < width / 3 ? "previous" : "next";
}
