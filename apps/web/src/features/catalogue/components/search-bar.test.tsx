import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { SearchBar } from "./search-bar";

describe("SearchBar", () => {
  it("submits the text to /program?search=<text> on Enter", async () => {
    renderWithRouter(<SearchBar />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Cari program" }), "belajar excel{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=belajar+excel");
  });

  it("submits from the Cari button, trimming the text", async () => {
    renderWithRouter(<SearchBar />);
    await userEvent.type(screen.getByRole("searchbox"), "  desain grafis  ");
    await userEvent.click(screen.getByRole("button", { name: "Cari" }));
    expect(screen.getByTestId("location").textContent).toBe("/program?search=desain+grafis");
  });

  it("carries the ref query of the page it is on", async () => {
    renderWithRouter(<SearchBar />, { initialEntry: "/?ref=kampanye" });
    await userEvent.type(screen.getByRole("searchbox"), "excel{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel&ref=kampanye");
  });

  it("skips a repeated identical search (no new history entry)", async () => {
    const { router } = renderWithRouter(<SearchBar defaultValue="excel" />, { initialEntry: "/program?search=excel" });
    const before = router.state.location.key;
    await userEvent.type(screen.getByRole("searchbox"), "{Enter}");
    expect(router.state.location.key).toBe(before);
    await userEvent.type(screen.getByRole("searchbox"), " lanjut{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel+lanjut");
  });
});
