import { isRoomFullMessage } from "@app/domain/chat/rules";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { isDesktopViewport } from "../../../shared/lib/media";
import { useRealtimeStatus } from "../../../shared/lib/realtime";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { useJoinedRoom } from "../api";
import { CHAT_TEXTS } from "../chat-texts";
import { useOwnId } from "../use-own-id";
import { ChatRoom } from "./chat-room";
import { RoomFullModal } from "./room-full-modal";

export interface ChatBoxProps {
  /** The room to open: the programme's facilitator room, or the learner's personal room of a direct_chat. */
  roomId: number;
  onClose: () => void;
  /** /tanyamu?initRoom=… of the programme's discussion room, when it has one ('Diskusi Program'). */
  discussionHref: string | null;
}

const FRAME =
  "fixed inset-0 z-[45] flex flex-col bg-white shadow-2xl lg:inset-auto lg:right-6 lg:bottom-[10.5rem] lg:h-[min(600px,calc(100dvh-16rem))] lg:w-[400px] lg:overflow-hidden lg:rounded-2xl lg:ring-1 lg:ring-slate-200";

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={CHAT_TEXTS.closeChat}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * The study page's floating chat (spec 001 sections 2 and 4, 'Chat toggle'): it joins the room, and opens only once
 * the realtime connection is open (a spinner until then), so no message sent meanwhile is missed. A full room shows
 * 'Ruang Diskusi Penuh' instead, whose 'Kembali' closes it. A non-modal dialog: the page stays usable beside it on
 * a desktop; Escape closes it and focus goes back to what opened it. Under 1024 px it covers the screen.
 */
export function ChatBox({ roomId, onClose, discussionHref }: ChatBoxProps) {
  const join = useJoinedRoom(roomId);
  const status = useRealtimeStatus();
  const ownId = useOwnId();
  const titleId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const ready = join.isSuccess && status === "open";

  // focus goes back to the toggle (or the 'Chat Fasilitator' button) when the box closes
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    // a phone's keyboard would cover half the box: there the box itself takes focus, on a desktop the message box
    if (isDesktopViewport() && textareaRef.current) textareaRef.current.focus();
    else frameRef.current?.focus();
  }, [ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };

  if (join.isError) {
    const error = join.error;
    if (error instanceof ApiError && isRoomFullMessage(error.message)) return <RoomFullModal open onClose={onClose} />;
    return (
      <div
        role="alertdialog"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="fixed right-4 bottom-24 z-[45] flex w-[min(360px,calc(100vw-32px))] lg:right-6 lg:bottom-[10.5rem] flex-col gap-3 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-slate-200"
      >
        <div className="flex items-start gap-2">
          <p id={titleId} className="flex-1 text-sm text-slate-800">
            {error instanceof ApiError && error.status === 403 ? error.message : CHAT_TEXTS.roomFailed}
          </p>
          <CloseButton onClose={onClose} />
        </div>
        <Button variant="secondary" size="sm" onClick={() => void join.refetch()}>
          {CHAT_TEXTS.retry}
        </Button>
      </div>
    );
  }

  if (!ready) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: Escape cancels the opening wherever focus is inside it
      <div
        onKeyDown={onKeyDown}
        className="fixed right-4 bottom-24 z-[45] flex items-center gap-2 rounded-full lg:right-6 lg:bottom-[10.5rem] bg-white py-1 pr-1 pl-4 text-sm font-medium text-brand-800 shadow-xl ring-1 ring-slate-200"
      >
        <Spinner size="sm" label={CHAT_TEXTS.connecting} />
        <span aria-hidden="true">{CHAT_TEXTS.connecting}…</span>
        <CloseButton onClose={onClose} />
      </div>
    );
  }

  return (
    <div
      ref={frameRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={`${FRAME} outline-none`}
    >
      <ChatRoom
        roomId={roomId}
        ownId={ownId}
        titleId={titleId}
        textareaRef={textareaRef}
        trailing={<CloseButton onClose={onClose} />}
        toolbar={
          discussionHref ? (
            <div className="border-b border-slate-200 px-3 py-2">
              <AppLink to={discussionHref} className={buttonClasses("secondary", "sm", "w-full")}>
                {CHAT_TEXTS.programDiscussion}
              </AppLink>
            </div>
          ) : null
        }
      />
    </div>
  );
}
