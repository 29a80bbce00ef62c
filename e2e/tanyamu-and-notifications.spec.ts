import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { startApiProcesses } from "./api-processes";
import { expectNoSeriousA11yViolations } from "./axe";
import { buyFromProgramPage, goToCheckout } from "./checkout-steps";
import { test } from "./fixtures";
import { DEMO_PASSWORD, loggedInLearner, logInAs, newEmail, XHR } from "./learner";
import { watchRealtime } from "./realtime";
import { putOffStudyPrompts } from "./study-prompts";

/**
 * Issue 19: the discussion chat (the study page's chat box and /tanyamu), realtime across browsers and across API
 * processes, the notification bell, /notifikasi and the announcement page.
 *
 * Demo data (apps/api/src/demo/demo-chat.ts): the facilitator facilitates the study demo programme, whose
 * discussion room holds four messages and whose announcement went to its learners guru@ and orangtua@demo.test.
 * guru@ and the facilitator talk in the desktop project (on the main server, and on two processes of their own);
 * orangtua@ only reads, at 390 px.
 */
const PROGRAMME = "Belajar Efektif di Era Digital";
const FIRST_ACTIVITY = "/aktivitas/belajar-efektif-di-era-digital-1-1-bacaan-mengapa-cara-belajar-itu-penting";
const GURU = { email: "guru@demo.test", name: "Sri Wahyuni" };
const ORANGTUA = { email: "orangtua@demo.test", name: "Dewi Lestari" };
const FACILITATOR = { email: "fasilitator@demo.test", name: "Nurul Hidayah" };
const ANNOUNCEMENT = { slug: "jadwal-sesi-tanya-jawab-minggu-ini", title: "Jadwal sesi tanya jawab minggu ini" };
const SEWING = { slug: "teknik-menjahit-busana-muslim", name: "Teknik Menjahit Busana Muslim" };

/** The 'Done when' of issue 19: a message reaches the other browser within a second. */
const LIVE_MS = 1_000;

type ChatRoomRow = { id: number; name: string; room_type: string; unique_id: string };
type ChatComment = { unique_id: string; message: string };

/** The caller's rooms (GET /chat/subject/), with the browser's session. */
async function roomsOf(context: BrowserContext): Promise<ChatRoomRow[]> {
  const res = await context.request.get("/api/chat/subject/");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { rooms: ChatRoomRow[] } }).data.rooms;
}

async function roomOf(context: BrowserContext, type: "group" | "facilitator"): Promise<ChatRoomRow> {
  const room = (await roomsOf(context)).find((r) => r.room_type === type && r.name.endsWith(PROGRAMME));
  expect(room, `the ${type} room of ${PROGRAMME}`).toBeTruthy();
  return room as ChatRoomRow;
}

/** A context of its own for a second person, at the page's width (with the server the page talks to). */
async function personAt(page: Page, email: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await page.context().browser()?.newContext({ viewport: page.viewportSize(), baseURL });
  if (!context) throw new Error("no browser");
  // the study page's guided tour introduces itself once per browser: these people have seen it
  await context.addCookies([{ name: "activity-tour", value: "1", url: baseURL }]);
  await logInAs(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}

const composer = (scope: Page | Locator) => scope.getByRole("textbox", { name: "Tulis pesan" });
/** A message of the open room, by a text it shows. */
const messageIn = (scope: Page | Locator, text: string) =>
  scope.getByRole("region", { name: "Pesan" }).getByRole("article").filter({ hasText: text });

/**
 * Sends `text` from one browser and waits, at most LIVE_MS, for it in the other. Both have joined the room on the
 * socket (watchRealtime), so this times the delivery, not a page load. Returns the milliseconds it took.
 */
async function expectLive(from: Page | Locator, to: Page | Locator, text: string): Promise<number> {
  const box = composer(from);
  await box.fill(text);
  const started = Date.now();
  await box.press("Enter");
  await expect(messageIn(to, text).getByText(text, { exact: true })).toBeVisible({ timeout: LIVE_MS });
  const took = Date.now() - started;
  test.info().annotations.push({ type: "delivered in", description: `${took} ms: ${text}` });
  return took;
}

/** The study page, waiting for its heading (the activity's title). */
async function openStudyPage(page: Page) {
  await page.goto(FIRST_ACTIVITY);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1, name: "Bacaan: Mengapa Cara Belajar Itu Penting" }),
  ).toBeVisible();
  // orangtua has finished the programme (demo-certificate.ts): its rating prompt is put off first
  await putOffStudyPrompts(page);
}

/** The study page's floating button opens the programme's facilitator room in the chat box. */
async function openChatBox(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Buka chat fasilitator" }).click();
  const box = page.getByRole("dialog", { name: /^Fasilitator Belaja/ });
  await expect(box).toBeVisible();
  await expect(box.getByRole("heading", { level: 2 })).toHaveAttribute("title", `Fasilitator ${PROGRAMME}`);
  return box;
}

/** Small files of each kind the chat shows differently (spec 001 section 7). */
const FILES = {
  pdf: {
    name: "jadwal-sesi.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  },
  png: {
    name: "diagram-belajar.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  },
  svg: {
    name: "ikon-belajar.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    ),
  },
};

/** Sends a file from the composer; done once the sender's own list shows `sent` (a refusal would be an alert). */
async function sendFile(page: Page, file: (typeof FILES)[keyof typeof FILES], sent: Locator) {
  await page.getByLabel("Lampirkan berkas").setInputFiles(file);
  const refused = page.locator("form").getByRole("alert");
  await expect(sent.or(refused)).toBeVisible();
  expect(await refused.allTextContents()).toEqual([]);
}

test("Tanyamu: a learner and the facilitator see each other's messages within a second, reply, delete, and share files", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  await page.context().addCookies([{ name: "activity-tour", value: "1", url: baseURL }]);
  await logInAs(page.context(), GURU.email, DEMO_PASSWORD);
  const learner = page;
  const learnerLive = watchRealtime(learner);
  const discussion = await roomOf(learner.context(), "group");

  // the study page: its floating button opens the facilitator room, whose box leads to the programme's discussion
  await openStudyPage(learner);
  const box = await openChatBox(learner);
  await expect(box.getByRole("link", { name: "Diskusi Program" })).toHaveAttribute(
    "href",
    `/tanyamu?initRoom=${discussion.id}`,
  );
  await box.getByRole("button", { name: "Tutup chat" }).click();
  await expect(box).toHaveCount(0);
  // the Pengumuman tab lists the programme's announcement
  await learner.getByRole("tab", { name: "Pengumuman" }).click();
  await expect(learner.getByRole("link", { name: new RegExp(ANNOUNCEMENT.title) })).toHaveAttribute(
    "href",
    `/pengumuman/${ANNOUNCEMENT.slug}`,
  );
  // the top bar's Tanyamu opens /tanyamu at the programme's discussion room
  await learner.getByRole("link", { name: "Tanyamu", exact: true }).click();
  await expect(learner).toHaveURL(`/tanyamu?initRoom=${discussion.id}`);
  await expect(learner.getByRole("heading", { level: 2, name: /^Belajar Efektif/ })).toHaveAttribute(
    "title",
    PROGRAMME,
  );
  await expect(messageIn(learner, "Target saya bisa belajar 30 menit setiap hari.")).toBeVisible();
  await expectNoSeriousA11yViolations(learner);

  // the facilitator opens the same room by its address
  const { context: facilitatorContext, page: facilitator } = await personAt(learner, FACILITATOR.email, baseURL);
  try {
    const facilitatorLive = watchRealtime(facilitator);
    await facilitator.goto(`/tanyamu?initRoom=${discussion.id}`);
    await expect(messageIn(facilitator, "Halo semua, saya mengajar di SMP.")).toBeVisible();
    await learnerLive.live(discussion.id);
    await facilitatorLive.live(discussion.id);

    const run = Date.now().toString(36);
    const question = `Bu Nurul, apakah sesi Kamis direkam? (${run})`;
    await expectLive(learner, facilitator, question);
    // a reply, quoting the question on both sides
    await messageIn(facilitator, question)
      .getByRole("button", { name: `Balas pesan ${GURU.name}` })
      .click();
    await expect(facilitator.getByText(`Membalas ${GURU.name}`)).toBeVisible();
    const answer = `Ya, rekamannya dibagikan di ruang ini. (${run})`;
    await expectLive(facilitator, learner, answer);
    const reply = messageIn(learner, answer);
    await expect(reply.locator("blockquote")).toContainText(`Membalas ${GURU.name}`);
    await expect(reply.locator("blockquote")).toContainText(question);

    // the learner deletes only their own: no delete on the facilitator's message, and the API refuses it
    await expect(reply.getByRole("button", { name: `Balas pesan ${FACILITATOR.name}` })).toBeVisible();
    await expect(reply.getByRole("button", { name: /^Hapus/ })).toHaveCount(0);
    await expect(messageIn(learner, question).getByRole("button", { name: "Hapus pesan Anda" })).toBeVisible();
    const listed = await learner.request.get(`/api/chat/rooms/${discussion.id}/comments`);
    const comments = ((await listed.json()) as { data: { comments: ChatComment[] } }).data.comments;
    const theirs = comments.find((c) => c.message === answer);
    expect(theirs, "the facilitator's answer in the learner's list").toBeTruthy();
    const refused = await learner.request.delete("/api/chat/messages/", {
      headers: XHR,
      data: { unique_ids: [theirs?.unique_id] },
    });
    expect(refused.status(), await refused.text()).toBe(403);
    await expect(messageIn(facilitator, answer)).toBeVisible();

    // the facilitator deletes the learner's message: it goes for both
    const slip = `Maaf, salah kirim. (${run})`;
    await expectLive(learner, facilitator, slip);
    await messageIn(facilitator, slip)
      .getByRole("button", { name: `Hapus pesan ${GURU.name}` })
      .click();
    const confirm = facilitator.getByRole("dialog", { name: "Hapus Pesan?" });
    await expect(confirm).toContainText("Pesan ini akan dihapus untuk semua anggota ruang diskusi.");
    await confirm.getByRole("button", { name: "Hapus", exact: true }).click();
    await expect(messageIn(facilitator, slip)).toHaveCount(0);
    await expect(messageIn(learner, slip)).toHaveCount(0, { timeout: LIVE_MS });

    // files: an image inline, a PDF as its name with a download link, an svg not shown
    await sendFile(learner, FILES.png, learner.getByRole("img", { name: `Gambar: ${FILES.png.name}` }));
    const shown = facilitator.getByRole("img", { name: `Gambar: ${FILES.png.name}` });
    await expect(shown).toBeVisible();
    // loaded through the file call with the facilitator's session: a broken image has no natural width
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await sendFile(learner, FILES.pdf, learner.getByRole("link", { name: `Unduh ${FILES.pdf.name}` }));
    const download = facilitator.getByRole("link", { name: `Unduh ${FILES.pdf.name}` });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute("download", FILES.pdf.name);
    const fetched = await facilitator.request.get((await download.getAttribute("href")) ?? "");
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()["content-disposition"]).toMatch(/^attachment/);
    expect((await fetched.body()).equals(FILES.pdf.buffer)).toBe(true);
    await expect(facilitator.getByRole("img", { name: `Gambar: ${FILES.pdf.name}` })).toHaveCount(0);
    await sendFile(learner, FILES.svg, learner.getByText("File svg tidak ditampilkan."));
    await expect(facilitator.getByText("File svg tidak ditampilkan.")).toBeVisible();
    await expect(facilitator.getByRole("link", { name: `Unduh ${FILES.svg.name}` })).toHaveCount(0);
    await expect(facilitator.getByRole("img", { name: `Gambar: ${FILES.svg.name}` })).toHaveCount(0);
  } finally {
    await facilitatorContext.close();
  }
});

test("Tanyamu across two API processes on one PostgreSQL: live both ways, and a full room says so", async ({
  page,
}) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "TEST_DATABASE_URL is not set: no PostgreSQL server to run two API processes on");
  if (!adminUrl) return;
  // two more servers to start and migrate, on a machine the journeys already keep busy
  test.setTimeout(120_000);
  const servers = await startApiProcesses(adminUrl, 2);
  const contexts: BrowserContext[] = [];
  try {
    const [first, second] = servers.urls as [string, string];
    // the learner on the first process, in the study page's chat box (the programme's facilitator room) ...
    const learner = await personAt(page, GURU.email, first);
    const facilitator = await personAt(page, FACILITATOR.email, second);
    contexts.push(learner.context, facilitator.context);
    const learnerLive = watchRealtime(learner.page);
    const facilitatorLive = watchRealtime(facilitator.page);
    await openStudyPage(learner.page);
    const box = await openChatBox(learner.page);
    const room = await roomOf(learner.context, "facilitator");
    // ... and the facilitator on the second, at /tanyamu?initRoom= of that room
    await facilitator.page.goto(`/tanyamu?initRoom=${room.id}`);
    await expect(facilitator.page.getByRole("heading", { level: 2, name: /^Fasilitator Belaja/ })).toHaveAttribute(
      "title",
      `Fasilitator ${PROGRAMME}`,
    );
    await learnerLive.live(room.id);
    await facilitatorLive.live(room.id);

    const run = Date.now().toString(36);
    await expectLive(box, facilitator.page, `Bu, tugas minggu ini dikumpulkan kapan? (${run})`);
    await expectLive(facilitator.page, box, `Paling lambat Jumat pukul 17.00 WIB. (${run})`);
    await expectLive(box, facilitator.page, `Baik, terima kasih Bu. (${run})`);

    // at capacity: a learner who has not entered the room yet is told it is full
    // (the capacity counts the learners who entered: the facilitator always gets in and is not counted)
    const [members] = await servers.sql<{ n: number }>(
      `update chat_rooms r set capacity = (select count(*) from chat_members m where m.room_id = r.id
         and not exists (select 1 from program_facilitators f where f.program_id = r.program_id and f.user_id = m.user_id))
       where r.id = $1 returning capacity as n`,
      [room.id],
    );
    expect(members?.n).toBe(1);
    const other = await personAt(page, ORANGTUA.email, second);
    contexts.push(other.context);
    await openStudyPage(other.page);
    await other.page.getByRole("button", { name: "Buka chat fasilitator" }).click();
    const full = other.page.getByRole("dialog", { name: "Ruang Diskusi Penuh" });
    await expect(full).toContainText("Anda dapat mencoba kembali secara berkala untuk masuk ke ruang diskusi ini.");
    await expect(other.page.getByRole("region", { name: "Pesan" })).toHaveCount(0);
    await full.getByRole("button", { name: "Kembali" }).click();
    await expect(full).toHaveCount(0);
    await expect(other.page.getByRole("button", { name: "Buka chat fasilitator" })).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
    await servers.stop();
  }
});

test("the bell counts a payment's notification live, /notifikasi lists it, and reading clears the badge", async ({
  page,
  context,
  baseURL,
}, info) => {
  test.setTimeout(60_000);
  await loggedInLearner(context, baseURL, newEmail("lonceng", info.project.name));
  // one tab stays on the home page, with the navbar's bell and a socket of its own ...
  const live = watchRealtime(page);
  const counterCalls: string[] = [];
  const firstCount = page.waitForResponse((res) => res.url().includes("/api/notifications/counter"));
  await page.goto("/");
  await firstCount;
  page.on("request", (req) => {
    if (req.url().includes("/api/notifications/counter")) counterCalls.push(req.url());
  });
  const bell = page.getByRole("link", { name: /^Notifikasi/ });
  await expect(bell).toHaveAccessibleName("Notifikasi");
  await live.live();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // ... while another pays a programme in the sandbox simulator
  const payer = await context.newPage();
  await buyFromProgramPage(payer, SEWING.slug, SEWING.name);
  await goToCheckout(payer);
  await payer.getByRole("radio", { name: "BCA Virtual Account" }).check();
  await payer
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Bayar Sekarang" })
    .click();
  await expect(payer.getByRole("heading", { level: 1, name: "Menunggu Pembayaran" })).toBeVisible();
  await payer.getByRole("region", { name: "Simulator pembayaran" }).getByRole("button", { name: "Bayar" }).click();
  await expect(payer.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible();
  await payer.close();

  // the first tab's badge counts 'Pembayaran berhasil' and the enrolment, from the socket: no reload, no call
  await expect(bell).toHaveAccessibleName("Notifikasi, 2 belum dibaca");
  await expect(bell.getByText("2", { exact: true })).toBeVisible();
  expect(live.received()).toContain("notification");
  expect(counterCalls).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await bell.click();
  await expect(page).toHaveURL("/notifikasi");
  await expect(page.getByRole("heading", { level: 1, name: "Notifikasi" })).toBeVisible();
  await expect(page.getByText("2 belum dibaca", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Daftar notifikasi" });
  const paid = list.getByRole("link", { name: /Belum dibaca: Pembayaran berhasil/ });
  await expect(paid).toContainText(/Pembayaran KRM-\d+-[A-Z0-9]+ sudah kami terima\./);
  await expect(
    list.getByRole("link", { name: new RegExp(`Belum dibaca: Anda terdaftar di ${SEWING.name}`) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // opening one reads it and follows its link (the purchase); 'Tandai semua dibaca' reads the rest
  await paid.click();
  await expect(page).toHaveURL(/\/detail-pembelian\/\d+$/);
  await expect(bell).toHaveAccessibleName("Notifikasi, 1 belum dibaca");
  await bell.click();
  await expect(list.getByRole("link", { name: /^Pembayaran berhasil/ })).toBeVisible();
  await page.getByRole("button", { name: "Tandai semua dibaca" }).click();
  await expect(page.getByText("Semua notifikasi sudah ditandai dibaca.")).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifikasi");
  await expect(list.getByText(/^Belum dibaca/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Tandai semua dibaca" })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

// @mobile: the new pages and the chat box at 390 px (README.md, 'Pages at 390 px')
test("at 390 px /notifikasi, the announcement, /tanyamu and the chat box pass axe @mobile", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  await page.context().addCookies([{ name: "activity-tour", value: "1", url: baseURL }]);
  await logInAs(page.context(), ORANGTUA.email, DEMO_PASSWORD);

  await page.goto("/notifikasi");
  await expect(page.getByRole("heading", { level: 1, name: "Notifikasi" })).toBeVisible();
  const announced = page
    .getByRole("list", { name: "Daftar notifikasi" })
    .getByRole("link", { name: new RegExp(`Pengumuman ${PROGRAMME}: ${ANNOUNCEMENT.title}`) });
  await expect(announced).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await announced.click();
  await expect(page).toHaveURL(`/pengumuman/${ANNOUNCEMENT.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: ANNOUNCEMENT.title })).toBeVisible();
  await expect(page.getByRole("link", { name: PROGRAMME })).toHaveAttribute("href", /^\/program\//);
  await expect(page.getByText("Kamis pukul 19.00 WIB")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // /tanyamu: the list, then a room alone with its way back
  await page.goto("/tanyamu");
  await expect(page.getByRole("heading", { level: 1, name: "Tanyamu" })).toBeVisible();
  const rooms = page.getByRole("list", { name: "Ruang diskusi" });
  await expect(rooms.getByRole("button", { name: /Belajar Efektif/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await rooms.getByRole("button", { name: /Belajar Efektif/ }).click();
  await expect(page).toHaveURL(/\/tanyamu\?initRoom=\d+$/);
  await expect(messageIn(page, "Saya ingin mendampingi anak belajar lebih teratur.")).toBeVisible();
  await expect(rooms).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Kembali ke daftar ruang diskusi" }).click();
  await expect(rooms).toBeVisible();

  // the study page's chat box covers the screen
  await openStudyPage(page);
  const box = await openChatBox(page);
  const size = await box.boundingBox();
  expect(size?.width).toBe(390);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(box).toHaveCount(0);
});
