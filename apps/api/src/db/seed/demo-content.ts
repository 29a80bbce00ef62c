import type { InstitutionType, ProgramLevel, ProgramType } from "@app/domain/catalogue/constants";

/** Hand-written demo content: realistic Indonesian institutions and programmes. */

export type DemoInstitution = {
  name: string;
  type: InstitutionType;
  city: string;
  description: string;
  subdomain?: string;
};

export const DEMO_INSTITUTIONS: readonly DemoInstitution[] = [
  {
    name: "SMA Cendekia Nusantara",
    type: 1,
    city: "Yogyakarta",
    description: "Sekolah menengah atas dengan program unggulan sains dan literasi.",
  },
  {
    name: "Lembaga Pelatihan Digital Maju",
    type: 2,
    city: "Jakarta",
    description: "Pelatihan keterampilan digital untuk pencari kerja dan pelaku usaha.",
    subdomain: "digitalmaju",
  },
  {
    name: "BLK Kreatif Bandung",
    type: 3,
    city: "Bandung",
    description: "Balai latihan kerja untuk industri kreatif, tata busana dan kuliner.",
  },
  {
    name: "Lingua Prima Course",
    type: 4,
    city: "Surabaya",
    description: "Lembaga kursus bahasa asing dan persiapan tes internasional.",
  },
  {
    name: "PT Solusi Data Indonesia",
    type: 5,
    city: "Jakarta",
    description: "Perusahaan teknologi yang berbagi keahlian analisis data dan perangkat lunak.",
  },
  {
    name: "Universitas Teknologi Nusantara",
    type: 6,
    city: "Semarang",
    description: "Perguruan tinggi teknik dan vokasi dengan kelas terbuka untuk umum.",
  },
  {
    name: "Yayasan Guru Penggerak Indonesia",
    type: 7,
    city: "Malang",
    description: "Organisasi yang mendampingi guru dan orangtua dalam pembelajaran.",
  },
  {
    name: "Museum Bahari Nusantara",
    type: 8,
    city: "Jakarta",
    description: "Museum sejarah maritim dengan kelas edukasi sejarah dan budaya.",
  },
  {
    name: "Taman Wisata Edukasi Lembang",
    type: 9,
    city: "Bandung Barat",
    description: "Tempat wisata edukasi pertanian, peternakan dan pariwisata.",
  },
  {
    name: "Akademi Kuliner Rasa Nusantara",
    type: 101,
    city: "Medan",
    description: "Lembaga pendidikan kuliner dan usaha makanan rumahan.",
  },
  {
    name: "Sekolah Alam Bumi Hijau",
    type: 102,
    city: "Bogor",
    description: "Sekolah alam untuk anak usia dini dan sekolah dasar.",
  },
];

export type DemoProgram = {
  name: string;
  level: ProgramLevel;
  /** Index into DEMO_INSTITUTIONS. */
  creator: number;
  tags: readonly string[];
  topic: string;
};

/** Career programmes are stored under the configured career category ({product}MU). */
export const DEMO_PROGRAMS: Record<"KELASMU" | "UJIANMU" | "CAREER" | "PRAKERJA", readonly DemoProgram[]> = {
  KELASMU: [
    {
      name: "Matematika Asyik Kelas 4 SD",
      level: "SD",
      creator: 10,
      tags: ["matematika", "sd"],
      topic: "pecahan dan bilangan",
    },
    {
      name: "Persiapan AKM Literasi SMP",
      level: "SMP",
      creator: 0,
      tags: ["akm", "literasi"],
      topic: "membaca dan memahami teks",
    },
    {
      name: "Fisika Dasar SMA Kelas 10",
      level: "SMA/SMK",
      creator: 0,
      tags: ["fisika", "sma"],
      topic: "gerak lurus dan hukum Newton",
    },
    {
      name: "Bahasa Inggris Percakapan untuk Pelajar",
      level: "SMP",
      creator: 3,
      tags: ["bahasa-inggris"],
      topic: "percakapan sehari-hari",
    },
    {
      name: "Belajar Coding dengan Scratch untuk Anak",
      level: "SD",
      creator: 4,
      tags: ["coding", "anak"],
      topic: "logika pemrograman visual",
    },
    {
      name: "Kimia Seru: Stoikiometri Kelas 10",
      level: "SMA/SMK",
      creator: 0,
      tags: ["kimia", "sma"],
      topic: "mol dan persamaan reaksi",
    },
    {
      name: "Menulis Cerpen Kreatif SMP",
      level: "SMP",
      creator: 6,
      tags: ["menulis", "literasi"],
      topic: "menulis cerita pendek",
    },
    {
      name: "Biologi Sel dan Jaringan SMA",
      level: "SMA/SMK",
      creator: 5,
      tags: ["biologi", "sma"],
      topic: "sel dan jaringan makhluk hidup",
    },
    {
      name: "Pendampingan Belajar Anak di Rumah",
      level: "Orangtua",
      creator: 6,
      tags: ["parenting"],
      topic: "mendampingi anak belajar",
    },
    {
      name: "Kurikulum Merdeka untuk Guru SD",
      level: "Guru",
      creator: 6,
      tags: ["kurikulum-merdeka", "guru"],
      topic: "perencanaan pembelajaran",
    },
    {
      name: "Membuat Media Ajar Interaktif dengan Canva",
      level: "Guru",
      creator: 1,
      tags: ["media-ajar", "guru"],
      topic: "desain media ajar",
    },
    {
      name: "Sejarah Indonesia: Masa Pergerakan Nasional",
      level: "SMA/SMK",
      creator: 7,
      tags: ["sejarah"],
      topic: "pergerakan nasional",
    },
    {
      name: "Ekonomi Dasar SMA Kelas 11",
      level: "SMA/SMK",
      creator: 0,
      tags: ["ekonomi", "sma"],
      topic: "pasar dan permintaan",
    },
    {
      name: "Calistung Ceria untuk PAUD",
      level: "PAUD",
      creator: 10,
      tags: ["paud", "calistung"],
      topic: "membaca, menulis dan berhitung",
    },
    {
      name: "Jelajah Budaya Maritim Nusantara",
      level: "SD",
      creator: 7,
      tags: ["sejarah", "budaya"],
      topic: "budaya maritim",
    },
  ],
  UJIANMU: [
    {
      name: "Tryout UTBK SNBT 2027 Paket Lengkap",
      level: "SMA/SMK",
      creator: 5,
      tags: ["utbk", "snbt"],
      topic: "tes potensi skolastik",
    },
    {
      name: "Latihan Soal TPS Penalaran Umum",
      level: "SMA/SMK",
      creator: 5,
      tags: ["utbk", "penalaran"],
      topic: "penalaran umum",
    },
    {
      name: "Simulasi TOEFL ITP",
      level: "Mahasiswa",
      creator: 3,
      tags: ["toefl", "bahasa-inggris"],
      topic: "listening, structure dan reading",
    },
    {
      name: "Persiapan CPNS: Tes Wawasan Kebangsaan",
      level: "Profesional",
      creator: 1,
      tags: ["cpns"],
      topic: "wawasan kebangsaan",
    },
    {
      name: "Tryout Asesmen Nasional SD",
      level: "SD",
      creator: 10,
      tags: ["akm", "sd"],
      topic: "literasi dan numerasi",
    },
    {
      name: "Latihan Soal Ujian Sekolah Matematika SMP",
      level: "SMP",
      creator: 0,
      tags: ["matematika", "smp"],
      topic: "aljabar dan geometri",
    },
    {
      name: "Simulasi IELTS Academic Reading",
      level: "Mahasiswa",
      creator: 3,
      tags: ["ielts", "bahasa-inggris"],
      topic: "academic reading",
    },
    {
      name: "Persiapan PPPK Guru: Kompetensi Teknis",
      level: "Guru",
      creator: 6,
      tags: ["pppk", "guru"],
      topic: "kompetensi teknis guru",
    },
    {
      name: "Tryout Masuk Sekolah Kedinasan",
      level: "SMA/SMK",
      creator: 1,
      tags: ["kedinasan"],
      topic: "tes kemampuan dasar",
    },
    {
      name: "Latihan Olimpiade Sains Nasional Fisika",
      level: "SMA/SMK",
      creator: 5,
      tags: ["osn", "fisika"],
      topic: "mekanika olimpiade",
    },
    {
      name: "Tes Potensi Akademik Pascasarjana",
      level: "Mahasiswa",
      creator: 5,
      tags: ["tpa"],
      topic: "verbal, numerik dan logika",
    },
    {
      name: "Ujian Sertifikasi Microsoft Excel Dasar",
      level: "Profesional",
      creator: 4,
      tags: ["excel", "sertifikasi"],
      topic: "rumus dan tabel",
    },
    {
      name: "Simulasi Tes Bahasa Jepang JLPT N4",
      level: "Umum",
      creator: 3,
      tags: ["jlpt", "bahasa-jepang"],
      topic: "kosakata dan tata bahasa",
    },
    {
      name: "Latihan Psikotes Kerja",
      level: "Profesional",
      creator: 1,
      tags: ["psikotes", "karier"],
      topic: "psikotes",
    },
    {
      name: "Tryout SNBT Literasi Bahasa Indonesia",
      level: "SMA/SMK",
      creator: 0,
      tags: ["utbk", "literasi"],
      topic: "literasi bahasa Indonesia",
    },
  ],
  CAREER: [
    {
      name: "Digital Marketing untuk UMKM",
      level: "Profesional",
      creator: 1,
      tags: ["digital-marketing", "umkm"],
      topic: "pemasaran digital",
    },
    {
      name: "Dasar Analisis Data dengan Excel",
      level: "Profesional",
      creator: 4,
      tags: ["data", "excel"],
      topic: "analisis data",
    },
    {
      name: "Desain Grafis dengan Figma untuk Pemula",
      level: "Mahasiswa",
      creator: 1,
      tags: ["desain", "figma"],
      topic: "desain antarmuka",
    },
    {
      name: "Public Speaking dan Presentasi Efektif",
      level: "Profesional",
      creator: 5,
      tags: ["komunikasi"],
      topic: "berbicara di depan umum",
    },
    {
      name: "Manajemen Proyek dengan Metode Agile",
      level: "Profesional",
      creator: 4,
      tags: ["manajemen-proyek", "agile"],
      topic: "manajemen proyek",
    },
    {
      name: "Barista Profesional: Seni Meracik Kopi",
      level: "Umum",
      creator: 9,
      tags: ["kuliner", "kopi"],
      topic: "meracik kopi",
    },
    {
      name: "Teknik Menjahit Busana Muslim",
      level: "Umum",
      creator: 2,
      tags: ["menjahit", "industri-kreatif"],
      topic: "menjahit busana",
    },
    {
      name: "Perawatan Lansia untuk Caregiver",
      level: "Umum",
      creator: 2,
      tags: ["layanan-perawatan"],
      topic: "perawatan lansia",
    },
    {
      name: "Fotografi Produk untuk Jualan Online",
      level: "Umum",
      creator: 2,
      tags: ["fotografi", "industri-kreatif"],
      topic: "fotografi produk",
    },
    { name: "Pemandu Wisata Profesional", level: "Umum", creator: 8, tags: ["pariwisata"], topic: "pemanduan wisata" },
    {
      name: "Teknisi Pendingin Ruangan (AC)",
      level: "Umum",
      creator: 2,
      tags: ["mesin-konstruksi", "teknisi"],
      topic: "perawatan AC",
    },
    {
      name: "Menulis Konten Kreatif untuk Media Sosial",
      level: "Mahasiswa",
      creator: 1,
      tags: ["konten", "media-sosial"],
      topic: "penulisan konten",
    },
    {
      name: "Dasar Pemrograman Web dengan JavaScript",
      level: "Mahasiswa",
      creator: 4,
      tags: ["pemrograman", "web"],
      topic: "pemrograman web",
    },
    {
      name: "Akuntansi Dasar untuk Usaha Kecil",
      level: "Profesional",
      creator: 5,
      tags: ["akuntansi", "umkm"],
      topic: "pembukuan usaha",
    },
    {
      name: "Operator Alat Berat Excavator",
      level: "Umum",
      creator: 2,
      tags: ["mesin-konstruksi"],
      topic: "pengoperasian alat berat",
    },
  ],
  PRAKERJA: [
    {
      name: "Menjadi Penjual Online dengan Marketplace",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "wirausaha"],
      topic: "berjualan di marketplace",
    },
    {
      name: "Teknik Penjualan untuk Sales Lapangan",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "penjualan"],
      topic: "teknik penjualan",
    },
    {
      name: "Membuat Kue Kering untuk Usaha Rumahan",
      level: "Umum",
      creator: 9,
      tags: ["prakerja", "usaha-rumahan"],
      topic: "membuat kue kering",
    },
    {
      name: "Pengemudi Ojek Online yang Aman dan Ramah",
      level: "Umum",
      creator: 2,
      tags: ["prakerja", "ojol"],
      topic: "layanan transportasi daring",
    },
    {
      name: "Admin Media Sosial untuk Bisnis",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "media-sosial"],
      topic: "mengelola media sosial",
    },
    {
      name: "Penata Rias Pengantin Pemula",
      level: "Umum",
      creator: 2,
      tags: ["prakerja", "kecantikan"],
      topic: "tata rias",
    },
    {
      name: "Teknik Budidaya Ikan Lele",
      level: "Umum",
      creator: 8,
      tags: ["prakerja", "perikanan"],
      topic: "budidaya lele",
    },
    {
      name: "Menjadi Customer Service yang Andal",
      level: "Umum",
      creator: 4,
      tags: ["prakerja", "layanan"],
      topic: "layanan pelanggan",
    },
    {
      name: "Pengolahan Kopi untuk Wirausaha",
      level: "Umum",
      creator: 9,
      tags: ["prakerja", "kopi"],
      topic: "pengolahan kopi",
    },
    {
      name: "Teknisi Ponsel Pemula",
      level: "Umum",
      creator: 2,
      tags: ["prakerja", "teknisi"],
      topic: "perbaikan ponsel",
    },
    {
      name: "Menjadi Penulis Lepas",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "menulis"],
      topic: "penulisan lepas",
    },
    {
      name: "Manajemen Keuangan Keluarga",
      level: "Umum",
      creator: 5,
      tags: ["prakerja", "keuangan"],
      topic: "keuangan keluarga",
    },
    {
      name: "Dasar Instalasi Listrik Rumah",
      level: "Umum",
      creator: 2,
      tags: ["prakerja", "listrik"],
      topic: "instalasi listrik",
    },
    {
      name: "Menjadi Asisten Apoteker",
      level: "Umum",
      creator: 5,
      tags: ["prakerja", "kesehatan"],
      topic: "kefarmasian dasar",
    },
    {
      name: "Membuat Video Pendek untuk Promosi Usaha",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "video"],
      topic: "video promosi",
    },
  ],
};

export const CHAPTER_TITLES = [
  "Pengenalan dan Tujuan Belajar",
  "Konsep Dasar",
  "Praktik Terbimbing",
  "Studi Kasus",
  "Proyek dan Evaluasi Akhir",
];

export const PROGRAM_TYPE_CYCLE: readonly ProgramType[] = [0, 3, 2, 1];
