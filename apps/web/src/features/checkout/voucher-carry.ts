/**
 * A checkout left to set the payment PIN comes back as a new invoice (the address keeps the items); the voucher it
 * had is kept here meanwhile (sessionStorage, this tab only) and applied again on return (issue 23).
 */
export const VOUCHER_CARRY_STORAGE = "checkout-voucher-carry";

type Carry = { search: string; code: string };

export function keepVoucherFor(search: string, code: string): void {
  try {
    window.sessionStorage.setItem(VOUCHER_CARRY_STORAGE, JSON.stringify({ search, code } satisfies Carry));
  } catch {
    // storage blocked: the learner types the code again
  }
}

/** The kept code for this checkout address, taken once (it is removed whatever it was for). */
export function takeVoucherFor(search: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(VOUCHER_CARRY_STORAGE);
    if (raw === null) return null;
    window.sessionStorage.removeItem(VOUCHER_CARRY_STORAGE);
    const carry = JSON.parse(raw) as Partial<Carry>;
    return carry.search === search && typeof carry.code === "string" && carry.code !== "" ? carry.code : null;
  } catch {
    return null;
  }
}
