import type { CompanyInfo } from "../company-info";

export interface GoverningBody {
  id: string;
  name: string;
  role: string;
  duties: readonly string[];
  composition: readonly string[];
}

export interface BoardContent {
  lead: string;
  bodies: readonly GoverningBody[];
  principles: readonly { title: string; text: string }[];
}

/**
 * The governing bodies of the operator and the platform. A limited liability company has a Board of
 * Commissioners and a Board of Directors (Undang-Undang Nomor 40 Tahun 2007 tentang Perseroan Terbatas); the
 * education council and the ethics and data protection committee are the platform's own bodies.
 */
export function boardContent(info: CompanyInfo): BoardContent {
  const { brand, legalName } = info;
  return {
    lead: `Tata kelola ${brand} dijalankan oleh organ perseroan ${legalName} bersama dewan dan komite yang memastikan mutu pembelajaran, pelindungan pengguna, dan akuntabilitas kepada mitra serta pemerintah.`,
    bodies: [
      {
        id: "dewan-komisaris",
        name: "Dewan Komisaris",
        role: "Mengawasi jalannya pengurusan perseroan dan memberi nasihat kepada Direksi, sesuai Undang-Undang Nomor 40 Tahun 2007 tentang Perseroan Terbatas.",
        duties: [
          "Mengawasi kebijakan dan rencana kerja perseroan.",
          "Menelaah laporan keuangan dan laporan pelaksanaan tugas Direksi.",
          "Memastikan perseroan menjalankan manajemen risiko dan kepatuhan terhadap peraturan.",
        ],
        composition: ["Presiden Komisaris", "Komisaris", "Komisaris Independen"],
      },
      {
        id: "direksi",
        name: "Direksi",
        role: "Mengurus perseroan sehari-hari dan mewakili perseroan di dalam maupun di luar pengadilan.",
        duties: [
          "Menetapkan strategi produk, kemitraan, dan operasional.",
          "Menjamin keandalan dan keamanan layanan bagi pengguna.",
          "Mempertanggungjawabkan pengelolaan perseroan kepada Rapat Umum Pemegang Saham.",
        ],
        composition: [
          "Direktur Utama",
          "Direktur Produk dan Teknologi",
          "Direktur Kemitraan dan Operasional",
          "Direktur Keuangan",
        ],
      },
      {
        id: "dewan-pendidikan",
        name: `Dewan Pendidikan ${brand}`,
        role: "Menjaga mutu akademik program yang terbit di platform dan memberi arah pengembangan pembelajaran.",
        duties: [
          "Menetapkan standar kurasi program, asesmen, dan syarat penerbitan sertifikat.",
          "Meninjau program secara berkala berdasarkan hasil belajar serta rating dan ulasan peserta.",
          "Memberi masukan tentang kesesuaian program dengan kurikulum nasional dan kebutuhan dunia kerja.",
        ],
        composition: [
          "Akademisi bidang pendidikan dan pendidikan vokasi",
          "Praktisi guru dan kepala sekolah",
          "Perwakilan asosiasi industri dan lembaga pelatihan",
        ],
      },
      {
        id: "komite-etik-data",
        name: "Komite Etik dan Pelindungan Data",
        role: "Mengawasi etika penggunaan teknologi dan kepatuhan pelindungan data pribadi.",
        duties: [
          "Mengawasi pemrosesan data pribadi, terutama data anak dan data biometrik.",
          "Menelaah penilaian dampak pelindungan data pribadi sebelum fitur baru diluncurkan.",
          "Menangani laporan pelanggaran etika, perjokian, dan penyalahgunaan platform.",
        ],
        composition: [
          "Pejabat Pelindung Data Pribadi",
          "Kepala Keamanan Informasi",
          "Penasihat hukum",
          "Perwakilan Dewan Pendidikan",
        ],
      },
    ],
    principles: [
      {
        title: "Transparansi",
        text: "Kebijakan yang memengaruhi pengguna dan mitra diumumkan terbuka sebelum berlaku.",
      },
      {
        title: "Akuntabilitas",
        text: "Setiap dewan dan komite bekerja berdasarkan piagam, mencatat keputusannya, dan melapor secara berkala.",
      },
      {
        title: "Independensi",
        text: "Anggota dewan menyatakan benturan kepentingan dan tidak ikut memutuskan perkara yang melibatkan dirinya.",
      },
    ],
  };
}
