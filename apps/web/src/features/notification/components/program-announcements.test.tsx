import type { RealtimeEvent } from "@app/domain/notification/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { announcementSummaryFixture, NOTIFICATION_PATHS } from "../test-fixtures";
import { ProgramAnnouncements } from "./program-announcements";

const realtime = vi.hoisted(() => ({ listeners: new Set<(event: RealtimeEvent) => void>() }));
vi.mock("../../../shared/lib/realtime", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../shared/lib/realtime")>()),
  useRealtimeEvent: (listener: (event: RealtimeEvent) => void) => {
    const latest = useRef(listener);
    latest.current = listener;
    useEffect(() => {
      const forward = (event: RealtimeEvent) => latest.current(event);
      realtime.listeners.add(forward);
      return () => {
        realtime.listeners.delete(forward);
      };
    }, []);
  },
}));

function emit(event: RealtimeEvent) {
  act(() => {
    for (const listener of realtime.listeners) listener(event);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  realtime.listeners.clear();
});

function serve(answer: () => { status?: number; body: unknown }) {
  setSessionCookie();
  const fake = mockFetch({ [NOTIFICATION_PATHS.tabAnnouncement]: answer });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

const calls = (fake: ReturnType<typeof mockFetch>) =>
  fake.calls.filter((call) => call.url.pathname === NOTIFICATION_PATHS.tabAnnouncement);

describe("ProgramAnnouncements (the study page's Pengumuman tab)", () => {
  it("lists the programme's announcements, each linking to its page", async () => {
    const fake = serve(() => ({
      body: envelope({
        announcements: [
          announcementSummaryFixture(),
          announcementSummaryFixture({ id: 2, title: "Selamat datang", slug: "selamat-datang", excerpt: "" }),
        ],
      }),
    }));
    renderWithRouter(<ProgramAnnouncements programId={10} />);
    const first = await screen.findByRole("link", { name: /Jadwal sesi langsung minggu depan/ });
    expect(first.getAttribute("href")).toBe("/pengumuman/jadwal-sesi-langsung");
    expect(first.textContent).toContain("20 November 2026, 10.00 WIB");
    expect(first.textContent).toContain("oleh Rina Fasilitator");
    expect(first.textContent).toContain("Sesi langsung pindah ke hari Kamis pukul 19.00 WIB.");
    expect(screen.getByRole("link", { name: /Selamat datang/ }).getAttribute("href")).toBe(
      "/pengumuman/selamat-datang",
    );
    const call = calls(fake)[0];
    expect(call?.init?.method).toBe("POST");
    expect(JSON.parse(String(call?.init?.body))).toEqual({ program_id: 10 });
  });

  it("says 'Belum ada pengumuman' when there is none", async () => {
    serve(() => ({ body: envelope({ announcements: [] }) }));
    renderWithRouter(<ProgramAnnouncements programId={10} />);
    expect(await screen.findByText("Belum ada pengumuman")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("a failed list says so and 'Coba Lagi' asks again", async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { status: 500, message: "Kesalahan", data: null } }
        : { body: envelope({ announcements: [announcementSummaryFixture()] }) },
    );
    const user = userEvent.setup();
    renderWithRouter(<ProgramAnnouncements programId={10} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Daftar pengumuman gagal dimuat.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("link", { name: /Jadwal sesi langsung/ })).toBeTruthy();
  });

  it("a new announcement of this programme arrives through the realtime channel; another programme's does not", async () => {
    let list = [announcementSummaryFixture()];
    const fake = serve(() => ({ body: envelope({ announcements: list }) }));
    const { container } = renderWithRouter(<ProgramAnnouncements programId={10} />);
    await screen.findByRole("link", { name: /Jadwal sesi langsung/ });
    const fresh = announcementSummaryFixture({ id: 4, title: "Tugas akhir dibuka", slug: "tugas-akhir" });
    emit({ id: 7, type: "announcement", announcement: { ...fresh, program_id: 99 } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls(fake)).toHaveLength(1);
    list = [fresh, ...list];
    emit({ id: 8, type: "announcement", announcement: fresh });
    expect(await screen.findByRole("link", { name: /Tugas akhir dibuka/ })).toBeTruthy();
    await waitFor(() => expect(within(container).getAllByRole("link")).toHaveLength(2));
    expect(calls(fake)).toHaveLength(2);
  });
});
