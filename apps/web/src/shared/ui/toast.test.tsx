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

  it("leaves with the page it was shown on, but stays when shown together with the navigation", async () => {
    function Shell({ page }: { page: string }) {
      return (
        <ToastProvider pageKey={page}>
          <Trigger text="Voucher berhasil digunakan" />
        </ToastProvider>
      );
    }
    const go = (path: string) => window.history.pushState(null, "", path);
    go("/checkout");
    const { rerender } = render(<Shell page="/checkout" />);
    act(() => screen.getByRole("button", { name: "tampilkan" }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(screen.queryByText("Voucher berhasil digunakan")).not.toBeNull();
    go("/program");
    rerender(<Shell page="/program" />);
    expect(screen.queryByText("Voucher berhasil digunakan")).toBeNull();

    // shown, then the address changes in the same handler (toast, then navigate): it belongs to the new page
    act(() => {
      screen.getByRole("button", { name: "tampilkan" }).click();
      go("/account/pin");
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    rerender(<Shell page="/account/pin" />);
    expect(screen.queryByText("Voucher berhasil digunakan")).not.toBeNull();
    go("/");
  });
});
