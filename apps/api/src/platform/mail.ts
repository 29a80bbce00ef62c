import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { devMails } from "../db/schema/platform";
import type { Db } from "./db";

/** A mail in Indonesian, as HTML and as plain text. */
export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /**
   * Hands a mail over. The dev mailbox stores it before returning (tests read it at once); SMTP sends in the
   * background with retries, so a slow mail server never holds a request (or tells by its timing whether an
   * account exists).
   */
  send(mail: Mail): Promise<void>;
  /**
   * One attempt that settles only when the transport has taken the mail, and fails when it has not: what the
   * mail outbox (platform/outbox.ts) needs to know whether to mark the mail sent or to retry it later.
   */
  deliver(mail: Mail): Promise<void>;
  close(): void;
};

const SMTP_ATTEMPTS = 4;

/** The dev transport: nodemailer renders the message (JSON), the mailbox table keeps it. */
export function createDevMailer(db: Db, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  async function store(mail: Mail): Promise<void> {
    await transport.sendMail({ from, ...mail });
    await db.insert(devMails).values({ ...mail, to: mail.to.toLowerCase() });
  }
  return { send: store, deliver: store, close: () => transport.close() };
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const pending = new Set<Promise<void>>();
  async function deliverOnce(mail: Mail): Promise<void> {
    await transport.sendMail({ from, ...mail });
  }
  async function deliverWithRetries(mail: Mail): Promise<void> {
    for (let attempt = 1; attempt <= SMTP_ATTEMPTS; attempt++) {
      try {
        await deliverOnce(mail);
        return;
      } catch (err) {
        // Never the body: it may hold a code or a link.
        logger.warn({ attempt, code: (err as { code?: string }).code, subject: mail.subject }, "mail not sent");
        if (attempt < SMTP_ATTEMPTS) await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
      }
    }
    logger.error({ subject: mail.subject }, "mail given up after retries");
  }
  return {
    send(mail) {
      const job = deliverWithRetries(mail).finally(() => pending.delete(job));
      pending.add(job);
      return Promise.resolve();
    },
    deliver: deliverOnce,
    close: () => transport.close(),
  };
}

export async function listDevMails(db: Db, to: string) {
  return db.select().from(devMails).where(eq(devMails.to, to.toLowerCase())).orderBy(desc(devMails.id)).limit(50);
}
