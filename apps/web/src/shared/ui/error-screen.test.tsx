import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  it("shows the spec's texts with the default code ERR3334", async () => {
    const onAcknowledge = vi.fn();
    render(<ErrorScreen onAcknowledge={onAcknowledge} />);
    expect(screen.getByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toBeTruthy();
    expect(screen.getByText("Terjadi gangguan di halaman ini, coba beberapa saat lagi")).toBeTruthy();
    expect(screen.getByText("Kode Error: ERR3334")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mengerti" }));
    expect(onAcknowledge).toHaveBeenCalledOnce();
  });

  it("shows a given code and message", () => {
    render(<ErrorScreen code={500} message="Server sibuk" onAcknowledge={() => {}} />);
    expect(screen.getByText("Kode Error: 500")).toBeTruthy();
    expect(screen.getByText("Server sibuk")).toBeTruthy();
  });
});
