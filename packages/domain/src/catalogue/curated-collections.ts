import type { ProgramLevel } from "./constants";

/**
 * Curated programmes (/program-pilihan and /program-pilihan/{slug}, spec 002 route table): editorial
 * collections, each a fixed filter of the programme list call. Tags are the ones programmes carry in the
 * catalogue, so a collection fills itself as partners publish programmes with that tag.
 */
export interface CuratedCollectionFilters {
  tag?: string;
  category?: string;
  level?: ProgramLevel;
}

export interface CuratedCollection {
  slug: string;
  title: string;
  /** One or two sentences on who the collection is for and what it covers. */
  description: string;
  filters: CuratedCollectionFilters;
}

export const CURATED_COLLECTIONS: readonly CuratedCollection[] = [
  {
    slug: "persiapan-utbk-snbt",
    title: "Persiapan UTBK SNBT",
    description:
      "Tryout, latihan soal Tes Potensi Skolastik, dan literasi untuk menghadapi seleksi masuk perguruan tinggi negeri.",
    filters: { tag: "utbk" },
  },
  {
    slug: "mahir-bahasa-inggris",
    title: "Mahir Bahasa Inggris",
    description: "Dari percakapan sehari-hari hingga simulasi TOEFL dan IELTS, untuk pelajar, mahasiswa, dan pekerja.",
    filters: { tag: "bahasa-inggris" },
  },
  {
    slug: "pengembangan-profesi-guru",
    title: "Pengembangan Profesi Guru",
    description:
      "Kurikulum Merdeka, media ajar interaktif, dan persiapan seleksi PPPK untuk guru yang terus bertumbuh.",
    filters: { tag: "guru" },
  },
  {
    slug: "teman-belajar-orangtua",
    title: "Teman Belajar Orangtua",
    description: "Cara mendampingi anak belajar di rumah, membangun kebiasaan baik, dan menjaga komunikasi keluarga.",
    filters: { tag: "parenting" },
  },
  {
    slug: "coding-untuk-anak",
    title: "Coding untuk Anak",
    description: "Mengenal logika pemrograman lewat permainan dan proyek sederhana yang menyenangkan.",
    filters: { tag: "coding" },
  },
  {
    slug: "sukses-asesmen-nasional",
    title: "Sukses Asesmen Nasional",
    description: "Latihan literasi dan numerasi berformat AKM untuk murid SD dan SMP.",
    filters: { tag: "akm" },
  },
  {
    slug: "mata-pelajaran-sma",
    title: "Mata Pelajaran SMA",
    description: "Fisika, kimia, biologi, dan ekonomi SMA yang dijelaskan dengan runtut dan disertai latihan.",
    filters: { tag: "sma" },
  },
  {
    slug: "umkm-naik-kelas",
    title: "UMKM Naik Kelas",
    description: "Pemasaran digital dan pembukuan sederhana untuk pemilik usaha mikro, kecil, dan menengah.",
    filters: { tag: "umkm" },
  },
  {
    slug: "industri-kreatif",
    title: "Karier di Industri Kreatif",
    description: "Fotografi produk, tata busana, dan keterampilan kreatif lain yang bisa langsung menghasilkan.",
    filters: { tag: "industri-kreatif" },
  },
];

export function findCuratedCollection(slug: string): CuratedCollection | null {
  return CURATED_COLLECTIONS.find((c) => c.slug === slug) ?? null;
}
