import { CHAT_MEMBER_NAMES_MAX, CHAT_ROOM_NAME_MAX, type Comment } from "@app/domain/chat/contracts";
import { cutText, memberLine } from "@app/domain/chat/rules";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { useDeleteMessage, useMarkRead, useRoom } from "../api";
import { CHAT_TEXTS } from "../chat-texts";
import { useChatLive } from "../use-chat-live";
import { Composer } from "./composer";
import { DeleteMessageModal } from "./delete-message-modal";
import { MemberListModal } from "./member-list-modal";
import { MessageList } from "./message-list";

/**
 * Marks the room read up to the newest message shown, once per new message, and only while the tab is visible (a
 * message that arrived in a hidden tab is marked when the learner comes back).
 */
function useMarkReadWhenSeen(roomId: number): (comment: Comment) => void {
  const { mutate } = useMarkRead(roomId);
  const marked = useRef(0);
  const newest = useRef(0);
  const flush = useCallback(() => {
    if (document.visibilityState === "hidden" || newest.current <= marked.current) return;
    marked.current = newest.current;
    mutate(newest.current);
  }, [mutate]);
  useEffect(() => {
    document.addEventListener("visibilitychange", flush);
    return () => document.removeEventListener("visibilitychange", flush);
  }, [flush]);
  return useCallback(
    (comment: Comment) => {
      newest.current = Math.max(newest.current, comment.id);
      flush();
    },
    [flush],
  );
}

export interface ChatRoomProps {
  roomId: number;
  /** The caller's user id as text (a comment's `email`); null while unknown. */
  ownId: string | null;
  /** Before the room's name: the page's back button on a phone. */
  leading?: ReactNode;
  /** After the room's name: the box's close button. */
  trailing?: ReactNode;
  /** Under the header: the box's 'Diskusi Program' link. */
  toolbar?: ReactNode;
  /** Names the surrounding dialog or region. */
  titleId?: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * One room: its name (cut at 18 characters) and member line (cut at 30) opening the member list, the messages and
 * the composer; reply and delete (asked first) on each message. Used by the study page's chat box and the Tanyamu
 * page.
 */
export function ChatRoom({ roomId, ownId, leading, trailing, toolbar, titleId, textareaRef }: ChatRoomProps) {
  const room = useRoom(roomId);
  useChatLive([roomId], ownId);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  const remove = useDeleteMessage(roomId);
  const onNewest = useMarkReadWhenSeen(roomId);
  const ownTextarea = useRef<HTMLTextAreaElement>(null);
  const textarea = textareaRef ?? ownTextarea;

  const onReply = useCallback(
    (comment: Comment) => {
      setReplyTo(comment);
      textarea.current?.focus();
    },
    [textarea],
  );
  const onDelete = useCallback(
    (comment: Comment) => {
      remove.reset();
      setToDelete(comment);
    },
    [remove.reset],
  );

  const data = room.data;
  const names = data?.participants.map((participant) => participant.username) ?? [];

  return (
    <div className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-center gap-1 border-b border-slate-200 px-2 py-2">
        {leading}
        <div className="min-w-0 flex-1 px-1">
          <h2 id={titleId} className="truncate text-base font-bold text-slate-900" title={data?.name}>
            {data ? cutText(data.name, CHAT_ROOM_NAME_MAX) : CHAT_TEXTS.loadingRoom}
          </h2>
          {data ? (
            <button
              type="button"
              onClick={() => setMembersOpen(true)}
              className="block max-w-full truncate rounded text-left text-xs text-slate-600 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {names.length > 0
                ? memberLine(names, CHAT_MEMBER_NAMES_MAX)
                : CHAT_TEXTS.memberCount(data.participants_count)}
              <span className="sr-only">{CHAT_TEXTS.seeMembers}</span>
            </button>
          ) : null}
        </div>
        {trailing}
      </header>
      {toolbar}
      {room.isPending ? (
        <div className="flex flex-1 items-center justify-center text-brand-700">
          <Spinner label={CHAT_TEXTS.loadingRoom} />
        </div>
      ) : !data ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center">
          <p className="text-sm text-slate-700">{CHAT_TEXTS.roomFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void room.refetch()}>
            {CHAT_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <>
          <MessageList
            roomId={roomId}
            ownId={ownId}
            canModerate={data.can_moderate}
            onReply={onReply}
            onDelete={onDelete}
            onNewest={onNewest}
          />
          <Composer roomId={roomId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} textareaRef={textarea} />
          <MemberListModal roomId={roomId} open={membersOpen} onClose={() => setMembersOpen(false)} />
          <DeleteMessageModal
            comment={toDelete}
            pending={remove.isPending}
            error={remove.isError ? remove.error.message || CHAT_TEXTS.deleteFailed : null}
            onClose={() => setToDelete(null)}
            onConfirm={(comment) =>
              remove.mutate(comment.unique_id, {
                onSuccess: () => {
                  setToDelete(null);
                  if (replyTo?.unique_id === comment.unique_id) setReplyTo(null);
                },
              })
            }
          />
        </>
      )}
    </div>
  );
}
