import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast";

function Trigger({ text, durationMs }: { text: string; durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(text, durationMs ? { durationMs } : undefined)}>
      tampilkan
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("toast", () => {
  it("announces the text in a live region and hides it after its duration", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger text="Login berhasil" durationMs={3000} />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "tampilkan" }).click());
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Login berhasil");
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText("Login berhasil")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Login berhasil")).toBeNull();
  });

  it("shows the same notice once when it is shown again while on screen", () => {
    render(
      <ToastProvider>
        <Trigger text="Perubahan data profil berhasil disimpan" />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "tampilkan" });
    act(() => button.click());
    act(() => button.click());
    expect(screen.getAllByText("Perubahan data profil berhasil disimpan")).toHaveLength(1);
  });

  it("can be closed before its time", () => {
    render(
      <ToastProvider>
        <Trigger text="Tersimpan" />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "tampilkan" }).click());
    act(() => screen.getByRole("button", { name: "Tutup notifikasi" }).click());
    expect(screen.queryByText("Tersimpan")).toBeNull();
  });

  it("leaves with the page it was shown on, but goes along with a navigation it came with", async () => {
    function Shell({ page, navigating = false }: { page: string; navigating?: boolean }) {
      return (
        <ToastProvider pageKey={page} navigating={navigating}>
          <Trigger text="Voucher berhasil digunakan" />
        </ToastProvider>
      );
    }
    const go = (path: string) => window.history.pushState(null, "", path);
    const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    go("/checkout");
    const { rerender } = render(<Shell page="/checkout" />);
    act(() => screen.getByRole("button", { name: "tampilkan" }).click());
    await wait(600);
    // the learner read it, then followed a link: it stays behind
    rerender(<Shell page="/checkout" navigating />);
    go("/program");
    rerender(<Shell page="/program" />);
    expect(screen.queryByText("Voucher berhasil digunakan")).toBeNull();

    // shown, then a navigation that waits for a lazy route's code (longer than a moment): it arrives with it
    act(() => screen.getByRole("button", { name: "tampilkan" }).click());
    rerender(<Shell page="/program" navigating />);
    await wait(700);
    go("/account/pin");
    rerender(<Shell page="/account/pin" />);
    expect(screen.queryByText("Voucher berhasil digunakan")).not.toBeNull();
    go("/");
  });
});
