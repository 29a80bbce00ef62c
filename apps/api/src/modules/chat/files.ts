import { CHAT_MESSAGES, type Comment, type FilePayload } from "@app/domain/chat/contracts";
import { chatFileKind } from "@app/domain/chat/rules";
import { and, eq, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { chatComments } from "../../db/schema/chat";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { displayFileName } from "../../platform/file-names";
import type { RateRule } from "../../platform/rate-limit";
import { type FileStorage, newStorageKey } from "../../platform/storage";
import { requireMember } from "./access";
import { sendComment } from "./service";

/** Files per member: a conversation shares a few, not hundreds a minute. */
export const CHAT_FILE_RULE = { name: "chat-file", limit: 30, windowSeconds: 600 } satisfies RateRule;

/**
 * What a chat file may be (RELIABILITY S11), by its extension, and the types its bytes must be detected as
 * (file-type's extensions): a page renamed .png, or a program renamed .pdf, is refused. Text files have no
 * signature: they must be valid UTF-8 without NUL bytes. An svg is kept but only ever downloaded (spec 001:
 * not displayed), since it can carry script.
 */
const DETECTED_AS: Record<string, { detected: readonly string[]; mime: string }> = {
  jpg: { detected: ["jpg"], mime: "image/jpeg" },
  jpeg: { detected: ["jpg"], mime: "image/jpeg" },
  png: { detected: ["png"], mime: "image/png" },
  gif: { detected: ["gif"], mime: "image/gif" },
  m4a: { detected: ["m4a", "mp4"], mime: "audio/mp4" },
  mp3: { detected: ["mp3"], mime: "audio/mpeg" },
  ogg: { detected: ["ogg", "oga", "opus"], mime: "audio/ogg" },
  mp4: { detected: ["mp4", "m4v"], mime: "video/mp4" },
  avi: { detected: ["avi"], mime: "video/x-msvideo" },
  "3gp": { detected: ["3gp", "mp4"], mime: "video/3gpp" },
  pdf: { detected: ["pdf"], mime: "application/pdf" },
  docx: { detected: ["docx", "zip"], mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { detected: ["xlsx", "zip"], mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: {
    detected: ["pptx", "zip"],
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  zip: { detected: ["zip"], mime: "application/zip" },
};
const TEXT_TYPES: Record<string, string> = { txt: "text/plain", csv: "text/csv", svg: "image/svg+xml" };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's type if its name and its bytes agree, else null. */
export async function checkedChatFile(
  name: string,
  bytes: Buffer,
): Promise<{ extension: string; mime: string } | null> {
  const extension = extensionOf(name);
  const binary = DETECTED_AS[extension];
  const detected = await fileTypeFromBuffer(bytes);
  if (binary) return detected && binary.detected.includes(detected.ext) ? { extension, mime: binary.mime } : null;
  const text = TEXT_TYPES[extension];
  if (!text || detected || !isText(bytes)) return null;
  if (extension === "svg" && !/<svg[\s>]/i.test(bytes.toString("utf8"))) return null;
  return { extension, mime: text };
}

export function mimeOfKey(key: string): string {
  const extension = extensionOf(key);
  return DETECTED_AS[extension]?.mime ?? TEXT_TYPES[extension] ?? "application/octet-stream";
}

/** Images, audio and video are shown in the page; everything else (svg included) is only downloaded. */
export function shownInline(key: string): boolean {
  const kind = chatFileKind(key);
  return kind === "image" || kind === "audio" || kind === "video";
}

/**
 * A file message: checked, stored under a server-made name, then sent as a message carrying its link. The file
 * is written before its message, and removed again if the message cannot be written.
 */
export async function sendFile(
  db: Db,
  storage: FileStorage,
  input: { userId: number; roomId: number; fileName: string; bytes: Buffer; caption: string; now: Date },
): Promise<Comment> {
  await requireMember(db, input.userId, input.roomId);
  if (input.bytes.length === 0) throw errors.refused(CHAT_MESSAGES.fileMissing);
  const name = displayFileName(input.fileName);
  const type = await checkedChatFile(name, input.bytes);
  if (!type) throw errors.refused(CHAT_MESSAGES.fileMismatch);
  const key = newStorageKey(type.extension);
  await storage.put(key, input.bytes);
  const payload: FilePayload = {
    url: `/api/chat/files/${key}`,
    file_name: name,
    size: input.bytes.length,
    caption: input.caption.trim().slice(0, 500),
  };
  try {
    return await sendComment(
      db,
      input.userId,
      input.roomId,
      { type: "file_attachment", message: payload.caption, file: { payload, key } },
      input.now,
    );
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/** The stored file of a message, to a member of its room only; a deleted message's file is gone for everyone. */
export async function readableChatFile(db: Db, userId: number, key: string): Promise<{ key: string; name: string }> {
  const [row] = await db
    .select({ roomId: chatComments.roomId, payload: chatComments.payload })
    .from(chatComments)
    .where(and(eq(chatComments.fileKey, key), isNull(chatComments.deletedAt)));
  // an unknown file is refused like a file of someone else's room: keys cannot be probed
  if (!row) throw errors.forbidden(CHAT_MESSAGES.notMember);
  await requireMember(db, userId, row.roomId);
  const payload = row.payload as Partial<FilePayload> | null;
  return { key, name: payload?.file_name ?? key };
}
