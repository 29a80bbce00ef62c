/**
 * The words of the redeem and face-verification screens. The spec's own texts (spec 001 sections 7 and 8) are
 * verbatim; the rest is written where the spec is silent (docs/web.md 'Prakerja: redeem and face verification').
 */
export const PRAKERJA_TEXTS = {
  // spec 001 sections 7-8, verbatim
  redeemUnavailable: "Gagal memvalidasi kode redeem",
  popupBlockedTitle: "Tidak Dapat Melanjutkan Proses Redeem",
  understood: "Mengerti",
  seeGuide: "Lihat Panduan",
  // where the spec is silent
  redeemTitle: "Masukkan Kode Redeem",
  redeemIntro:
    "Program ini dibeli melalui Kartu Prakerja. Masukkan kode redeem dari dasbor Prakerja untuk mulai belajar.",
  codeLabel: "Kode Redeem",
  codeHint: "12 karakter huruf dan angka, contoh: ABCD1234EFGH",
  codeRequired: "Kode redeem wajib diisi",
  codePattern: "Kode redeem harus 12 karakter berupa huruf dan angka",
  submit: "Tukarkan Kode",
  checking: "Memeriksa kode redeem…",
  faceTitle: "Verifikasi Wajah",
  faceIntro:
    "Kode redeem valid. Lanjutkan dengan verifikasi wajah di jendela Prakerja yang akan terbuka. Izinkan pop-up bila diminta browser.",
  faceStart: "Mulai Verifikasi Wajah",
  faceWaiting: "Menunggu verifikasi wajah di jendela Prakerja…",
  popupBlockedBody:
    "Browser memblokir jendela verifikasi wajah. Izinkan pop-up untuk situs ini di pengaturan browser, lalu coba lagi.",
  successTitle: "Verifikasi Wajah Berhasil",
  successBody: "Kode redeem berhasil ditukarkan. Anda sudah bisa mengikuti program ini.",
  failureTitle: "Verifikasi Wajah Gagal",
  failureFallback: "Verifikasi wajah tidak berhasil. Silakan coba lagi.",
  errorCodeLine: "Kode Error: ",
  retry: "Coba Lagi",
  pendingTitle: "Verifikasi Wajah Sedang Diproses",
  pendingBody: "Prakerja belum selesai memeriksa verifikasi wajah Anda. Periksa lagi dalam beberapa saat.",
  checkAgain: "Periksa Lagi",
  backToProgram: "Kembali ke Program",
  resultTitle: "Hasil Verifikasi Wajah",
  resultChecking: "Memeriksa hasil verifikasi wajah…",
  resultIncomplete: "Tautan hasil verifikasi tidak lengkap. Silakan ulangi verifikasi dari halaman program.",
  close: "Tutup",
  // the attendance of a later session (attempt-fr-sequence), where the spec is silent
  attendanceTitle: "Verifikasi Kehadiran",
  attendanceIntro: (session: number) =>
    `Kehadiran sesi ${session} dicatat Prakerja melalui verifikasi wajah. Lakukan verifikasi saat mengikuti sesi ini.`,
  attendanceVerify: "Verifikasi Kehadiran",
  attendanceRetry: "Verifikasi Ulang",
  attendancePreparing: "Menyiapkan verifikasi wajah…",
  attendanceDone: (session: number) => `Kehadiran Anda di sesi ${session} sudah tercatat di Prakerja.`,
  attendanceSuccessBody: "Kehadiran Anda di sesi ini sudah tercatat di Prakerja.",
  attendanceFailed: "Verifikasi kehadiran gagal. Silakan verifikasi ulang.",
  attendanceProcessing: "Prakerja sedang memeriksa verifikasi kehadiran Anda.",
} as const;
