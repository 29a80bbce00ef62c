import { ACCOUNT_TEXTS } from "./constants";
import { isValidEmail, normaliseEmail } from "./validation";

/**
 * Spec 000 section 5, Change email: what the Ubah Email form says before calling the server
 * (null: nothing to say, the call may go). An empty field only disables the button.
 */
export function emailChangeProblem(currentEmail: string, nextEmail: string): string | null {
  if (nextEmail.trim() === "") return null;
  if (normaliseEmail(nextEmail) === normaliseEmail(currentEmail)) return ACCOUNT_TEXTS.sameEmail;
  if (!isValidEmail(nextEmail.trim())) return ACCOUNT_TEXTS.badEmailFormat;
  return null;
}

/** A server message containing 'email telah terdaftar' reads 'Email ini sudah terdaftar.'; others as given. */
export function emailChangeServerMessage(serverMessage: string): string {
  return serverMessage.toLowerCase().includes("email telah terdaftar") ? ACCOUNT_TEXTS.emailTaken : serverMessage;
}
