import { CHAT_MESSAGES, type Comment, type Room } from "@app/domain/chat/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles, userRoles } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { chatComments, chatMembers, chatRooms, programFacilitators } from "../../db/schema/chat";
import { notifications } from "../../db/schema/notification";
import { multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram, type TopicSpec } from "../../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";

const NOW = new Date("2026-11-27T03:00:00Z");
const clock = testClock(NOW);
let t: TestApp;

let ani: Learner; // enrolled learner
let budi: Learner; // enrolled learner
let citra: Learner; // enrolled in another programme only: the intruder
let nurul: Learner; // the programme's facilitator (role Fasilitator)
let kelas: BuiltProgram;
let lain: BuiltProgram;
let discussion: number;
let facilitatorRoom: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const data = <T>(res: { json(): unknown }) => (res.json() as Body<T>).data;

async function join(who: Learner, roomId: number) {
  return call(who)("POST", "/api/chat/participant/", { room_id: roomId });
}

async function send(who: Learner, roomId: number, message: string, replyTo?: number) {
  return call(who)("POST", `/api/chat/rooms/${roomId}/comments`, {
    message,
    type: replyTo ? "reply" : "text",
    ...(replyTo ? { reply_to: replyTo } : {}),
  });
}

async function upload(who: Learner, roomId: number, name: string, bytes: Buffer, caption = "") {
  const body = multipartBody({ name, bytes }, caption ? { caption } : {});
  return t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${roomId}/files`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}`, "x-requested-with": "XMLHttpRequest" },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, budi, citra, nurul] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Citra Dewi", "Nurul Hidayah"].map((n) => registerLearner(t.app, n)),
  )) as [Learner, Learner, Learner, Learner];
  const creator = await makeInstitution(db, "Lembaga Diskusi");
  const topics: TopicSpec[] = [
    {
      activities: [
        { title: "Bacaan", type: "document" },
        { title: "Konsultasi", type: "direct_chat" },
      ],
    },
  ];
  kelas = await makeProgram(db, { name: "Kelas Diskusi Data Analitik", creatorId: creator.id, topics });
  lain = await makeProgram(db, { name: "Kelas Lain", creatorId: creator.id, topics });
  await db.update(programs).set({ typeRoom: "group" }).where(eq(programs.id, kelas.id));
  for (const who of [ani, budi]) await enrol(db, who.userId, kelas.id, NOW);
  await enrol(db, citra.userId, lain.id, NOW);
  const [role] = await db
    .insert(roles)
    .values({ label: "Fasilitator" })
    .onConflictDoUpdate({ target: roles.label, set: { label: "Fasilitator" } })
    .returning({ id: roles.id });
  if (!role) throw new Error("role not inserted");
  await db.insert(userRoles).values({ userId: nurul.userId, roleId: role.id });
  await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
  // the dashboard's discussion room appears once the programme's rooms exist
  const description = await call(ani)(
    "GET",
    `/api/program_activity/v2/product_by_activity/${kelas.activity("Bacaan").id}/description`,
  );
  expect(description.statusCode).toBe(200);
  facilitatorRoom = data<{ room_id: number }>(description).room_id;
  expect(facilitatorRoom).toBeGreaterThan(0);
  const [program] = await db.select({ roomId: programs.roomId }).from(programs).where(eq(programs.id, kelas.id));
  discussion = program?.roomId ?? 0;
  expect(discussion).toBeGreaterThan(0);
  expect(discussion).not.toBe(facilitatorRoom);
});

afterAll(async () => {
  await t.close();
});

describe("entering a room", () => {
  it("lets enrolled learners and the facilitator in, and answers the room with its members", async () => {
    for (const who of [ani, budi, nurul]) expect((await join(who, discussion)).statusCode).toBe(200);
    const room = data<{ results: { room: Room } }>(await join(ani, discussion)).results.room;
    expect(room).toMatchObject({ id: discussion, name: "Kelas Diskusi Data Analitik", room_type: "group" });
    expect(room.participants.map((p) => p.username).sort()).toEqual(["Ani Lestari", "Budi Santoso", "Nurul Hidayah"]);
    expect(room.participants.find((p) => p.username === "Nurul Hidayah")?.role).toBe("Fasilitator");
    expect(room.can_moderate).toBe(false);
    expect(data<{ results: { room: Room } }>(await join(nurul, discussion)).results.room.can_moderate).toBe(true);
  });

  it("refuses a learner of another programme, a visitor and an unknown room", async () => {
    const stranger = await join(citra, discussion);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ status: 403, message: CHAT_MESSAGES.notMember });
    expect((await join(null as unknown as Learner, discussion).catch(() => null))?.statusCode ?? 401).toBe(401);
    expect((await call(null)("POST", "/api/chat/participant/", { room_id: discussion })).statusCode).toBe(401);
    // an unknown room is refused like another's: room ids cannot be probed
    expect((await join(ani, 999_999)).statusCode).toBe(403);
    expect((await call(ani)("POST", "/api/chat/participant/", { room_id: "x" })).statusCode).toBe(400);
  });

  it("answers a full room with the message the web app shows as 'Ruang Diskusi Penuh'", async () => {
    const db = t.database.db;
    // the facilitator is in the facilitator room from the start, and not counted: one place is left for learners
    const inRoom = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.roomId, facilitatorRoom));
    expect(inRoom.map((m) => m.userId)).toEqual([nurul.userId]);
    await db.update(chatRooms).set({ capacity: 1 }).where(eq(chatRooms.id, facilitatorRoom));
    expect((await join(ani, facilitatorRoom)).statusCode).toBe(200);
    const full = await join(budi, facilitatorRoom);
    expect(full.statusCode).toBe(400);
    expect((full.json() as Body).message).toContain("room participants can't more than 1");
    // entering again is no new place: Ani is answered the room
    expect((await join(ani, facilitatorRoom)).statusCode).toBe(200);
    await db.update(chatRooms).set({ capacity: 1000 }).where(eq(chatRooms.id, facilitatorRoom));
  });
});

describe("messages", () => {
  it("sends a trimmed message and refuses an empty one or a non-member's", async () => {
    const sent = await send(ani, discussion, "  Halo semua, ada yang sudah mulai tugas 1?  ");
    expect(sent.statusCode).toBe(200);
    const comment = data<{ comment: Comment }>(sent).comment;
    expect(comment).toMatchObject({
      message: "Halo semua, ada yang sudah mulai tugas 1?",
      email: String(ani.userId),
      username: "Ani Lestari",
      type: "text",
      can_delete: true,
    });
    const empty = await send(ani, discussion, " \n\t ");
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as Body).message).toBe(CHAT_MESSAGES.emptyMessage);
    expect((await send(citra, discussion, "boleh ikut?")).statusCode).toBe(403);
    expect((await send(ani, discussion, "x".repeat(4_001))).statusCode).toBe(400);
  });

  it("keeps markup as text and a reply carries the quoted message", async () => {
    const first = data<{ comment: Comment }>(await send(budi, discussion, "<b>tebal</b> https://contoh.id/a")).comment;
    expect(first.message).toBe("<b>tebal</b> https://contoh.id/a");
    const reply = data<{ comment: Comment }>(await send(nurul, discussion, "Betul, lihat tautannya", first.id)).comment;
    expect(reply.type).toBe("reply");
    expect(reply.payload).toMatchObject({
      replied_comment_id: first.id,
      replied_comment_message: first.message,
      replied_comment_sender_username: "Budi Santoso",
      replied_comment_sender_email: String(budi.userId),
      replied_comment_type: "text",
      text: "Betul, lihat tautannya",
    });
    expect(reply.comment_before_id).toBe(first.id);
    // the quoted learner is notified of the reply
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, budi.userId));
    expect(note).toMatchObject({ type: "reply", objectType: "chat", link: `/tanyamu?initRoom=${discussion}` });
    // a reply to a message of another room is refused
    const other = data<{ comment: Comment }>(await send(ani, facilitatorRoom, "pertanyaan pribadi")).comment;
    expect((await send(ani, discussion, "balasan", other.id)).statusCode).toBe(400);
  });

  it("notifies a mentioned member, never a stranger", async () => {
    const db = t.database.db;
    const before = await db.select().from(notifications).where(eq(notifications.userId, ani.userId));
    await send(budi, discussion, `Coba tanya @[${ani.userId}|Ani Lestari] dan @[${citra.userId}|Citra]`);
    const after = await db.select().from(notifications).where(eq(notifications.userId, ani.userId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ type: "mention", body: "Coba tanya @Ani Lestari dan @Citra" });
    expect(await db.select().from(notifications).where(eq(notifications.userId, citra.userId))).toHaveLength(0);
  });

  it("lists newest first, with read receipts, to members only", async () => {
    const page = data<{ comments: Comment[]; has_more: boolean }>(
      await call(ani)("GET", `/api/chat/rooms/${discussion}/comments`),
    );
    expect(page.comments.length).toBeGreaterThan(2);
    const ids = page.comments.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call(citra)("GET", `/api/chat/rooms/${discussion}/comments`)).statusCode).toBe(403);
    expect((await call(citra)("GET", `/api/chat/rooms/${discussion}/participants`)).statusCode).toBe(403);
    expect((await call(citra)("GET", `/api/chat/rooms/${discussion}`)).statusCode).toBe(403);
    // Budi reads up to Ani's newest message: it counts one reader (Budi) more
    const fresh = data<{ comment: Comment }>(await send(ani, discussion, "Sudah, saya di bagian 2")).comment;
    expect(fresh.read_count).toBe(0);
    const read = await call(budi)("POST", `/api/chat/rooms/${discussion}/read`, { comment_id: fresh.id });
    expect(data<{ unread_count: number }>(read).unread_count).toBe(0);
    const again = data<{ comments: Comment[] }>(await call(ani)("GET", `/api/chat/rooms/${discussion}/comments`));
    expect(again.comments.find((c) => c.id === fresh.id)?.read_count).toBe(1);
    expect((await call(citra)("POST", `/api/chat/rooms/${discussion}/read`, { comment_id: fresh.id })).statusCode).toBe(
      403,
    );
  });

  it("lists the caller's rooms with unread counts", async () => {
    await send(nurul, discussion, "Pengingat: tugas 1 dikumpulkan Jumat");
    const rooms = data<{ rooms: Room[] }>(await call(budi)("GET", "/api/chat/subject/")).rooms;
    const room = rooms.find((r) => r.id === discussion);
    expect(room?.unread_count).toBe(1);
    expect(room?.last_comment?.message).toBe("Pengingat: tugas 1 dikumpulkan Jumat");
    expect(data<{ rooms: Room[] }>(await call(citra)("GET", "/api/chat/subject/")).rooms).toEqual([]);
  });
});

describe("deleting", () => {
  it("lets the sender delete their own and the facilitator anyone's, not a learner others'", async () => {
    const fromAni = data<{ comment: Comment }>(await send(ani, discussion, "pesan Ani")).comment;
    const fromNurul = data<{ comment: Comment }>(await send(nurul, discussion, "pesan fasilitator")).comment;
    const refused = await call(ani)("DELETE", "/api/chat/messages/", { unique_ids: [fromNurul.unique_id] });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Body).message).toBe(CHAT_MESSAGES.cannotDelete);
    // all or nothing: one foreign message refuses the whole call
    const mixed = await call(ani)("DELETE", "/api/chat/messages/", {
      unique_ids: [fromAni.unique_id, fromNurul.unique_id],
    });
    expect(mixed.statusCode).toBe(403);
    const byStranger = await call(citra)("DELETE", "/api/chat/messages/", { unique_ids: [fromAni.unique_id] });
    expect(byStranger.statusCode).toBe(403);
    const moderated = await call(nurul)("DELETE", "/api/chat/messages/", { unique_ids: [fromAni.unique_id] });
    expect(data<{ unique_ids: string[] }>(moderated).unique_ids).toEqual([fromAni.unique_id]);
    const own = await call(nurul)("DELETE", "/api/chat/messages/", { unique_ids: [fromNurul.unique_id] });
    expect(own.statusCode).toBe(200);
    const page = data<{ comments: Comment[] }>(await call(budi)("GET", `/api/chat/rooms/${discussion}/comments`));
    expect(page.comments.map((c) => c.id)).not.toContain(fromAni.id);
    expect(page.comments.map((c) => c.id)).not.toContain(fromNurul.id);
    expect((await call(ani)("DELETE", "/api/chat/messages/", { unique_ids: ["bukan-uuid"] })).statusCode).toBe(400);
  });

  it("blanks a deleted message's text in the replies that quote it", async () => {
    const quoted = data<{ comment: Comment }>(await send(ani, discussion, "pesan yang nanti dihapus")).comment;
    const reply = data<{ comment: Comment }>(await send(budi, discussion, "setuju", quoted.id)).comment;
    await call(nurul)("DELETE", "/api/chat/messages/", { unique_ids: [quoted.unique_id] });
    const page = data<{ comments: Comment[] }>(await call(budi)("GET", `/api/chat/rooms/${discussion}/comments`));
    const shown = page.comments.find((c) => c.id === reply.id);
    expect(shown?.payload).toMatchObject({ replied_comment_message: CHAT_MESSAGES.quotedDeleted, text: "setuju" });
    expect(JSON.stringify(page)).not.toContain("pesan yang nanti dihapus");
  });

  it("gives the Fasilitator role no delete right in a programme the user does not facilitate", async () => {
    const db = t.database.db;
    const other = await registerLearner(t.app, "Oki Fasilitator Lain");
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.label, "Fasilitator"));
    if (!role) throw new Error("no Fasilitator role");
    await db.insert(userRoles).values({ userId: other.userId, roleId: role.id });
    await enrol(db, other.userId, kelas.id, NOW);
    const room = data<{ results: { room: Room } }>(await join(other, discussion)).results.room;
    expect(room.can_moderate).toBe(false);
    const fromAni = data<{ comment: Comment }>(await send(ani, discussion, "bukan urusan fasilitator lain")).comment;
    const refused = await call(other)("DELETE", "/api/chat/messages/", { unique_ids: [fromAni.unique_id] });
    expect(refused.statusCode).toBe(403);
    const page = data<{ comments: Comment[] }>(await call(other)("GET", `/api/chat/rooms/${discussion}/comments`));
    expect(page.comments.find((c) => c.id === fromAni.id)?.can_delete).toBe(false);
  });
});

describe("paging a long room", () => {
  it("pages 1,000 messages back 20 at a time without a gap or a repeat", async () => {
    const db = t.database.db;
    const [room] = await db
      .insert(chatRooms)
      .values({ kind: "discussion", programId: lain.id, name: "Kelas Lain", capacity: 10 })
      .returning({ id: chatRooms.id });
    if (!room) throw new Error("room not inserted");
    await db.insert(chatMembers).values({ roomId: room.id, userId: citra.userId, joinedAt: NOW });
    await db.execute(sql`
      insert into ${chatComments} (room_id, user_id, type, message, created_at)
      select ${room.id}, ${citra.userId}, 'text', 'pesan ' || g, ${NOW.toISOString()}::timestamptz
      from generate_series(1, 1000) g`);
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const res = await call(citra)(
        "GET",
        `/api/chat/rooms/${room.id}/comments${before ? `?last_comment_id=${before}` : ""}`,
      );
      const page = data<{ comments: Comment[]; has_more: boolean }>(res);
      pages++;
      expect(page.comments.length).toBeLessThanOrEqual(20);
      for (const [i, c] of page.comments.entries()) {
        const next = page.comments[i + 1];
        if (next) expect(c.comment_before_id).toBe(next.id);
      }
      seen.push(...page.comments.map((c) => c.id));
      if (!page.has_more) break;
      before = page.comments.at(-1)?.id;
    }
    expect(pages).toBe(50);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const messages = await call(citra)("GET", `/api/chat/rooms/${room.id}/comments?last_comment_id=${seen.at(-1)}`);
    expect(data<{ comments: Comment[] }>(messages).comments).toEqual([]);
    expect((await call(citra)("GET", `/api/chat/rooms/${room.id}/comments?limit=21`)).statusCode).toBe(400);
  });
});

describe("files", () => {
  it("sends an image shown inline to members, and refuses a page renamed .png", async () => {
    const sent = await upload(ani, discussion, "grafik.png", SAMPLE_FILES.png, "Grafik penjualan");
    expect(sent.statusCode).toBe(200);
    const comment = data<{ comment: Comment }>(sent).comment;
    expect(comment).toMatchObject({ type: "file_attachment", message: "Grafik penjualan" });
    const payload = comment.payload as { url: string; file_name: string };
    expect(payload.file_name).toBe("grafik.png");
    const file = await t.app.inject({
      method: "GET",
      url: payload.url,
      headers: { authorization: `Bearer ${budi.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(String(file.headers["content-disposition"])).toMatch(/^inline/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    const stranger = await t.app.inject({
      method: "GET",
      url: payload.url,
      headers: { authorization: `Bearer ${citra.token}` },
    });
    expect(stranger.statusCode).toBe(403);
    const disguised = await upload(ani, discussion, "grafik.png", SAMPLE_FILES.html);
    expect(disguised.statusCode).toBe(400);
    expect((disguised.json() as Body).message).toBe(CHAT_MESSAGES.fileMismatch);
    expect((await upload(ani, discussion, "program.pdf", SAMPLE_FILES.exe)).statusCode).toBe(400);
  });

  it("keeps an svg and other files as downloads only", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const sent = data<{ comment: Comment }>(await upload(ani, discussion, "logo.svg", svg)).comment;
    const svgFile = await t.app.inject({
      method: "GET",
      url: (sent.payload as { url: string }).url,
      headers: { authorization: `Bearer ${ani.token}` },
    });
    expect(String(svgFile.headers["content-disposition"])).toMatch(/^attachment/);
    expect(svgFile.headers["content-security-policy"]).toContain("sandbox");
    const pdf = data<{ comment: Comment }>(await upload(ani, discussion, "materi.pdf", SAMPLE_FILES.pdf)).comment;
    expect((pdf.payload as { file_name: string }).file_name).toBe("materi.pdf");
    const big = await upload(ani, discussion, "besar.txt", Buffer.alloc(10 * 1024 * 1024 + 10, 97));
    expect(big.statusCode).toBe(413);
  });
});

describe("personal chat", () => {
  it("opens the direct_chat room of the learner with the facilitator, once", async () => {
    const activity = kelas.activity("Konsultasi").id;
    const first = await call(ani)("POST", "/api/program_activity/personal_chat/", { activity_id: activity });
    expect(first.statusCode).toBe(200);
    const roomId = data<{ room_id: number }>(first).room_id;
    const again = await call(ani)("POST", "/api/program_activity/personal_chat/", { activity_id: activity });
    expect(data<{ room_id: number }>(again).room_id).toBe(roomId);
    expect((await send(ani, roomId, "Bu, saya mau konsultasi")).statusCode).toBe(200);
    expect((await call(nurul)("GET", `/api/chat/rooms/${roomId}/comments`)).statusCode).toBe(200);
    // a classmate cannot enter or read someone's personal room
    expect((await join(budi, roomId)).statusCode).toBe(403);
    expect((await call(budi)("GET", `/api/chat/rooms/${roomId}/comments`)).statusCode).toBe(403);
    const notDirect = await call(ani)("POST", "/api/program_activity/personal_chat/", {
      activity_id: kelas.activity("Bacaan").id,
    });
    expect(notDirect.statusCode).toBe(400);
    const foreign = await call(citra)("POST", "/api/program_activity/personal_chat/", { activity_id: activity });
    expect(foreign.statusCode).toBe(403);
  });
});

describe.runIf(onPostgres)("capacity on PostgreSQL", () => {
  it("gives the last place to one of many learners racing for it", async () => {
    const db = t.database.db;
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => registerLearner(t.app, `Pelomba ${i}`)));
    for (const r of racers) await enrol(db, r.userId, kelas.id, NOW);
    // the capacity counts the learners who entered, not the facilitator
    const learners = sql<number>`count(*) filter (where ${chatMembers.userId} <> ${nurul.userId})`.mapWith(Number);
    const [before] = await db.select({ n: learners }).from(chatMembers).where(eq(chatMembers.roomId, discussion));
    const capacity = (before?.n ?? 0) + 1;
    await db.update(chatRooms).set({ capacity }).where(eq(chatRooms.id, discussion));
    const answers = await Promise.all(racers.map((r) => join(r, discussion)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(7);
    const [after] = await db.select({ n: learners }).from(chatMembers).where(eq(chatMembers.roomId, discussion));
    expect(after?.n).toBe(capacity);
  });
});
