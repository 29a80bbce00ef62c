/** Pure rules of the chat shared by the API and the web app (spec 001 sections 5, 7, 9). */

export const CHAT_DELETE_ROLES = ["Super Admin", "Admin Sekolahmu", "Fasilitator"] as const;

/** Own messages always; holders of the roles Super Admin, Admin Sekolahmu or Fasilitator also others'. */
export function canDeleteMessage(callerId: number, senderId: number, callerRoles: readonly string[]): boolean {
  return callerId === senderId || callerRoles.some((role) => (CHAT_DELETE_ROLES as readonly string[]).includes(role));
}

/** A message is sent only when it is not empty after trimming; the text sent is the trimmed one. */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

export type ChatFileKind = "image" | "audio" | "video" | "svg" | "other";

const KINDS: Record<string, ChatFileKind> = {
  jpeg: "image",
  jpg: "image",
  gif: "image",
  png: "image",
  m4a: "audio",
  mp3: "audio",
  ogg: "audio",
  mp4: "video",
  avi: "video",
  "3gp": "video",
  svg: "svg",
};

/** How a file is shown, by its extension (case-insensitive): inline media, a hidden svg, or a download link. */
export function chatFileKind(fileName: string): ChatFileKind {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return "other";
  return KINDS[fileName.slice(dot + 1).toLowerCase()] ?? "other";
}

/** Cuts a name to `max` characters with an ellipsis (room name 18, member names 30). */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}...`;
}

/** The member line under a room's name: names joined by commas, cut at 30 characters. */
export function memberLine(names: readonly string[], max: number): string {
  return cutText(names.join(", "), max);
}

/** Whether an answer's message means the room is full (spec 001 section 9: 400 with this part). */
export function isRoomFullMessage(message: string): boolean {
  return message.includes("room participants can't more than");
}
