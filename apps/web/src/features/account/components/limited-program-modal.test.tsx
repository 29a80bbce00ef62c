import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OpenDialog, renderWithRouter } from "../../../test/render";

describe("limited-program modal (Program Terbatas)", () => {
  it("explains who may join and goes home with Kembali ke Beranda", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "limited-program" }} />, { initialEntry: "/program/kelas-khusus" });
    const dialog = await screen.findByRole("dialog", { name: "Program Terbatas" });
    expect(dialog.textContent).toContain("hanya untuk pengguna tertentu");
    expect(dialog.textContent).toContain("hubungi penyelenggara");
    await userEvent.click(screen.getByRole("button", { name: "Kembali ke Beranda" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
