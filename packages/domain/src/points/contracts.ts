import { z } from "zod";

/** Points (poin) and the payment PIN (spec 002 sections 2, 5, 8, 9; issue 5). */

/** Spec 002 section 9. */
export const PIN_LENGTH = 6;
/** Wrong PINs in a row before the PIN freezes (RELIABILITY P10), and for how long. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_FREEZE_MS = 30 * 60 * 1000;

export const POINTS_MESSAGES = {
  /** Spec 002 sections 5 and 8, verbatim. */
  wrongPin: "PIN yang Anda masukkan tidak sesuai.",
  pinFrozen: "PIN dibekukan sementara karena salah 5 kali berturut-turut. Coba lagi nanti.",
  noPin: "Atur PIN pembayaran terlebih dahulu",
  pinRequired: "Masukkan PIN pembayaran",
  notEnough: "Poin Anda tidak cukup untuk pembayaran ini",
  pinSaved: "PIN pembayaran berhasil disimpan",
  wrongPassword: "Kata sandi tidak sesuai",
  resetSent: "Tautan untuk mengatur ulang PIN sudah dikirim ke email Anda",
  resetInvalid: "Tautan atur ulang PIN tidak berlaku atau sudah dipakai",
} as const;

/** How long a mailed PIN-reset link works. */
export const PIN_RESET_TTL_MS = 30 * 60 * 1000;

export const pinSchema = z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `PIN harus ${PIN_LENGTH} digit angka`);

export const setPinBody = z.object({ pin: pinSchema, password: z.string().min(1).max(200) });

export const resetPinBody = z.object({ pkey: z.string().min(20).max(100), pin: pinSchema });

export const pinResetSentAnswer = z.object({ expires_at: z.string() });

export const pinStateAnswer = z.object({ has_pin: z.boolean(), frozen_until: z.string().nullable() });

export const pointsAnswer = z.object({
  balance: z.number().int(),
  history: z.array(
    z.object({ id: z.number().int(), amount: z.number().int(), reason: z.string(), created_at: z.string() }),
  ),
});
