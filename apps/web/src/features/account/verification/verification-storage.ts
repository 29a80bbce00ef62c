import { ACCOUNT_LIMITS } from "@app/domain/account/constants";
import { useSyncExternalStore } from "react";
import { VERIFICATION_STORAGE_KEYS } from "../api";

/**
 * The two verification times kept in the browser (spec 000 section 3): when the next code may be sent
 * (resendOtpAt) and when the freeze after five wrong codes ends (frozenUntil). Both are stored as ISO
 * times, so a reload, a second tab and the server's own times (me-v2 `email_verification`) compare directly.
 */
export type VerificationTimeKey = "resendOtpAt" | "frozenUntil";

/** Same-tab writes do not fire the `storage` event, so the store announces them itself. */
const CHANGE_EVENT = "verification-storage-change";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies); the timers then live only on the server.
    return null;
  }
}

function readRaw(key: VerificationTimeKey): string | null {
  return storage()?.getItem(VERIFICATION_STORAGE_KEYS[key]) ?? null;
}

/** Milliseconds since the epoch, or null when nothing (or nothing readable) is stored. */
export function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export function readStoredTime(key: VerificationTimeKey): number | null {
  return parseTime(readRaw(key));
}

export function writeStoredTime(key: VerificationTimeKey, ms: number | null): void {
  const store = storage();
  if (!store) return;
  if (ms === null) store.removeItem(VERIFICATION_STORAGE_KEYS[key]);
  else store.setItem(VERIFICATION_STORAGE_KEYS[key], new Date(ms).toISOString());
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Marks verification frozen until `frozenUntil` (the server's time), or for the spec's 10 minutes from now. */
export function storeFreeze(frozenUntil: string | null): number {
  const end = parseTime(frozenUntil) ?? Date.now() + ACCOUNT_LIMITS.otpFreezeMinutes * 60_000;
  writeStoredTime("frozenUntil", end);
  return end;
}

/** Records when the next code may be sent: the server's time, or the spec's 90 seconds from now. */
export function storeResendAvailableAt(availableAt: string | null): number {
  const at = parseTime(availableAt) ?? Date.now() + ACCOUNT_LIMITS.otpResendSeconds * 1000;
  writeStoredTime("resendOtpAt", at);
  return at;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** A stored time that re-renders its readers when any tab changes it. */
export function useStoredTime(key: VerificationTimeKey): number | null {
  // The snapshot is the raw string: stable between changes, as useSyncExternalStore needs.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  return parseTime(raw);
}
