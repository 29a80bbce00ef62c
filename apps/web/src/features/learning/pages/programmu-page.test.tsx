import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { enrolledAnswerFixture, enrolledProgramFixture, todoItemFixture } from "../test-fixtures";
import { ProgrammuPage } from "./programmu-page";

const ENROLLED = "/api/program-activity/enrolled/5/1/12";
const PAGE_2 = "/api/program-activity/enrolled/5/2/12";
const FIRST = "/api/program/first-activity-multi-program/";
const SCHEDULE = "/api/program-activity/group-schedule/";
const TODO = "/api/program_activity/my/all/1";

const notStarted = enrolledProgramFixture({
  program_user_id: 502,
  id: 36,
  slug: "desain-grafis",
  name: "Desain Grafis Dasar",
  percentage_progress: 0,
  completed_resources: 0,
  progress: "not_started",
  last_activity_at: null,
});
const finished = enrolledProgramFixture({
  program_user_id: 503,
  id: 37,
  slug: "menjahit",
  name: "Teknik Menjahit",
  percentage_progress: 100,
  completed_resources: 10,
  progress: "finished",
});

function serve(extra: Record<string, (url: URL) => { status?: number; body: unknown }> = {}) {
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(meUserFixture()),
    [ENROLLED]: () => ({
      body: enrolledAnswerFixture(
        [enrolledProgramFixture(), notStarted, finished],
        "/api/program-activity/enrolled/5/2/12",
      ),
    }),
    [PAGE_2]: () => ({
      body: enrolledAnswerFixture([enrolledProgramFixture({ program_user_id: 504, id: 38, name: "Akuntansi UMKM" })]),
    }),
    [FIRST]: () => ({
      body: envelope([
        { program_id: 35, slug: "rumus-sel", is_complete: false },
        { program_id: 36, slug: "pengenalan-desain", is_complete: false },
        { program_id: 37, slug: "pola-dasar", is_complete: true },
      ]),
    }),
    [SCHEDULE]: () => ({
      body: envelope([
        {
          program_id: 35,
          next_session: {
            slug: "webinar-rumus-dasar",
            title: "Webinar: Rumus Dasar",
            start_at: "2026-11-30T12:00:00.000Z",
            end_at: null,
          },
        },
      ]),
    }),
    [TODO]: () => ({ body: { status: 200, message: "OK", data: [todoItemFixture()], next_url: null } }),
    ...extra,
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

function renderProgrammu(entry = "/programmu") {
  setSessionCookie();
  return renderWithRouter(<ProgrammuPage />, { initialEntry: entry });
}

const location = () => screen.getByTestId("location").textContent;
const callsTo = (fake: ReturnType<typeof mockFetch>, path: string) => fake.calls.filter((c) => c.url.pathname === path);

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe("ProgrammuPage, programmes", () => {
  it("shows each programme with its progress and leads into its first unfinished activity", async () => {
    const fake = serve();
    renderProgrammu();
    const cards = await screen.findAllByTestId("enrolled-program");
    expect(cards).toHaveLength(3);
    const [ongoing, fresh, done] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ongoing).getByRole("heading", { name: "Excel untuk Pemula" })).toBeTruthy();
    expect(within(ongoing).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    expect(within(ongoing).getByText("4/10 aktivitas")).toBeTruthy();
    await waitFor(() =>
      expect(within(ongoing).getByRole("link", { name: "Lanjutkan" }).getAttribute("href")).toBe(
        "/aktivitas/rumus-sel",
      ),
    );
    expect(within(ongoing).getByText(/Webinar: Rumus Dasar, 30 November 2026, 19\.00 WIB/)).toBeTruthy();
    expect(within(fresh).getByRole("link", { name: "Mulai Belajar" }).getAttribute("href")).toBe(
      "/aktivitas/pengenalan-desain",
    );
    expect(within(done).getByRole("link", { name: "Pelajari Lagi" }).getAttribute("href")).toBe(
      "/aktivitas/pola-dasar",
    );
    // one call for every shown programme's first activity, not one per card
    expect(callsTo(fake, FIRST)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fake, FIRST)[0]?.init?.body))).toEqual({ program_id_list: [35, 36, 37] });
    expect(screen.getByRole("button", { name: "Sedang Berjalan (1)" })).toBeTruthy();
    expect(document.title).toBe("Programmu - Karirmu");
  });

  it("asks for the list at once with the session's user id, without waiting for me-v2 (issue 23)", async () => {
    // me-v2 never answers here: the cards come anyway
    const fake = serve({ "/api/auth/me-v2": () => ({ status: 503, body: { status: 503, message: "x", data: null } }) });
    renderProgrammu();
    expect(await screen.findAllByTestId("enrolled-program")).toHaveLength(3);
    expect(callsTo(fake, ENROLLED)).toHaveLength(1);
  });

  it("filters by progress, searches and sorts through the address, asking the server each time", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderProgrammu();
    await screen.findAllByTestId("enrolled-program");
    await user.click(screen.getByRole("button", { name: "Selesai (1)" }));
    await waitFor(() => expect(location()).toBe("/programmu?progress=finished"));
    await waitFor(() => expect(callsTo(fake, ENROLLED).at(-1)?.url.searchParams.get("progress")).toBe("finished"));
    await user.type(screen.getByRole("searchbox", { name: "Cari program Anda" }), "excel{Enter}");
    await waitFor(() => expect(location()).toBe("/programmu?progress=finished&search=excel"));
    await user.selectOptions(screen.getByLabelText("Urutkan"), "name");
    await waitFor(() => expect(callsTo(fake, ENROLLED).at(-1)?.url.searchParams.get("sort")).toBe("name"));
    const last = callsTo(fake, ENROLLED).at(-1)?.url.searchParams;
    expect(last?.get("search")).toBe("excel");
    expect(last?.get("progress")).toBe("finished");
  });

  it("loads the next 12 from the server's next_url", async () => {
    serve();
    const user = userEvent.setup();
    renderProgrammu();
    await screen.findAllByTestId("enrolled-program");
    await user.click(screen.getByRole("button", { name: "Tampilkan Lebih Banyak" }));
    expect(await screen.findByRole("heading", { name: "Akuntansi UMKM" })).toBeTruthy();
    expect(screen.getAllByTestId("enrolled-program")).toHaveLength(4);
    expect(screen.queryByRole("button", { name: "Tampilkan Lebih Banyak" })).toBeNull();
  });

  it("leads a learner without programmes to the catalogue, and a filter without match to clearing it", async () => {
    serve({ [ENROLLED]: () => ({ body: enrolledAnswerFixture([]) }) });
    renderProgrammu();
    expect(await screen.findByRole("heading", { name: "Anda belum mengikuti program" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cari Program" }).getAttribute("href")).toBe("/program");
  });

  it("offers to clear the filters when nothing matches", async () => {
    serve({ [ENROLLED]: () => ({ body: enrolledAnswerFixture([]) }) });
    const user = userEvent.setup();
    renderProgrammu("/programmu?search=zzz&progress=ongoing");
    expect(await screen.findByRole("heading", { name: "Tidak ada program yang sesuai" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hapus Filter" }));
    await waitFor(() => expect(location()).toBe("/programmu"));
  });

  it("keeps a folder and the partner scope from the address (the study page's back link)", async () => {
    const fake = serve({
      [ENROLLED]: () => ({
        body: enrolledAnswerFixture([enrolledProgramFixture({ folder_id: 4 })], null, [
          { id: 4, name: "Paket Persiapan Kerja", count: 1 },
        ]),
      }),
    });
    renderProgrammu("/programmu?folder=4&subdomain_slug=smk-nusantara");
    await screen.findAllByTestId("enrolled-program");
    const asked = callsTo(fake, ENROLLED)[0]?.url.searchParams;
    expect(asked?.get("folder")).toBe("4");
    expect(asked?.get("subdomain_slug")).toBe("smk-nusantara");
    expect(screen.getByRole("button", { name: /Paket Persiapan Kerja/ }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Lanjutkan" }).getAttribute("href")).toBe(
        "/aktivitas/rumus-sel?subdomain_slug=smk-nusantara",
      ),
    );
  });

  it("ignores malformed keys in the address instead of sending them", async () => {
    const fake = serve();
    renderProgrammu("/programmu?progress=semua&sort=acak&folder=x");
    await screen.findAllByTestId("enrolled-program");
    expect([...(callsTo(fake, ENROLLED)[0]?.url.searchParams.keys() ?? [])].sort()).toEqual(["platform", "source"]);
  });
});

describe("ProgrammuPage, to-do view", () => {
  it("lists scheduled activities by WIB day with the default period of today to 90 days", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T03:00:00Z"), toFake: ["Date"] });
    const fake = serve();
    renderProgrammu("/programmu?tab=tugas");
    const item = await screen.findByTestId("todo-item");
    expect(item.getAttribute("href")).toBe("/aktivitas/webinar-rumus-dasar");
    expect(within(item).getByText("19.00 WIB")).toBeTruthy();
    expect(within(item).getByText("Wajib")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Senin, 30 November 2026" })).toBeTruthy();
    const asked = callsTo(fake, TODO)[0]?.url.searchParams;
    expect(asked?.get("start")).toBe("2026-11-22");
    expect(asked?.get("end")).toBe("2027-02-20");
    expect(asked?.get("is_required")).toBeNull();
  });

  it("applies the filters, refuses a period that ends before it starts, and 'Atur Ulang' restores the defaults", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T03:00:00Z"), toFake: ["Date"] });
    const fake = serve();
    const user = userEvent.setup();
    renderProgrammu("/programmu?tab=tugas");
    await screen.findByTestId("todo-item");
    await user.selectOptions(screen.getByLabelText("Jenis Aktivitas"), "live_streaming");
    await user.selectOptions(screen.getByLabelText("Aktivitas"), "true");
    await user.selectOptions(screen.getByLabelText("Jadwal"), "live");
    await user.type(screen.getByLabelText("Cari aktivitas"), "rumus");
    await user.click(screen.getByRole("button", { name: "Terapkan" }));
    await waitFor(() => expect(callsTo(fake, TODO)).toHaveLength(2));
    const asked = callsTo(fake, TODO)[1]?.url.searchParams;
    expect(asked?.get("type")).toBe("live_streaming");
    expect(asked?.get("is_required")).toBe("true");
    expect(asked?.get("schedule")).toBe("live");
    expect(asked?.get("search")).toBe("rumus");

    fireEvent.change(screen.getByLabelText("Sampai tanggal"), { target: { value: "2026-11-01" } });
    await user.click(screen.getByRole("button", { name: "Terapkan" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Tanggal akhir tidak boleh sebelum tanggal mulai.");
    expect(callsTo(fake, TODO)).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Atur Ulang" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByLabelText("Sampai tanggal") as HTMLInputElement).value).toBe("2027-02-20");
    expect((screen.getByLabelText("Aktivitas") as HTMLSelectElement).value).toBe("false");
    expect((screen.getByLabelText("Cari aktivitas") as HTMLInputElement).value).toBe("");
  });

  it("says when nothing is due in the period", async () => {
    serve({ [TODO]: () => ({ body: { status: 200, message: "OK", data: [], next_url: null } }) });
    renderProgrammu("/programmu?tab=tugas");
    expect(await screen.findByRole("heading", { name: "Tidak ada aktivitas terjadwal" })).toBeTruthy();
  });
});
