/** The words and number formats the transcript pages and the report list share (issue 20). */

export const TRANSCRIPT_TEXTS = {
  title: "Transkrip",
  intro: "Semua program yang sudah Anda selesaikan, dengan nilai, jam belajar, dan nomor sertifikatnya, per periode.",
  loading: "Memuat transkrip…",
  failed: "Transkrip tidak dapat dimuat saat ini. Silakan coba lagi.",
  emptyTitle: "Belum Ada Transkrip",
  emptyText: "Transkrip berisi program yang sudah Anda selesaikan. Selesaikan program Anda untuk melihatnya di sini.",
  toProgrammu: "Ke Programmu",
  programs: (n: number) => `${n} program`,
  hours: (h: string) => `${h} jam`,
  average: "Rata-rata nilai akhir",
  open: "Lihat Transkrip",
  finishedBetween: (from: string, to: string) => (from === to ? `Selesai ${from}` : `Selesai ${from} – ${to}`),
} as const;

export const hoursText = (hours: number) =>
  hours.toLocaleString("id-ID", { minimumFractionDigits: 0, maximumFractionDigits: 1 });
export const scoreText = (value: number | null) =>
  value === null ? "–" : value.toLocaleString("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
