import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  verify,
} from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { createServer, globalAgent, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import {
  type Announcement,
  type AnnouncementSummary,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type Notification,
} from "@app/domain/notification/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { programFacilitators } from "../../db/schema/chat";
import { announcements, notifications, pushOutbox, pushSubscriptions } from "../../db/schema/notification";
import { MESSAGES } from "../../platform/errors";
import { type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { type NewNotification, notify } from "./notify";

const NOW = new Date("2026-11-27T03:00:00Z");
const MINUTE = 60_000;
const PASSWORD = "Belajar2026ok"; // registerLearner's

type Body<T = unknown> = { status: number; message: string; data: T };
type Method = "GET" | "POST" | "PUT";
type Settings = {
  push_available: boolean;
  vapid_public_key: string | null;
  subscribed: boolean;
  kinds: { type: string; label: string; push: boolean }[];
};
type Page = { notifications: Notification[]; page: number; limit: number; total: number; unread: number };
type Counter = { unread: number; chat_unread: number };

/** A call as the web app makes it: the session token (none for a visitor) and the CSRF header. */
function caller(app: FastifyInstance, who: Learner | null) {
  return (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { "x-requested-with": "XMLHttpRequest", ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
const bodyOf = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const data = <T>(res: { json(): unknown }) => bodyOf<T>(res).data;

/** Writes a notification the way every module does: notify() in the caller's transaction. */
async function notifyAt(on: TestApp, userId: number, at: Date, input: Partial<NewNotification> = {}): Promise<void> {
  await on.database.db.transaction((tx) =>
    notify(
      tx,
      {
        userId,
        type: "payment_paid",
        objectType: "payment",
        objectId: 1,
        title: "Pembayaran berhasil",
        body: "Pembayaran Anda sudah kami terima.",
        link: "/transaksi",
        ...input,
      },
      at,
    ),
  );
}

function expectInvalid(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = bodyOf<{ fields: { field: string }[] }>(res);
  expect(body).toMatchObject({ status: 400, message: MESSAGES.invalidInput });
  expect(body.data.fields.map((f) => f.field)).toContain(field);
}

function expectRefused(res: { statusCode: number; json(): unknown }, httpStatus: number, message: string) {
  expect(res.statusCode).toBe(httpStatus);
  expect(bodyOf(res)).toMatchObject({ status: httpStatus, message });
}

// ---- the main app: push is off (no VAPID keys) ------------------------------------------------------------

const clock = testClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
});

afterAll(async () => {
  await t?.close();
});

describe("the notification list", () => {
  let ani: Learner;
  let budi: Learner;
  let budiNote: number;

  beforeAll(async () => {
    [ani, budi] = (await Promise.all(["Ani Lestari", "Budi Santoso"].map((n) => registerLearner(t.app, n)))) as [
      Learner,
      Learner,
    ];
    // written out of time order, so an order found must come from sent_at and not from the ids
    const ani5: [number, Partial<NewNotification>][] = [
      [3, { title: "N3" }],
      [1, { title: "N1" }],
      [5, { title: "N5", type: "reply", objectType: "chat", link: "/tanyamu?initRoom=7" }],
      [2, { title: "N2", type: "mention", objectType: "chat", link: "/tanyamu?initRoom=7" }],
      [4, { title: "N4", type: "enrolment", objectType: "program", link: "/program-saya" }],
    ];
    for (const [minute, input] of ani5) await notifyAt(t, ani.userId, new Date(NOW.getTime() + minute * MINUTE), input);
    await notifyAt(t, budi.userId, new Date(NOW.getTime() + 9 * MINUTE), { title: "B1" });
    const [row] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, budi.userId));
    budiNote = row?.id ?? 0;
    expect(budiNote).toBeGreaterThan(0);
  });

  const titles = (page: Page) => page.notifications.map((n) => n.title);

  it("pages the caller's own notifications newest first, in the caller's page size, with total and unread", async () => {
    const first = await caller(t.app, ani)("GET", "/api/notifications?limit=2");
    expect(first.statusCode).toBe(200);
    const page1 = data<Page>(first);
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 5, unread: 5 });
    expect(titles(page1)).toEqual(["N5", "N4"]);
    expect(page1.notifications[0]).toMatchObject({
      type: "reply",
      object_type: "chat",
      object_id: 1,
      body: "Pembayaran Anda sudah kami terima.",
      link: "/tanyamu?initRoom=7",
      sent_at: new Date(NOW.getTime() + 5 * MINUTE).toISOString(),
      read_at: null,
    });
    expect(titles(data<Page>(await caller(t.app, ani)("GET", "/api/notifications?limit=2&page=2")))).toEqual([
      "N3",
      "N2",
    ]);
    expect(titles(data<Page>(await caller(t.app, ani)("GET", "/api/notifications?limit=2&page=3")))).toEqual(["N1"]);
    const past = data<Page>(await caller(t.app, ani)("GET", "/api/notifications?limit=2&page=4"));
    expect(past).toMatchObject({ notifications: [], total: 5 });
    // the default page holds all five; Budi's never shows up in Ani's list, nor hers in his
    const all = data<Page>(await caller(t.app, ani)("GET", "/api/notifications"));
    expect(all).toMatchObject({ page: 1, limit: 10, total: 5 });
    expect(titles(all)).toEqual(["N5", "N4", "N3", "N2", "N1"]);
    expect(titles(data<Page>(await caller(t.app, budi)("GET", "/api/notifications")))).toEqual(["B1"]);
    expect(data<Page>(await caller(t.app, ani)("GET", "/api/notifications?limit=50")).total).toBe(5);
  });

  it("filters by object type; the unread count stays the caller's whole count", async () => {
    const chat = data<Page>(await caller(t.app, ani)("GET", "/api/notifications?object_type=chat"));
    expect(titles(chat)).toEqual(["N5", "N2"]);
    expect(chat).toMatchObject({ total: 2, unread: 5 });
    const payment = data<Page>(await caller(t.app, ani)("GET", "/api/notifications?object_type=payment&limit=1"));
    expect(titles(payment)).toEqual(["N3"]);
    expect(payment.total).toBe(2);
    expect(data<Page>(await caller(t.app, ani)("GET", "/api/notifications?object_type=account"))).toMatchObject({
      notifications: [],
      total: 0,
    });
  });

  it("refuses a page size outside 1..50, a bad page and an unknown object type with the 400 envelope", async () => {
    const list = (query: string) => caller(t.app, ani)("GET", `/api/notifications?${query}`);
    expectInvalid(await list("limit=51"), "querystring.limit");
    expectInvalid(await list("limit=0"), "querystring.limit");
    expectInvalid(await list("limit=x"), "querystring.limit");
    expectInvalid(await list("limit=2.5"), "querystring.limit");
    expectInvalid(await list("page=0"), "querystring.page");
    expectInvalid(await list("page=x"), "querystring.page");
    expectInvalid(await list("object_type=spam"), "querystring.object_type");
    // a kind of notification is not an object type
    expectInvalid(await list("object_type=reply"), "querystring.object_type");
  });

  it("answers both counters of the navbar", async () => {
    const res = await caller(t.app, ani)("GET", "/api/notifications/counter");
    expect(res.statusCode).toBe(200);
    expect(data<Counter>(res)).toEqual({ unread: 5, chat_unread: 0 });
    expect(data<Counter>(await caller(t.app, budi)("GET", "/api/notifications/counter"))).toEqual({
      unread: 1,
      chat_unread: 0,
    });
  });

  it("marks one notification read: the counter drops, and a second call changes nothing", async () => {
    const [n3] = data<Page>(await caller(t.app, ani)("GET", "/api/notifications?object_type=payment")).notifications;
    expect(n3?.title).toBe("N3");
    const id = n3?.id ?? 0;
    const read = await caller(t.app, ani)("POST", `/api/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(data<Counter>(read)).toEqual({ unread: 4, chat_unread: 0 });
    const readAt = NOW.toISOString();
    const marked = async () =>
      data<Page>(await caller(t.app, ani)("GET", "/api/notifications?object_type=payment")).notifications.find(
        (n) => n.id === id,
      )?.read_at;
    expect(await marked()).toBe(readAt);
    clock.advance(MINUTE);
    const again = await caller(t.app, ani)("POST", `/api/notifications/${id}/read`);
    expect(again.statusCode).toBe(200);
    expect(data<Counter>(again)).toEqual({ unread: 4, chat_unread: 0 });
    // the first reading's time is kept
    expect(await marked()).toBe(readAt);
    expect(data<Page>(await caller(t.app, ani)("GET", "/api/notifications")).unread).toBe(4);
  });

  it("answers 404 for another user's notification, and leaves it unread", async () => {
    expectRefused(
      await caller(t.app, ani)("POST", `/api/notifications/${budiNote}/read`),
      404,
      NOTIFICATION_MESSAGES.notFound,
    );
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, budiNote));
    expect(row?.readAt).toBeNull();
    expect(data<Counter>(await caller(t.app, budi)("GET", "/api/notifications/counter")).unread).toBe(1);
    expectRefused(
      await caller(t.app, ani)("POST", "/api/notifications/99999999/read"),
      404,
      NOTIFICATION_MESSAGES.notFound,
    );
    expectInvalid(await caller(t.app, ani)("POST", "/api/notifications/x/read"), "params.id");
    expectInvalid(await caller(t.app, ani)("POST", "/api/notifications/0/read"), "params.id");
  });

  it("marks all of the caller's notifications read, and nobody else's", async () => {
    const res = await caller(t.app, ani)("POST", "/api/notifications/read-all");
    expect(res.statusCode).toBe(200);
    expect(data<Counter>(res)).toEqual({ unread: 0, chat_unread: 0 });
    const page = data<Page>(await caller(t.app, ani)("GET", "/api/notifications"));
    expect(page.unread).toBe(0);
    expect(page.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect(data<Counter>(await caller(t.app, budi)("GET", "/api/notifications/counter")).unread).toBe(1);
    // a new one counts again
    await notifyAt(t, ani.userId, clock(), { title: "N6" });
    expect(data<Counter>(await caller(t.app, ani)("GET", "/api/notifications/counter")).unread).toBe(1);
  });

  it("answers a visitor 401 on every call", async () => {
    const visitor = caller(t.app, null);
    const calls: [Method, string, unknown?][] = [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/counter"],
      ["POST", "/api/notifications/read-all"],
      ["POST", `/api/notifications/${budiNote}/read`],
      ["GET", "/api/notifications/settings"],
      ["PUT", "/api/notifications/settings", { push_off: [] }],
      ["POST", "/api/v2/auth/update-fcm-token", { token: "" }],
      ["POST", "/api/program-activity/v3/program-detail/get/tab-announcement", { program_id: 1 }],
      ["GET", "/api/announcements/pengumuman-1"],
      ["POST", "/api/announcements", { program_id: 1, title: "Judul", body: "<p>Isi</p>" }],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor(method, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(bodyOf(res).status).toBe(401);
    }
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, budiNote));
    expect(row?.readAt).toBeNull();
  });
});

describe("push settings when the server has no VAPID keys", () => {
  let cita: Learner;

  beforeAll(async () => {
    cita = await registerLearner(t.app, "Cita Rahma");
  });

  it("says push is not available and every kind is pushed by default", async () => {
    const res = await caller(t.app, cita)("GET", "/api/notifications/settings");
    expect(res.statusCode).toBe(200);
    const settings = data<Settings>(res);
    expect(settings).toMatchObject({ push_available: false, vapid_public_key: null, subscribed: false });
    expect(settings.kinds).toEqual(
      NOTIFICATION_TYPES.map((type) => ({ type, label: NOTIFICATION_TYPE_LABELS[type], push: true })),
    );
  });

  it("refuses a subscription while push is off, and stores nothing", async () => {
    const token = JSON.stringify({
      endpoint: "https://push.contoh.id/send/abc",
      keys: { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: "c2VjcmV0LWF1dGgtMTY" },
    });
    expectRefused(
      await caller(t.app, cita)("POST", "/api/v2/auth/update-fcm-token", { token }),
      400,
      NOTIFICATION_MESSAGES.pushOff,
    );
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, cita.userId));
    expect(rows).toHaveLength(0);
    // removing one (the web app's logout and 'turn off') is always fine
    const removed = await caller(t.app, cita)("POST", "/api/v2/auth/update-fcm-token", { token: "" });
    expect(removed.statusCode).toBe(200);
    expect(data(removed)).toEqual({ subscribed: false });
    expectInvalid(await caller(t.app, cita)("POST", "/api/v2/auth/update-fcm-token", {}), "body.token");
  });

  it("keeps the kinds the user turned off, and refuses an unknown kind", async () => {
    const put = await caller(t.app, cita)("PUT", "/api/notifications/settings", {
      push_off: ["reply", "announcement", "reply"],
    });
    expect(put.statusCode).toBe(200);
    const off = (s: Settings) =>
      s.kinds
        .filter((k) => !k.push)
        .map((k) => k.type)
        .sort();
    expect(off(data<Settings>(put))).toEqual(["announcement", "reply"]);
    const read = data<Settings>(await caller(t.app, cita)("GET", "/api/notifications/settings"));
    expect(off(read)).toEqual(["announcement", "reply"]);
    expect(read.kinds).toHaveLength(NOTIFICATION_TYPES.length);

    expectInvalid(
      await caller(t.app, cita)("PUT", "/api/notifications/settings", { push_off: ["reply", "spam"] }),
      "body.push_off.1",
    );
    expectInvalid(await caller(t.app, cita)("PUT", "/api/notifications/settings", {}), "body.push_off");
    expectInvalid(
      await caller(t.app, cita)("PUT", "/api/notifications/settings", { push_off: "reply" }),
      "body.push_off",
    );
    // a refused call changed nothing
    expect(off(data<Settings>(await caller(t.app, cita)("GET", "/api/notifications/settings")))).toEqual([
      "announcement",
      "reply",
    ]);
    // and every kind can be turned back on
    const on = data<Settings>(await caller(t.app, cita)("PUT", "/api/notifications/settings", { push_off: [] }));
    expect(off(on)).toEqual([]);
  });
});

// ---- announcements ---------------------------------------------------------------------------------------------

describe("announcements", () => {
  let dewi: Learner; // learner of the programme
  let eka: Learner; // learner of the programme
  let fajar: Learner; // learner of another programme only: the stranger
  let nurul: Learner; // the programme's facilitator
  let kelas: BuiltProgram;
  let lain: BuiltProgram;
  let published: Announcement;

  const publish = (who: Learner, body: unknown) => caller(t.app, who)("POST", "/api/announcements", body);
  const tab = (who: Learner, programId: unknown) =>
    caller(t.app, who)("POST", "/api/program-activity/v3/program-detail/get/tab-announcement", {
      program_id: programId,
    });

  beforeAll(async () => {
    const db = t.database.db;
    [dewi, eka, fajar, nurul] = (await Promise.all(
      ["Dewi Anggraini", "Eka Putra", "Fajar Nugroho", "Nurul Hidayah"].map((n) => registerLearner(t.app, n)),
    )) as [Learner, Learner, Learner, Learner];
    const creator = await makeInstitution(db, "Lembaga Pengumuman");
    const topics = [{ activities: [{ title: "Bacaan", type: "document" as const }] }];
    kelas = await makeProgram(db, { name: "Kelas Analisis Data", creatorId: creator.id, topics });
    lain = await makeProgram(db, { name: "Kelas Lain", creatorId: creator.id, topics });
    for (const who of [dewi, eka]) await enrol(db, who.userId, kelas.id, NOW);
    await enrol(db, fajar.userId, lain.id, NOW);
    await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
  });

  it("a facilitator publishes: the body is sanitised, the slug made, each learner of the programme notified once", async () => {
    const res = await publish(nurul, {
      program_id: kelas.id,
      title: "  Jadwal Ujian Akhir  ",
      body: '<p>Ujian <b>Senin</b> pukul 09.00</p><p>Bawa KTP &amp; alat tulis</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    });
    expect(res.statusCode).toBe(200);
    published = data<{ announcement: Announcement }>(res).announcement;
    expect(published).toMatchObject({
      program_id: kelas.id,
      title: "Jadwal Ujian Akhir",
      slug: `jadwal-ujian-akhir-${published.id}`,
      excerpt: "Ujian Senin pukul 09.00 Bawa KTP & alat tulis",
      author_name: "Nurul Hidayah",
      program_name: "Kelas Analisis Data",
      program_slug: kelas.slug,
      published_at: clock().toISOString(),
    });
    expect(published.body).toContain("<b>Senin</b>");
    expect(published.body).toContain("KTP &amp; alat tulis");
    expect(published.body).not.toMatch(/<script|alert|onerror/i);
    const [stored] = await t.database.db.select().from(announcements).where(eq(announcements.id, published.id));
    expect(stored?.body).toBe(published.body);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.objectType, "announcement"), eq(notifications.objectId, published.id)));
    expect(notes.map((n) => n.userId).sort((a, b) => a - b)).toEqual([dewi.userId, eka.userId].sort((a, b) => a - b));
    for (const note of notes) {
      expect(note).toMatchObject({
        type: "announcement",
        title: "Pengumuman Kelas Analisis Data: Jadwal Ujian Akhir",
        body: "Ujian Senin pukul 09.00 Bawa KTP & alat tulis",
        link: `/pengumuman/${published.slug}`,
        readAt: null,
      });
    }
    // the learner sees it in the list's announcement filter; the author and the stranger have none
    const list = data<Page>(await caller(t.app, dewi)("GET", "/api/notifications?object_type=announcement"));
    expect(list.notifications.map((n) => n.link)).toEqual([`/pengumuman/${published.slug}`]);
    expect(list.unread).toBe(1);
    for (const who of [nurul, fajar]) {
      expect(data<Counter>(await caller(t.app, who)("GET", "/api/notifications/counter")).unread).toBe(0);
    }
  });

  it("lists it in the programme's announcement tab to its learners and staff, 403 to a stranger", async () => {
    clock.advance(MINUTE);
    const later = data<{ announcement: Announcement }>(
      await publish(nurul, { program_id: kelas.id, title: "Materi Tambahan", body: "<p>Sudah diunggah</p>" }),
    ).announcement;
    for (const who of [dewi, nurul]) {
      const res = await tab(who, kelas.id);
      expect(res.statusCode).toBe(200);
      const list = data<{ announcements: AnnouncementSummary[] }>(res).announcements;
      expect(list.map((a) => a.slug)).toEqual([later.slug, published.slug]);
      expect(list[1]).toMatchObject({
        title: "Jadwal Ujian Akhir",
        excerpt: "Ujian Senin pukul 09.00 Bawa KTP & alat tulis",
      });
    }
    expectRefused(await tab(fajar, kelas.id), 403, MESSAGES.forbidden);
    expect(data<{ announcements: AnnouncementSummary[] }>(await tab(fajar, lain.id)).announcements).toEqual([]);
    expectInvalid(await tab(dewi, "x"), "body.program_id");
    expectInvalid(await tab(dewi, 0), "body.program_id");
  });

  it("shows /pengumuman/{slug} to a learner; a stranger and an unknown slug get 404", async () => {
    const res = await caller(t.app, dewi)("GET", `/api/announcements/${published.slug}`);
    expect(res.statusCode).toBe(200);
    expect(data<{ announcement: Announcement }>(res).announcement).toEqual(published);
    expectRefused(
      await caller(t.app, fajar)("GET", `/api/announcements/${published.slug}`),
      404,
      NOTIFICATION_MESSAGES.announcementNotFound,
    );
    expectRefused(
      await caller(t.app, dewi)("GET", "/api/announcements/tidak-ada-999999"),
      404,
      NOTIFICATION_MESSAGES.announcementNotFound,
    );
  });

  it("refuses a learner, a facilitator of another programme and bad input, and writes nothing", async () => {
    const db = t.database.db;
    const count = async () => ({
      announcements: (await db.select().from(announcements)).length,
      notifications: (await db.select().from(notifications)).length,
    });
    const before = await count();
    expectRefused(
      await publish(dewi, { program_id: kelas.id, title: "Libur", body: "<p>Besok libur</p>" }),
      403,
      NOTIFICATION_MESSAGES.notProgramStaff,
    );
    expectRefused(
      await publish(nurul, { program_id: lain.id, title: "Libur", body: "<p>Besok libur</p>" }),
      403,
      NOTIFICATION_MESSAGES.notProgramStaff,
    );
    expectInvalid(await publish(nurul, { program_id: kelas.id, title: "", body: "<p>Isi</p>" }), "body.title");
    expectInvalid(await publish(nurul, { program_id: kelas.id, title: "   ", body: "<p>Isi</p>" }), "body.title");
    expectInvalid(await publish(nurul, { program_id: kelas.id, title: "Judul" }), "body.body");
    expectInvalid(
      await publish(nurul, { program_id: kelas.id, title: "x".repeat(201), body: "<p>Isi</p>" }),
      "body.title",
    );
    expectInvalid(
      await publish(nurul, { program_id: String(kelas.id), title: "Judul", body: "<p>Isi</p>" }),
      "body.program_id",
    );
    expectInvalid(await publish(nurul, { title: "Judul", body: "<p>Isi</p>" }), "body.program_id");
    // nothing left once sanitised is an empty announcement
    expectRefused(
      await publish(nurul, { program_id: kelas.id, title: "Judul", body: "<script>alert(1)</script><p> </p>" }),
      400,
      NOTIFICATION_MESSAGES.emptyAnnouncement,
    );
    expect(await count()).toEqual(before);
  });
});

// ---- web push, end to end: a second app with VAPID keys and a local push service ------------------------------

/** A self-signed certificate for 127.0.0.1 (DER by hand: no openssl needed), for the local push service. */
function selfSignedCertificate(): { cert: string; key: string } {
  const der = (tag: number, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    const n = body.length;
    const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
    return Buffer.concat([Buffer.from([tag, ...length]), body]);
  };
  const seq = (...parts: Buffer[]) => der(0x30, ...parts);
  const oid = (hex: string) => der(0x06, Buffer.from(hex, "hex"));
  const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().replace(/[-:T]/g, "").slice(2, 14)}Z`));
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const ecdsaWithSha256 = seq(oid("2a8648ce3d040302"));
  const name = seq(der(0x31, seq(oid("550403"), der(0x0c, Buffer.from("127.0.0.1")))));
  const subjectAltNameIp = seq(oid("551d11"), der(0x04, seq(der(0x87, Buffer.from([127, 0, 0, 1])))));
  const now = Date.now();
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([1]), randomBytes(8)])),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now - 60 * MINUTE)), utcTime(new Date(now + 24 * 60 * MINUTE))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    der(0xa3, seq(subjectAltNameIp)),
  );
  const certificate = seq(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), sign("sha256", tbs, privateKey)));
  const lines = certificate.toString("base64").match(/.{1,64}/g) ?? [];
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`,
    key: String(privateKey.export({ type: "pkcs8", format: "pem" })),
  };
}

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** What the browser holds: its ECDH key pair and auth secret; the server gets their public halves. */
type Browser = { ecdh: ECDH; auth: Buffer; endpoint: string; token: string };

/** The push service checks the VAPID JWT (RFC 8292) the server signed. */
function verifyVapid(received: Received, vapid: { publicKey: string; subject: string }, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(received.headers.authorization));
  expect(match, String(received.headers.authorization)).not.toBeNull();
  const [, jwt = "", k = ""] = match ?? [];
  expect(k).toBe(vapid.publicKey);
  const [header = "", claims = "", signature = ""] = jwt.split(".");
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const point = Buffer.from(k, "base64url");
  expect(point).toHaveLength(65);
  const key = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, "base64url");
  expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, sig)).toBe(true);
  // the same JWT with a claim changed is not valid: the check above can fail
  const forged = Buffer.from(`${header}.${Buffer.from('{"aud":"x"}').toString("base64url")}`);
  expect(verify("sha256", forged, { key, dsaEncoding: "ieee-p1363" }, sig)).toBe(false);
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(origin);
  expect(body.sub).toBe(vapid.subject);
  const nowSeconds = Math.floor(Date.now() / 1000);
  expect(body.exp).toBeGreaterThan(nowSeconds);
  expect(body.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
}

/** The browser decrypts the aes128gcm body (RFC 8188 record, RFC 8291 keys) with its private key and auth secret. */
function decryptPush(body: Buffer, browser: Pick<Browser, "ecdh" | "auth">): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  expect(idLength).toBe(65);
  expect(recordSize).toBeGreaterThanOrEqual(body.length - 21 - idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(asPublic);
  // PRK_key = HMAC-SHA-256(auth, ecdh_secret); IKM = HKDF-Expand(PRK_key, "WebPush: info\0" || ua || as, 32)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record: content, the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return JSON.parse(padded.subarray(0, end).toString("utf8"));
}

describe("web push to a local push service", () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:push@karirmu.test" };
  const pushClock = testClock(NOW);
  let tp: TestApp;
  let server: Server;
  let origin: string;
  const received: Received[] = [];
  /** Statuses the push service answers next, by path (201 once they run out). */
  const answers = new Map<string, number[]>();
  let ani: Learner;
  let budi: Learner;

  const call = (who: Learner | null) => caller(tp.app, who);
  const runOnce = async () => {
    const outbox = tp.app.pushOutbox;
    if (!outbox) throw new Error("push is off on the push test app");
    return outbox.runOnce();
  };
  function browser(path: string): Browser {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${origin}${path}`;
    const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
    return { ecdh, auth, endpoint, token: JSON.stringify({ endpoint, keys }) };
  }
  async function subscribe(who: Learner, b: Browser) {
    const res = await call(who)("POST", "/api/v2/auth/update-fcm-token", { token: b.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toEqual({ subscribed: true });
  }
  const subscriptionsOf = (userId: number) =>
    tp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const owed = () => tp.database.db.select().from(pushOutbox);

  beforeAll(async () => {
    const tls = selfSignedCertificate();
    server = createServer(tls, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = req.url ?? "";
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answers.get(path)?.shift() ?? 201);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // web-push sends with the default HTTPS agent: it trusts this test's certificate (undone in afterAll)
    globalAgent.options.ca = tls.cert;
    tp = await createTestApp({
      seedDemo: false,
      clock: pushClock,
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject },
    });
    [ani, budi] = (await Promise.all(["Ani Lestari", "Budi Santoso"].map((n) => registerLearner(tp.app, n)))) as [
      Learner,
      Learner,
    ];
  });

  afterAll(async () => {
    delete globalAgent.options.ca;
    await tp?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("gives the browser the VAPID public key and stores its subscription", async () => {
    const before = data<Settings>(await call(ani)("GET", "/api/notifications/settings"));
    expect(before).toMatchObject({ push_available: true, vapid_public_key: vapid.publicKey, subscribed: false });
    const laptop = browser("/push/ani-laptop");
    await subscribe(ani, laptop);
    expect(data<Settings>(await call(ani)("GET", "/api/notifications/settings")).subscribed).toBe(true);
    const rows = await subscriptionsOf(ani.userId);
    expect(rows.map((r) => r.endpoint)).toEqual([laptop.endpoint]);
    // a new subscription of the same session replaces the old one
    const renewed = browser("/push/ani-laptop-2");
    await subscribe(ani, renewed);
    expect((await subscriptionsOf(ani.userId)).map((r) => r.endpoint)).toEqual([renewed.endpoint]);
    // an empty token removes it
    const off = await call(ani)("POST", "/api/v2/auth/update-fcm-token", { token: "" });
    expect(data(off)).toEqual({ subscribed: false });
    expect(await subscriptionsOf(ani.userId)).toHaveLength(0);
  });

  it("refuses a token that is not a Push API subscription over https, and keeps the stored one", async () => {
    const good = browser("/push/budi");
    await subscribe(budi, good);
    const { keys } = JSON.parse(good.token) as { keys: { p256dh: string; auth: string } };
    const bad = [
      "bukan json",
      JSON.stringify({ endpoint: `${origin}/push/x` }),
      JSON.stringify({ endpoint: `${origin}/push/x`, keys: { p256dh: "", auth: keys.auth } }),
      JSON.stringify({ endpoint: "bukan-url", keys }),
      JSON.stringify({ endpoint: `http://127.0.0.1:${new URL(origin).port}/push/x`, keys }),
      JSON.stringify({ endpoint: "javascript:alert(1)", keys }),
      JSON.stringify([good.endpoint]),
    ];
    for (const token of bad) {
      expectRefused(
        await call(budi)("POST", "/api/v2/auth/update-fcm-token", { token }),
        400,
        NOTIFICATION_MESSAGES.badSubscription,
      );
    }
    expectInvalid(
      await call(budi)("POST", "/api/v2/auth/update-fcm-token", { token: "x".repeat(4_001) }),
      "body.token",
    );
    expect((await subscriptionsOf(budi.userId)).map((r) => r.endpoint)).toEqual([good.endpoint]);
  });

  it("sends a notification's push signed with VAPID and encrypted for that browser alone", async () => {
    const laptop = browser("/push/ani");
    await subscribe(ani, laptop);
    received.length = 0;
    await notifyAt(tp, ani.userId, pushClock(), {
      title: "Pembayaran berhasil ✓",
      body: "Program Analisis Data sudah bisa dipelajari.",
      link: "/program-saya",
    });
    expect(await owed()).toHaveLength(1);
    expect(await runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    const [push] = received;
    if (!push) throw new Error("no push received");
    expect(push.path).toBe("/push/ani");
    expect(push.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
    });
    verifyVapid(push, vapid, origin);
    expect(decryptPush(push.body, laptop)).toEqual({
      title: "Pembayaran berhasil ✓",
      body: "Program Analisis Data sudah bisa dipelajari.",
      link: "/program-saya",
    });
    // another browser's secret opens nothing
    const other = browser("/push/other");
    expect(() => decryptPush(push.body, { ecdh: laptop.ecdh, auth: other.auth })).toThrow();
    expect(() => decryptPush(push.body, other)).toThrow();
    // sent once: nothing is owed any more
    expect(await owed()).toHaveLength(0);
    expect(await runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("does not push a kind the user turned off, but still pushes the others", async () => {
    const put = await call(ani)("PUT", "/api/notifications/settings", { push_off: ["reply"] });
    expect(put.statusCode).toBe(200);
    received.length = 0;
    await notifyAt(tp, ani.userId, pushClock(), { type: "reply", objectType: "chat", title: "Balasan baru" });
    expect(await owed()).toHaveLength(0);
    expect(await runOnce()).toBe(0);
    expect(received).toHaveLength(0);
    // the notification itself is written all the same
    expect(data<Counter>(await call(ani)("GET", "/api/notifications/counter")).unread).toBe(2);

    await notifyAt(tp, ani.userId, pushClock(), { type: "mention", objectType: "chat", title: "Anda disebut" });
    expect(await runOnce()).toBe(1);
    expect(received.map((r) => r.path)).toEqual(["/push/ani"]);
    await call(ani)("PUT", "/api/notifications/settings", { push_off: [] });
  });

  it("retries a push the push service failed, later", async () => {
    expect((await subscriptionsOf(ani.userId)).map((r) => r.endpoint)).toEqual([`${origin}/push/ani`]);
    received.length = 0;
    answers.set("/push/ani", [500]);
    await notifyAt(tp, ani.userId, pushClock(), { title: "Coba lagi" });
    expect(await runOnce()).toBe(0);
    expect(received).toHaveLength(1);
    const [row] = await owed();
    expect(row).toMatchObject({ attempts: 1, dueAt: new Date(pushClock().getTime() + 30_000) });
    expect(await subscriptionsOf(ani.userId)).toHaveLength(1);
    // not before it is due
    expect(await runOnce()).toBe(0);
    expect(received).toHaveLength(1);
    pushClock.advance(30_000);
    expect(await runOnce()).toBe(1);
    expect(received).toHaveLength(2);
    expect(await owed()).toHaveLength(0);
  });

  it("deletes a subscription the push service calls gone (410)", async () => {
    const gone = browser("/push/gone");
    await subscribe(budi, gone);
    answers.set("/push/gone", [410]);
    received.length = 0;
    await notifyAt(tp, budi.userId, pushClock(), { title: "Untuk Budi" });
    expect(await runOnce()).toBe(0);
    expect(received.map((r) => r.path)).toEqual(["/push/gone"]);
    expect(await subscriptionsOf(budi.userId)).toHaveLength(0);
    expect(await owed()).toHaveLength(0);
    // nothing more is owed to that browser
    await notifyAt(tp, budi.userId, pushClock(), { title: "Lagi untuk Budi" });
    expect(await owed()).toHaveLength(0);
  });

  it("logout deletes the session's subscription, not those of the account's other browsers", async () => {
    const login = await tp.app.inject({
      method: "POST",
      url: "/api/user/login/",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { email: ani.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const phoneSession: Learner = { ...ani, token: login.json<{ token: { token: string } }>().token.token };
    const phone = browser("/push/ani-phone");
    await subscribe(phoneSession, phone);
    expect((await subscriptionsOf(ani.userId)).map((r) => r.endpoint).sort()).toEqual(
      [`${origin}/push/ani`, phone.endpoint].sort(),
    );

    const logout = await call(ani)("POST", "/api/user/logout/");
    expect(logout.statusCode).toBe(200);
    expect((await subscriptionsOf(ani.userId)).map((r) => r.endpoint)).toEqual([phone.endpoint]);
    received.length = 0;
    await notifyAt(tp, ani.userId, pushClock(), { title: "Hanya ke ponsel" });
    expect(await runOnce()).toBe(1);
    expect(received.map((r) => r.path)).toEqual(["/push/ani-phone"]);
    expect(decryptPush(received[0]?.body ?? Buffer.alloc(0), phone)).toMatchObject({ title: "Hanya ke ponsel" });
  });

  it("pushes an announcement to the programme's subscribed learners, not to its author", async () => {
    const db = tp.database.db;
    const [nurul, citra] = (await Promise.all(
      ["Nurul Hidayah", "Citra Dewi"].map((n) => registerLearner(tp.app, n)),
    )) as [Learner, Learner];
    const creator = await makeInstitution(db, "Lembaga Push");
    const topics = [{ activities: [{ title: "Bacaan", type: "document" as const }] }];
    const kelas = await makeProgram(db, { name: "Kelas Push", creatorId: creator.id, topics });
    const lain = await makeProgram(db, { name: "Kelas Lain", creatorId: creator.id, topics });
    await enrol(db, budi.userId, kelas.id, NOW);
    await enrol(db, citra.userId, lain.id, NOW);
    await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
    const budiPhone = browser("/push/budi-phone");
    await subscribe(budi, budiPhone);
    await subscribe(nurul, browser("/push/nurul"));
    await subscribe(citra, browser("/push/citra"));

    received.length = 0;
    const res = await call(nurul)("POST", "/api/announcements", {
      program_id: kelas.id,
      title: "Kelas Diundur",
      body: "<p>Kelas hari ini diundur ke <b>Kamis</b>.</p>",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { slug } = data<{ announcement: Announcement }>(res).announcement;
    expect(await runOnce()).toBe(1);
    expect(received.map((r) => r.path)).toEqual(["/push/budi-phone"]);
    const [push] = received;
    if (!push) throw new Error("no push received");
    verifyVapid(push, vapid, origin);
    expect(decryptPush(push.body, budiPhone)).toEqual({
      title: "Pengumuman Kelas Push: Kelas Diundur",
      body: "Kelas hari ini diundur ke Kamis.",
      link: `/pengumuman/${slug}`,
    });
    const notes = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, "announcement"), inArray(notifications.userId, [nurul.userId, citra.userId])));
    expect(notes).toEqual([]);
  });
});
