import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Config } from "../../config";

/**
 * The platform's Ed25519 key for the certificates' credentials (decisions/020) and the compact JWS (RFC 7515,
 * alg EdDSA, RFC 8037) they are signed as. node:crypto does it all: no JOSE library.
 */

export type Jwk = { kty: "OKP"; crv: "Ed25519"; x: string; kid: string; alg: "EdDSA"; use: "sig" };

export type SigningKey = {
  kid: string;
  /** The current key first, then the retired ones a verifier may still meet. */
  jwks: { keys: Jwk[] };
  sign(header: Record<string, unknown>, payload: Record<string, unknown>): string;
};

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): this fixed prefix, then the 32 bytes. */
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
/** SubjectPublicKeyInfo of a raw Ed25519 public key. */
const SPKI_ED25519_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");

export function privateKeyFromSeed(seed: string): KeyObject {
  const raw = Buffer.from(seed, "base64url");
  if (raw.length !== 32) throw new Error("an Ed25519 seed is 32 bytes");
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, raw]), format: "der", type: "pkcs8" });
}

export function publicKeyFromRaw(x: string): KeyObject {
  return createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(x, "base64url")]),
    format: "der",
    type: "spki",
  });
}

/** A new seed, base64url: what an operator puts in CERTIFICATE_SIGNING_KEY (docs/operations.md). */
export function newSeed(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  const der = privateKey.export({ format: "der", type: "pkcs8" });
  return b64url(der.subarray(PKCS8_ED25519_PREFIX.length));
}

/** The RFC 7638 thumbprint of an Ed25519 public key: its stable `kid`. */
function thumbprint(x: string): string {
  return b64url(createHash("sha256").update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest());
}

function jwkOf(x: string): Jwk {
  return { kty: "OKP", crv: "Ed25519", x, kid: thumbprint(x), alg: "EdDSA", use: "sig" };
}

export function signingKeyFromSeed(seed: string, retired: string[] = []): SigningKey {
  const privateKey = privateKeyFromSeed(seed);
  const x = String(createPublicKey(privateKey).export({ format: "jwk" }).x);
  const current = jwkOf(x);
  return {
    kid: current.kid,
    jwks: { keys: [current, ...retired.filter((r) => r !== x).map(jwkOf)] },
    sign(header, payload) {
      const input = `${b64url(JSON.stringify({ ...header, alg: "EdDSA", kid: current.kid }))}.${b64url(JSON.stringify(payload))}`;
      return `${input}.${b64url(sign(null, Buffer.from(input), privateKey))}`;
    },
  };
}

/**
 * The key as the configuration says: given, kept in a file under DATA_DIR (created on first start, mode 0600),
 * or made for this process only (tests).
 */
export async function loadSigningKey(config: Config["certificateKey"]): Promise<SigningKey> {
  if (config.source === "config") return signingKeyFromSeed(config.seed, config.retired);
  if (config.source === "ephemeral") return signingKeyFromSeed(newSeed(), config.retired);
  const existing = await readFile(config.path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (existing !== null) return signingKeyFromSeed(existing.trim(), config.retired);
  const seed = newSeed();
  await mkdir(dirname(config.path), { recursive: true });
  // "wx": two processes starting at once on one DATA_DIR must not each write their own key
  try {
    await writeFile(config.path, `${seed}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return signingKeyFromSeed((await readFile(config.path, "utf8")).trim(), config.retired);
  }
  return signingKeyFromSeed(seed, config.retired);
}
