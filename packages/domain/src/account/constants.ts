/** Professions of spec 000 section 3. */
export const PROFESSIONS = ["murid", "guru", "orangtua", "mahasiswa", "profesional", "prakerja"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: Record<Profession, string> = {
  murid: "Murid",
  guru: "Guru",
  orangtua: "Orangtua",
  mahasiswa: "Mahasiswa",
  profesional: "Profesional",
  prakerja: "Prakerja",
};

/** Role labels (spec 000 section 6, spec 002 section 6). */
export const ROLE_LABELS = ["Super Admin", "Admin Sekolahmu", "Fasilitator", "Asesor", "PMO"] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];

/** Timings and limits of account access (spec 000 section 9), and the server-side lifetimes we chose (docs/api.md). */
export const ACCOUNT_LIMITS = {
  otpLength: 6,
  otpResendSeconds: 90,
  otpMaxWrongCodes: 5,
  otpFreezeMinutes: 10,
  /** A code lives at most this long (RELIABILITY S2: ≤10 min). */
  otpTtlMinutes: 10,
  unfreezeSnackbarMs: 10_000,
  verifiedAlertMs: 3_000,
  forgotPasswordResendSeconds: 60,
  loginToastMs: 3_000,
  keepLoginDays: 30,
  resetPageRedirectMs: 5_000,
  resetTokenTtlMinutes: 60,
  /** The link mailed to the old address after an email change undoes it for this long (issue 17). */
  emailChangeUndoDays: 7,
  passwordMinLength: 8,
  /** Long passphrases are welcome and never truncated (RELIABILITY S3); the cap only bounds hashing work. */
  passwordMaxLength: 256,
  phoneMinDigits: 9,
  phoneMaxDigits: 15,
} as const;

/** The spec's Indonesian texts of account access, verbatim (spec 000 sections 4, 5, 8). */
export const ACCOUNT_TEXTS = {
  loginWrong: "Email/Password Salah",
  loginSuccess: "Login berhasil",
  otpWrong: "Kode verifikasi tidak sesuai",
  verified: "Selamat! Akun Anda terverifikasi",
  registered: "Selamat Akun Anda telah terdaftar",
  invitationTitle: "Verifikasi Akun",
  otpTitle: "Masukkan Kode Verifikasi",
  frozenTitle: "Verifikasi Akun Diberhentikan Sementara",
  changeEmailTitle: "Ubah Email",
  limitedProgramTitle: "Program Terbatas",
  backHome: "Kembali ke Beranda",
  emailNotRegistered: "Email belum terdaftar. Silakan klik Daftar!",
  sameEmail: "Email ini sudah terdaftar di akun Anda sekarang.",
  badEmailFormat: "Pastikan format email yang Anda masukkan sudah benar.",
  emailTaken: "Email ini sudah terdaftar.",
  /** Spec 002 section 5: the profile save. */
  profileSaved: "Perubahan data profil berhasil disimpan",
  profileSaveFailed: "Terjadi kesalahan pada server, data tidak disimpan",
} as const;

/** Server messages (our design where the spec shows none). The web matches 'email telah terdaftar' (spec 000 section 5). */
export const ACCOUNT_SERVER_MESSAGES = {
  emailTaken: "Email telah terdaftar",
  emailNotRegistered: "Email belum terdaftar",
  otpFrozen: "Anda telah memasukkan kode yang salah sebanyak 5 kali. Silakan coba lagi setelah 10 menit.",
  otpResendTooSoon: "Kode verifikasi baru dapat dikirim ulang setelah hitungan mundur selesai",
  alreadyVerified: "Email Anda sudah terverifikasi",
  resetLinkInvalid: "Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa",
  resetResendTooSoon: "Tautan baru dapat dikirim ulang setelah hitungan mundur selesai",
  passwordCommon: "Kata sandi ini terlalu umum. Gunakan kata sandi lain.",
  passwordChanged: "Kata sandi berhasil diubah. Silakan masuk kembali.",
  loggedOut: "Berhasil keluar",
  registered: "Pendaftaran berhasil",
  otpSent: "Kode verifikasi telah dikirim ke email Anda",
  resetSent: "Tautan atur ulang kata sandi telah dikirim ke email Anda",
  profileSaved: "Profil berhasil disimpan",
  currentPasswordRequired: "Masukkan kata sandi Anda saat ini untuk mengubah email",
  currentPasswordWrong: "Kata sandi saat ini tidak sesuai",
  emailChangeUndone: "Email akun Anda telah dikembalikan. Semua sesi telah diakhiri, silakan masuk kembali.",
  undoLinkInvalid: "Tautan pembatalan perubahan email tidak valid atau sudah kedaluwarsa",
  undoEmailTaken: "Email lama sudah digunakan akun lain. Silakan hubungi kami.",
  usernameTaken: "Username sudah dipakai",
  yearLevelRequired: "Jenjang wajib dipilih untuk murid",
  /** registration asks for consent to the terms and the privacy policy (issue 23) */
  termsRequired: "Anda perlu menyetujui Syarat & Ketentuan dan Kebijakan Privasi",
  yearLevelUnknown: "Jenjang tidak dikenal",
  passwordSameAsCurrent: "Kata sandi baru harus berbeda dari kata sandi saat ini",
  passwordUpdated: "Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.",
  sessionNotFound: "Sesi tidak ditemukan",
  sessionIsCurrent: "Sesi ini sedang Anda gunakan. Gunakan menu Keluar untuk mengakhirinya.",
  sessionEnded: "Sesi telah diakhiri",
  otherSessionsEnded: "Semua sesi di perangkat lain telah diakhiri",
  /** Spec 000 section 4.7: checkout waits for a complete profile; `data.missing_fields` names what is missing. */
  profileIncomplete: "Lengkapi profil Anda terlebih dahulu",
} as const;

/** In a file of its own: the web app reads them on every page without the rest of these constants. */
export { SESSION_COOKIES } from "./session-cookies";

/** Caps of the free-text profile fields (the columns' lengths). */
export const PROFILE_LIMITS = { city: 120, occupation: 120, desiredCompany: 200 } as const;

/** Gender as stored: L (laki-laki) or P (perempuan). */
export const GENDERS = ["L", "P"] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { L: "Laki-laki", P: "Perempuan" };

/** In a file of its own: the web app's shell shows it on every page without the rest of these constants. */
export { ACCOUNT_DELETION_GRACE_DAYS } from "./deletion";
