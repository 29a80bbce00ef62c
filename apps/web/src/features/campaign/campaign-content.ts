import { type AppConfig, getAppConfig, productMu } from "../../shared/lib/app-config";
import { PRAKERJA_PROGRAMS_PATH } from "../catalogue/public";

/**
 * Campaign landing pages of the work-card (Prakerja) area (spec 002 route table and spec 000 section 2.1):
 * /kartuprakerja and its sub-pages, the two Gojek pages, the Prakerja guide and the collaboration page.
 * Each lists PRAKERJA programmes, narrowed by a tag that the programmes carry in the catalogue.
 */

/** The official site of the scheme; the rules of the scheme are always the ones published there. */
export const PRAKERJA_OFFICIAL_URL = "https://www.prakerja.go.id";

export const CAMPAIGN_SLUGS = [
  "kartuprakerja",
  "kartuprakerja-usaha-rumahan",
  "kartuprakerja-guru",
  "kartuprakerja-ojol",
  "prakerja-gojek",
  "program-gojek",
  "panduan-prakerja",
  "mitra-kolaborasi",
] as const;
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number];

export interface CampaignLink {
  label: string;
  to: string;
}

export interface CampaignStep {
  title: string;
  text: string;
  points?: readonly string[];
  link?: CampaignLink;
}

export interface CampaignFaq {
  question: string;
  answer: string;
}

export interface Campaign {
  slug: CampaignSlug;
  path: string;
  /** The page title ('<title> - <brand>'). */
  title: string;
  eyebrow: string;
  heading: string;
  lead: string;
  /** A sub-page's way back to its index. */
  parent?: CampaignLink;
  actions: readonly CampaignLink[];
  highlights?: { title: string; items: readonly { title: string; text: string }[] };
  steps?: { title: string; intro?: string; items: readonly CampaignStep[] };
  /** A notice the reader must not miss (eligibility limits and the like). */
  notice?: string;
  programs: { title: string; description: string; tag?: string; limit: number };
  faqs: readonly CampaignFaq[];
  related?: readonly CampaignSlug[];
}

const OFFICIAL_RULES =
  "Ketentuan lengkap dan terbaru Program Kartu Prakerja selalu mengacu pada informasi resmi di www.prakerja.go.id.";

export function campaignContent(config: AppConfig = getAppConfig()): Record<CampaignSlug, Campaign> {
  const brand = config.brandName;
  return {
    kartuprakerja: {
      slug: "kartuprakerja",
      path: "/kartuprakerja",
      title: "Kartu Prakerja",
      eyebrow: "Kartu Prakerja",
      heading: "Tingkatkan keterampilan kerja dengan Kartu Prakerja",
      lead: `Kartu Prakerja adalah program pemerintah untuk pengembangan kompetensi kerja dan kewirausahaan. Gunakan saldo pelatihan Anda untuk mengikuti Kelas Prakerja di ${brand}: pelatihan dari lembaga tepercaya, bersertifikat, dan bisa diikuti dari mana saja.`,
      actions: [
        { label: "Lihat Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
        { label: "Baca Panduan Prakerja", to: "/panduan-prakerja" },
      ],
      highlights: {
        title: `Kenapa ikut Kelas Prakerja di ${brand}`,
        items: [
          {
            title: "Lembaga tepercaya",
            text: "Pelatihan disusun oleh lembaga pelatihan, balai latihan kerja, dan perusahaan yang berpengalaman di bidangnya.",
          },
          {
            title: "Belajar sesuai jadwal Anda",
            text: "Pilih pelatihan mandiri atau webinar. Materi dapat diakses dari ponsel maupun laptop.",
          },
          {
            title: "Sertifikat",
            text: "Sertifikat terbit setelah Anda menyelesaikan seluruh aktivitas wajib dan uji keterampilan.",
          },
          {
            title: "Didampingi fasilitator",
            text: "Tanyakan materi yang belum jelas kepada fasilitator dan peserta lain di ruang diskusi pelatihan.",
          },
        ],
      },
      steps: {
        title: "Cara memulai",
        items: [
          {
            title: "Daftar dan lolos seleksi Kartu Prakerja",
            text: "Pendaftaran dan seleksi dilakukan di situs resmi Kartu Prakerja. Setelah lolos, saldo pelatihan Anda aktif di dasbor Prakerja.",
          },
          {
            title: `Masuk ke ${brand} dan pilih Kelas Prakerja`,
            text: "Bandingkan silabus, jadwal, lembaga penyelenggara, dan ulasan peserta sebelum memilih.",
            link: { label: "Lihat Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
          },
          {
            title: "Bayar dengan Kartu Prakerja",
            text: "Pilih Kartu Prakerja sebagai metode pembayaran, lalu setujui pembayaran dengan kode OTP yang dikirim kepada Anda.",
          },
          {
            title: "Tukarkan kode dan mulai belajar",
            text: "Masukkan kode redeem dari dasbor Prakerja saat membuka aktivitas pertama, lalu ikuti pelatihan sampai selesai.",
            link: { label: "Baca panduan lengkap", to: "/panduan-prakerja" },
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Kelas Prakerja terpopuler",
        description: "Pelatihan yang paling banyak diikuti peserta Kartu Prakerja.",
        limit: 8,
      },
      faqs: [
        {
          question: "Apa itu Kartu Prakerja?",
          answer:
            "Kartu Prakerja adalah program pengembangan kompetensi kerja dan kewirausahaan dari pemerintah untuk pencari kerja, pekerja yang terkena pemutusan hubungan kerja, pekerja yang ingin meningkatkan kompetensi, serta pelaku usaha mikro dan kecil. Penerima mendapat bantuan biaya pelatihan yang dapat dipakai untuk membeli pelatihan di platform digital mitra.",
        },
        {
          question: "Siapa yang dapat mendaftar?",
          answer:
            "Warga Negara Indonesia berusia minimal 18 tahun yang tidak sedang menempuh pendidikan formal. Pejabat negara, ASN, anggota TNI dan Polri, kepala desa dan perangkat desa, serta direksi, komisaris, dan dewan pengawas BUMN atau BUMD tidak termasuk penerima. Syarat selengkapnya ada di www.prakerja.go.id.",
        },
        {
          question: `Apakah saya perlu akun ${brand} terpisah?`,
          answer: `Ya. Akun ${brand} dipakai untuk membeli dan mengikuti pelatihan. Sebaiknya gunakan email dan nomor ponsel yang sama dengan akun Prakerja Anda agar pembelian mudah dicocokkan bila Anda membutuhkan bantuan.`,
        },
        {
          question: "Apakah pelatihan dapat diikuti lewat ponsel?",
          answer:
            "Bisa. Seluruh aktivitas, termasuk verifikasi wajah, dapat dilakukan lewat peramban di ponsel. Pastikan kamera berfungsi dan koneksi internet stabil.",
        },
      ],
      related: ["kartuprakerja-usaha-rumahan", "kartuprakerja-guru", "kartuprakerja-ojol", "prakerja-gojek"],
    },

    "kartuprakerja-usaha-rumahan": {
      slug: "kartuprakerja-usaha-rumahan",
      path: "/kartuprakerja/usaha-rumahan",
      title: "Prakerja untuk Usaha Rumahan",
      eyebrow: "Kartu Prakerja untuk Usaha Rumahan",
      heading: "Mulai usaha dari rumah dengan bekal keterampilan yang tepat",
      lead: "Pelatihan Prakerja untuk Anda yang ingin membuka atau mengembangkan usaha rumahan: membuat produk yang layak jual, menghitung modal dan harga, hingga memasarkannya lewat media sosial dan marketplace.",
      parent: { label: "Kartu Prakerja", to: "/kartuprakerja" },
      actions: [{ label: "Lihat Semua Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH }],
      highlights: {
        title: "Yang akan Anda pelajari",
        items: [
          {
            title: "Produksi",
            text: "Membuat produk yang bermutu, higienis, dan konsisten, dari kue kering hingga minuman siap saji.",
          },
          {
            title: "Modal dan harga jual",
            text: "Menghitung harga pokok produksi, menentukan margin, dan mencatat keuangan usaha secara sederhana.",
          },
          {
            title: "Pemasaran",
            text: "Memotret produk, menulis deskripsi yang menarik, dan berjualan di media sosial serta marketplace.",
          },
          {
            title: "Legalitas usaha",
            text: "Mengurus Nomor Induk Berusaha (NIB) lewat OSS, SPP-IRT untuk pangan olahan rumahan, dan sertifikasi halal.",
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Pelatihan Prakerja untuk usaha rumahan",
        description: "Pilihan pelatihan untuk memulai dan mengembangkan usaha dari rumah.",
        tag: "usaha-rumahan",
        limit: 12,
      },
      faqs: [
        {
          question: "Apakah saya harus sudah punya usaha?",
          answer:
            "Tidak. Pelatihan ini cocok untuk Anda yang baru merencanakan usaha maupun yang sudah berjualan dan ingin usahanya tumbuh.",
        },
        {
          question: "Apakah ada praktik langsung?",
          answer:
            "Ya. Setiap pelatihan memiliki Tugas Praktik Mandiri atau Uji Keterampilan, misalnya membuat produk dan menghitung harga jualnya. Hasil praktik dinilai oleh fasilitator.",
        },
        {
          question: "Bagaimana jika saya menemui kendala saat pelatihan?",
          answer:
            "Tanyakan kepada fasilitator di ruang diskusi pelatihan. Untuk kendala akun, pembayaran, atau kode redeem, hubungi Pusat Bantuan kami.",
        },
      ],
      related: ["kartuprakerja", "program-gojek", "panduan-prakerja"],
    },

    "kartuprakerja-guru": {
      slug: "kartuprakerja-guru",
      path: "/kartuprakerja/guru",
      title: "Prakerja untuk Guru dan Pendidik",
      eyebrow: "Kartu Prakerja untuk Guru",
      heading: "Keterampilan baru untuk guru honorer dan pendidik nonformal",
      lead: "Guru honorer, tutor bimbingan belajar, dan pendidik nonformal dapat memakai Kartu Prakerja untuk menambah keterampilan: membuat materi dan video pembelajaran, mengajar secara daring, hingga membuka kelas les sendiri.",
      parent: { label: "Kartu Prakerja", to: "/kartuprakerja" },
      actions: [{ label: "Lihat Semua Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH }],
      highlights: {
        title: "Yang akan Anda pelajari",
        items: [
          {
            title: "Konten pembelajaran",
            text: "Merancang materi, lembar kerja, dan video pembelajaran yang menarik bagi murid.",
          },
          {
            title: "Mengajar daring",
            text: "Mengelola kelas virtual, menjaga keterlibatan murid, dan memberi umpan balik dari jarak jauh.",
          },
          {
            title: "Membuka kelas sendiri",
            text: "Merencanakan les privat atau kelompok belajar, menentukan tarif, dan mempromosikannya.",
          },
          {
            title: "Literasi digital",
            text: "Memakai aplikasi perkantoran dan media sosial secara aman dan produktif.",
          },
        ],
      },
      notice:
        "Guru berstatus Aparatur Sipil Negara (PNS maupun PPPK) tidak termasuk penerima Kartu Prakerja. Guru ASN dapat mengikuti program Kelasmu untuk guru.",
      programs: {
        title: "Pelatihan Prakerja untuk guru dan pendidik",
        description: "Pelatihan yang membantu pendidik mengajar lebih baik dan membuka sumber penghasilan baru.",
        tag: "guru",
        limit: 12,
      },
      faqs: [
        {
          question: "Saya guru honorer di sekolah negeri. Apakah saya bisa mendaftar?",
          answer:
            "Guru honorer yang bukan ASN dapat mendaftar selama memenuhi syarat umum Kartu Prakerja: WNI, berusia minimal 18 tahun, dan tidak sedang menempuh pendidikan formal.",
        },
        {
          question: "Apakah sertifikat pelatihan bisa dipakai untuk pengembangan diri guru?",
          answer:
            "Sertifikat menunjukkan bahwa Anda telah menyelesaikan pelatihan dan lulus uji keterampilan. Pengakuannya untuk keperluan administrasi kepegawaian mengikuti ketentuan instansi masing-masing.",
        },
        {
          question: "Bagaimana dengan guru ASN?",
          answer:
            "Guru ASN tidak termasuk penerima Kartu Prakerja, tetapi dapat mengikuti program Kelasmu untuk guru yang dibeli secara mandiri.",
        },
      ],
      related: ["kartuprakerja", "kartuprakerja-usaha-rumahan", "panduan-prakerja"],
    },

    "kartuprakerja-ojol": {
      slug: "kartuprakerja-ojol",
      path: "/kartuprakerja/ojol",
      title: "Prakerja untuk Pengemudi Ojek Online",
      eyebrow: "Kartu Prakerja untuk Pengemudi Ojek Online",
      heading: "Lebih aman di jalan, lebih dipercaya penumpang",
      lead: "Pelatihan Prakerja untuk pengemudi ojek online dan kurir: berkendara dengan aman, melayani pelanggan dengan ramah, mengatur penghasilan harian, dan merawat kendaraan agar tetap prima.",
      parent: { label: "Kartu Prakerja", to: "/kartuprakerja" },
      actions: [{ label: "Lihat Semua Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH }],
      highlights: {
        title: "Yang akan Anda pelajari",
        items: [
          {
            title: "Keselamatan berkendara",
            text: "Teknik berkendara defensif, membawa penumpang dan barang dengan aman, serta tindakan saat terjadi kecelakaan.",
          },
          {
            title: "Layanan pelanggan",
            text: "Berkomunikasi dengan sopan, menangani keluhan, dan menjaga penilaian tetap tinggi.",
          },
          {
            title: "Keuangan harian",
            text: "Memisahkan uang pribadi dan operasional, menyisihkan dana perawatan, dan mulai menabung.",
          },
          {
            title: "Perawatan kendaraan",
            text: "Pemeriksaan rutin sebelum berangkat dan perawatan ringan yang bisa dilakukan sendiri.",
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Pelatihan Prakerja untuk pengemudi ojek online",
        description: "Pelatihan yang dapat diikuti di sela waktu menarik order.",
        tag: "ojol",
        limit: 12,
      },
      faqs: [
        {
          question: "Apakah pelatihan bisa diikuti di sela waktu bekerja?",
          answer:
            "Bisa. Pilih pelatihan mandiri agar Anda dapat belajar kapan saja. Untuk webinar, pastikan Anda hadir sesuai jadwal yang tertera di halaman program.",
        },
        {
          question: "Apakah saya memerlukan laptop?",
          answer:
            "Tidak. Seluruh pelatihan dapat diikuti dari ponsel, termasuk verifikasi wajah dan pengumpulan tugas praktik.",
        },
      ],
      related: ["prakerja-gojek", "kartuprakerja", "panduan-prakerja"],
    },

    "prakerja-gojek": {
      slug: "prakerja-gojek",
      path: "/prakerja-gojek",
      title: "Prakerja untuk Mitra Pengemudi Gojek",
      eyebrow: "Kartu Prakerja untuk Mitra Pengemudi Gojek",
      heading: "Pelatihan pilihan untuk mitra pengemudi Gojek",
      lead: "Kumpulan Kelas Prakerja yang relevan untuk mitra pengemudi: keselamatan berkendara, pelayanan penumpang, pengelolaan keuangan, dan keterampilan tambahan untuk membuka peluang penghasilan baru.",
      actions: [
        { label: "Lihat Semua Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
        { label: "Baca Panduan Prakerja", to: "/panduan-prakerja" },
      ],
      highlights: {
        title: "Kenapa pelatihan ini cocok untuk Anda",
        items: [
          {
            title: "Fleksibel",
            text: "Pelatihan mandiri dapat diikuti kapan saja dari ponsel, di sela waktu menunggu order.",
          },
          {
            title: "Langsung terpakai",
            text: "Materi disusun dari keseharian pengemudi: keselamatan, pelanggan, dan keuangan harian.",
          },
          {
            title: "Bersertifikat",
            text: "Sertifikat terbit setelah Anda menyelesaikan seluruh aktivitas wajib dan uji keterampilan.",
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Kelas Prakerja untuk mitra pengemudi",
        description: "Pelatihan yang relevan untuk pengemudi ojek online dan kurir.",
        tag: "ojol",
        limit: 12,
      },
      faqs: [
        {
          question: "Apakah mitra pengemudi bisa menerima Kartu Prakerja?",
          answer:
            "Bisa, selama memenuhi syarat umum: WNI, berusia minimal 18 tahun, tidak sedang menempuh pendidikan formal, dan tidak termasuk kelompok yang dikecualikan. Pendaftaran dilakukan di www.prakerja.go.id.",
        },
        {
          question: "Bagaimana cara membeli pelatihan ini?",
          answer:
            "Masuk ke akun Anda, buka halaman pelatihan, pilih Beli, lalu pilih Kartu Prakerja sebagai metode pembayaran. Langkah lengkapnya ada di Panduan Prakerja.",
        },
      ],
      related: ["kartuprakerja-ojol", "program-gojek", "kartuprakerja"],
    },

    "program-gojek": {
      slug: "program-gojek",
      path: "/program-gojek",
      title: "Program untuk Mitra Usaha Gojek",
      eyebrow: "Program untuk Mitra Usaha Gojek",
      heading: "Naikkan penjualan usaha Anda lewat pelatihan Prakerja",
      lead: "Untuk pemilik warung, rumah makan, dan usaha kecil yang berjualan lewat layanan pesan-antar: pelatihan pemasaran digital, penjualan daring, pengelolaan keuangan, dan pengembangan produk.",
      actions: [
        { label: "Lihat Semua Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
        { label: "Baca Panduan Prakerja", to: "/panduan-prakerja" },
      ],
      highlights: {
        title: "Yang akan Anda pelajari",
        items: [
          {
            title: "Berjualan daring",
            text: "Menyusun menu dan katalog, memotret produk, serta menulis deskripsi yang menggugah selera.",
          },
          {
            title: "Promosi",
            text: "Memanfaatkan media sosial dan ulasan pelanggan untuk menarik pembeli baru.",
          },
          {
            title: "Keuangan usaha",
            text: "Mencatat penjualan harian, menghitung keuntungan, dan merencanakan modal.",
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Kelas Prakerja untuk pelaku usaha",
        description: "Pelatihan kewirausahaan yang dapat dibeli dengan Kartu Prakerja.",
        tag: "wirausaha",
        limit: 12,
      },
      faqs: [
        {
          question: "Apakah pemilik usaha mikro bisa menerima Kartu Prakerja?",
          answer:
            "Bisa. Pelaku usaha mikro dan kecil termasuk sasaran Program Kartu Prakerja selama memenuhi syarat umumnya. Pendaftaran dilakukan di www.prakerja.go.id.",
        },
        {
          question: "Apakah pelatihan ini membahas aplikasi pesan-antar tertentu?",
          answer:
            "Materi membahas prinsip berjualan daring yang berlaku di berbagai aplikasi dan marketplace, sehingga dapat Anda terapkan di kanal penjualan mana pun.",
        },
      ],
      related: ["kartuprakerja-usaha-rumahan", "prakerja-gojek", "kartuprakerja"],
    },

    "panduan-prakerja": {
      slug: "panduan-prakerja",
      path: "/panduan-prakerja",
      title: "Panduan Prakerja",
      eyebrow: "Panduan Prakerja",
      heading: `Cara memakai Kartu Prakerja di ${brand}`,
      lead: `Ikuti langkah berikut dari mendaftar hingga mendapatkan sertifikat. Simpan halaman ini agar mudah dibuka kembali saat Anda mengikuti pelatihan di ${brand}.`,
      actions: [
        { label: "Lihat Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
        { label: "Tukar Voucher", to: "/tukar-voucher" },
      ],
      steps: {
        title: "Langkah demi langkah",
        intro: "Setiap langkah harus selesai sebelum langkah berikutnya dapat dilakukan.",
        items: [
          {
            title: "Daftar Kartu Prakerja dan ikuti seleksi",
            text: "Buat akun di www.prakerja.go.id, verifikasi email dan nomor ponsel, lengkapi data diri sesuai KTP, lalu ikuti gelombang pendaftaran yang dibuka.",
            points: [
              "Siapkan KTP, nomor ponsel aktif, dan email yang dapat Anda buka.",
              "Hasil seleksi diumumkan melalui dasbor Prakerja dan email.",
            ],
          },
          {
            title: "Pastikan saldo pelatihan aktif",
            text: "Setelah lolos seleksi, sambungkan akun pembayaran Anda di dasbor Prakerja sesuai petunjuk di sana. Saldo pelatihan akan tampil di dasbor.",
            points: ["Saldo pelatihan memiliki batas waktu pemakaian. Segera pilih pelatihan setelah saldo aktif."],
          },
          {
            title: `Masuk atau daftar di ${brand}`,
            text: `Masuk dengan akun ${brand}-mu, atau daftar dengan email yang aktif lalu verifikasi dengan kode yang kami kirimkan.`,
            points: ["Gunakan email dan nomor ponsel yang sama dengan akun Prakerja-mu agar mudah dicocokkan."],
          },
          {
            title: "Pilih Kelas Prakerja",
            text: "Buka daftar Kelas Prakerja, lalu bandingkan silabus, jenis pelatihan (mandiri atau webinar), jadwal, lembaga penyelenggara, dan ulasan peserta.",
            points: ["Untuk webinar, pastikan Anda bisa hadir pada seluruh jadwal sesinya."],
            link: { label: "Lihat Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
          },
          {
            title: "Bayar dengan Kartu Prakerja",
            text: "Di halaman program, pilih Beli, lalu pilih Kartu Prakerja sebagai metode pembayaran. Anda akan diarahkan ke halaman pembayaran Kartu Prakerja.",
            points: [
              "Masukkan nomor Kartu Prakerja, lalu setujui pembayaran dengan kode OTP yang dikirimkan kepada Anda.",
              "Jangan berikan kode OTP kepada siapa pun, termasuk yang mengaku sebagai petugas.",
              "Setelah pembayaran berhasil, pelatihan muncul di Programmu.",
            ],
          },
          {
            title: "Masukkan kode redeem saat memulai",
            text: "Kode redeem tersedia di dasbor Prakerja setelah pembayaran berhasil. Buka pelatihan dari Programmu, mulai aktivitas pertama, lalu masukkan kode redeem pada jendela yang muncul.",
            points: [
              "Kode redeem hanya berlaku untuk pelatihan yang Anda beli dan hanya dapat dipakai sekali.",
              "Jika Anda membeli lewat dasbor Prakerja dan menerima kode voucher, tukarkan kode itu di halaman Tukar Voucher.",
            ],
            link: { label: "Buka halaman Tukar Voucher", to: "/tukar-voucher" },
          },
          {
            title: "Lakukan verifikasi wajah",
            text: "Sesuai ketentuan Program Kartu Prakerja, Anda diminta memverifikasi wajah saat memulai pelatihan dan pada sesi tertentu.",
            points: [
              "Izinkan peramban memakai kamera.",
              "Cari tempat yang terang, lepaskan masker dan kacamata hitam, dan hadapkan wajah lurus ke kamera.",
            ],
          },
          {
            title: "Selesaikan seluruh aktivitas",
            text: "Kerjakan pretest, pelajari semua materi, ikuti webinar bila ada, kerjakan posttest, lalu kumpulkan Uji Keterampilan atau Tugas Praktik Mandiri.",
            points: ["Kemajuan belajar Anda terlihat di halaman pelatihan dan di Programmu."],
          },
          {
            title: "Unduh sertifikat dan beri ulasan",
            text: "Sertifikat terbit setelah seluruh aktivitas wajib selesai dan tugas praktik Anda dinilai. Beri rating dan ulasan pelatihan di dasbor Prakerja agar insentif dapat diproses sesuai ketentuan program.",
          },
        ],
      },
      notice: OFFICIAL_RULES,
      programs: {
        title: "Mulai dari pelatihan terpopuler",
        description: "Belum tahu harus memilih yang mana? Pelatihan ini paling banyak diikuti peserta.",
        limit: 4,
      },
      faqs: [
        {
          question: "Kode redeem saya ditolak. Apa yang harus saya lakukan?",
          answer:
            "Pastikan kode dimasukkan pada pelatihan yang sama dengan yang Anda beli, tanpa spasi, dan belum pernah dipakai. Jika masih gagal, hubungi Pusat Bantuan dengan menyertakan tangkapan layar dasbor Prakerja dan halaman pelatihan.",
        },
        {
          question: "Verifikasi wajah saya gagal terus.",
          answer:
            "Pindah ke tempat yang lebih terang, bersihkan lensa kamera, dan pastikan seluruh wajah terlihat di bingkai. Wajah dicocokkan dengan foto yang terdaftar di Prakerja, jadi lepaskan aksesori yang menutupi wajah.",
        },
        {
          question: "Kapan sertifikat saya terbit?",
          answer:
            "Setelah semua aktivitas wajib selesai dan Uji Keterampilan atau Tugas Praktik Mandiri dinilai fasilitator. Sertifikat dapat diunduh dari halaman pelatihan di Programmu.",
        },
        {
          question: "Apakah saya bisa membatalkan pembelian?",
          answer:
            "Pembelian dengan Kartu Prakerja tunduk pada ketentuan Program Kartu Prakerja. Hubungi Pusat Bantuan sebelum memasukkan kode redeem bila Anda salah memilih pelatihan.",
        },
      ],
      related: ["kartuprakerja", "mitra-kolaborasi"],
    },

    "mitra-kolaborasi": {
      slug: "mitra-kolaborasi",
      path: "/mitra-kolaborasi",
      title: "Mitra Kolaborasi",
      eyebrow: "Mitra Kolaborasi",
      heading: `Selenggarakan pelatihan bersama ${brand}`,
      lead: `${brand} bekerja sama dengan lembaga pelatihan, balai latihan kerja, perguruan tinggi, dan perusahaan untuk menghadirkan pelatihan yang sesuai dengan kebutuhan dunia kerja, termasuk Kelas Prakerja.`,
      actions: [
        { label: "Hubungi Tim Kemitraan", to: `/kontak-${productMu(config)}` },
        { label: "Lihat Mitra Kami", to: "/mitra/all" },
      ],
      highlights: {
        title: "Keuntungan menjadi mitra",
        items: [
          {
            title: "Jangkauan peserta nasional",
            text: "Programmu tampil di katalog, pencarian, dan halaman lembaga Anda sendiri, dapat ditemukan peserta dari seluruh Indonesia.",
          },
          {
            title: "Platform belajar lengkap",
            text: "Pretest dan posttest, materi mandiri, webinar, uji keterampilan, ruang diskusi, verifikasi wajah, hingga sertifikat.",
          },
          {
            title: "Pembayaran dan laporan",
            text: "Transaksi tercatat otomatis, dan kemajuan belajar setiap peserta dapat dipantau dari laporan.",
          },
          {
            title: "Pendampingan kurasi",
            text: "Tim kurasi kami membantu menyusun silabus, asesmen, dan materi agar sesuai standar mutu pelatihan.",
          },
        ],
      },
      steps: {
        title: "Cara menjadi mitra",
        items: [
          {
            title: "Ajukan minat kerja sama",
            text: "Hubungi tim kemitraan kami dengan menyebutkan nama lembaga, bidang pelatihan, dan rencana program.",
          },
          {
            title: "Verifikasi lembaga",
            text: "Kami memeriksa dokumen lembaga dan kesiapan penyelenggaraan pelatihan.",
            points: [
              "Akta pendirian dan pengesahan badan hukum, atau izin penyelenggaraan pelatihan.",
              "Nomor Induk Berusaha (NIB) dan NPWP lembaga.",
              "Profil lembaga beserta daftar dan riwayat instruktur.",
            ],
          },
          {
            title: "Susun dan unggah program",
            text: "Unggah silabus, materi, aktivitas, dan instrumen penilaian. Program Prakerja juga mengikuti kurasi oleh Manajemen Pelaksana Program Kartu Prakerja.",
          },
          {
            title: "Uji coba dan terbit",
            text: "Setelah lolos peninjauan mutu, program diterbitkan dan dapat dibeli peserta.",
          },
        ],
      },
      programs: {
        title: "Pelatihan Prakerja dari mitra kami",
        description: "Contoh pelatihan yang diselenggarakan mitra kolaborasi.",
        limit: 8,
      },
      faqs: [
        {
          question: "Lembaga seperti apa yang dapat menjadi mitra?",
          answer:
            "Lembaga pelatihan dan kursus, balai latihan kerja, perguruan tinggi, sekolah, perusahaan, serta organisasi yang memiliki instruktur kompeten dan berbadan hukum.",
        },
        {
          question: "Apakah ada biaya untuk menjadi mitra?",
          answer:
            "Tidak ada biaya pendaftaran. Pembagian hasil penjualan dan kewajiban masing-masing pihak diatur dalam perjanjian kerja sama.",
        },
        {
          question: "Berapa lama proses verifikasi dan kurasi?",
          answer:
            "Umumnya dua sampai empat minggu, bergantung pada kelengkapan dokumen dan jumlah program yang diajukan.",
        },
      ],
      related: ["kartuprakerja", "panduan-prakerja"],
    },
  };
}
