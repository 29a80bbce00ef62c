import type { InstitutionType, ProgramLevel, ProgramType } from "@app/domain/catalogue/constants";

/** Hand-written demo content: realistic Indonesian institutions and programmes. */

export type DemoInstitution = {
  name: string;
  type: InstitutionType;
  city: string;
  description: string;
  /** Street address; offline programmes of the institution take place there. */
  address: string;
  /** A partner (platinum) site: its subdomain, colour and landing-page words. */
  subdomain?: string;
  brandColor?: string;
  landingHeadline?: string;
  landingDescription?: string;
  website?: string;
  /** Index into DEMO_INSTITUTIONS of the group this institution belongs to. */
  parent?: number;
};

export const DEMO_INSTITUTIONS: readonly DemoInstitution[] = [
  {
    name: "SMA Cendekia Nusantara",
    type: 1,
    city: "Yogyakarta",
    description: "Sekolah menengah atas dengan program unggulan sains dan literasi.",
    address: "Jl. Kaliurang Km 5 No. 21, Sleman, Yogyakarta",
    parent: 11,
  },
  {
    name: "Lembaga Pelatihan Digital Maju",
    type: 2,
    city: "Jakarta",
    description: "Pelatihan keterampilan digital untuk pencari kerja dan pelaku usaha.",
    address: "Gedung Digital Maju Lt. 3, Jl. Kemang Raya No. 18, Jakarta Selatan",
    subdomain: "digitalmaju",
    brandColor: "#0e7490",
    landingHeadline: "Siap Kerja di Era Digital bersama Digital Maju",
    landingDescription:
      "Pelatihan pemasaran digital, desain dan penjualan daring yang disusun bersama praktisi industri. Belajar sesuai jadwal Anda, praktik langsung, dan dapatkan sertifikat yang diakui.",
    website: "https://digitalmaju.example",
  },
  {
    name: "BLK Kreatif Bandung",
    type: 3,
    city: "Bandung",
    description: "Balai latihan kerja untuk industri kreatif, tata busana dan kuliner.",
    address: "Jl. Soekarno-Hatta No. 512, Bandung",
  },
  {
    name: "Lingua Prima Course",
    type: 4,
    city: "Surabaya",
    description: "Lembaga kursus bahasa asing dan persiapan tes internasional.",
    address: "Jl. Raya Darmo No. 88, Surabaya",
    subdomain: "linguaprima",
    brandColor: "#9d174d",
    landingHeadline: "Kuasai Bahasa Asing, Buka Peluang Dunia",
    landingDescription:
      "Kursus bahasa Inggris dan Jepang serta persiapan TOEFL, IELTS dan JLPT bersama pengajar berpengalaman dari Lingua Prima Course Surabaya.",
    website: "https://linguaprima.example",
  },
  {
    name: "PT Solusi Data Indonesia",
    type: 5,
    city: "Jakarta",
    description: "Perusahaan teknologi yang berbagi keahlian analisis data dan perangkat lunak.",
    address: "Menara Solusi Lt. 12, Jl. Jend. Sudirman Kav. 45, Jakarta Pusat",
  },
  {
    name: "Universitas Teknologi Nusantara",
    type: 6,
    city: "Semarang",
    description: "Perguruan tinggi teknik dan vokasi dengan kelas terbuka untuk umum.",
    address: "Kampus UTN, Jl. Pemuda No. 150, Semarang",
  },
  {
    name: "Yayasan Guru Penggerak Indonesia",
    type: 7,
    city: "Malang",
    description: "Organisasi yang mendampingi guru dan orangtua dalam pembelajaran.",
    address: "Jl. Ijen No. 27, Malang",
  },
  {
    name: "Museum Bahari Nusantara",
    type: 8,
    city: "Jakarta",
    description: "Museum sejarah maritim dengan kelas edukasi sejarah dan budaya.",
    address: "Jl. Pasar Ikan No. 7, Penjaringan, Jakarta Utara",
  },
  {
    name: "Taman Wisata Edukasi Lembang",
    type: 9,
    city: "Bandung Barat",
    description: "Tempat wisata edukasi pertanian, peternakan dan pariwisata.",
    address: "Jl. Raya Lembang No. 210, Bandung Barat",
  },
  {
    name: "Akademi Kuliner Rasa Nusantara",
    type: 101,
    city: "Medan",
    description: "Lembaga pendidikan kuliner dan usaha makanan rumahan.",
    address: "Jl. Gatot Subroto No. 96, Medan",
  },
  {
    name: "Sekolah Alam Bumi Hijau",
    type: 102,
    city: "Bogor",
    description: "Sekolah alam untuk anak usia dini dan sekolah dasar.",
    address: "Jl. Raya Pajajaran No. 63, Bogor",
  },
  // An institution group (/mitra-group/yayasan-pendidikan-nusantara) and its member schools.
  {
    name: "Yayasan Pendidikan Nusantara",
    type: 7,
    city: "Jakarta",
    description:
      "Yayasan yang menaungi jaringan Sekolah Cendekia Nusantara, dari SD sampai SMA dan SMK, dengan kurikulum yang saling terhubung.",
    address: "Jl. Salemba Raya No. 30, Jakarta Pusat",
    website: "https://yayasanpendidikannusantara.example",
  },
  {
    name: "SD Cendekia Nusantara",
    type: 1,
    city: "Jakarta",
    description: "Sekolah dasar dengan pembelajaran tematik, literasi dan numerasi yang menyenangkan.",
    address: "Jl. Tebet Barat Dalam No. 14, Jakarta Selatan",
    parent: 11,
  },
  {
    name: "SMP Cendekia Nusantara",
    type: 1,
    city: "Depok",
    description: "Sekolah menengah pertama yang menyiapkan siswa untuk asesmen nasional dan ujian sekolah.",
    address: "Jl. Margonda Raya No. 220, Depok",
    parent: 11,
  },
  {
    name: "SMK Cendekia Nusantara",
    type: 1,
    city: "Bekasi",
    description: "Sekolah menengah kejuruan teknik komputer dan jaringan dengan praktik industri.",
    address: "Jl. Ahmad Yani No. 41, Bekasi",
    parent: 11,
  },
];

export type DemoProgram = {
  name: string;
  level: ProgramLevel;
  /** Index into DEMO_INSTITUTIONS. */
  creator: number;
  tags: readonly string[];
  topic: string;
  /** Year slugs of the learning-level menu the programme suits (/jenjang/{level}/{year}). */
  years?: readonly string[];
  /** Slug of a school subject (reference-data.ts). */
  subject?: string;
};

/** Career programmes are stored under the configured career category ({product}MU). */
export const DEMO_PROGRAMS: Record<"KELASMU" | "UJIANMU" | "CAREER" | "PRAKERJA", readonly DemoProgram[]> = {
  KELASMU: [
    {
      name: "Matematika Asyik Kelas 4 SD",
      level: "SD",
      creator: 12,
      tags: ["matematika", "sd"],
      topic: "pecahan dan bilangan",
      years: ["kelas-4"],
      subject: "matematika",
    },
    {
      name: "Persiapan AKM Literasi SMP",
      level: "SMP",
      creator: 13,
      tags: ["akm", "literasi"],
      topic: "membaca dan memahami teks",
      years: ["kelas-7", "kelas-8"],
      subject: "bahasa-indonesia",
    },
    {
      name: "Fisika Dasar SMA Kelas 10",
      level: "SMA/SMK",
      creator: 0,
      tags: ["fisika", "sma"],
      topic: "gerak lurus dan hukum Newton",
      years: ["kelas-10"],
      subject: "fisika",
    },
    {
      name: "Bahasa Inggris Percakapan untuk Pelajar",
      level: "SMP",
      creator: 3,
      tags: ["bahasa-inggris"],
      topic: "percakapan sehari-hari",
      years: ["kelas-7", "kelas-8", "kelas-9"],
      subject: "bahasa-inggris",
    },
    {
      name: "Belajar Coding dengan Scratch untuk Anak",
      level: "SD",
      creator: 4,
      tags: ["coding", "anak"],
      topic: "logika pemrograman visual",
      years: ["kelas-3", "kelas-4", "kelas-5", "kelas-6"],
      subject: "informatika",
    },
    {
      name: "Kimia Seru: Stoikiometri Kelas 10",
      level: "SMA/SMK",
      creator: 0,
      tags: ["kimia", "sma"],
      topic: "mol dan persamaan reaksi",
      years: ["kelas-10"],
      subject: "kimia",
    },
    {
      name: "Menulis Cerpen Kreatif SMP",
      level: "SMP",
      creator: 6,
      tags: ["menulis", "literasi"],
      topic: "menulis cerita pendek",
      years: ["kelas-7", "kelas-8", "kelas-9"],
      subject: "bahasa-indonesia",
    },
    {
      name: "Biologi Sel dan Jaringan SMA",
      level: "SMA/SMK",
      creator: 5,
      tags: ["biologi", "sma"],
      topic: "sel dan jaringan makhluk hidup",
      years: ["kelas-11"],
      subject: "biologi",
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
      years: ["kelas-11", "kelas-12"],
      subject: "sejarah",
    },
    {
      name: "Ekonomi Dasar SMA Kelas 11",
      level: "SMA/SMK",
      creator: 0,
      tags: ["ekonomi", "sma"],
      topic: "pasar dan permintaan",
      years: ["kelas-11"],
      subject: "ekonomi",
    },
    {
      name: "Calistung Ceria untuk PAUD",
      level: "PAUD",
      creator: 10,
      tags: ["paud", "calistung"],
      topic: "membaca, menulis dan berhitung",
      years: ["usia-4-6", "tk-a", "tk-b"],
    },
    {
      name: "Jelajah Budaya Maritim Nusantara",
      level: "SD",
      creator: 7,
      tags: ["sejarah", "budaya"],
      topic: "budaya maritim",
      years: ["kelas-1", "kelas-2", "kelas-3", "kelas-4", "kelas-5", "kelas-6"],
      subject: "ips",
    },
  ],
  UJIANMU: [
    {
      name: "Tryout UTBK SNBT 2027 Paket Lengkap",
      level: "SMA/SMK",
      creator: 5,
      tags: ["utbk", "snbt"],
      topic: "tes potensi skolastik",
      years: ["kelas-12"],
    },
    {
      name: "Latihan Soal TPS Penalaran Umum",
      level: "SMA/SMK",
      creator: 5,
      tags: ["utbk", "penalaran"],
      topic: "penalaran umum",
      years: ["kelas-12"],
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
      creator: 12,
      tags: ["akm", "sd"],
      topic: "literasi dan numerasi",
      years: ["kelas-5"],
    },
    {
      name: "Latihan Soal Ujian Sekolah Matematika SMP",
      level: "SMP",
      creator: 13,
      tags: ["matematika", "smp"],
      topic: "aljabar dan geometri",
      years: ["kelas-9"],
      subject: "matematika",
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
      years: ["kelas-12"],
    },
    {
      name: "Latihan Olimpiade Sains Nasional Fisika",
      level: "SMA/SMK",
      creator: 5,
      tags: ["osn", "fisika"],
      topic: "mekanika olimpiade",
      years: ["kelas-10", "kelas-11"],
      subject: "fisika",
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
      years: ["kelas-12"],
      subject: "bahasa-indonesia",
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
      tags: ["pemrograman", "web", "coding"],
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
      tags: ["prakerja", "media-sosial", "wirausaha"],
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
      tags: ["prakerja", "kopi", "usaha-rumahan", "wirausaha"],
      topic: "pengolahan kopi",
    },
    {
      name: "Teknisi Ponsel Pemula",
      level: "Umum",
      creator: 2,
      tags: ["prakerja", "teknisi", "ojol"],
      topic: "perbaikan ponsel",
    },
    {
      name: "Menjadi Penulis Lepas",
      level: "Umum",
      creator: 1,
      tags: ["prakerja", "menulis", "guru"],
      topic: "penulisan lepas",
    },
    {
      name: "Manajemen Keuangan Keluarga",
      level: "Umum",
      creator: 5,
      tags: ["prakerja", "keuangan", "usaha-rumahan", "ojol"],
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
      tags: ["prakerja", "video", "usaha-rumahan", "wirausaha", "guru"],
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

/**
 * Programmes added after the first 60: they come last, with their own random numbers, so the first 60 (and
 * their prices, ratings, add-ons and activities) stay exactly as they were.
 */
export type DemoExtraProgram = DemoProgram & {
  group: keyof typeof DEMO_PROGRAMS;
  programType: ProgramType;
  /** A fixed slug instead of one made from the name. */
  slug?: string;
  /** A removed programme: it stays in the table and its page answers 114 'program not available'. */
  deleted?: boolean;
  /**
   * A Prakerja webinar of this many sessions, each with a presence-counted live session (the 80 % attendance
   * rule needs more than one to mean anything: the demo participants attended 90 % and 70 % of them).
   */
  webinarSessions?: number;
};

/** The 10-session Prakerja webinar of the demo participants in every attendance state (demo-prakerja.ts). */
export const PRAKERJA_WEBINAR_SLUG = "webinar-strategi-pemasaran-digital-untuk-umkm";

export const DEMO_EXTRA_PROGRAMS: readonly DemoExtraProgram[] = [
  {
    group: "UJIANMU",
    programType: 0,
    name: "Tryout Ujian Sekolah SD Kelas 6",
    level: "SD",
    creator: 12,
    tags: ["ujian-sekolah", "sd"],
    topic: "matematika dan bahasa Indonesia kelas 6",
    years: ["kelas-6"],
    subject: "matematika",
  },
  {
    group: "UJIANMU",
    programType: 1,
    name: "Persiapan Uji Kompetensi Keahlian SMK TKJ",
    level: "SMA/SMK",
    creator: 14,
    tags: ["ukk", "smk"],
    topic: "instalasi jaringan komputer",
    years: ["kelas-12"],
    subject: "informatika",
  },
  {
    group: "CAREER",
    programType: 2,
    slug: "program-yang-dihapus",
    name: "Persiapan Wawancara Kerja",
    level: "Profesional",
    creator: 4,
    tags: ["karier", "wawancara"],
    topic: "wawancara kerja",
    deleted: true,
  },
  {
    group: "PRAKERJA",
    programType: 2,
    name: "Webinar Strategi Pemasaran Digital untuk UMKM",
    level: "Umum",
    creator: 1,
    tags: ["prakerja", "pemasaran", "wirausaha"],
    topic: "pemasaran digital UMKM",
    webinarSessions: 10,
  },
];

/** The landing pages of the /{title} rule, each shown with its institution's branding. */
export const DEMO_LANDING_PAGES = [
  {
    slug: "digitalmaju-karier",
    title: "Karier Digital bersama Digital Maju",
    /** Index into DEMO_INSTITUTIONS. */
    institution: 1,
    headline: "Mulai Karier Digital Anda Hari Ini",
    description:
      "Pilih kelas pemasaran digital, desain grafis atau penjualan daring, belajar dari praktisi, dan siapkan portofolio untuk melamar kerja.",
  },
  {
    slug: "linguaprima-bahasa",
    title: "Kursus Bahasa Lingua Prima",
    institution: 3,
    headline: "Percaya Diri Berbahasa Asing",
    description:
      "Latihan percakapan, simulasi TOEFL dan IELTS, serta persiapan JLPT dengan jadwal fleksibel dan umpan balik dari pengajar.",
  },
] as const;

/** Placements of the Prakerja search dropdown: programme slugs and institution indexes, by rank. */
export const DEMO_DISCOVERY_ADS = {
  host: "prakerja",
  programs: [
    "menjadi-penjual-online-dengan-marketplace",
    "admin-media-sosial-untuk-bisnis",
    "membuat-kue-kering-untuk-usaha-rumahan",
    "teknisi-ponsel-pemula",
  ],
  institutions: [1, 9, 2, 4],
} as const;
