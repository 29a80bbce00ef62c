import { CHAT_MESSAGES, type Comment } from "@app/domain/chat/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadRealtimeContract, resetRealtimeForTests, startRealtime } from "../../../shared/lib/realtime";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { installFakeWebSocket, lastSocket } from "../../../test/fake-websocket";
import { renderWithRouter } from "../../../test/render";
import { stubListLayout } from "../../../test/virtual-layout";
import { type ChatRoute, commentFixture, fakeChatApi, ok, refused, roomFixture } from "../chat-fixtures";
import { ChatBox } from "./chat-box";

const PATHS = {
  me: "/api/auth/me-v2",
  join: "/api/chat/participant/",
  room: "/api/chat/rooms/55",
  comments: "/api/chat/rooms/55/comments",
  read: "/api/chat/rooms/55/read",
  files: "/api/chat/rooms/55/files",
  participants: "/api/chat/rooms/55/participants",
  delete: "/api/chat/messages/",
} as const;

/** Two messages of the facilitator and one of the learner (user 5), newest first as the server gives them. */
function conversation(): Comment[] {
  return [
    commentFixture({ id: 3, email: "5", username: "Siti Rahma", message: "Baik, terima kasih!", read_count: 1 }),
    commentFixture({ id: 2, message: "Silakan buka modul 2." }),
    commentFixture({ id: 1, message: "Selamat datang di kelas." }),
  ];
}

interface Serve {
  room?: Parameters<typeof roomFixture>[0];
  comments?: Comment[];
  join?: ChatRoute;
  routes?: Record<string, ChatRoute>;
}

function serve({ room, comments = conversation(), join, routes = {} }: Serve = {}) {
  const api = fakeChatApi({
    [PATHS.me]: () => ok(meUserFixture()),
    [PATHS.join]: join ?? (() => ok({ results: { room: roomFixture(room) } })),
    [`GET ${PATHS.comments}`]: () => ok({ comments, has_more: false }),
    [PATHS.read]: () => ok({ unread_count: 0 }),
    ...routes,
  });
  vi.stubGlobal("fetch", api.fn);
  return api;
}

// the socket opens once the event contract is imported (realtime.ts): here it is, before the first test
beforeAll(() => loadRealtimeContract());

/** The box, opened on room 55, with the realtime connection started (the socket is opened by the test). */
function renderBox(discussionHref: string | null = "/tanyamu?initRoom=77") {
  setSessionCookie();
  startRealtime();
  const onClose = vi.fn();
  const view = renderWithRouter(<ChatBox roomId={55} onClose={onClose} discussionHref={discussionHref} />, {
    initialEntry: "/aktivitas/pengenalan-rumus",
  });
  return { ...view, onClose };
}

/** Opens the socket and waits for the box. */
async function openBox() {
  act(() => lastSocket().serverOpens());
  return screen.findByRole("dialog", { name: "Fasilitator Belaja..." });
}

beforeEach(() => {
  installFakeWebSocket();
  stubListLayout();
});

afterEach(() => {
  resetRealtimeForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ChatBox", () => {
  it("joins the room and opens only once the realtime connection is open, with the spinner until then", async () => {
    const api = serve();
    renderBox();
    await waitFor(() => expect(api.to("POST", PATHS.join)).toHaveLength(1));
    expect(api.to("POST", PATHS.join)[0]?.body).toEqual({ room_id: 55 });
    expect(screen.getByText("Menghubungkan ke ruang diskusi").closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    const box = await openBox();
    // room name cut at 18 characters, member names at 30
    expect(within(box).getByRole("heading", { name: "Fasilitator Belaja..." })).toBeTruthy();
    expect(within(box).getByRole("button", { name: /^Siti Rahma, Budi Santoso, Andi\.\.\./ })).toBeTruthy();
    expect(await within(box).findByText("Silakan buka modul 2.")).toBeTruthy();
    // the room joined on the socket, to receive its messages
    expect(lastSocket().sent).toContainEqual({ type: "join", room_id: 55 });
  });

  it("shows each message with its sender, its time in WIB, and 'Dibaca' on the learner's own read message", async () => {
    serve();
    renderBox();
    const box = await openBox();
    const own = (await within(box).findByText("Baik, terima kasih!")).closest("article") as HTMLElement;
    expect(within(own).getByText("Anda")).toBeTruthy();
    expect(within(own).getByText("Dibaca")).toBeTruthy();
    const theirs = within(box).getByText("Silakan buka modul 2.").closest("article") as HTMLElement;
    expect(within(theirs).getByText("Budi Santoso")).toBeTruthy();
    expect(within(theirs).getByText("22 November 2026, 14.05 WIB")).toBeTruthy();
    expect(within(theirs).queryByText("Dibaca")).toBeNull();
    // oldest at the top
    const texts = within(box)
      .getAllByRole("article")
      .map((article) => article.querySelector("p:last-of-type")?.textContent);
    expect(texts).toEqual(["Selamat datang di kelas.", "Silakan buka modul 2.", "Baik, terima kasih!"]);
  });

  it("marks the room read up to the newest message", async () => {
    const api = serve();
    renderBox();
    await openBox();
    await waitFor(() => expect(api.to("POST", PATHS.read)).toHaveLength(1));
    expect(api.to("POST", PATHS.read)[0]?.body).toEqual({ comment_id: 3 });
  });

  it("sends with Enter the trimmed text, never a blank one, and Shift+Enter starts a new line", async () => {
    const sent = commentFixture({ id: 4, email: "5", username: "Siti Rahma", message: "Baris satu\nbaris dua" });
    const api = serve({ routes: { [`POST ${PATHS.comments}`]: () => ok({ comment: sent }) } });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    const input = within(box).getByRole("textbox", { name: "Tulis pesan" });
    expect(document.activeElement).toBe(input);
    await user.type(input, "   {Enter}");
    expect(api.to("POST", PATHS.comments)).toHaveLength(0);
    expect((within(box).getByRole("button", { name: "Kirim" }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(input);
    await user.type(input, "  Baris satu{Shift>}{Enter}{/Shift}baris dua {Enter}");
    await waitFor(() => expect(api.to("POST", PATHS.comments)).toHaveLength(1));
    expect(api.to("POST", PATHS.comments)[0]?.body).toEqual({ message: "Baris satu\nbaris dua", type: "text" });
    expect(await within(box).findByText(/Baris satu\s+baris dua/)).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(""));
  });

  it("replies to a message: its preview with 'Batal membalas', then the reply quotes it", async () => {
    const reply = commentFixture({
      id: 4,
      email: "5",
      username: "Siti Rahma",
      type: "reply",
      message: "Sudah, Pak.",
      payload: {
        replied_comment_id: 2,
        replied_comment_message: "Silakan buka modul 2.",
        replied_comment_sender_email: "12",
        replied_comment_sender_username: "Budi Santoso",
        replied_comment_type: "text",
        text: "Sudah, Pak.",
      },
    });
    const api = serve({ routes: { [`POST ${PATHS.comments}`]: () => ok({ comment: reply }) } });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();

    await user.click(
      (await within(box).findAllByRole("button", { name: "Balas pesan Budi Santoso" }))[0] as HTMLElement,
    );
    expect(within(box).getByText("Membalas Budi Santoso")).toBeTruthy();
    await user.click(within(box).getByRole("button", { name: "Batal membalas" }));
    expect(within(box).queryByText("Membalas Budi Santoso")).toBeNull();

    const theirs = within(box).getByText("Silakan buka modul 2.").closest("article") as HTMLElement;
    await user.click(within(theirs).getByRole("button", { name: "Balas pesan Budi Santoso" }));
    await user.type(within(box).getByRole("textbox", { name: "Tulis pesan" }), "Sudah, Pak.{Enter}");
    await waitFor(() => expect(api.to("POST", PATHS.comments)).toHaveLength(1));
    expect(api.to("POST", PATHS.comments)[0]?.body).toEqual({ message: "Sudah, Pak.", type: "reply", reply_to: 2 });
    const sent = (await within(box).findByText("Sudah, Pak.")).closest("article") as HTMLElement;
    const quote = within(sent).getByText("Membalas Budi Santoso").closest("blockquote") as HTMLElement;
    expect(within(quote).getByText("Silakan buka modul 2.")).toBeTruthy();
    // the reply preview is gone once sent
    expect(within(box).queryByRole("button", { name: "Batal membalas" })).toBeNull();
  });

  it("offers delete on the learner's own messages only, asks first, and removes the message", async () => {
    const own = conversation()[0] as Comment;
    const api = serve({
      routes: { [`DELETE ${PATHS.delete}`]: ({ body }) => ok(body) },
    });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    await within(box).findByText("Baik, terima kasih!");
    expect(within(box).getAllByRole("button", { name: /^Hapus/ })).toHaveLength(1);

    await user.click(within(box).getByRole("button", { name: "Hapus pesan Anda" }));
    const confirm = screen.getByRole("dialog", { name: "Hapus Pesan?" });
    await user.click(within(confirm).getByRole("button", { name: "Batal" }));
    expect(api.to("DELETE", PATHS.delete)).toHaveLength(0);
    expect(within(box).getByText("Baik, terima kasih!")).toBeTruthy();

    await user.click(within(box).getByRole("button", { name: "Hapus pesan Anda" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Hapus Pesan?" })).getByRole("button", { name: "Hapus" }),
    );
    await waitFor(() => expect(within(box).queryByText("Baik, terima kasih!")).toBeNull());
    expect(api.to("DELETE", PATHS.delete)[0]?.body).toEqual({ unique_ids: [own.unique_id] });
    expect(screen.queryByRole("dialog", { name: "Hapus Pesan?" })).toBeNull();
  });

  it("lets a moderator delete others' messages", async () => {
    serve({ room: { can_moderate: true } });
    renderBox();
    const box = await openBox();
    await within(box).findByText("Silakan buka modul 2.");
    expect(within(box).getAllByRole("button", { name: "Hapus pesan Budi Santoso" })).toHaveLength(2);
  });

  it("lets a message the server marks deletable be deleted", async () => {
    serve({
      comments: [commentFixture({ id: 9, message: "Boleh dihapus", can_delete: true }), commentFixture({ id: 8 })],
    });
    renderBox();
    const box = await openBox();
    await within(box).findByText("Boleh dihapus");
    expect(within(box).getAllByRole("button", { name: "Hapus pesan Budi Santoso" })).toHaveLength(1);
  });

  it("shows 'Ruang Diskusi Penuh' for a full room, and 'Kembali' closes it", async () => {
    serve({ join: () => refused(`${CHAT_MESSAGES.roomFullPart} 50`) });
    const user = userEvent.setup();
    const { onClose } = renderBox();
    act(() => lastSocket().serverOpens());
    const modal = await screen.findByRole("dialog", { name: "Ruang Diskusi Penuh" });
    expect(
      within(modal).getByText("Anda dapat mencoba kembali secara berkala untuk masuk ke ruang diskusi ini."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Tulis pesan" })).toBeNull();
    await user.click(within(modal).getByRole("button", { name: "Kembali" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows files by their kind: images, audio and video inline, svg not, others as a download", async () => {
    const file = (id: number, name: string, caption = "") =>
      commentFixture({
        id,
        type: "file_attachment",
        message: "",
        payload: { url: `/api/chat/files/${id}/${name}`, file_name: name, size: 1000, caption },
      });
    serve({
      comments: [
        file(6, "tugas.pdf"),
        file(5, "logo.svg"),
        file(4, "rekaman.mp4"),
        file(3, "suara.mp3"),
        file(2, "foto.JPG", "Ini fotonya"),
      ],
    });
    renderBox();
    const box = await openBox();
    const image = (await within(box).findByRole("img", { name: "Gambar: foto.JPG" })) as HTMLImageElement;
    expect(image.getAttribute("src")).toBe("/api/chat/files/2/foto.JPG");
    expect(within(box).getByText("Ini fotonya")).toBeTruthy();
    expect(box.querySelector("audio[controls]")?.getAttribute("src")).toBe("/api/chat/files/3/suara.mp3");
    expect(box.querySelector("video[controls]")?.getAttribute("src")).toBe("/api/chat/files/4/rekaman.mp4");
    expect(within(box).getByText("File svg tidak ditampilkan.")).toBeTruthy();
    expect(box.querySelector('img[src*="logo.svg"], a[href*="logo.svg"]')).toBeNull();
    const download = within(box).getByRole("link", { name: "Unduh tugas.pdf" });
    expect(download.getAttribute("href")).toBe("/api/chat/files/6/tugas.pdf");
    expect(download.textContent).toContain("tugas.pdf");
  });

  it("shows text as text, mentions highlighted and http(s) addresses as links opening in a new tab", async () => {
    serve({
      comments: [
        commentFixture({
          id: 2,
          message: "Halo @[5|Siti Rahma], baca https://contoh.id/modul. <b>tebal</b> javascript:alert(1)",
        }),
      ],
    });
    renderBox();
    const box = await openBox();
    const link = await within(box).findByRole("link", { name: "https://contoh.id/modul" });
    expect(link.getAttribute("href")).toBe("https://contoh.id/modul");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(box).getByText("@Siti Rahma")).toBeTruthy();
    expect(within(box).getByText(/<b>tebal<\/b> javascript:alert\(1\)/)).toBeTruthy();
    expect(box.querySelector("b")).toBeNull();
    expect(within(box).getAllByRole("link")).toHaveLength(2); // the address and 'Diskusi Program'
  });

  it("sends a chosen file and shows the server's refusal in its words", async () => {
    let refuse = true;
    const uploaded = commentFixture({
      id: 4,
      email: "5",
      username: "Siti Rahma",
      type: "file_attachment",
      message: "",
      payload: { url: "/api/chat/files/4/catatan.pdf", file_name: "catatan.pdf", size: 5, caption: "" },
    });
    const api = serve({
      routes: {
        [`POST ${PATHS.files}`]: () => (refuse ? refused(CHAT_MESSAGES.fileMismatch) : ok({ comment: uploaded })),
      },
    });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    const picker = within(box).getByLabelText("Lampirkan berkas");
    await user.upload(picker, new File(["%PDF-"], "catatan.pdf", { type: "application/pdf" }));
    expect((await within(box).findByRole("alert")).textContent).toBe("Isi berkas tidak sesuai dengan jenisnya");
    const form = api.to("POST", PATHS.files)[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get("file") as File).name).toBe("catatan.pdf");

    refuse = false;
    await user.upload(picker, new File(["%PDF-"], "catatan.pdf", { type: "application/pdf" }));
    expect(await within(box).findByRole("link", { name: "Unduh catatan.pdf" })).toBeTruthy();
    expect(within(box).queryByRole("alert")).toBeNull();
  });

  it("refuses a file over 10 MB before sending it", async () => {
    const api = serve();
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    const big = new File(["x"], "video-besar.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await user.upload(within(box).getByLabelText("Lampirkan berkas"), big);
    expect((await within(box).findByRole("alert")).textContent).toBe("Ukuran berkas paling besar 10 MB");
    expect(api.to("POST", PATHS.files)).toHaveLength(0);
  });

  it("follows the room live: new messages appear, deleted ones go, read receipts turn to 'Dibaca'", async () => {
    const mine = commentFixture({
      id: 3,
      email: "5",
      username: "Siti Rahma",
      message: "Pertanyaan saya",
      read_count: 0,
    });
    serve({ comments: [mine, commentFixture({ id: 2, message: "Silakan bertanya." })] });
    renderBox();
    const box = await openBox();
    const own = (await within(box).findByText("Pertanyaan saya")).closest("article") as HTMLElement;
    expect(within(own).getByText("Terkirim")).toBeTruthy();

    const socket = lastSocket();
    const incoming = commentFixture({ id: 4, message: "Jawabannya ada di modul 3." });
    act(() => socket.serverSends({ id: 100, type: "chat.comment", room_id: 55, comment: incoming }));
    expect(await within(box).findByText("Jawabannya ada di modul 3.")).toBeTruthy();
    // announced to screen readers
    expect(screen.getByText("Pesan baru dari Budi Santoso: Jawabannya ada di modul 3.")).toBeTruthy();

    act(() => socket.serverSends({ id: 101, type: "chat.read", room_id: 55, email: "12", comment_id: 4 }));
    expect(await within(own).findByText("Dibaca")).toBeTruthy();

    act(() => socket.serverSends({ id: 102, type: "chat.deleted", room_id: 55, unique_ids: [incoming.unique_id] }));
    await waitFor(() => expect(within(box).queryByText("Jawabannya ada di modul 3.")).toBeNull());
  });

  it("loads 20 older messages from the top with last_comment_id", async () => {
    const newest = Array.from({ length: 20 }, (_, n) => commentFixture({ id: 40 - n, message: `Pesan ke-${40 - n}` }));
    const older = [commentFixture({ id: 20, message: "Pesan ke-20" })];
    const api = serve({
      routes: {
        [`GET ${PATHS.comments}`]: ({ url }) =>
          url.searchParams.get("last_comment_id") === "21"
            ? ok({ comments: older, has_more: false })
            : ok({ comments: newest, has_more: true }),
      },
    });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    await within(box).findByText("Pesan ke-40");
    expect(api.to("GET", PATHS.comments)[0]?.url.searchParams.get("limit")).toBe("20");
    await user.click(within(box).getByRole("button", { name: "Muat pesan sebelumnya" }));
    expect(await within(box).findByText("Pesan ke-20")).toBeTruthy();
    expect(within(box).queryByRole("button", { name: "Muat pesan sebelumnya" })).toBeNull();
  });

  it("keeps only the rows in view of a long room in the page", async () => {
    stubListLayout({ viewport: 640, row: 80 });
    serve({ comments: Array.from({ length: 20 }, (_, n) => commentFixture({ id: 200 - n })) });
    renderBox();
    const box = await openBox();
    await within(box).findAllByRole("article");
    const shown = within(box).getAllByRole("article").length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
  });

  it("lists the members from the member line", async () => {
    serve({
      routes: {
        [`GET ${PATHS.participants}`]: () => ok({ participants: roomFixture().participants, page: 1, total: 3 }),
      },
    });
    const user = userEvent.setup();
    renderBox();
    const box = await openBox();
    await user.click(within(box).getByRole("button", { name: /lihat daftar anggota/ }));
    const members = await screen.findByRole("dialog", { name: "Daftar Anggota" });
    expect(await within(members).findByText("3 anggota")).toBeTruthy();
    expect(within(members).getByText("Fasilitator")).toBeTruthy();
    expect(within(members).getAllByRole("listitem")).toHaveLength(3);
  });

  it("closes with Escape and by its close button; 'Diskusi Program' leads to the discussion room", async () => {
    serve();
    const user = userEvent.setup();
    const { onClose } = renderBox();
    const box = await openBox();
    expect(within(box).getByRole("link", { name: "Diskusi Program" }).getAttribute("href")).toBe(
      "/tanyamu?initRoom=77",
    );
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(box).getByRole("button", { name: "Tutup chat" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("has no 'Diskusi Program' without a discussion room", async () => {
    serve();
    renderBox(null);
    const box = await openBox();
    expect(within(box).queryByRole("link", { name: "Diskusi Program" })).toBeNull();
  });
});
