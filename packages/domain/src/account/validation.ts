import { z } from "zod";
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "./constants";

/** The patterns of spec 000 section 5, written once for both apps. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9]{9,15}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;

export const PASSWORD_RULE_TEXT = "Minimal 8 karakter, mengandung huruf kecil, huruf besar, dan angka";

/** Spec 000 section 5: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isStrongEnoughPassword(password: string): boolean {
  return (
    [...password].length >= ACCOUNT_LIMITS.passwordMinLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ message: "Email wajib diisi" })
  .trim()
  .min(1, { message: "Email wajib diisi" })
  .max(254, { message: "Email terlalu panjang" })
  .refine(isValidEmail, { message: ACCOUNT_TEXTS.badEmailFormat });

/** A password as typed at login: never trimmed or truncated, only bounded. */
export const loginPasswordSchema = z
  .string({ message: "Kata sandi wajib diisi" })
  .min(1, { message: "Kata sandi wajib diisi" })
  .max(ACCOUNT_LIMITS.passwordMaxLength, { message: "Kata sandi terlalu panjang" });

export const newPasswordSchema = z
  .string({ message: "Kata sandi wajib diisi" })
  .max(ACCOUNT_LIMITS.passwordMaxLength, { message: "Kata sandi terlalu panjang" })
  .refine(isStrongEnoughPassword, { message: PASSWORD_RULE_TEXT });

export const phoneSchema = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { message: "Nomor telepon harus 9-15 angka, boleh diawali tanda +" });

export const otpSchema = z
  .string({ message: "Kode verifikasi wajib diisi" })
  .regex(OTP_PATTERN, { message: "Kode verifikasi harus 6 angka" });

export const personNameSchema = z
  .string({ message: "Nama wajib diisi" })
  .trim()
  .min(1, { message: "Nama wajib diisi" })
  .max(120, { message: "Nama terlalu panjang" })
  .refine((n) => ![...n].some((c) => c < " " || c === "<" || c === ">"), {
    message: "Nama berisi karakter yang tidak diizinkan",
  });
