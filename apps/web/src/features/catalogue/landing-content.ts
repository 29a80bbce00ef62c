import type { ProgramLevel } from "@app/domain/catalogue/constants";
import { type AppConfig, getAppConfig, productMu } from "../../shared/lib/app-config";

/**
 * Class category pages (/kelasmu/{audience}) and career category pages (/{product}mu/{field}), spec 000
 * section 2.1. A class page lists KELASMU programmes of its levels; a career page lists the career category's
 * programmes that carry the field's tag.
 */
export interface LandingPoint {
  title: string;
  text: string;
}

export interface KelasmuAudience {
  slug: string;
  /** Short name, as in "Kelasmu untuk Pelajar". */
  name: string;
  heading: string;
  lead: string;
  points: readonly LandingPoint[];
  /** One level: a single paginated list. Several: one shelf per level, each linking to its /jenjang page. */
  levels: readonly { level: ProgramLevel; levelSlug: string; label: string }[];
}

export const KELASMU_AUDIENCES: readonly KelasmuAudience[] = [
  {
    slug: "pelajar",
    name: "Pelajar",
    heading: "Belajar lebih terarah, dari PAUD hingga SMA/SMK",
    lead: "Kelas pendamping sekolah yang disusun guru dan lembaga pendidikan berpengalaman. Materinya mengikuti Kurikulum Merdeka, dilengkapi latihan soal dan pembahasan, sehingga Anda bisa mengulang pelajaran kapan saja.",
    points: [
      { title: "Sesuai kurikulum", text: "Topik disusun per kelas dan per mata pelajaran agar mudah dicari." },
      { title: "Latihan dan pembahasan", text: "Kuis, pretest, dan posttest untuk mengukur pemahaman Anda." },
      { title: "Belajar fleksibel", text: "Materi mandiri, webinar, dan kelas tatap muka dari mitra sekolah." },
    ],
    levels: [
      { level: "SD", levelSlug: "sd", label: "SD" },
      { level: "SMP", levelSlug: "smp", label: "SMP" },
      { level: "SMA/SMK", levelSlug: "sma-smk", label: "SMA/SMK" },
      { level: "PAUD", levelSlug: "paud", label: "PAUD" },
    ],
  },
  {
    slug: "mahasiswa",
    name: "Mahasiswa",
    heading: "Bekal kuliah dan karier pertama Anda",
    lead: "Kelas dari perguruan tinggi dan praktisi industri untuk melengkapi perkuliahan: menulis akademik, bahasa asing, analisis data, hingga keterampilan kerja yang dicari perusahaan.",
    points: [
      { title: "Diajar praktisi", text: "Belajar langsung dari dosen dan profesional di bidangnya." },
      { title: "Portofolio nyata", text: "Tugas praktik yang hasilnya bisa Anda simpan di portofolio." },
      { title: "Sertifikat", text: "Sertifikat penyelesaian untuk melengkapi CV dan lamaran magang." },
    ],
    levels: [{ level: "Mahasiswa", levelSlug: "mahasiswa", label: "Mahasiswa" }],
  },
  {
    slug: "guru",
    name: "Guru",
    heading: "Terus bertumbuh sebagai pendidik",
    lead: "Pelatihan untuk guru dari komunitas dan lembaga pendidikan: penerapan Kurikulum Merdeka, pembuatan media ajar interaktif, asesmen, dan persiapan seleksi PPPK.",
    points: [
      {
        title: "Langsung dipraktikkan",
        text: "Setiap materi disertai contoh perangkat ajar yang bisa dipakai di kelas.",
      },
      { title: "Belajar bersama", text: "Diskusi dengan fasilitator dan sesama guru dari berbagai daerah." },
      { title: "Sertifikat", text: "Sertifikat penyelesaian untuk dokumentasi pengembangan diri." },
    ],
    levels: [{ level: "Guru", levelSlug: "guru", label: "Guru" }],
  },
  {
    slug: "orangtua",
    name: "Orangtua",
    heading: "Mendampingi anak belajar dengan percaya diri",
    lead: "Kelas untuk ayah dan bunda tentang pola asuh, mendampingi anak belajar di rumah, dan mengelola kebutuhan keluarga, dipandu psikolog dan pendidik.",
    points: [
      { title: "Praktis", text: "Langkah sederhana yang bisa langsung diterapkan di rumah." },
      { title: "Sesuai usia anak", text: "Materi untuk anak usia dini hingga remaja." },
      { title: "Waktu fleksibel", text: "Belajar di sela kesibukan, dari ponsel maupun laptop." },
    ],
    levels: [{ level: "Orangtua", levelSlug: "orangtua", label: "Orangtua" }],
  },
];

export interface CareerField {
  slug: string;
  name: string;
  heading: string;
  lead: string;
  /** The tag career programmes of this field carry. */
  tag: string;
  skills: readonly string[];
  jobs: readonly string[];
}

export const CAREER_FIELDS: readonly CareerField[] = [
  {
    slug: "industri-kreatif",
    name: "Industri Kreatif",
    heading: "Ubah kreativitas menjadi penghasilan",
    lead: "Pelatihan keterampilan kreatif yang dibutuhkan usaha dan industri: tata busana, fotografi produk, desain, dan pembuatan konten. Cocok untuk memulai usaha sendiri maupun bekerja di studio dan rumah produksi.",
    tag: "industri-kreatif",
    skills: [
      "Teknik menjahit dan membuat pola busana",
      "Fotografi produk dan penyuntingan foto",
      "Dasar desain visual untuk promosi",
      "Menentukan harga dan memasarkan karya",
    ],
    jobs: ["Penjahit dan perancang busana", "Fotografer produk", "Desainer grafis", "Pembuat konten"],
  },
  {
    slug: "mesin-konstruksi",
    name: "Mesin dan Konstruksi",
    heading: "Keahlian teknik yang selalu dibutuhkan",
    lead: "Pelatihan teknis dari balai latihan kerja dan praktisi lapangan: perawatan pendingin ruangan, pengoperasian alat berat, dan dasar-dasar keselamatan kerja di bengkel serta proyek konstruksi.",
    tag: "mesin-konstruksi",
    skills: [
      "Perawatan dan perbaikan mesin pendingin",
      "Pengoperasian alat berat sesuai prosedur",
      "Membaca gambar kerja dan spesifikasi teknis",
      "Keselamatan dan kesehatan kerja (K3)",
    ],
    jobs: ["Teknisi AC", "Operator alat berat", "Mekanik", "Pelaksana lapangan konstruksi"],
  },
  {
    slug: "pariwisata",
    name: "Pariwisata",
    heading: "Layani wisatawan dengan sepenuh hati",
    lead: "Pelatihan untuk pelaku pariwisata: pemanduan wisata, pelayanan tamu, dan pengetahuan budaya daerah, bersama tempat wisata dan lembaga pelatihan mitra.",
    tag: "pariwisata",
    skills: [
      "Teknik memandu dan bercerita tentang destinasi",
      "Pelayanan prima untuk wisatawan",
      "Menyusun paket perjalanan",
      "Komunikasi dengan wisatawan mancanegara",
    ],
    jobs: ["Pemandu wisata", "Staf agen perjalanan", "Resepsionis hotel", "Pengelola desa wisata"],
  },
  {
    slug: "layanan-perawatan",
    name: "Layanan Perawatan",
    heading: "Merawat dengan terampil dan penuh empati",
    lead: "Pelatihan untuk pekerjaan di bidang perawatan: pendampingan lansia, perawatan anak, dan layanan kesehatan dasar, disusun bersama lembaga pelatihan dan tenaga kesehatan.",
    tag: "layanan-perawatan",
    skills: [
      "Membantu kebutuhan harian lansia dengan aman",
      "Pertolongan pertama dan tanda bahaya kesehatan",
      "Komunikasi empatik dengan pasien dan keluarga",
      "Etika kerja dan menjaga privasi klien",
    ],
    jobs: ["Caregiver lansia", "Pengasuh anak", "Asisten perawat", "Pendamping disabilitas"],
  },
];

export function findKelasmuAudience(slug: string): KelasmuAudience | null {
  return KELASMU_AUDIENCES.find((a) => a.slug === slug) ?? null;
}

export function findCareerField(slug: string): CareerField | null {
  return CAREER_FIELDS.find((f) => f.slug === slug) ?? null;
}

export function kelasmuPath(audience: string): string {
  return `/kelasmu/${audience}`;
}

/** /karirmu/industri-kreatif for the default product slug. */
export function careerFieldPath(field: string, config: AppConfig = getAppConfig()): string {
  return `/${productMu(config)}/${field}`;
}
