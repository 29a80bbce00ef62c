import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { SearchBar } from "./search-bar";

// The dropdown asks for suggestions on focus; here they are simply absent (its own tests: search-dropdown.test.tsx).
beforeEach(() => {
  vi.stubGlobal("fetch", mockFetch({}).fn);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SearchBar", () => {
  it("submits the text to /program?search=<text> on Enter", async () => {
    renderWithRouter(<SearchBar />);
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "belajar excel{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=belajar+excel");
  });

  it("submits from the Cari button, trimming the text", async () => {
    renderWithRouter(<SearchBar />);
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "  desain grafis  ");
    await userEvent.click(screen.getByRole("button", { name: "Cari" }));
    expect(screen.getByTestId("location").textContent).toBe("/program?search=desain+grafis");
  });

  it("carries the ref query of the page it is on", async () => {
    renderWithRouter(<SearchBar />, { initialEntry: "/?ref=kampanye" });
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "excel{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel&ref=kampanye");
  });

  it("skips a repeated identical search (no new history entry)", async () => {
    const { router } = renderWithRouter(<SearchBar defaultValue="excel" />, { initialEntry: "/program?search=excel" });
    const before = router.state.location.key;
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "{Enter}");
    expect(router.state.location.key).toBe(before);
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), " lanjut{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=excel+lanjut");
  });

  it("takes a search differing only in case or spaces as the same one", async () => {
    const { router } = renderWithRouter(<SearchBar defaultValue="Excel  " />, {
      initialEntry: "/program?search=excel",
    });
    const before = router.state.location.key;
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "{Enter}");
    expect(router.state.location.key).toBe(before);
  });

  it("narrows the search by the chosen type", async () => {
    renderWithRouter(
      <SearchBar
        types={[
          { value: "", label: "Semua" },
          { value: "UJIANMU", label: "Ujianmu" },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Jenis pencarian" }), "UJIANMU");
    await userEvent.type(screen.getByRole("combobox", { name: "Cari program" }), "toefl{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=toefl&category=UJIANMU");
  });
});
