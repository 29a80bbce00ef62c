import { z } from "zod";
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "./constants";

/** The patterns of spec 000 section 5, written once for both apps. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9]{9,15}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;
/**
 * A username, the public profile's address /u/{username} (issue 21): 3-50 of a-z, 0-9, '.', '_', starting with a
 * letter or digit. Compared case-insensitively (the unique index is on lower(username)); saved in lowercase. 50
 * so the generated ones (name + 6 hex characters, service.ts usernameFor) fit.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._]{2,49}$/;
/** The earliest birth date accepted (a typing slip, not a person, is older). */
export const BIRTH_DATE_MIN = "1900-01-01";

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

export const usernameSchema = z
  .string({ message: "Username wajib diisi" })
  .trim()
  .toLowerCase()
  .min(1, { message: "Username wajib diisi" })
  .min(3, { message: "Username minimal 3 karakter" })
  .max(50, { message: "Username paling banyak 50 karakter" })
  .regex(USERNAME_PATTERN, {
    message: "Username hanya boleh berisi huruf kecil, angka, titik, dan garis bawah, diawali huruf atau angka",
  });

/** Today's calendar date in WIB (Asia/Jakarta, UTC+7, no daylight saving) as YYYY-MM-DD. */
export function wibToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** A real calendar date YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A birth date: a real date from 1900-01-01 up to today in WIB. */
export const birthDateSchema = z
  .string({ message: "Tanggal lahir tidak valid" })
  .trim()
  .refine(isCalendarDate, { message: "Tanggal lahir tidak valid" })
  .refine((d) => d >= BIRTH_DATE_MIN, { message: "Tanggal lahir paling awal 1 Januari 1900" })
  .refine((d) => d <= wibToday(), { message: "Tanggal lahir tidak boleh di masa depan" });
