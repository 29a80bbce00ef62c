import { PIN_LENGTH, pinSchema } from "@app/domain/points/contracts";

/** Texts of the PIN form that the spec and the contracts do not give (ours, Indonesian). */
export const PIN_FORM_TEXTS = {
  mismatch: "PIN tidak sama",
  confirmRequired: "Masukkan ulang PIN baru",
  passwordRequired: "Masukkan kata sandi akun Anda",
} as const;

export interface PinFormValues {
  pin: string;
  confirm: string;
  /** null when the form has no password (a new PIN from the mailed link). */
  password: string | null;
}

export type PinFormErrors = Partial<Record<keyof PinFormValues, string>>;

/**
 * The new PIN follows the contract ('PIN harus 6 digit angka'), the repeat must equal it ('PIN tidak sama'),
 * and the password must be given where the form asks for it. Every field is checked, so all errors show at once.
 */
export function pinFormErrors(values: PinFormValues): PinFormErrors {
  const errors: PinFormErrors = {};
  const pin = pinSchema.safeParse(values.pin);
  if (!pin.success) errors.pin = pin.error.issues[0]?.message ?? `PIN harus ${PIN_LENGTH} digit angka`;
  if (values.confirm === "" && values.pin !== "") errors.confirm = PIN_FORM_TEXTS.confirmRequired;
  else if (values.confirm !== values.pin) errors.confirm = PIN_FORM_TEXTS.mismatch;
  if (values.password !== null && values.password.length === 0) errors.password = PIN_FORM_TEXTS.passwordRequired;
  return errors;
}
