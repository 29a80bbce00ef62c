import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { addCommentToCache, type CommentsData, chatKeys, updateRoomListForComment } from "./api";
import { commentFixture, OWN_ID, roomFixture } from "./chat-fixtures";

/** A room whose loaded pages hold messages 30..21 and 20..11 (newest first). */
function loaded() {
  const client = new QueryClient();
  const page = (from: number) => ({
    comments: Array.from({ length: 10 }, (_, k) =>
      commentFixture({ id: from - k, room_id: 7, message: `m${from - k}` }),
    ),
    hasMore: true,
    oldestId: from - 9,
  });
  client.setQueryData<CommentsData>(chatKeys.comments(7), { pages: [page(30), page(20)], pageParams: [null, 21] });
  const ids = () =>
    client.getQueryData<CommentsData>(chatKeys.comments(7))?.pages.flatMap((p) => p.comments.map((c) => c.id));
  return { client, ids };
}

describe("the chat cache under live events (a catch-up may repeat events, ids commit out of order)", () => {
  it("puts a new message on top, a late one in its place, and a repeat or an unloaded old one nowhere", () => {
    const { client, ids } = loaded();
    addCommentToCache(client, commentFixture({ id: 31, room_id: 7 }));
    addCommentToCache(client, commentFixture({ id: 31, room_id: 7 }));
    expect(ids()?.slice(0, 2)).toEqual([31, 30]);
    // 25 is loaded already; 5 is older than anything loaded: its page comes when scrolled to
    addCommentToCache(client, commentFixture({ id: 25, room_id: 7, message: "lagi" }));
    addCommentToCache(client, commentFixture({ id: 5, room_id: 7 }));
    expect(ids()).toHaveLength(21);
    expect(ids()).not.toContain(5);
  });

  it("counts a message in the room list once, and never an older one sent again", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.rooms, [
      roomFixture({ id: 7, unread_count: 0, last_comment: commentFixture({ id: 30 }) }),
    ]);
    const other = (id: number) => commentFixture({ id, room_id: 7, email: "99" });
    updateRoomListForComment(client, other(31), OWN_ID);
    updateRoomListForComment(client, other(31), OWN_ID);
    updateRoomListForComment(client, other(29), OWN_ID);
    const [room] = client.getQueryData<{ unread_count: number; last_comment: { id: number } }[]>(chatKeys.rooms) ?? [];
    expect(room?.unread_count).toBe(1);
    expect(room?.last_comment.id).toBe(31);
  });
});
