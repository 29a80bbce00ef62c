import type { LearningLevelTarget } from "@app/domain/catalogue/learning-levels";

/** What each entry of the learning-level menu offers, shown on the home menu and on its /jenjang page. */
export const LEVEL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  paud: "Stimulasi dan pengenalan calistung yang menyenangkan untuk anak usia 2 tahun hingga TK B.",
  sd: "Materi kelas 1 sampai 6 sesuai Kurikulum Merdeka: matematika, literasi, sains, dan latihan Asesmen Nasional.",
  smp: "Pendalaman mata pelajaran kelas 7 sampai 9, latihan AKM, dan persiapan ujian sekolah.",
  "sma-smk": "Mata pelajaran kelas 10 sampai 12, olimpiade sains, serta persiapan UTBK SNBT dan sekolah kedinasan.",
  mahasiswa: "Keterampilan, bahasa asing, dan persiapan tes untuk menunjang kuliah dan karier pertama Anda.",
  orangtua: "Panduan mendampingi anak belajar, pola asuh, dan pengelolaan keluarga dari para praktisi.",
  guru: "Pengembangan kompetensi guru: Kurikulum Merdeka, media ajar, dan persiapan seleksi PPPK.",
  profesional: "Pelatihan dan sertifikasi untuk meningkatkan keahlian kerja dan membuka peluang karier baru.",
  lembaga:
    "Program menurut jenis lembaga penyelenggaranya: sekolah, perguruan tinggi, lembaga kursus, perusahaan, hingga museum dan tempat wisata.",
};

export function levelPath(levelSlug: string, yearSlug?: string): string {
  return yearSlug ? `/jenjang/${levelSlug}/${yearSlug}` : `/jenjang/${levelSlug}`;
}

/** The page heading of /jenjang/{level}[/{year}]: "Program SD Kelas 3", "Program dari Perguruan Tinggi". */
export function levelHeading(target: LearningLevelTarget): string {
  if (!target.level.level) return target.year ? `Program dari ${target.year.label}` : "Program dari Berbagai Lembaga";
  return `Program ${target.title}`;
}

/** The label of the year switcher and of its "all" entry, by the kind of years the level has. */
export function yearChoice(levelSlug: string): { label: string; all: string } {
  if (levelSlug === "paud") return { label: "Pilih usia atau kelas", all: "Semua Usia" };
  if (levelSlug === "lembaga") return { label: "Pilih jenis lembaga", all: "Semua Lembaga" };
  return { label: "Pilih kelas", all: "Semua Kelas" };
}
