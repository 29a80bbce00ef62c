/**
 * What may be uploaded as a profile photo (issue 21, decisions/025), and the messages of the upload. Both apps read
 * these, so the browser's checks and the server's agree. Apart from ./avatar (the addresses), which the web app's
 * shell reads: none of this is in the home page's JavaScript.
 */

/** At most 5 MB per upload (issue 21). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The types accepted, decided by the file's content on the server; the browser checks the declared type first. */
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Decompression-bomb guard: an image of more pixels than this is refused before it is decoded. */
export const AVATAR_MAX_PIXELS = 40_000_000;

/** Messages of the upload, in the browser and from the server. */
export const AVATAR_MESSAGES = {
  changePhoto: "Ubah Foto",
  removePhoto: "Hapus Foto",
  tooLarge: "Ukuran foto maksimal 5 MB",
  wrongType: "Foto harus berformat JPG, PNG, atau WEBP",
  unreadable: "Foto tidak dapat dibaca, coba foto lain",
  tooManyPixels: "Resolusi foto terlalu besar, maksimal 40 megapiksel",
  noFile: "Pilih foto yang akan diunggah",
  removed: "Foto profil dihapus",
  notFound: "Foto tidak ditemukan",
} as const;
