import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** Small helpers of the account tests: calls as the web app makes them, and the dev mailbox. */

let ipCounter = 0;
/** Every test calls from its own address, so the per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type CallOptions = {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

export function caller(app: FastifyInstance) {
  return (url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method: "POST",
      url,
      payload: (options.body ?? {}) as object,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        "x-requested-with": "XMLHttpRequest",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
}

export const STRONG_PASSWORD = "Belajar2026ok";

let emailCounter = 0;
export function newEmail(prefix = "pelajar"): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}${emailCounter}@contoh.id`;
}

export type DevMail = { id: number; to: string; subject: string; text: string; html: string; created_at: string };

export async function mailbox(app: FastifyInstance, to: string): Promise<DevMail[]> {
  const res = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { data: DevMail[] }).data;
}

export function codeIn(mail: DevMail | undefined): string {
  const match = /Anda: (\d{6})/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no code in mail: ${mail?.subject}`);
  return match[1];
}

export function resetTokenIn(mail: DevMail | undefined): string {
  const match = /setup-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no reset link in mail: ${mail?.subject}`);
  return match[1];
}

export function undoTokenIn(mail: DevMail | undefined): string {
  const match = /undo-email-change\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no undo link in mail: ${mail?.subject}`);
  return match[1];
}

/** A code other than `code` (for wrong-code attempts). */
export function otherCode(code: string, shift = 1): string {
  return String((Number(code) + shift) % 1_000_000).padStart(6, "0");
}
