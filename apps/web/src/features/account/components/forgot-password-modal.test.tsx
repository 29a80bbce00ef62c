import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, OpenDialog, renderWithRouter } from "../../../test/render";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("forgot password", () => {
  it("enables Lanjut only with an email; an unknown email shows the server message and the Daftar hint", async () => {
    const fake = mockFetch({
      "/api/user/send_forget_password/": () => ({
        status: 404,
        body: { status: 404, message: "Email belum terdaftar", data: null },
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "forgot-password" }} />);
    await screen.findByRole("dialog", { name: "Lupa Kata Sandi" });
    const submit = screen.getByRole("button", { name: "Lanjut" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Email"), "baru@demo.test");
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);

    expect(await screen.findByText("Email belum terdaftar. Silakan klik Daftar!")).toBeTruthy();
    expect(screen.getByText("Email belum terdaftar")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Daftar" }));
    expect(await screen.findByRole("dialog", { name: "Daftar" })).toBeTruthy();
  });

  it("shows another refusal's message only", async () => {
    const fake = mockFetch({
      "/api/user/send_forget_password/": () => ({
        status: 429,
        body: { status: 429, message: "Terlalu banyak permintaan, coba beberapa saat lagi", data: null },
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "forgot-password" }} />);
    await userEvent.type(await screen.findByLabelText("Email"), "murid@demo.test");
    await userEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    expect(await screen.findByText("Terlalu banyak permintaan, coba beberapa saat lagi")).toBeTruthy();
    expect(screen.queryByText("Email belum terdaftar. Silakan klik Daftar!")).toBeNull();
  });

  it("200 opens the confirmation, whose resend waits 60 seconds with a countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const sent = { status: 200, message: "Tautan atur ulang kata sandi telah dikirim ke email Anda", data: null };
    const fake = mockFetch({
      "/api/user/send_forget_password/": () => ({ body: sent }),
      "/api/user/recover_password/": () => ({ body: sent }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "forgot-password" }} />);
    await user.type(await screen.findByLabelText("Email"), "murid@demo.test");
    await user.click(screen.getByRole("button", { name: "Lanjut" }));

    await screen.findByRole("dialog", { name: "Cek Email Anda" });
    expect(screen.getByText("murid@demo.test")).toBeTruthy();
    const resend = screen.getByRole("button", { name: "Kirim Ulang" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText(/Kirim ulang dalam 0[01]:[0-5]\d/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    await waitFor(() => expect(resend.disabled).toBe(false));
    await user.click(resend);
    expect(fake.calls.filter((c) => c.url.pathname === "/api/user/recover_password/")).toHaveLength(1);
    expect(JSON.parse(String(fake.calls.at(-1)?.init?.body))).toEqual({ email: "murid@demo.test" });
    expect(await screen.findByText(/Kirim ulang dalam (01:00|00:5\d)/)).toBeTruthy();
  });
});
