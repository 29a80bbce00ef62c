import { CHAT_MESSAGES } from "@app/domain/chat/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRealtimeForTests, startRealtime } from "../../../shared/lib/realtime";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { installFakeWebSocket, lastSocket } from "../../../test/fake-websocket";
import { renderWithRouter } from "../../../test/render";
import { setViewportWidth } from "../../../test/setup";
import { stubListLayout } from "../../../test/virtual-layout";
import { type ChatRoute, commentFixture, fakeChatApi, ok, refused, roomFixture } from "../chat-fixtures";
import { TanyamuPage } from "./tanyamu-page";

const PATHS = {
  me: "/api/auth/me-v2",
  rooms: "/api/chat/subject/",
  join: "/api/chat/participant/",
  room: (id: number) => `/api/chat/rooms/${id}`,
  comments: (id: number) => `/api/chat/rooms/${id}/comments`,
  read: (id: number) => `/api/chat/rooms/${id}/read`,
} as const;

const discussion = roomFixture({
  id: 77,
  name: "Diskusi Belajar Excel Dasar",
  room_type: "group",
  unread_count: 3,
  last_comment: commentFixture({ id: 30, room_id: 77, message: "Ada yang sudah coba @[13|Andi Wijaya]?" }),
});
const facilitator = roomFixture({
  id: 55,
  unread_count: 0,
  last_comment: commentFixture({ id: 12, room_id: 55, email: "5", username: "Siti Rahma", message: "Terima kasih" }),
});

function serve(rooms = [discussion, facilitator], routes: Record<string, ChatRoute> = {}) {
  const api = fakeChatApi({
    [PATHS.me]: () => ok(meUserFixture()),
    [PATHS.rooms]: () => ok({ rooms }),
    [PATHS.room(77)]: () => ok({ room: discussion }),
    [PATHS.room(55)]: () => ok({ room: facilitator }),
    [`GET ${PATHS.comments(77)}`]: () =>
      ok({ comments: [commentFixture({ id: 30, room_id: 77, message: "Pesan di ruang diskusi" })], has_more: false }),
    [`GET ${PATHS.comments(55)}`]: () =>
      ok({
        comments: [commentFixture({ id: 12, room_id: 55, message: "Pesan di ruang fasilitator" })],
        has_more: false,
      }),
    [PATHS.read(77)]: () => ok({ unread_count: 0 }),
    [PATHS.read(55)]: () => ok({ unread_count: 0 }),
    ...routes,
  });
  vi.stubGlobal("fetch", api.fn);
  return api;
}

function renderPage(entry = "/tanyamu") {
  setSessionCookie();
  startRealtime();
  act(() => lastSocket().serverOpens());
  return renderWithRouter(<TanyamuPage />, { initialEntry: entry });
}

const location = () => screen.getByTestId("location").textContent;

beforeEach(() => {
  installFakeWebSocket();
  stubListLayout();
});

afterEach(() => {
  resetRealtimeForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TanyamuPage", () => {
  it("lists the learner's rooms with their last message and unread count, and opens one", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Tanyamu" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Ruang diskusi" });
    const [first, second] = within(list).getAllByRole("button");
    // room names cut at 18 characters
    expect(within(first as HTMLElement).getByText("Diskusi Belajar Ex...")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Budi Santoso: Ada yang sudah coba @Andi Wijaya?")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("3 pesan belum dibaca")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Anda: Terima kasih")).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/belum dibaca/)).toBeNull();
    expect(screen.getByText("Pilih ruang diskusi untuk mulai berdiskusi.")).toBeTruthy();

    await user.click(second as HTMLElement);
    expect(location()).toBe("/tanyamu?initRoom=55");
    expect(await screen.findByText("Pesan di ruang fasilitator")).toBeTruthy();
    expect(second?.getAttribute("aria-current")).toBe("true");
    // a listed room is not joined again
    expect(api.to("POST", PATHS.join)).toHaveLength(0);
    // every listed room is followed live
    expect(lastSocket().sent).toEqual(
      expect.arrayContaining([
        { type: "join", room_id: 77 },
        { type: "join", room_id: 55 },
      ]),
    );
  });

  it("opens ?initRoom= directly and marks it read", async () => {
    const api = serve();
    renderPage("/tanyamu?initRoom=77");
    expect(await screen.findByText("Pesan di ruang diskusi")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Diskusi Belajar Ex..." })).toBeTruthy();
    await waitFor(() => expect(api.to("POST", PATHS.read(77))[0]?.body).toEqual({ comment_id: 30 }));
    // the list's unread count follows the answer
    await waitFor(() => expect(screen.queryByText("3 pesan belum dibaca")).toBeNull());
  });

  it("joins an initRoom the learner is not in yet (the programme's discussion room), then opens it", async () => {
    const api = serve([facilitator], {
      [PATHS.join]: () => ok({ results: { room: discussion } }),
    });
    renderPage("/tanyamu?initRoom=77");
    expect(await screen.findByText("Pesan di ruang diskusi")).toBeTruthy();
    expect(api.to("POST", PATHS.join)[0]?.body).toEqual({ room_id: 77 });
  });

  it("says the room is full, and 'Kembali' goes back to the list", async () => {
    serve([facilitator], { [PATHS.join]: () => refused(`${CHAT_MESSAGES.roomFullPart} 1000`) });
    const user = userEvent.setup();
    renderPage("/tanyamu?initRoom=77");
    const modal = await screen.findByRole("dialog", { name: "Ruang Diskusi Penuh" });
    expect(
      within(modal).getByText("Anda dapat mencoba kembali secara berkala untuk masuk ke ruang diskusi ini."),
    ).toBeTruthy();
    await user.click(within(modal).getByRole("button", { name: "Kembali" }));
    expect(location()).toBe("/tanyamu");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the empty state with a way to Programmu when the learner has no room", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Belum ada ruang diskusi" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Programmu" }).getAttribute("href")).toBe("/programmu");
  });

  it("says the list could not be loaded, and tries again", async () => {
    let fail = true;
    serve([discussion], {
      [PATHS.rooms]: () =>
        fail ? { status: 500, body: { status: 500, message: "Error", data: null } } : ok({ rooms: [discussion] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("Daftar ruang diskusi belum dapat dimuat.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByText("Diskusi Belajar Ex...")).toBeTruthy();
  });

  it("shows the list or the room, one at a time, on a phone, with a back button to the list", async () => {
    setViewportWidth(390);
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: /Diskusi Belajar Ex/ }));
    expect(await screen.findByText("Pesan di ruang diskusi")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Ruang diskusi" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Kembali ke daftar ruang diskusi" }));
    expect(location()).toBe("/tanyamu");
    expect(await screen.findByRole("list", { name: "Ruang diskusi" })).toBeTruthy();
    expect(screen.queryByText("Pesan di ruang diskusi")).toBeNull();
  });

  it("moves a room's last message and unread count when a message arrives live", async () => {
    serve();
    renderPage();
    const list = await screen.findByRole("list", { name: "Ruang diskusi" });
    act(() =>
      lastSocket().serverSends({
        id: 200,
        type: "chat.comment",
        room_id: 55,
        comment: commentFixture({ id: 13, room_id: 55, message: "Ada tugas baru" }),
      }),
    );
    const facilitatorRow = (await within(list).findByText("Budi Santoso: Ada tugas baru")).closest("button");
    expect(within(facilitatorRow as HTMLElement).getByText("1 pesan belum dibaca")).toBeTruthy();
  });
});
