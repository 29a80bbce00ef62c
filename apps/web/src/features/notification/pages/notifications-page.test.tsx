import type { Notification } from "@app/domain/notification/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import {
  NOTIFICATION_PATHS,
  notificationFixture,
  notificationsAnswerFixture,
  pushSettingsFixture,
} from "../test-fixtures";
import { NotificationsPage } from "./notifications-page";

type Answer = { status?: number; body: unknown };

const paymentPaid = notificationFixture();
const mention = notificationFixture({
  id: 2,
  type: "mention",
  object_type: "comment",
  title: "Budi menyebut Anda",
  body: "@Siti Rahma coba cek rumus ini",
  link: "/aktivitas/mengenal-sel",
  sent_at: "2026-11-21T02:00:00Z",
  read_at: "2026-11-21T03:00:00Z",
});

function serve(
  overrides: {
    list?: (url: URL) => Answer;
    settings?: () => Answer;
    readAll?: () => Answer;
    pushToken?: () => Answer;
  } = {},
) {
  setSessionCookie();
  const fake = mockFetch({
    [NOTIFICATION_PATHS.list]:
      overrides.list ?? (() => ({ body: envelope(notificationsAnswerFixture([paymentPaid, mention])) })),
    [NOTIFICATION_PATHS.counter]: () => ({ body: envelope({ unread: 1, chat_unread: 0 }) }),
    [NOTIFICATION_PATHS.read(1)]: () => ({ body: envelope({ unread: 0, chat_unread: 0 }) }),
    [NOTIFICATION_PATHS.readAll]: overrides.readAll ?? (() => ({ body: envelope({ unread: 0, chat_unread: 0 }) })),
    [NOTIFICATION_PATHS.settings]: overrides.settings ?? (() => ({ body: envelope(pushSettingsFixture()) })),
    ...(overrides.pushToken ? { [NOTIFICATION_PATHS.pushToken]: overrides.pushToken } : {}),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

const listCalls = (fake: ReturnType<typeof mockFetch>) =>
  fake.calls.filter((call) => call.url.pathname === NOTIFICATION_PATHS.list).map((call) => call.url.searchParams);

function renderPage(entry = "/notifikasi") {
  return renderWithRouter(
    <Routes>
      <Route path="/notifikasi" element={<NotificationsPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: entry },
  );
}

const items = () => within(screen.getByRole("list", { name: "Daftar notifikasi" })).getAllByRole("listitem");
const location = () => screen.getByTestId("location").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("NotificationsPage: the list", () => {
  it("lists the notifications as the server orders them (newest first), 10 a page, unread ones marked", async () => {
    const fake = serve();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Notifikasi", level: 1 })).toBeTruthy();
    await screen.findByRole("list", { name: "Daftar notifikasi" });
    const [first, second] = items();
    expect(first?.textContent).toContain("Pembayaran berhasil");
    expect(first?.textContent).toContain("Pembayaran untuk Belajar Excel Dasar sudah kami terima.");
    expect(first?.textContent).toContain("22 November 2026, 14.05 WIB");
    expect(second?.textContent).toContain("Budi menyebut Anda");
    // the unread one says so, the read one does not
    expect(within(first as HTMLElement).getByText("Belum dibaca:")).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/Belum dibaca/)).toBeNull();
    expect(screen.getByText("1 belum dibaca")).toBeTruthy();
    const [query] = listCalls(fake);
    expect(query?.get("page")).toBe("1");
    expect(query?.get("limit")).toBe("10");
    expect(query?.has("object_type")).toBe(false);
    await waitFor(() => expect(document.title).toBe("Notifikasi - Karirmu"));
  });

  it("shows placeholders while the list loads", async () => {
    setSessionCookie();
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    renderPage();
    expect(screen.getByText("Memuat notifikasi")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Daftar notifikasi" })).toBeNull();
    expect((screen.getByRole("button", { name: "Tandai semua dibaca" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("filters by object type with the chips, Semua first; the filter lives in the address", async () => {
    const fake = serve({
      list: (url) => ({
        body: envelope(
          notificationsAnswerFixture(
            url.searchParams.get("object_type") === "comment" ? [mention] : [paymentPaid, mention],
          ),
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const chips = within(await screen.findByRole("navigation", { name: "Saring jenis notifikasi" })).getAllByRole(
      "button",
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "Semua",
      "Pembayaran",
      "Program",
      "Penilaian",
      "Komentar",
      "Diskusi",
      "Pengumuman",
      "Akun",
      "Sertifikat",
    ]);
    expect(screen.getByRole("button", { name: "Semua" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Komentar" }));
    expect(screen.getByRole("button", { name: "Komentar" }).getAttribute("aria-pressed")).toBe("true");
    expect(location()).toBe("/notifikasi?jenis=comment");
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]?.textContent).toContain("Budi menyebut Anda");
    expect(listCalls(fake).at(-1)?.get("object_type")).toBe("comment");

    await user.click(screen.getByRole("button", { name: "Semua" }));
    expect(location()).toBe("/notifikasi");
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it("pages with ?page=, asking the server for that page of 10", async () => {
    const many = (page: number): Notification[] =>
      Array.from({ length: page === 3 ? 5 : 10 }, (_, i) =>
        notificationFixture({
          id: page * 100 + i,
          title: `Notifikasi ${page}-${i + 1}`,
          read_at: "2026-11-22T08:00:00Z",
        }),
      );
    const fake = serve({
      list: (url) => {
        const page = Number(url.searchParams.get("page"));
        return { body: envelope(notificationsAnswerFixture(many(page), { page, total: 25, unread: 0 })) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Notifikasi 1-1");
    expect(items()).toHaveLength(10);
    const pages = screen.getByRole("navigation", { name: "Halaman notifikasi" });
    expect(within(pages).getByRole("link", { name: "Halaman 3" })).toBeTruthy();
    await user.click(within(pages).getByRole("link", { name: /Berikutnya/ }));
    expect(location()).toBe("/notifikasi?page=2");
    expect(await screen.findByText("Notifikasi 2-1")).toBeTruthy();
    expect(listCalls(fake).at(-1)?.get("page")).toBe("2");
    expect(listCalls(fake).at(-1)?.get("limit")).toBe("10");
    // nothing left unread: nothing to mark
    expect((screen.getByRole("button", { name: "Tandai semua dibaca" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("NotificationsPage: reading", () => {
  it("opening an unread notification marks it read and follows its link", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("list", { name: "Daftar notifikasi" });
    const link = within(items()[0] as HTMLElement).getByRole("link");
    expect(link.getAttribute("href")).toBe("/detail-pembelian/77");
    await user.click(link);
    expect(location()).toBe("/detail-pembelian/77");
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.url.pathname === NOTIFICATION_PATHS.read(1))).toHaveLength(1),
    );
    const read = fake.calls.find((call) => call.url.pathname === NOTIFICATION_PATHS.read(1));
    expect(read?.init?.method).toBe("POST");
  });

  it("opening one already read only follows its link", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("list", { name: "Daftar notifikasi" });
    await user.click(within(items()[1] as HTMLElement).getByRole("link"));
    expect(location()).toBe("/aktivitas/mengenal-sel");
    expect(fake.calls.some((call) => call.url.pathname.endsWith("/read"))).toBe(false);
  });

  it("'Tandai semua dibaca' marks everything read and shows the list again without marks", async () => {
    let allRead = false;
    const fake = serve({
      list: () => ({
        body: envelope(
          notificationsAnswerFixture(
            allRead ? [{ ...paymentPaid, read_at: "2026-11-22T09:00:00Z" }, mention] : [paymentPaid, mention],
          ),
        ),
      }),
      readAll: () => {
        allRead = true;
        return { body: envelope({ unread: 0, chat_unread: 0 }) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Belum dibaca:");
    await user.click(screen.getByRole("button", { name: "Tandai semua dibaca" }));
    expect(await screen.findByText("Semua notifikasi sudah ditandai dibaca.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Belum dibaca:")).toBeNull());
    expect(screen.queryByText("1 belum dibaca")).toBeNull();
    expect((screen.getByRole("button", { name: "Tandai semua dibaca" }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls.filter((call) => call.url.pathname === NOTIFICATION_PATHS.readAll)).toHaveLength(1);
  });
});

describe("NotificationsPage: empty and failed", () => {
  it("says there is nothing yet", async () => {
    serve({ list: () => ({ body: envelope(notificationsAnswerFixture([])) }) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Belum ada notifikasi" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Daftar notifikasi" })).toBeNull();
  });

  it("says a filter has nothing", async () => {
    serve({ list: () => ({ body: envelope(notificationsAnswerFixture([])) }) });
    renderPage("/notifikasi?jenis=announcement");
    expect(await screen.findByRole("heading", { name: "Tidak ada notifikasi di kategori ini" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pengumuman" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("a failed list says so and 'Coba Lagi' loads it again", async () => {
    let fail = true;
    serve({
      list: () =>
        fail
          ? { status: 500, body: { status: 500, message: "Terjadi kesalahan pada server", data: null } }
          : { body: envelope(notificationsAnswerFixture([paymentPaid])) },
    });
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("Terjadi kesalahan pada server");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    await screen.findByRole("list", { name: "Daftar notifikasi" });
    expect(items()[0]?.textContent).toContain("Pembayaran berhasil");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

// ---- push -----------------------------------------------------------------------------------------------------

/** Browser globals a test replaced, put back after it (jsdom has no Push API). */
const replaced: { target: object; key: string; descriptor: PropertyDescriptor | undefined }[] = [];
function replaceGlobal(target: object, key: string, value: unknown) {
  replaced.push({ target, key, descriptor: Object.getOwnPropertyDescriptor(target, key) });
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
}
afterEach(() => {
  for (const { target, key, descriptor } of replaced.reverse()) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
  replaced.length = 0;
});

/** A browser with the Push API: the permission prompt answers `answer`; `subscribed` says whether it has one. */
function fakeBrowserPush({
  answer = "granted",
  subscribed = false,
}: {
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  const endpoint = "https://push.example.test/langganan/1";
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "BPk-kunci", auth: "rahasia" } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async (_url: string, _options?: RegistrationOptions) => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const permission = { value: "default" as NotificationPermission };
  const FakeNotification = {
    get permission() {
      return permission.value;
    },
    requestPermission: vi.fn(async () => {
      permission.value = answer;
      return answer;
    }),
  };
  replaceGlobal(navigator, "serviceWorker", serviceWorker);
  replaceGlobal(window, "Notification", FakeNotification);
  replaceGlobal(window, "PushManager", class {});
  replaceGlobal(window, "isSecureContext", true);
  return { serviceWorker, pushManager, subscription, requestPermission: FakeNotification.requestPermission };
}

const pushSwitch = () => screen.findByRole("switch", { name: "Notifikasi push di browser ini" });
const tokenBodies = (fake: ReturnType<typeof mockFetch>) =>
  fake.calls
    .filter((call) => call.url.pathname === NOTIFICATION_PATHS.pushToken)
    .map((call) => JSON.parse(String(call.init?.body)) as { token: string });

/** The page's calls, and the push token call answering `subscribed` as a real server would. */
function servePush(settings = pushSettingsFixture()) {
  const fake = serve({
    settings: () => ({ body: envelope(settings) }),
    pushToken: () => {
      const body = JSON.parse(String(fake.calls.at(-1)?.init?.body)) as { token: string };
      return { body: envelope({ subscribed: body.token !== "" }) };
    },
  });
  return fake;
}

describe("NotificationsPage: push", () => {
  it("says push is off on this server when it has no keys, and offers no switch", async () => {
    serve({
      settings: () => ({ body: envelope(pushSettingsFixture({ push_available: false, vapid_public_key: null })) }),
    });
    renderPage();
    expect(await screen.findByText("Notifikasi push belum diaktifkan di server ini")).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("says so when the browser has no Push API; the switch cannot be turned on", async () => {
    serve();
    renderPage();
    const toggle = await pushSwitch();
    expect(screen.getByText("Browser ini tidak mendukung notifikasi push.")).toBeTruthy();
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("turning it on asks permission, registers /sw.js, subscribes and sends the subscription", async () => {
    const browser = fakeBrowserPush();
    const fake = servePush();
    const user = userEvent.setup();
    renderPage();
    const toggle = await pushSwitch();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    // the VAPID key (65 bytes, an uncompressed P-256 point) as bytes
    const key = options?.applicationServerKey;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key instanceof Uint8Array ? key.length : 0).toBe(65);
    expect(tokenBodies(fake)).toEqual([{ token: JSON.stringify(browser.subscription) }]);
    expect(JSON.parse(tokenBodies(fake)[0]?.token ?? "{}").endpoint).toBe("https://push.example.test/langganan/1");
  });

  it("turning it off tells the server (empty token) and drops the browser's subscription", async () => {
    const browser = fakeBrowserPush({ subscribed: true });
    const fake = servePush(pushSettingsFixture({ subscribed: true }));
    const user = userEvent.setup();
    renderPage();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(tokenBodies(fake)).toEqual([{ token: "" }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("a refused permission says how to allow it, and nothing is sent", async () => {
    const browser = fakeBrowserPush({ answer: "denied" });
    const fake = servePush();
    const user = userEvent.setup();
    renderPage();
    const toggle = await pushSwitch();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText(/Izin notifikasi untuk situs ini diblokir/)).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(tokenBodies(fake)).toEqual([]);
  });

  it("the kinds are checkboxes; unticking one saves it in push_off", async () => {
    const fake = serve({
      settings: () => {
        const call = fake.calls.at(-1);
        if (call?.init?.method !== "PUT") return { body: envelope(pushSettingsFixture()) };
        const { push_off } = JSON.parse(String(call.init.body)) as { push_off: string[] };
        const settings = pushSettingsFixture();
        return {
          body: envelope({
            ...settings,
            kinds: settings.kinds.map((k) => ({ ...k, push: !push_off.includes(k.type) })),
          }),
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const kinds = within(await screen.findByRole("group", { name: "Kirim notifikasi push untuk" }));
    const announcement = kinds.getByRole("checkbox", { name: "Pengumuman program" }) as HTMLInputElement;
    expect(announcement.checked).toBe(true);
    expect(kinds.getAllByRole("checkbox")).toHaveLength(3);
    await user.click(announcement);
    await waitFor(() => expect(fake.calls.some((call) => call.init?.method === "PUT")).toBe(true));
    const put = fake.calls.find((call) => call.init?.method === "PUT");
    expect(JSON.parse(String(put?.init?.body))).toEqual({ push_off: ["announcement"] });
    await waitFor(() => expect(announcement.checked).toBe(false));
    expect((kinds.getByRole("checkbox", { name: "Pembayaran berhasil" }) as HTMLInputElement).checked).toBe(true);
  });
});
