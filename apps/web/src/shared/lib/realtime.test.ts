import { REALTIME_RETRY_MAX_MS, REALTIME_RETRY_MIN_MS, type RealtimeEvent } from "@app/domain/notification/contracts";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket, installFakeWebSocket, lastSocket } from "../../test/fake-websocket";
import {
  joinRealtimeRoom,
  loadRealtimeContract,
  resetRealtimeForTests,
  retryDelay,
  startRealtime,
  stopRealtime,
  subscribeRealtime,
  useRealtimeEvent,
  useRealtimeStatus,
} from "./realtime";

const comment = {
  id: 7,
  unique_id: "0b6f3d5e-6a57-4f0e-9d43-3f0c1d2a9b11",
  room_id: 3,
  email: "12",
  username: "Budi",
  avatar_url: null,
  message: "Halo",
  type: "text",
  payload: null,
  timestamp: "2026-05-01T03:00:00.000Z",
  comment_before_id: 6,
  read_count: 0,
  can_delete: true,
};

// the socket opens once the event contract, loaded lazily, is there: loaded before the first test, so that each
// test's start opens it at once whichever file ran before this one in the worker
beforeAll(() => loadRealtimeContract());

beforeEach(() => {
  installFakeWebSocket();
  // jsdom: the logged-in browser has the readable session cookie
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=12; path=/";
});

afterEach(() => {
  resetRealtimeForTests();
  vi.unstubAllGlobals();
});

describe("realtime connection", () => {
  it("opens one socket at /api/realtime when started, and none twice", () => {
    startRealtime();
    startRealtime();
    expect(FakeSocket.all).toHaveLength(1);
    expect(lastSocket().url).toBe(`ws://${window.location.host}/api/realtime`);
  });

  it("reports its state: idle, connecting, open, closed after a drop, idle after stop", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRealtimeStatus());
    expect(result.current).toBe("idle");
    act(() => startRealtime());
    expect(result.current).toBe("connecting");
    act(() => lastSocket().serverOpens());
    expect(result.current).toBe("open");
    act(() => lastSocket().serverDrops());
    expect(result.current).toBe("closed");
    act(() => stopRealtime());
    expect(result.current).toBe("idle");
  });

  it("passes valid events to listeners and ignores frames that are not events", () => {
    const seen: RealtimeEvent[] = [];
    const unsubscribe = subscribeRealtime((event) => seen.push(event));
    startRealtime();
    const socket = lastSocket();
    socket.serverOpens();
    socket.serverSends("not json");
    socket.serverSends({ type: "chat.comment", id: 5 });
    socket.serverSends({ type: "something.new", id: 6 });
    socket.serverSends({ id: 7, type: "chat.comment", room_id: 3, comment });
    expect(seen).toEqual([{ id: 7, type: "chat.comment", room_id: 3, comment }]);
    unsubscribe();
    socket.serverSends({ id: 8, type: "chat.deleted", room_id: 3, unique_ids: [comment.unique_id] });
    expect(seen).toHaveLength(1);
  });

  it("gives listeners the ready event, so a listener can refetch when it was not caught up", () => {
    const seen: RealtimeEvent[] = [];
    subscribeRealtime((event) => seen.push(event));
    startRealtime();
    lastSocket().serverOpens();
    lastSocket().serverSends({ id: 40, type: "ready", caught_up: false });
    expect(seen).toEqual([{ id: 40, type: "ready", caught_up: false }]);
  });

  it("reconnects after a drop with ?after= the last event id, and joins its rooms again", () => {
    vi.useFakeTimers();
    startRealtime();
    const first = lastSocket();
    first.serverOpens();
    const leaveRoom = joinRealtimeRoom(3);
    expect(first.sent).toEqual([{ type: "join", room_id: 3 }]);
    first.serverSends({ id: 40, type: "ready", caught_up: true });
    first.serverSends({ id: 41, type: "chat.comment", room_id: 3, comment });

    first.serverDrops();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(REALTIME_RETRY_MIN_MS);
    expect(FakeSocket.all).toHaveLength(2);
    const second = lastSocket();
    expect(second.url).toBe(`ws://${window.location.host}/api/realtime?after=41`);
    second.serverOpens();
    expect(second.sent).toEqual([{ type: "join", room_id: 3 }]);
    leaveRoom();
    expect(second.sent).toEqual([
      { type: "join", room_id: 3 },
      { type: "leave", room_id: 3 },
    ]);
  });

  it("waits longer after each failed attempt, never more than the cap", () => {
    vi.useFakeTimers();
    startRealtime();
    // each attempt fails before opening
    for (let n = 0; n < 12; n += 1) {
      const count = FakeSocket.all.length;
      lastSocket().serverDrops();
      const cap = Math.min(REALTIME_RETRY_MAX_MS, REALTIME_RETRY_MIN_MS * 2 ** n);
      vi.advanceTimersByTime(cap / 2 - 1);
      expect(FakeSocket.all).toHaveLength(count);
      vi.advanceTimersByTime(cap / 2 + 1);
      expect(FakeSocket.all).toHaveLength(count + 1);
    }
  });

  it("spreads the reconnects with jitter between half the step and the step, capped", () => {
    expect(retryDelay(0, () => 0)).toBe(REALTIME_RETRY_MIN_MS / 2);
    expect(retryDelay(0, () => 1)).toBe(REALTIME_RETRY_MIN_MS);
    expect(retryDelay(3, () => 0.5)).toBe(Math.round(REALTIME_RETRY_MIN_MS * 8 * 0.75));
    expect(retryDelay(50, () => 1)).toBe(REALTIME_RETRY_MAX_MS);
    expect(retryDelay(50, () => 0)).toBe(REALTIME_RETRY_MAX_MS / 2);
  });

  it("does not reconnect after stop, nor when the session is gone", () => {
    vi.useFakeTimers();
    startRealtime();
    lastSocket().serverOpens();
    stopRealtime();
    vi.advanceTimersByTime(REALTIME_RETRY_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);

    startRealtime();
    expect(FakeSocket.all).toHaveLength(2);
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    lastSocket().serverDrops();
    vi.advanceTimersByTime(REALTIME_RETRY_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("joins a room once for several holders and leaves it when the last one leaves", () => {
    startRealtime();
    const socket = lastSocket();
    socket.serverOpens();
    const leaveA = joinRealtimeRoom(9);
    const leaveB = joinRealtimeRoom(9);
    leaveA();
    leaveA();
    expect(socket.sent).toEqual([{ type: "join", room_id: 9 }]);
    leaveB();
    expect(socket.sent).toEqual([
      { type: "join", room_id: 9 },
      { type: "leave", room_id: 9 },
    ]);
  });

  it("useRealtimeEvent calls the latest listener and stops on unmount", () => {
    startRealtime();
    const socket = lastSocket();
    socket.serverOpens();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useRealtimeEvent(listener), {
      initialProps: { listener: first },
    });
    rerender({ listener: second });
    socket.serverSends({ id: 1, type: "chat.read", room_id: 3, email: "13", comment_id: 7 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ id: 1, type: "chat.read", room_id: 3, email: "13", comment_id: 7 });
    unmount();
    socket.serverSends({ id: 2, type: "chat.read", room_id: 3, email: "13", comment_id: 8 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
