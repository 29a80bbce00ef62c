import { vi } from "vitest";

/** A WebSocket that only records: the test opens it, feeds it frames and drops it (vi.stubGlobal("WebSocket", …)). */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readonly url: string;
  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];

  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event("close"));
  }

  serverOpens(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event("open"));
  }

  serverSends(frame: unknown): void {
    this.dispatchEvent(
      new MessageEvent("message", { data: typeof frame === "string" ? frame : JSON.stringify(frame) }),
    );
  }

  serverDrops(): void {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(new Event("close"));
  }
}

/** Replaces the browser's WebSocket with FakeSocket (undo with vi.unstubAllGlobals). */
export function installFakeWebSocket(): void {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
}

/** The socket the realtime client opened last. */
export function lastSocket(): FakeSocket {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error("no socket was opened");
  return socket;
}
