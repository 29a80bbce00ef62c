import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * argon2id with the OWASP minimum (m=19 MiB, t=2, p=1; RELIABILITY S4). Written out so that a change of the
 * library's defaults cannot weaken it silently; docs/operations.md names the same parameters.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** A hash of nothing anyone knows: checked against when the email is unknown, so both answers take as long. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * The 10,000 most common passwords of the zxcvbn list (RELIABILITY S3 asks for at least 3,000), compared
 * case-insensitively: 'Password1' is as guessable as 'password1'.
 */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}
