import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors";

/** Room for the multipart framing (boundaries, part headers, a few small fields) around the largest file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Multipart limits for a call that takes one file of at most `maxBytes` and a few small fields. */
export function oneFileLimits(maxBytes: number) {
  // busboy stops the file one byte past the limit and marks it truncated; readFilePart refuses at that point
  return { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 };
}

/** Reads the file part to its end, refusing as soon as it passes the limit (never more than the limit is held). */
async function readLimited(
  file: NodeJS.ReadableStream & { truncated?: boolean; destroy(): void },
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > maxBytes || file.truncated) {
      chunks.length = 0;
      file.destroy();
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * The one file of a multipart call (field "file") and its small text fields before it, with the refusals every
 * upload gives: 413 for a body announced or found too large (the connection is then closed rather than read to
 * its end), 400 with `unreadable` for anything that is not one well-formed file part.
 */
export async function readFilePart(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: { maxBytes: number; tooLarge: () => AppError; unreadable: () => AppError },
): Promise<{ fileName: string; bytes: Buffer; fields: Record<string, string> }> {
  const declared = Number(request.headers["content-length"] ?? 0);
  // a body announced as too large is refused before a byte of it is read; the connection is not kept for it
  if (declared > rules.maxBytes + ENVELOPE_BYTES) {
    reply.header("connection", "close");
    throw rules.tooLarge();
  }
  if (!request.isMultipart()) throw rules.unreadable();
  try {
    const part = await request.file();
    if (part?.fieldname !== "file") throw rules.unreadable();
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === "field" && typeof value.value === "string") fields[name] = value.value;
    }
    return { fileName: part.filename, bytes: await readLimited(part.file, rules.maxBytes, rules.tooLarge), fields };
  } catch (err) {
    const tooLarge =
      (err instanceof AppError && err.httpStatus === 413) ||
      (err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE";
    if (!tooLarge) {
      const status = (err as { statusCode?: unknown }).statusCode;
      if (err instanceof AppError || (typeof status === "number" && status >= 400 && status < 500)) throw err;
      // a body busboy cannot parse (no boundary, cut short, malformed part) is the client's fault, not a 500
      throw rules.unreadable();
    }
    // the rest of a too-large body is not worth reading: close once the refusal is sent
    reply.header("connection", "close");
    throw rules.tooLarge();
  }
}

/**
 * Sends a stored file so that it can never act as a page of this origin: the stored type, no sniffing, a
 * sandbox CSP (a browser that renders it runs nothing), and its name in Content-Disposition (RFC 6266).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  options: { type: string; disposition: string; cacheControl: string },
): FastifyReply {
  return reply
    .header("content-type", options.type)
    .header("content-length", String(file.size))
    .header("content-disposition", options.disposition)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", options.cacheControl)
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(file.stream);
}
