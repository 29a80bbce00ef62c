/**
 * The study page shell's words. The spec's own texts are quoted as it writes them; the rest are ours, listed in
 * docs/web.md ('Study page').
 */
export const STUDY_TEXTS = {
  // top bar (spec 001 section 2)
  back: "Kembali ke Programmu",
  activityList: "Daftar aktivitas",
  closeActivityList: "Tutup daftar aktivitas",
  tanyamu: "Tanyamu",
  share: "Bagikan",
  moreMenu: "Menu lainnya",
  studyGroup: "Kelompok Belajar Program",
  shareActivity: "Bagikan Aktivitas",
  exploreTour: "Eksplorasi Halaman Belajar",
  guide: "Panduan",
  // progress
  progress: "Progres belajar",
  progressDetail: "Detail Progres",
  activitiesDone: (done: number, total: number) => `${done} dari ${total} aktivitas selesai`,
  presence: "Kehadiran",
  presenceDone: (done: number, total: number) => `${done} dari ${total} sesi kehadiran diikuti`,
  studyTime: "Waktu belajar selesai",
  // sidebar tabs (spec 001 section 2)
  sidebar: "Navigasi belajar",
  tabs: "Menu belajar",
  tabActivity: "Aktivitas",
  tabAnnouncement: "Pengumuman",
  tabScoring: "Penilaian",
  topicList: "Daftar topik",
  activitiesCount: (n: number) => `${n} aktivitas`,
  completed: "Selesai",
  addonLabel: "Topik Tambahan",
  joinTopic: "Ikut Topik",
  joinActivity: "Ikut Aktivitas",
  soldOut: "Kuota Habis",
  quotaLeft: (n: number) => `Sisa kuota ${n}`,
  noTopics: "Belum ada topik di program ini.",
  // Penilaian (spec 001 sections 2 and 5)
  report: "Lihat Laporan Belajar",
  reportShort: "Laporan",
  certificate: "Lihat Sertifikat",
  certificateShort: "Sertifikat",
  portfolio: "Lihat Portofolio",
  assessorCertificate: "Sertifikat Peserta (Asesor)",
  newTab: "(membuka tab baru)",
  reportPanelTitle: "Laporan Belajar",
  reportPanelBody: "Lihat hasil belajar, sertifikat, dan portofolio Anda di sini.",
  reportUnavailableTitle: "Laporan Belum Tersedia",
  reportAvailableOn: (date: string) => `Laporan Belajar akan tersedia pada ${date}.`,
  reportNoDate: "Laporan Belajar belum tersedia.",
  understood: "Mengerti",
  noScoresYet: "Belum ada nilai. Nilai pretest, posttest, dan nilai akhir Anda tampil di sini setelah dinilai.",
  attendanceReminder: "Sertifikat hanya diberikan jika kehadiran Anda minimal 80%.",
  certificateNotAssessed: "Sertifikat tersedia setelah tugas Anda dinilai.",
  // page
  postPayment: "Selamat! Program berhasil didapatkan.",
  presenceReminder: "Tinggal 1 sesi kehadiran lagi. Jangan lewatkan!",
  closeReminder: "Tutup pengingat",
  // tour introduction (ours)
  tourIntroTitle: "Selamat Datang di Halaman Belajar",
  tourIntroBody: "Yuk, kenali menu-menu di halaman ini supaya belajar Anda lebih lancar. Hanya butuh satu menit.",
  tourStart: "Mulai Eksplorasi",
  tourSkip: "Lewati",
  // share (spec 001 section 2)
  shareTitle: "Bagikan Aktivitas",
  shareVia: (target: string) => `Bagikan ke ${target} (membuka tab baru)`,
  // chat (spec 001 sections 2 and 4; issue 19)
  facilitatorChat: "Chat Fasilitator",
  openChat: "Buka chat fasilitator",
  closeChat: "Tutup chat",
  // footer
  certifications: "Sertifikasi",
  institutionLogo: (name: string) => `Logo ${name}`,
  // the programme recommendation of a finished programme (issue 22)
  recommendationTitle: "Rekomendasi Program Selanjutnya",
} as const;
