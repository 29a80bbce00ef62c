import type { RealtimeEvent } from "@app/domain/notification/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { joinRealtimeRoom, useRealtimeEvent } from "../../shared/lib/realtime";
import { addCommentToCache, chatKeys, markReadInCache, removeCommentsFromCache, updateRoomListForComment } from "./api";

/**
 * Receives the chat events of `roomIds` while the caller shows them and writes them into the cached rooms and
 * messages: a new message is added, a deleted one removed, a read receipt marks the caller's messages. Every
 * write is idempotent (by message id), so the chat box and the Tanyamu list may both listen. After a reconnect
 * that could not replay what was missed (`ready` with `caught_up` false) every chat query is read again.
 */
export function useChatLive(roomIds: readonly number[], ownId: string | null): void {
  const queryClient = useQueryClient();
  const key = roomIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids (a new array every render)
  useEffect(() => {
    const leaves = roomIds.map((roomId) => joinRealtimeRoom(roomId));
    return () => {
      for (const leave of leaves) leave();
    };
  }, [key]);

  useRealtimeEvent((event: RealtimeEvent) => {
    switch (event.type) {
      case "chat.comment":
        addCommentToCache(queryClient, event.comment);
        updateRoomListForComment(queryClient, event.comment, ownId);
        break;
      case "chat.deleted":
        removeCommentsFromCache(queryClient, event.room_id, event.unique_ids);
        void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
        break;
      case "chat.read":
        if (ownId !== null && event.email !== ownId)
          markReadInCache(queryClient, event.room_id, ownId, event.comment_id);
        break;
      case "ready":
        if (!event.caught_up) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        break;
      default:
        break;
    }
  });
}
