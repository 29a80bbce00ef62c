import { z } from "zod";
import { loginPasswordSchema } from "./validation";

/**
 * /account/privacy (issue 21, decisions/026): what the public profile shows, the download of one's own data, and
 * account deletion with 14 days to undo it. The spec names the page only; the calls are designed here (docs/api.md,
 * "Privacy, data download and account deletion").
 */

// in constants.ts, which the app shell loads anyway: the after-deletion notice needs nothing else of this file
export { ACCOUNT_DELETION_GRACE_DAYS } from "./constants";

/** The name an erased account carries where others still see it (chat, reviews, programme lists). */
export const ERASED_USER_NAME = "Pengguna Terhapus";

export const PRIVACY_MESSAGES = {
  profilePrivate: "Profil ini bersifat pribadi",
  profilePrivateNote: "Pemilik profil ini memilih untuk tidak menampilkannya kepada orang lain.",
  saved: "Pengaturan privasi berhasil disimpan",
  passwordWrong: "Kata sandi tidak sesuai",
  deletionRequested: "Akun Anda akan dihapus. Kami mengirim email berisi tautan untuk membatalkannya dalam 14 hari.",
  deletionPending:
    "Akun ini sedang dalam proses penghapusan. Buka tautan di email kami untuk membatalkannya dalam 14 hari.",
  deletionUndone: "Penghapusan akun dibatalkan. Silakan masuk kembali.",
  undoLinkInvalid: "Tautan pembatalan tidak valid atau sudah kedaluwarsa",
  undoEmailTaken: "Alamat email akun ini sudah dipakai akun lain, hubungi kami untuk memulihkannya",
  badToken: "Tautan tidak valid",
  nothingToChange: "Tidak ada pengaturan yang diubah",
} as const;

/** GET /user/privacy/ and the answer of its POST: the switches of the public profile. */
export const privacySettingsSchema = z.object({
  /** false: /u/{username} says 'Profil ini bersifat pribadi' to everyone but the owner; the portfolio likewise. */
  is_public: z.boolean(),
  show_avatar: z.boolean(),
  show_profession: z.boolean(),
  show_institution: z.boolean(),
  /** The certificates tab and count of the public profile (also needs a published portfolio, decisions/022). */
  show_certificates: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  is_public: true,
  show_avatar: true,
  show_profession: true,
  show_institution: true,
  show_certificates: true,
};

/** POST /user/privacy/: any of the switches; the others stay as they are. */
export const privacySettingsBody = privacySettingsSchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: PRIVACY_MESSAGES.nothingToChange });
export type PrivacySettingsBody = z.input<typeof privacySettingsBody>;

/** POST /user/delete_account/: the current password confirms it. */
export const deleteAccountBody = z.object({ password: loginPasswordSchema });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
/** Its answer: until when the mailed link undoes it. */
export const deleteAccountAnswer = z.object({ erase_after: z.string() });

/** POST /user/undo_account_deletion/: the token of the mailed link. */
export const undoAccountDeletionBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: PRIVACY_MESSAGES.badToken }),
});
export type UndoAccountDeletionBody = z.input<typeof undoAccountDeletionBody>;
/** Its answer: the account's address, masked (`mu***@demo.test`), to log in with. */
export const undoAccountDeletionAnswer = z.object({ email: z.string() });

/** The download's file name: karirmu-data-{username}-{YYYY-MM-DD}.json (the brand's slug in front). */
export function exportFileName(brandSlug: string, username: string, isoDate: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, "").slice(0, 60) || "pengguna";
  return `${safe(brandSlug.toLowerCase())}-data-${safe(username)}-${isoDate.slice(0, 10)}.json`;
}
