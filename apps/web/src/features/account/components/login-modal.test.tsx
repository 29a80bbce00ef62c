import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, OpenDialog, renderWithRouter } from "../../../test/render";

const sessionUser = { id: 7, name: "Murid Demo", avatar: null, profession_name: "murid" };

function loginAnswers(status: number) {
  return mockFetch({
    "/api/user/login/": () =>
      status === 200
        ? { body: { status: 200, message: "Login berhasil", token: { token: "t" }, data: sessionUser } }
        : status === 429
          ? { status: 429, body: { status: 429, message: "Terlalu banyak permintaan, coba beberapa saat lagi" } }
          : { status: 400, body: { status: 400, message: "Email/Password Salah", data: null } },
    // The shell's user is fetched after login; its failure must not spoil the login.
    "/api/auth/me-v2": () => ({ status: 500, body: { status: 500, message: "fault", data: null } }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("login modal (Masuk)", () => {
  let fake: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    fake = loginAnswers(400);
    vi.stubGlobal("fetch", fake.fn);
  });

  it("enables Lanjut only when both email and password are filled", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Masuk" });
    expect(dialog).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Lanjut" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Email"), "murid@demo.test");
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Kata Sandi"), "x");
    expect(submit.disabled).toBe(false);
    await userEvent.clear(screen.getByLabelText("Email"));
    expect(submit.disabled).toBe(true);
  });

  it("opens with the focus in the email field, so typing at once fills it (not on the close button)", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    await screen.findByRole("dialog", { name: "Masuk" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
    await userEvent.keyboard("murid@demo.test");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("murid@demo.test");
  });

  it("shows and hides the password", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    const password = (await screen.findByLabelText("Kata Sandi")) as HTMLInputElement;
    expect(password.type).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Tampilkan kata sandi" }));
    expect(password.type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Sembunyikan kata sandi" }));
    expect(password.type).toBe("password");
  });

  it("on 400 shows 'Email/Password Salah' and marks both inputs errored, tied to the message", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    const email = await screen.findByLabelText("Email");
    const password = screen.getByLabelText("Kata Sandi");
    await userEvent.type(email, "murid@demo.test");
    await userEvent.type(password, "salah");
    await userEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    const message = await screen.findByText("Email/Password Salah");
    const messageId = message.closest("p")?.id ?? "missing";
    for (const input of [email, password]) {
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(messageId);
      expect(input.className).toContain("border-red-600");
    }
    const body = JSON.parse(String(fake.calls.find((c) => c.url.pathname === "/api/user/login/")?.init?.body));
    expect(body).toEqual({ email: "murid@demo.test", password: "salah", remember: false });
    // Typing again starts a new attempt.
    await userEvent.type(password, "x");
    expect(screen.queryByText("Email/Password Salah")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server message of a 429", async () => {
    fake = loginAnswers(429);
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    await userEvent.type(await screen.findByLabelText("Email"), "murid@demo.test");
    await userEvent.type(screen.getByLabelText("Kata Sandi"), "Demo12345");
    await userEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Terlalu banyak permintaan, coba beberapa saat lagi",
    );
  });

  it("on 200 toasts 'Login berhasil', closes and goes to redirect-path (Ingat Saya sends remember)", async () => {
    fake = loginAnswers(200);
    vi.stubGlobal("fetch", fake.fn);
    // A guarded route sent the visitor here: the login modal opens by itself.
    renderWithRouter(<p>Beranda</p>, {
      initialEntry: "/?redirect-path=%2Faccount%2Fpin%3Ftype%3Dnew&redirect-name=Profile",
    });
    await userEvent.type(await screen.findByLabelText("Email"), "murid@demo.test");
    await userEvent.type(screen.getByLabelText("Kata Sandi"), "Demo12345");
    await userEvent.click(screen.getByRole("checkbox", { name: "Ingat Saya" }));
    await userEvent.click(screen.getByRole("button", { name: "Lanjut" }));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/account/pin?type=new"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "Pemberitahuan" }).textContent).toContain("Login berhasil");
    const body = JSON.parse(String(fake.calls.find((c) => c.url.pathname === "/api/user/login/")?.init?.body));
    expect(body.remember).toBe(true);
    expect(window.localStorage.getItem("login-email")).toBe("murid@demo.test");
  });

  it("ignores a redirect-path that leaves the site", async () => {
    fake = loginAnswers(200);
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<p>Beranda</p>, { initialEntry: "/?redirect-path=%2F%2Fevil.test%2F&redirect-name=Profile" });
    await userEvent.type(await screen.findByLabelText("Email"), "murid@demo.test");
    await userEvent.type(screen.getByLabelText("Kata Sandi"), "Demo12345");
    await userEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/?redirect-path=%2F%2Fevil.test%2F&redirect-name=Profile");
  });

  it("links to register and forgot password, one dialog at a time", async () => {
    renderWithRouter(<OpenDialog dialog={{ name: "login" }} />);
    await userEvent.click(await screen.findByRole("button", { name: "Daftar" }));
    expect(await screen.findByRole("dialog", { name: "Daftar" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Masuk" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Masuk" }));
    await userEvent.click(await screen.findByRole("button", { name: "Lupa Kata Sandi?" }));
    expect(await screen.findByRole("dialog", { name: "Lupa Kata Sandi" })).toBeTruthy();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
