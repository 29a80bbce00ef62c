import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { LearningReport } from "../learning-report-api";
import { LearningReportPage } from "./learning-report-page";

const reportPath = "/api/program_activity/learning_report/41";

function report(overrides: Partial<LearningReport> = {}): LearningReport {
  return {
    program_user_id: 41,
    report_type: "peserta",
    generated_at: "2026-11-20T03:00:00.000Z",
    scoring_date: "2026-11-01T03:00:00.000Z",
    program: {
      id: 7,
      name: "Kelas Analisis Data",
      slug: "kelas-analisis-data",
      category_name: "KELASMU",
      training_type: 0,
      hours: 2.5,
    },
    institution: { id: 3, name: "Lembaga Sertifikasi Data", slug: "lsd", logo: null },
    learner: { id: 9, name: "Ani Lestari", username: "ani" },
    period: { enrolled_at: "2026-10-01T02:00:00.000Z", finish_at: "2026-10-20T05:00:00.000Z" },
    progress: { percentage: 100, completed: 4, total: 4 },
    attendance: { total: 5, done: 3, percentage: 60, required_percentage: 80, rule_applies: true, meets: false },
    activities: [
      {
        id: 1,
        title: "Pretest",
        topic: "Pengantar",
        session: 1,
        activity_type: 1,
        bobot: 10,
        score: 25,
        attempts: 1,
        review_state: "auto",
      },
      {
        id: 2,
        title: "Uji Keterampilan",
        topic: "Praktik",
        session: 2,
        activity_type: 3,
        bobot: 50,
        score: 80,
        attempts: 1,
        review_state: "assessed",
      },
      {
        id: 3,
        title: "Posttest",
        topic: "Praktik",
        session: 2,
        activity_type: 2,
        bobot: 40,
        score: 75,
        attempts: 2,
        review_state: "auto",
      },
      {
        id: 4,
        title: "Tugas Akhir",
        topic: "Penutup",
        session: 3,
        activity_type: 4,
        bobot: 0,
        score: null,
        attempts: 1,
        review_state: "awaiting_review",
      },
    ],
    final_score: 72.5,
    tests: { pretest: 25, posttest: 75, gain: { points: 50, normalized: 0.67 } },
    assessments: [
      {
        activity_id: 2,
        activity_title: "Uji Keterampilan",
        assessor_name: "Bambang Hartono",
        assessed_at: "2026-10-18T05:00:00.000Z",
        score: 80,
        feedback: "Analisis Anda runtut; rapikan grafiknya.",
        rubric: [{ title: "Ketepatan analisis", description: "", points: 9, max_points: 10 }],
      },
    ],
    progress_report: {
      certificate_created_at: "2026-11-20T20:00:00.000Z",
      certificate_issued_date: "2026-11-21",
      finish_at: "2026-10-20T05:00:00.000Z",
      pmo_report_date: null,
      training_type: 0,
    },
    certificate: {
      number: "KARIR-2026-000123-ABCD",
      issued_at: "2026-11-20T20:00:00.000Z",
      revoked: false,
      verification_path: "/verifikasi-sertifikat/KARIR-2026-000123-ABCD",
    },
    can_view_certificate: false,
    ...overrides,
  };
}

function renderPage(path = "/laporan-belajar/41") {
  return renderWithRouter(
    <Routes>
      <Route path="/laporan-belajar/:programUserId" element={<LearningReportPage />} />
      <Route path="/laporan-belajar/:programUserId/:reportType" element={<LearningReportPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("LearningReportPage", () => {
  it("shows the programme, learner, scores with weights, pretest against posttest, feedback and the dates in WIB", async () => {
    const fetch = mockFetch({ [reportPath]: () => ({ body: envelope({ report: report() }) }) });
    vi.stubGlobal("fetch", fetch.fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Kelas Analisis Data", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ani Lestari")).toBeTruthy();
    expect(screen.getByText("1 Oktober 2026 – 20 Oktober 2026")).toBeTruthy();
    const table = within(screen.getByRole("region", { name: "Aktivitas yang Dinilai" })).getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Pretest");
    expect(rows[1]?.textContent).toContain("10%");
    expect(rows[1]?.textContent).toContain("25,0");
    expect(rows[4]?.textContent).toContain("Menunggu penilaian");
    expect(within(table).getByRole("rowheader", { name: "Nilai Akhir" })).toBeTruthy();
    const tests = screen.getByRole("region", { name: "Pretest dan Posttest" });
    expect(within(tests).getByText("+50,0 poin")).toBeTruthy();
    expect(within(tests).getByText("Gain ternormalisasi 0,67")).toBeTruthy();
    expect(screen.getByText("Analisis Anda runtut; rapikan grafiknya.")).toBeTruthy();
    expect(screen.getByText("Dinilai oleh Bambang Hartono pada 18 Oktober 2026, 12.00 WIB")).toBeTruthy();
    // the certificate was made at 03.00 WIB on the 21st (the 20th in UTC): made and issued that day
    expect(screen.getAllByText("21 November 2026")).toHaveLength(2);
    expect(screen.getByText("KARIR-2026-000123-ABCD")).toBeTruthy();
    expect(screen.getByText("Kehadiran belum mencapai 80%, syarat untuk mendapatkan sertifikat.")).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "Unduh PDF" });
    expect(pdf.getAttribute("href")).toBe("/api/program_activity/learning_report/41/pdf?report_type=peserta");
    const print = vi.fn();
    vi.stubGlobal("print", print);
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    expect(print).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.title).toBe("Laporan Belajar Kelas Analisis Data - Karirmu"));
  });

  it("the institution's view asks for report_type lembaga and heads the page with the institution", async () => {
    const fetch = mockFetch({
      [reportPath]: (url) => ({
        body: envelope({
          report: report({ report_type: url.searchParams.get("report_type") === "lembaga" ? "lembaga" : "peserta" }),
        }),
      }),
    });
    vi.stubGlobal("fetch", fetch.fn);
    renderPage("/laporan-belajar/41/lembaga");
    expect(await screen.findByRole("heading", { name: "Laporan Belajar Peserta", level: 1 })).toBeTruthy();
    expect(screen.getAllByText("Lembaga Sertifikasi Data").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toContain("report_type=lembaga");
  });

  it("before scoring_date: 'Laporan Belum Tersedia' with the date in WIB", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [reportPath]: () => ({
          status: 400,
          body: {
            status: 400,
            message: "Laporan Belajar akan tersedia pada 22 November 2026, 10.00 WIB.",
            data: { scoring_date: "2026-11-22T03:00:00.000Z", title: "Laporan Belum Tersedia" },
          },
        }),
      }).fn,
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Laporan Belum Tersedia", level: 1 })).toBeTruthy();
    expect(screen.getByText("Laporan Belajar akan tersedia pada 22 November 2026, 10.00 WIB.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Unduh PDF" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Laporan Belum Tersedia - Karirmu"));
  });

  it("another's or an unknown report, and a malformed address, say it is not found", async () => {
    const fetch = mockFetch({
      [reportPath]: () => ({
        status: 403,
        body: { status: 403, message: "Laporan belajar tidak ditemukan", data: null },
      }),
    });
    vi.stubGlobal("fetch", fetch.fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Laporan belajar tidak ditemukan" })).toBeTruthy();
    renderPage("/laporan-belajar/abc");
    expect((await screen.findAllByRole("heading", { name: "Laporan belajar tidak ditemukan" })).length).toBe(2);
    expect(fetch.calls.filter((c) => c.url.pathname.includes("abc"))).toEqual([]);
  });

  it("a fault: the error in Indonesian and Coba Lagi", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ [reportPath]: () => ({ status: 500, body: { status: 500, message: "Kesalahan", data: null } }) }).fn,
    );
    renderPage();
    expect(
      await screen.findByText("Laporan belajar tidak dapat dimuat saat ini. Silakan coba lagi.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
