import type { Comment, Participant, Room } from "@app/domain/chat/contracts";

/** Test data of the chat, as the API answers it (contracts in packages/domain/src/chat). The learner is user 5. */

export const OWN_ID = "5";

/** A uuid per message id (DELETE /chat/messages/ takes uuids); the same id always gives the same one. */
function uuid(id: number): string {
  return `0b6f3d5e-6a57-4f0e-9d43-${id.toString(16).padStart(12, "0").slice(-12)}`;
}

export function commentFixture(overrides: Partial<Comment> = {}): Comment {
  const id = overrides.id ?? 1;
  return {
    id,
    unique_id: uuid(id),
    room_id: 55,
    email: "12",
    username: "Budi Santoso",
    avatar_url: null,
    message: `Pesan ${id}`,
    type: "text",
    payload: null,
    timestamp: "2026-11-22T07:05:00.000Z",
    comment_before_id: id - 1,
    read_count: 0,
    can_delete: false,
    ...overrides,
  };
}

export function participantFixture(overrides: Partial<Participant> = {}): Participant {
  return { email: "12", username: "Budi Santoso", avatar_url: null, role: null, ...overrides };
}

export function roomFixture(overrides: Partial<Room> = {}): Room {
  return {
    id: 55,
    unique_id: "room-55",
    name: "Fasilitator Belajar Excel Dasar",
    room_type: "facilitator",
    program_id: 10,
    participants: [
      participantFixture({ email: "5", username: "Siti Rahma" }),
      participantFixture({ email: "12", username: "Budi Santoso", role: "Fasilitator" }),
      participantFixture({ email: "13", username: "Andi Wijaya" }),
    ],
    participants_count: 3,
    capacity: 1000,
    unread_count: 0,
    last_comment: null,
    can_moderate: false,
    ...overrides,
  };
}

export function ok<T>(data: T, message = "OK") {
  return { body: { status: 200, message, data } };
}

export function refused(message: string, status = 400) {
  return { status, body: { status, message, data: null } };
}

type Answer = { status?: number; body: unknown };
export interface ChatRequest {
  url: URL;
  method: string;
  /** The JSON body, or the FormData of an upload. */
  body: unknown;
}
export type ChatRoute = (request: ChatRequest) => Answer;

/**
 * A fake `fetch` answering by "METHOD path" (or by path alone for any method); unknown paths answer 404. Records
 * every call with its JSON body or FormData.
 */
export function fakeChatApi(routes: Record<string, ChatRoute>) {
  const calls: ChatRequest[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    const request = { url, method, body };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = route ? route(request) : { status: 404, body: { status: 404, message: "Not found", data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const to = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url.pathname === path);
  return { fn, calls, to };
}
