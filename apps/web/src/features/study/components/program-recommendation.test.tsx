import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { programCard } from "../../../test/fixtures";
import { renderWithRouter } from "../../../test/render";
import { fakeStudyApi, ok, refused, type StudyRoute } from "../activity-fixtures";
import { ProgramRecommendation } from "./program-recommendation";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = "/api/program_activity/program_recommendation/belajar-excel-dasar/";

function renderSection(route: StudyRoute, complete = true) {
  setSessionCookie();
  const api = fakeStudyApi({ [PATH]: route });
  vi.stubGlobal("fetch", api.fn);
  const view = renderWithRouter(<ProgramRecommendation programSlug="belajar-excel-dasar" complete={complete} />);
  return { ...view, api };
}

describe("ProgramRecommendation", () => {
  it("shows the recommended programmes of a finished programme as catalogue cards in one row", async () => {
    const { api } = renderSection(() =>
      ok([
        programCard({ id: 2, slug: "excel-lanjutan", name: "Excel Lanjutan" }),
        programCard({ id: 3, slug: "analisis-data", name: "Analisis Data dengan Excel" }),
      ]),
    );
    const section = await screen.findByRole("region", { name: "Rekomendasi Program Selanjutnya" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/program/excel-lanjutan",
      "/program/analisis-data",
    ]);
    expect(within(section).getByText("Analisis Data dengan Excel")).toBeTruthy();
    expect(api.to(PATH)).toHaveLength(1);
  });

  it("asks nothing before the programme is finished", async () => {
    const { api } = renderSection(() => ok([programCard()]), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Rekomendasi Program Selanjutnya" })).toBeNull();
  });

  it("stays hidden when there is nothing to recommend", async () => {
    const { api } = renderSection(() => ok([]));
    await waitFor(() => expect(api.to(PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText("Rekomendasi Program Selanjutnya")).toBeNull();
  });

  it("stays hidden on an error, which is only logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { api } = renderSection(() => refused("Program tidak ditemukan", 404));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(api.to(PATH)).toHaveLength(1);
    expect(screen.queryByText("Rekomendasi Program Selanjutnya")).toBeNull();
  });
});
