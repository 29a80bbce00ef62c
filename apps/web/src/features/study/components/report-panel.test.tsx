import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardFixture } from "../activity-fixtures";
import { reportFixture } from "../shell-fixtures";
import { ReportPanel, reportAvailability } from "./report-panel";

afterEach(() => vi.restoreAllMocks());

function renderPanel(report = reportFixture(), isAsesor = false) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ReportPanel
            report={report}
            loading={false}
            failed={false}
            onRetry={() => {}}
            dashboard={dashboardFixture()}
            isAsesor={isAsesor}
          />
        ),
      },
    ],
    { initialEntries: ["/aktivitas/mengenal-sel"] },
  );
  render(<RouterProvider router={router} />);
}

describe("reportAvailability", () => {
  const now = new Date("2026-11-23T00:00:00.000Z");
  it("opens once scoring_date has passed", () => {
    expect(reportAvailability("2026-11-22T23:59:59.000Z", now)).toEqual({ kind: "open" });
  });
  it("names the date in WIB before that", () => {
    expect(reportAvailability("2026-11-30T12:00:00.000Z", now)).toEqual({
      kind: "pending",
      date: "30 November 2026, 19.00 WIB",
    });
  });
  it("is open at once without a scoring date, as the API answers show_report", () => {
    expect(reportAvailability(null, now)).toEqual({ kind: "open" });
  });
});

describe("ReportPanel", () => {
  it("shows 'Laporan Belum Tersedia' with the date before scoring_date, closed by 'Mengerti'", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderPanel(reportFixture({ scoring_date: "2099-11-30T12:00:00.000Z" }));
    await userEvent.click(screen.getByRole("button", { name: /Lihat Laporan Belajar/ }));
    const dialog = screen.getByRole("dialog", { name: "Laporan Belum Tersedia" });
    expect(within(dialog).getByText("Laporan Belajar akan tersedia pada 30 November 2099, 19.00 WIB.")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mengerti" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the learning report in a new tab once scoring_date has passed", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderPanel(reportFixture({ scoring_date: "2020-01-01T00:00:00.000Z" }));
    await userEvent.click(screen.getByRole("button", { name: /Lihat Laporan Belajar/ }));
    expect(open).toHaveBeenCalledWith("/laporan-belajar/500/lembaga", "_blank", "noopener,noreferrer");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("disables the certificate until it may be viewed, then links it in a new tab", () => {
    renderPanel(reportFixture({ can_view_certificate: false }));
    const disabled = screen.getByRole("button", { name: /Lihat Sertifikat/ }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
  });

  it("links the certificate, the portfolio and, for assessors, the certificate shortcut", () => {
    renderPanel(reportFixture({ can_view_certificate: true, show_certificate: true }), true);
    const certificate = screen.getByRole("link", { name: /Lihat Sertifikat/ });
    expect(certificate.getAttribute("href")).toBe("/sertifikat/500");
    expect(certificate.getAttribute("target")).toBe("_blank");
    const portfolio = screen.getByRole("link", { name: "Lihat Portofolio" });
    expect(portfolio.getAttribute("href")).toBe("/profile");
    expect(portfolio.hasAttribute("target")).toBe(false);
    expect(screen.getByRole("link", { name: /Sertifikat Peserta \(Asesor\)/ }).getAttribute("href")).toBe(
      "/sertifikat/500",
    );
  });

  it("shows the pretest and posttest scores once there are any, and nothing before", () => {
    renderPanel(reportFixture({ pretest_score: 40, posttest_score: 85.5 }));
    expect(screen.getByText("Nilai Pretest").nextSibling?.textContent).toBe("40");
    expect(screen.getByText("Nilai Posttest").nextSibling?.textContent).toBe("85,5");
    expect(screen.queryByText("Nilai Akhir")).toBeNull();
  });

  it("has no scores while none is scored", () => {
    renderPanel();
    expect(screen.queryByText("Nilai Pretest")).toBeNull();
  });

  it("has no assessor shortcut for a learner", () => {
    renderPanel(reportFixture({ can_view_certificate: true, show_certificate: true }), false);
    expect(screen.queryByRole("link", { name: /Asesor/ })).toBeNull();
  });
});
