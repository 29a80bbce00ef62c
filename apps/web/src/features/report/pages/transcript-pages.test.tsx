import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { Transcript, TranscriptSummary } from "../learning-report-api";
import { ReportsPage } from "./reports-page";
import { TranscriptListPage } from "./transcript-list-page";
import { TranscriptPage } from "./transcript-page";

const summaries: TranscriptSummary[] = [
  {
    id: "semua",
    label: "Semua",
    program_count: 2,
    hours: 5.5,
    average_score: 81.3,
    first_finish_at: "2025-06-15T03:00:00.000Z",
    last_finish_at: "2025-12-31T17:30:00.000Z",
  },
  {
    id: "2026",
    label: "Tahun 2026",
    program_count: 1,
    hours: 4,
    average_score: null,
    first_finish_at: "2025-12-31T17:30:00.000Z",
    last_finish_at: "2025-12-31T17:30:00.000Z",
  },
];

const transcript: Transcript = {
  id: "semua",
  label: "Semua",
  learner: { name: "Ani Lestari", username: "ani" },
  generated_at: "2026-11-20T03:00:00.000Z",
  programs: [
    {
      program_user_id: 52,
      program: { id: 8, name: "Kelas Desain", slug: "kelas-desain", category_name: "KELASMU" },
      institution_name: "Lembaga Sertifikasi Data",
      hours: 4,
      final_score: null,
      finish_at: "2025-12-31T17:30:00.000Z",
      certificate_number: "KARIR-2026-000001-7QXM",
    },
    {
      program_user_id: 41,
      program: { id: 7, name: "Kelas Analisis Data", slug: "kelas-analisis-data", category_name: "KELASMU" },
      institution_name: "Lembaga Sertifikasi Data",
      hours: 1.5,
      final_score: 81.3,
      finish_at: "2025-06-15T03:00:00.000Z",
      certificate_number: null,
    },
  ],
  totals: { program_count: 2, hours: 5.5, average_score: 81.3 },
};

function render(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/transkrip" element={<TranscriptListPage />} />
      <Route path="/transkrip/:transcriptId" element={<TranscriptPage />} />
      <Route path="/report" element={<ReportsPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/transkrip", () => {
  it("lists 'Semua' and each year with counts, hours and the average, linking to each", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ "/api/transcript/list": () => ({ body: envelope({ transcripts: summaries }) }) }).fn,
    );
    render("/transkrip");
    const all = await screen.findByRole("article", { name: "Semua" });
    expect(within(all).getByText("5,5")).toBeTruthy();
    expect(within(all).getByText("81,3")).toBeTruthy();
    expect(within(all).getByText("Selesai 15 Juni 2025 – 1 Januari 2026")).toBeTruthy();
    const year = screen.getByRole("article", { name: "Tahun 2026" });
    expect(within(year).getByRole("link", { name: "Lihat Transkrip Tahun 2026" }).getAttribute("href")).toBe(
      "/transkrip/2026",
    );
    await waitFor(() => expect(document.title).toBe("Transkrip - Karirmu"));
  });

  it("without a finished programme: the empty state leads to Programmu", async () => {
    vi.stubGlobal("fetch", mockFetch({ "/api/transcript/list": () => ({ body: envelope({ transcripts: [] }) }) }).fn);
    render("/transkrip");
    expect(await screen.findByRole("heading", { name: "Belum Ada Transkrip" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ke Programmu" }).getAttribute("href")).toBe("/programmu");
  });
});

describe("/transkrip/{transcriptId}", () => {
  it("shows every finished programme with finish date, hours, score and certificate number, and the PDF", async () => {
    vi.stubGlobal("fetch", mockFetch({ "/api/transcript/semua": () => ({ body: envelope({ transcript }) }) }).fn);
    render("/transkrip/semua");
    expect(await screen.findByRole("heading", { name: "Transkrip Semua", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ani Lestari")).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("1 Januari 2026")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("KARIR-2026-000001-7QXM")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("1,5 jam")).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole("link", { name: "Laporan Belajar Kelas Analisis Data" })
        .getAttribute("href"),
    ).toBe("/laporan-belajar/41");
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toBe("/api/transcript/semua/pdf");
    await waitFor(() => expect(document.title).toBe("Transkrip Semua - Karirmu"));
  });

  it("a malformed period is not found and asks nothing of the API", async () => {
    const fetch = mockFetch({});
    vi.stubGlobal("fetch", fetch.fn);
    render("/transkrip/bukan-periode");
    expect(await screen.findByRole("heading", { name: "Transkrip tidak ditemukan" })).toBeTruthy();
    expect(fetch.calls).toEqual([]);
  });

  it("a period with nothing finished says so", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/transcript/2024": () => ({
          body: envelope({
            transcript: {
              ...transcript,
              id: "2024",
              label: "Tahun 2024",
              programs: [],
              totals: { program_count: 0, hours: 0, average_score: null },
            },
          }),
        }),
      }).fn,
    );
    render("/transkrip/2024");
    expect(await screen.findByText("Belum ada program yang selesai pada periode ini.")).toBeTruthy();
  });
});

describe("/report", () => {
  it("lists the finished programmes' learning reports", async () => {
    vi.stubGlobal("fetch", mockFetch({ "/api/transcript/semua": () => ({ body: envelope({ transcript }) }) }).fn);
    render("/report");
    const link = await screen.findByRole("link", { name: "Lihat Laporan Belajar Kelas Desain" });
    expect(link.getAttribute("href")).toBe("/laporan-belajar/52");
    expect(screen.getByRole("link", { name: "Lihat Transkrip" }).getAttribute("href")).toBe("/transkrip");
    await waitFor(() => expect(document.title).toBe("Laporan Belajar - Karirmu"));
  });
});
