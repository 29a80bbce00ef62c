import { categoryLabel } from "@app/domain/catalogue/category-label";
import { careerCategory } from "@app/domain/catalogue/constants";
import type { CompanyInfo } from "../company-info";

export interface ProfileCard {
  title: string;
  text: string;
  to?: string;
}

export interface CompanyProfile {
  lead: string;
  about: readonly string[];
  vision: string;
  missions: readonly string[];
  products: readonly ProfileCard[];
  audiences: readonly ProfileCard[];
  values: readonly ProfileCard[];
  compliance: readonly ProfileCard[];
}

export function companyProfile(info: CompanyInfo, productSlug: string): CompanyProfile {
  const { brand, legalName } = info;
  const career = careerCategory(productSlug);
  return {
    lead: `${brand} adalah platform belajar dan pengembangan karier yang mempertemukan pelajar, pendidik, orang tua, profesional, dan peserta Kartu Prakerja dengan program dari lembaga pendidikan dan pelatihan tepercaya di seluruh Indonesia.`,
    about: [
      `${brand} dikelola oleh ${legalName}, perusahaan teknologi pendidikan yang berkedudukan di Jakarta. Kami membangun satu tempat untuk menemukan, membeli, dan mengikuti program belajar: dari kelas pendamping sekolah, persiapan ujian, pelatihan keterampilan kerja, hingga pelatihan Kartu Prakerja.`,
      "Program di platform kami diselenggarakan oleh sekolah, perguruan tinggi, lembaga kursus, balai latihan kerja, perusahaan, museum, dan organisasi. Kami menyediakan teknologi belajarnya, mulai dari materi mandiri, kuis, webinar, uji keterampilan, ruang diskusi, hingga sertifikat, sehingga mitra dapat berfokus pada mutu pengajaran.",
      "Sekolah dan lembaga juga dapat memiliki situs belajar sendiri dengan identitas lembaganya yang berjalan di atas platform kami.",
    ],
    vision: "Setiap orang di Indonesia dapat terus belajar dan berkembang, dari bangku sekolah hingga dunia kerja.",
    missions: [
      "Menghadirkan program belajar bermutu yang mudah ditemukan dan terjangkau di seluruh Indonesia.",
      "Memberdayakan lembaga pendidikan dan pelatihan untuk menjangkau lebih banyak peserta melalui teknologi.",
      "Menghubungkan pembelajaran dengan kebutuhan dunia kerja dan usaha.",
      "Menjaga keamanan data dan kepercayaan setiap pengguna.",
    ],
    products: [
      {
        title: categoryLabel("KELASMU"),
        text: "Kelas pendamping sekolah untuk murid PAUD hingga SMA/SMK, mahasiswa, guru, dan orang tua.",
        to: "/program?category=KELASMU",
      },
      {
        title: categoryLabel("UJIANMU"),
        text: "Tryout dan latihan soal: Asesmen Nasional, UTBK SNBT, sekolah kedinasan, CPNS, PPPK, dan tes bahasa.",
        to: "/program?category=UJIANMU",
      },
      {
        title: categoryLabel(career),
        text: "Pelatihan keterampilan kerja di bidang digital, industri kreatif, teknik, pariwisata, dan layanan perawatan.",
        to: `/program?category=${career}`,
      },
      {
        title: "Prakerja",
        text: "Pelatihan yang dapat dibeli dengan saldo pelatihan Kartu Prakerja, lengkap dengan verifikasi dan sertifikat.",
        to: "/kartuprakerja",
      },
    ],
    audiences: [
      {
        title: "Murid dan mahasiswa",
        text: "Belajar sesuai jenjang, bersiap menghadapi ujian, dan membangun portofolio.",
      },
      { title: "Guru", text: "Mengembangkan kompetensi mengajar dan berbagi praktik baik." },
      { title: "Orang tua", text: "Mendampingi anak belajar dan memantau kemajuannya." },
      { title: "Profesional", text: "Menambah keahlian dan sertifikat untuk melangkah dalam karier." },
      { title: "Peserta Kartu Prakerja", text: "Mengikuti pelatihan resmi dari awal hingga sertifikat terbit." },
      { title: "Lembaga", text: "Menerbitkan program, mengelola peserta, dan memiliki situs belajar sendiri." },
    ],
    values: [
      {
        title: "Terbuka untuk semua",
        text: "Kami merancang layanan yang dapat dipakai dari ponsel sederhana dan oleh siapa saja.",
      },
      { title: "Mutu terjaga", text: "Setiap program dikurasi dan dinilai oleh pesertanya melalui rating dan ulasan." },
      {
        title: "Aman dan bertanggung jawab",
        text: "Data pengguna kami lindungi sesuai peraturan dan standar keamanan informasi.",
      },
      { title: "Berdampak", text: "Kami mengukur keberhasilan dari keterampilan yang benar-benar dipakai peserta." },
    ],
    compliance: [
      {
        title: "Keamanan informasi",
        text: "Sistem manajemen keamanan informasi kami mengacu pada standar ISO/IEC 27001.",
      },
      {
        title: "Penyelenggara Sistem Elektronik",
        text: "Terdaftar sebagai Penyelenggara Sistem Elektronik Lingkup Privat di Kementerian Komunikasi dan Digital.",
      },
      {
        title: "Pelindungan data pribadi",
        text: "Pemrosesan data pribadi mengikuti Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.",
        to: info.paths.privacy,
      },
    ],
  };
}
