import { expect, type Page } from "@playwright/test";

/**
 * What a page's realtime socket (/api/realtime, apps/web/src/shared/lib/realtime.ts) has done: whether the server
 * said `ready` (its catch-up is out, live events flow) and which rooms the page joined. Call before the page
 * navigates, so the socket's first frames are seen. A journey that times how fast a message arrives waits for
 * `live` first: a message sent before the other page listens is caught up later, not delivered live.
 */
export function watchRealtime(page: Page) {
  let ready = false;
  const joined = new Set<number>();
  const received: string[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/api/realtime")) return;
    socket.on("framesent", (frame) => {
      const message = parse(frame.payload);
      if (message?.type === "join" && typeof message.room_id === "number") joined.add(message.room_id);
    });
    socket.on("framereceived", (frame) => {
      const message = parse(frame.payload);
      if (typeof message?.type !== "string") return;
      received.push(message.type);
      if (message.type === "ready") ready = true;
    });
    socket.on("close", () => {
      ready = false;
      joined.clear();
    });
  });
  return {
    /** The socket is open and caught up; with a room, the page has also joined it. */
    live: async (roomId?: number) =>
      expect
        .poll(() => ready && (roomId === undefined || joined.has(roomId)), {
          message: `realtime socket ready${roomId === undefined ? "" : ` and in room ${roomId}`}`,
        })
        .toBe(true),
    /** The types of the events received so far, in order. */
    received: () => [...received],
  };
}

function parse(payload: string | Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(String(payload));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
