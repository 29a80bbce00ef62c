import { resetPinBody } from "@app/domain/points/contracts";

/**
 * Where the router rule for /forgot-pin-payment?pkey=… keeps the mailed key until the PIN page uses it
 * (sessionStorage, this tab only). Must stay equal to PIN_KEY_STORAGE_KEY in app/route-guards.ts, which writes
 * it: a feature does not import app/, and the router does not load this feature up front (bench/README.md budget).
 * app/routes/points-routes.test.tsx checks that they agree.
 */
export const PIN_RESET_KEY_STORAGE = "pkey";

/** `/account/pin?type=new&field=pin`: the page the rule leads to, asking for a new PIN. */
export function isNewPinRequest(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get("type") === "new" && params.get("field") === "pin";
}

/** The stored key, or null when there is none or it cannot be a key (the server refuses those anyway). */
export function readPinResetKey(): string | null {
  try {
    const pkey = window.sessionStorage.getItem(PIN_RESET_KEY_STORAGE);
    return pkey && resetPinBody.shape.pkey.safeParse(pkey).success ? pkey : null;
  } catch {
    return null;
  }
}

/** A key is used once: cleared after the new PIN is saved, or when the server says it no longer works. */
export function clearPinResetKey(): void {
  try {
    window.sessionStorage.removeItem(PIN_RESET_KEY_STORAGE);
  } catch {
    // storage blocked: nothing was kept either
  }
}
