import type { Comment } from "@app/domain/chat/contracts";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { useComments } from "../api";
import { CHAT_TEXTS } from "../chat-texts";
import { MessageItem, messagePreview } from "./message-item";

/** Within this distance of the bottom the list follows new messages; further up the learner is reading back. */
const FOLLOW_PX = 120;
/** Within this distance of the top, scrolling up loads the older page. */
const LOAD_OLDER_PX = 200;

export interface MessageListProps {
  roomId: number;
  /** The caller's user id as a comment's `email` holds it; null while unknown. */
  ownId: string | null;
  /** room.can_moderate: the caller may delete others' messages too. */
  canModerate: boolean;
  onReply: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  /** Called with the newest message shown (to mark the room read up to it). */
  onNewest: (comment: Comment) => void;
}

/**
 * The room's messages, oldest at the top, virtualised (@tanstack/react-virtual) so a room with thousands of
 * messages scrolls as smoothly as one with twenty. It opens at the newest 20; scrolling to the top (or the
 * 'Muat pesan sebelumnya' button, for keyboards and short lists) loads the next 20 older ones and keeps the message
 * that was on top in place. New messages are followed while the learner is at the bottom, and always after sending.
 */
export function MessageList({ roomId, ownId, canModerate, onReply, onDelete, onNewest }: MessageListProps) {
  const query = useComments(roomId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.comments).reverse(), [query.data]);
  const olderRow = hasNextPage ? 1 : 0;
  const count = items.length + olderRow;

  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 88,
    overscan: 8,
    getItemKey: (index) => (index < olderRow ? "older" : (items[index - olderRow]?.id ?? index)),
  });

  // ---- keeping the right message in view --------------------------------------------------------------------
  const newest = items.at(-1);
  const oldest = items[0];
  const previous = useRef<{ newestId: number | null; oldestId: number | null }>({ newestId: null, oldestId: null });
  const [announcement, setAnnouncement] = useState("");

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { newestId: newest?.id ?? null, oldestId: oldest?.id ?? null };
    if (!newest) return;
    if (before.newestId === null) {
      // first page: open at the newest message
      virtualizer.scrollToIndex(count - 1, { align: "end" });
      return;
    }
    if (newest.id > before.newestId) {
      const mine = newest.email === ownId;
      if (mine || atBottom.current) virtualizer.scrollToIndex(count - 1, { align: "end" });
      if (!mine) setAnnouncement(CHAT_TEXTS.newMessageFrom(newest.username, messagePreview(newest)));
    } else if (oldest && before.oldestId !== null && oldest.id < before.oldestId) {
      // an older page came in above: the message that was on top stays where the learner was reading
      const index = items.findIndex((comment) => comment.id === before.oldestId);
      if (index > 0) virtualizer.scrollToIndex(index + olderRow, { align: "start" });
    }
  }, [newest, oldest, items, count, olderRow, ownId, virtualizer]);

  useEffect(() => {
    if (newest) onNewest(newest);
  }, [newest, onNewest]);

  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    if (element.scrollTop < LOAD_OLDER_PX && previous.current.newestId !== null) loadOlder();
  };

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center text-brand-700">
        <Spinner label={CHAT_TEXTS.loadingRoom} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center">
        <p className="text-sm text-slate-700">{CHAT_TEXTS.messagesFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {CHAT_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-1 items-center justify-center p-6 text-center">
        <p className="text-sm text-slate-600">{CHAT_TEXTS.noMessages}</p>
      </div>
    );
  }

  return (
    <>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1): arrows and Page Up/Down scroll it. */}
      <section
        ref={scrollRef}
        onScroll={onScroll}
        aria-label={CHAT_TEXTS.messages}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable message region must take focus to scroll by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-white px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const comment = row.index < olderRow ? null : items[row.index - olderRow];
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 flex w-full flex-col py-1.5"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {comment ? (
                  <MessageItem
                    comment={comment}
                    own={comment.email === ownId}
                    canDelete={comment.email === ownId || canModerate || comment.can_delete}
                    onReply={onReply}
                    onDelete={onDelete}
                  />
                ) : (
                  <div className="flex justify-center py-1">
                    <Button variant="ghost" size="sm" loading={isFetchingNextPage} onClick={loadOlder}>
                      {isFetchingNextPage ? CHAT_TEXTS.loadingOlder : CHAT_TEXTS.loadOlder}
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </section>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
