import { z } from "zod";

/**
 * The discussion chat (Tanyamu) and the facilitator chat (spec 001 sections 2, 3, 4, 5, 7, 8, 9; issue 19).
 * In the original product a hosted chat service; here the `chat` module of the same API, with the shapes the
 * spec names: room (id, unique_id, name, participants with username and avatar_url) and comment (id, email
 * holding the sender's user id, username, message, type, payload, timestamp, comment_before_id).
 */

/** Spec 001 section 9. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_PARTICIPANTS_PAGE_SIZE = 100;
export const CHAT_ROOM_NAME_MAX = 18;
export const CHAT_MEMBER_NAMES_MAX = 30;
/** A message's longest text; a longer one is refused (400), never cut. */
export const CHAT_MESSAGE_MAX = 4_000;
/** The largest file a message may carry (413 over it). */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A room's members when its programme sets no capacity. */
export const CHAT_DEFAULT_CAPACITY = 1_000;

export const CHAT_MESSAGES = {
  /** The server's text for a full room; the web app recognises it by this part (spec 001 section 8). */
  roomFullPart: "room participants can't more than",
  /** Spec 001 section 8, verbatim. */
  roomFullTitle: "Ruang Diskusi Penuh",
  roomFullBody: "Anda dapat mencoba kembali secara berkala untuk masuk ke ruang diskusi ini.",
  /** Spec 001 section 7, verbatim. */
  svgHidden: "File svg tidak ditampilkan.",
  notMember: "Anda bukan anggota ruang diskusi ini",
  roomNotFound: "Ruang diskusi tidak ditemukan",
  emptyMessage: "Pesan tidak boleh kosong",
  messageTooLong: `Pesan paling panjang ${CHAT_MESSAGE_MAX} karakter`,
  replyNotFound: "Pesan yang dibalas tidak ditemukan",
  cannotDelete: "Anda hanya dapat menghapus pesan Anda sendiri",
  noFacilitator: "Fasilitator program ini belum tersedia",
  tanyamuClosed: "Ruang diskusi program ini sudah ditutup",
  fileMissing: "Pilih berkas yang akan dikirim",
  fileTooLarge: "Ukuran berkas paling besar 10 MB",
  fileMismatch: "Isi berkas tidak sesuai dengan jenisnya",
  /** What a reply quotes once the quoted message is deleted. */
  quotedDeleted: "Pesan ini telah dihapus.",
} as const;

/** Room kinds: the programme's discussion (group or channel), its facilitator room, a learner's personal room. */
export const roomTypeSchema = z.enum(["group", "channel", "facilitator", "personal"]);
export type RoomType = z.infer<typeof roomTypeSchema>;

export const participantSchema = z.object({
  /** The user id as text, like a comment's `email`. */
  email: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  /** Role labels that matter in the chat (Fasilitator, Asesor, Admin); empty for a learner. */
  role: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const commentTypeSchema = z.enum(["text", "reply", "file_attachment"]);
export type CommentType = z.infer<typeof commentTypeSchema>;

/** The quoted message of a reply (spec 001: the quoted message's id, text, sender and type). */
export const replyPayloadSchema = z.object({
  replied_comment_id: z.number().int(),
  replied_comment_message: z.string(),
  replied_comment_sender_email: z.string(),
  replied_comment_sender_username: z.string(),
  replied_comment_type: commentTypeSchema,
  text: z.string(),
});
export type ReplyPayload = z.infer<typeof replyPayloadSchema>;

export const filePayloadSchema = z.object({
  url: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  caption: z.string(),
});
export type FilePayload = z.infer<typeof filePayloadSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  room_id: z.number().int(),
  /** The sender's user id, as text (the spec's field name). */
  email: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  message: z.string(),
  type: commentTypeSchema,
  payload: z.union([replyPayloadSchema, filePayloadSchema]).nullable(),
  /** ISO time the server stored it. */
  timestamp: z.string(),
  /** The id of the room's previous message, 0 for the first. */
  comment_before_id: z.number().int(),
  /** How many other members have read up to this message (read receipts). */
  read_count: z.number().int(),
  /** Whether the caller may delete it (own, or a deleting role). */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const roomSchema = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  name: z.string(),
  room_type: roomTypeSchema,
  program_id: z.number().int(),
  /** The first page of participants (up to 100). */
  participants: z.array(participantSchema),
  participants_count: z.number().int(),
  capacity: z.number().int(),
  unread_count: z.number().int(),
  last_comment: commentSchema.nullable(),
  /** Whether the caller may delete others' messages (roles Super Admin, Admin Sekolahmu, Fasilitator). */
  can_moderate: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;

/** A database id (an int4: a larger number is refused as bad input, never sent to the database). */
export const dbId = z.coerce.number().int().positive().max(2_147_483_647);
/** A message id (bigint column; any safe integer). */
const commentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---- calls -------------------------------------------------------------------------------------------------

export const roomIdBody = z.object({ room_id: dbId });
export const joinRoomAnswer = z.object({ results: z.object({ room: roomSchema }) });

export const roomListAnswer = z.object({ rooms: z.array(roomSchema) });
export const roomAnswer = z.object({ room: roomSchema });

export const roomParams = z.object({ roomId: dbId });

export const participantsQuery = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  limit: z.coerce.number().int().positive().max(CHAT_PARTICIPANTS_PAGE_SIZE).default(CHAT_PARTICIPANTS_PAGE_SIZE),
});
export const participantsAnswer = z.object({
  participants: z.array(participantSchema),
  page: z.number().int(),
  total: z.number().int(),
});

export const commentsQuery = z.object({
  /** Older than this id; none gives the newest. */
  last_comment_id: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().positive().max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
/** Newest first, as a chat loads them. */
export const commentsAnswer = z.object({ comments: z.array(commentSchema), has_more: z.boolean() });

export const sendCommentBody = z.object({
  message: z.string(),
  type: z.enum(["text", "reply"]).default("text"),
  /** The message a reply quotes; the server builds the payload from it. */
  reply_to: commentId.optional(),
});
export const commentAnswer = z.object({ comment: commentSchema });

export const readBody = z.object({ comment_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) });
export const readAnswer = z.object({ unread_count: z.number().int() });

export const deleteMessagesBody = z.object({ unique_ids: z.array(z.string().uuid()).min(1).max(100) });
export const deleteMessagesAnswer = z.object({ unique_ids: z.array(z.string()) });

export const personalChatBody = z.object({ activity_id: dbId });
export const personalChatAnswer = z.object({ room_id: z.number().int() });
