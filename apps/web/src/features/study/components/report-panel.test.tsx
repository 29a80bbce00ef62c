import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardFixture } from "../activity-fixtures";
import { reportFixture } from "../shell-fixtures";
import { ReportPanel } from "./report-panel";

function renderPanel(report = reportFixture()) {
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
          />
        ),
      },
    ],
    { initialEntries: ["/aktivitas/mengenal-sel"] },
  );
  render(<RouterProvider router={router} />);
}

describe("ReportPanel", () => {
  it("offers no report, certificate or portfolio button until their pages exist (issue 20)", () => {
    renderPanel(reportFixture({ can_view_certificate: true, show_certificate: true }));
    expect(screen.getByRole("heading", { name: "Laporan Belajar" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("shows the pretest and posttest scores once there are any, and nothing before", () => {
    renderPanel(reportFixture({ pretest_score: 40, posttest_score: 85.5 }));
    expect(screen.getByText("Nilai Pretest").nextSibling?.textContent).toBe("40");
    expect(screen.getByText("Nilai Posttest").nextSibling?.textContent).toBe("85,5");
    expect(screen.queryByText("Nilai Akhir")).toBeNull();
  });

  it("says there is no score yet while none is scored", () => {
    renderPanel();
    expect(screen.queryByText("Nilai Pretest")).toBeNull();
    expect(screen.getByText(/^Belum ada nilai\./)).toBeTruthy();
  });
});
