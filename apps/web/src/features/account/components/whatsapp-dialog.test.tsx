import type { MeUser } from "@app/domain/account/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { accountKeys } from "../api";
import { WhatsappDialog, whatsappDialogPageFor } from "./whatsapp-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const notRefilled = { phone: null, is_phone_refilled: 0 } as const;

function ok(data: MeUser) {
  return { body: { status: 200, message: "OK", data } };
}

/** A logged-in user on `path`, with the save and dismiss calls answering the user as the server would. */
function renderAt(path: string, overrides: Partial<MeUser> = {}) {
  setSessionCookie();
  const me = meUserFixture({ ...notRefilled, ...overrides });
  const fake = mockFetch({
    "/api/auth/me-v2": () => ok(me),
    "/api/v2/user/update-phone-number": () => ok({ ...me, phone: "081299990000", is_phone_refilled: 1 }),
    "/api/user/phone-dialog/dismiss": () => ok({ ...me, is_phone_dismissed_profile: 1 }),
  });
  vi.stubGlobal("fetch", fake.fn);
  const view = renderWithRouter(<WhatsappDialog />, { initialEntry: path });
  return { ...view, fake };
}

function bodyOf(call: { init: RequestInit | undefined } | undefined): unknown {
  return JSON.parse(String(call?.init?.body));
}

async function settle(fake: ReturnType<typeof mockFetch>) {
  await waitFor(() => expect(fake.calls.some((c) => c.url.pathname === "/api/auth/me-v2")).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("whatsappDialogPageFor", () => {
  it("names the profile and programmu pages, never a payment result (issue 23)", () => {
    expect(whatsappDialogPageFor("/account")).toBe("profile");
    expect(whatsappDialogPageFor("/account/")).toBe("profile");
    expect(whatsappDialogPageFor("/programmu")).toBe("programmu");
    expect(whatsappDialogPageFor("/payment/thankyou/42")).toBeNull();
    expect(whatsappDialogPageFor("/account/password")).toBeNull();
    expect(whatsappDialogPageFor("/")).toBeNull();
    expect(whatsappDialogPageFor("/program")).toBeNull();
    expect(whatsappDialogPageFor("/payment/status/42")).toBeNull();
  });
});

describe("WhatsappDialog", () => {
  it("opens on the profile page while the phone is not refilled and that page's flag is 0", async () => {
    renderAt("/account");
    expect(await screen.findByRole("dialog", { name: "Lengkapi Nomor WhatsApp" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Nomor WhatsApp" }));
  });

  it("stays closed on other pages", async () => {
    const { fake } = renderAt("/");
    await settle(fake);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays closed when the phone is refilled", async () => {
    const { fake } = renderAt("/programmu", { is_phone_refilled: 1 });
    await settle(fake);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("follows the flag of the page: dismissed on the profile, still open on programmu", async () => {
    const first = renderAt("/account", { is_phone_dismissed_profile: 1 });
    await settle(first.fake);
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    renderAt("/programmu", { is_phone_dismissed_profile: 1 });
    expect(await screen.findByRole("dialog", { name: "Lengkapi Nomor WhatsApp" })).toBeTruthy();
  });

  it("is for logged-in users only", async () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<WhatsappDialog />, { initialEntry: "/account" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it("checks the number (9-15 digits, optional +) before saving", async () => {
    const user = userEvent.setup();
    const { fake } = renderAt("/account");
    const input = await screen.findByRole("textbox", { name: "Nomor WhatsApp" });
    await user.type(input, "0812-abc");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(screen.getByRole("alert").textContent).toBe("Nomor telepon harus 9-15 angka, boleh diawali tanda +");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(fake.calls.some((c) => c.url.pathname === "/api/v2/user/update-phone-number")).toBe(false);
  });

  it("Simpan sends the number to /api/v2/user/update-phone-number and closes with the answer", async () => {
    const user = userEvent.setup();
    const { fake, queryClient } = renderAt("/account");
    await user.type(await screen.findByRole("textbox", { name: "Nomor WhatsApp" }), "081299990000{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const save = fake.calls.filter((c) => c.url.pathname === "/api/v2/user/update-phone-number");
    expect(save).toHaveLength(1);
    expect(save[0]?.init?.method).toBe("POST");
    expect(bodyOf(save[0])).toEqual({ phone: "081299990000" });
    expect(queryClient.getQueryData<MeUser>(accountKeys.me)?.is_phone_refilled).toBe(1);
    expect(await screen.findByText("Nomor WhatsApp berhasil disimpan")).toBeTruthy();
  });

  it("Nanti Saja sends the page to /api/user/phone-dialog/dismiss and closes", async () => {
    const user = userEvent.setup();
    const { fake, queryClient } = renderAt("/account");
    await user.click(await screen.findByRole("button", { name: "Nanti Saja" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData<MeUser>(accountKeys.me)?.is_phone_dismissed_profile).toBe(1));
    const dismiss = fake.calls.filter((c) => c.url.pathname === "/api/user/phone-dialog/dismiss");
    expect(dismiss).toHaveLength(1);
    expect(bodyOf(dismiss[0])).toEqual({ page: "profile" });
  });

  it("put off once, it does not ask again on the next page of the session, nor after a reload (issue 23)", async () => {
    const user = userEvent.setup();
    const first = renderAt("/account");
    await user.click(await screen.findByRole("button", { name: "Nanti Saja" }));
    await first.router.navigate("/programmu");
    await settle(first.fake);
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    // a reload in the same tab: the server's answer still has programmu's flag at 0
    const again = renderAt("/programmu");
    await settle(again.fake);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("never covers a payment result: the thank-you page stays clear", async () => {
    const { fake } = renderAt("/payment/thankyou/42");
    await settle(fake);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Esc puts it off like Nanti Saja, for the page it is on", async () => {
    const user = userEvent.setup();
    const { fake } = renderAt("/programmu");
    await screen.findByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.url.pathname === "/api/user/phone-dialog/dismiss")).toHaveLength(1),
    );
    expect(bodyOf(fake.calls.find((c) => c.url.pathname === "/api/user/phone-dialog/dismiss"))).toEqual({
      page: "programmu",
    });
  });
});
