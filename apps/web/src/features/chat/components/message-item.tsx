import type { Comment, FilePayload, ReplyPayload } from "@app/domain/chat/contracts";
import { cutText } from "@app/domain/chat/rules";
import { memo } from "react";
import { CHAT_TEXTS } from "../chat-texts";
import { chatTime } from "../chat-time";
import { ChatFile } from "./chat-file";
import { MessageText, plainMessage } from "./message-text";

/** The quoted text of a reply is cut so a long message does not push the reply away. */
const QUOTE_MAX = 120;

export function replyPayloadOf(comment: Comment): ReplyPayload | null {
  const payload = comment.payload;
  return comment.type === "reply" && payload !== null && "replied_comment_id" in payload ? payload : null;
}

export function filePayloadOf(comment: Comment): FilePayload | null {
  const payload = comment.payload;
  return comment.type === "file_attachment" && payload !== null && "file_name" in payload ? payload : null;
}

/** What a reply's preview and the list's last-message line show of a message. */
export function messagePreview(comment: Pick<Comment, "type" | "message" | "payload">): string {
  if (comment.type === "file_attachment") {
    const file = comment.payload !== null && "file_name" in comment.payload ? comment.payload : null;
    return file ? `${CHAT_TEXTS.file}: ${file.file_name}` : CHAT_TEXTS.file;
  }
  return plainMessage(comment.message);
}

export interface MessageItemProps {
  comment: Comment;
  own: boolean;
  canDelete: boolean;
  onReply: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}

/**
 * One message: sender and time (WIB), the quoted message of a reply, the text (mentions, links), the file, and for
 * the caller's own messages the read receipt. Reply and delete are always-visible buttons, so they work by
 * keyboard and touch alike.
 */
export const MessageItem = memo(function MessageItem({ comment, own, canDelete, onReply, onDelete }: MessageItemProps) {
  const reply = replyPayloadOf(comment);
  const file = filePayloadOf(comment);
  const sender = own ? CHAT_TEXTS.you : comment.username;
  const text = file ? file.caption : comment.message || (reply?.text ?? "");
  const time = chatTime(comment.timestamp);

  return (
    <article
      aria-label={`${sender}, ${time}`}
      className={`flex max-w-[85%] flex-col gap-1 ${own ? "items-end self-end" : "items-start self-start"}`}
    >
      <div
        className={`flex w-full flex-col gap-1.5 rounded-2xl px-3 py-2 ${
          own ? "rounded-br-sm bg-brand-50 ring-1 ring-brand-100" : "rounded-bl-sm bg-slate-100"
        }`}
      >
        <p className="text-xs font-bold text-slate-900">{sender}</p>
        {reply ? (
          <blockquote className="rounded-lg border-l-4 border-brand-600 bg-white/80 px-2 py-1">
            <p className="text-xs font-semibold text-brand-800">
              {CHAT_TEXTS.quoted(reply.replied_comment_sender_username)}
            </p>
            <p className="text-xs break-words text-slate-700 [overflow-wrap:anywhere]">
              {cutText(
                messagePreview({
                  type: reply.replied_comment_type,
                  message: reply.replied_comment_message,
                  payload: null,
                }),
                QUOTE_MAX,
              )}
            </p>
          </blockquote>
        ) : null}
        {file ? <ChatFile file={file} /> : null}
        {text ? <MessageText stored={text} className="text-slate-900" /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-xs text-slate-600">
        <time dateTime={comment.timestamp}>{time}</time>
        {own ? <span>{comment.read_count > 0 ? CHAT_TEXTS.read : CHAT_TEXTS.sent}</span> : null}
        <button
          type="button"
          onClick={() => onReply(comment)}
          aria-label={own ? CHAT_TEXTS.replyOwn : CHAT_TEXTS.replyTo(comment.username)}
          className="rounded font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {CHAT_TEXTS.reply}
        </button>
        {canDelete ? (
          <button
            type="button"
            onClick={() => onDelete(comment)}
            aria-label={own ? CHAT_TEXTS.deleteOwn : CHAT_TEXTS.deleteOf(comment.username)}
            className="rounded font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {CHAT_TEXTS.delete}
          </button>
        ) : null}
      </div>
    </article>
  );
});
