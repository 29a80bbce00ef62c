import { CHAT_MESSAGE_MAX, type Comment } from "@app/domain/chat/contracts";
import { cutText, messageToSend } from "@app/domain/chat/rules";
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from "react";
import { useSendComment, useSendFile } from "../api";
import { CHAT_TEXTS } from "../chat-texts";
import { messagePreview } from "./message-item";

const PREVIEW_MAX = 80;

export interface ComposerProps {
  roomId: number;
  /** The message being replied to, shown above the box with a way to cancel. */
  replyTo: Comment | null;
  onCancelReply: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Writing a message (spec 001 sections 2 and 5): Enter sends, Shift+Enter starts a new line; only a message that is
 * not empty after trimming is sent, trimmed. A reply shows the quoted message with 'Batal membalas'. A file is sent
 * at once when chosen (one file, the server checks its type and size); a refusal shows the server's words.
 */
export function Composer({ roomId, replyTo, onCancelReply, textareaRef }: ComposerProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendComment(roomId);
  const upload = useSendFile(roomId);
  const fileRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const labelId = useId();

  const submit = () => {
    const message = messageToSend(text);
    if (message === null || send.isPending) return;
    setError(null);
    send.mutate(
      { message, replyTo: replyTo?.id },
      {
        onSuccess: () => {
          setText("");
          onCancelReply();
        },
        onError: (failure) => setError(failure.message || CHAT_TEXTS.sendFailed),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // an IME composing a word uses Enter to confirm it, not to send
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { file },
      {
        onError: (failure) => setError(failure.message),
        onSettled: () => {
          // the same file may be chosen again after a refusal
          if (fileRef.current) fileRef.current.value = "";
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-2">
      {replyTo ? (
        <div className="mb-2 flex items-start gap-2 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-brand-800">{CHAT_TEXTS.replyingTo(replyTo.username)}</p>
            <p className="truncate text-xs text-slate-700">{cutText(messagePreview(replyTo), PREVIEW_MAX)}</p>
          </div>
          <button
            type="button"
            onClick={onCancelReply}
            aria-label={CHAT_TEXTS.cancelReply}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {upload.isPending ? (
        <p role="status" className="mb-2 px-1 text-xs text-slate-600">
          {CHAT_TEXTS.uploading}…
        </p>
      ) : null}
      <div className="flex items-end gap-1.5">
        <label
          className={`inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-within:outline-3 focus-within:outline-brand-600 ${
            upload.isPending ? "pointer-events-none opacity-50" : ""
          }`}
        >
          <span className="sr-only">{CHAT_TEXTS.attach}</span>
          <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <input
            ref={fileRef}
            type="file"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => onFile(event.currentTarget.files?.[0])}
          />
        </label>
        <span id={labelId} className="sr-only">
          {CHAT_TEXTS.messageLabel}
        </span>
        <textarea
          ref={textareaRef}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          placeholder={CHAT_TEXTS.messagePlaceholder}
          maxLength={CHAT_MESSAGE_MAX}
          rows={1}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-3 py-2.5 text-sm text-slate-900 [field-sizing:content] placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
        <button
          type="submit"
          disabled={messageToSend(text) === null || send.isPending}
          aria-label={CHAT_TEXTS.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-300 disabled:text-slate-600"
        >
          <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M4 12 20 4l-6 16-3-7-7-1Z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
