import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { PinDialog, type PinDialogProps } from "./pin-dialog";

const FORGOT = "/api/user/pin/forgot";

/** The dialog as a page would hold it: open until it is closed. */
function Harness(props: Partial<Omit<PinDialogProps, "open" | "onClose">> & { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bayar
      </button>
      <PinDialog
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        onSubmit={props.onSubmit ?? (() => Promise.resolve())}
        busy={props.busy ?? false}
      />
    </>
  );
}

function renderDialog(props: Parameters<typeof Harness>[0] = {}) {
  setSessionCookie();
  const fake = mockFetch({
    [FORGOT]: () => ({
      body: { status: 200, message: POINTS_MESSAGES.resetSent, data: { expires_at: "2026-11-22T07:35:00.000Z" } },
    }),
  });
  vi.stubGlobal("fetch", fake.fn);
  const view = renderWithRouter(<Harness {...props} />);
  return { ...view, fake };
}

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, i) =>
    screen.getByRole<HTMLInputElement>("textbox", { name: `Digit PIN ${i + 1} dari 6` }),
  );
}

const values = () => boxes().map((box) => box.value);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PinDialog", () => {
  it("is a dialog named by its title, with six numeric one-digit boxes and the first one focused", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Masukkan PIN Pembayaran" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByRole("group", { name: "PIN pembayaran" })).toBeTruthy();
    const all = boxes();
    expect(all).toHaveLength(6);
    for (const box of all) {
      expect(box.getAttribute("inputmode")).toBe("numeric");
      expect(box.getAttribute("autocomplete")).toBe("off");
    }
    expect(document.activeElement).toBe(all[0]);
    // a bottom sheet under 1024 px, centred above it (the shared Modal)
    expect(dialog.className).toContain("rounded-t-2xl");
    expect(dialog.className).toContain("lg:rounded-2xl");
  });

  it("moves on with each digit, one digit per box, and drops letters and spaces", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog({ onSubmit });
    await user.keyboard("1a 2");
    expect(values()).toEqual(["1", "2", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[2]);
    // a space typed into a box is blocked before it lands
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    boxes()[2]?.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    // a box never holds more than one character, even when two arrive at once
    fireEvent.change(boxes()[2] as HTMLInputElement, { target: { value: "3" } });
    fireEvent.change(boxes()[2] as HTMLInputElement, { target: { value: "37" } });
    expect(values()).toEqual(["1", "2", "7", "", "", ""]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("empties the box with Backspace, then steps back and empties the previous one", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.keyboard("123");
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard("{Backspace}");
    expect(values()).toEqual(["1", "2", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard("{Backspace}{Backspace}");
    expect(values()).toEqual(["", "", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it("keeps only the digits of a paste, fills the boxes and submits them", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog({ onSubmit });
    await user.paste("PIN: 12-34 56!");
    expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it("fills from the box it is pasted into when the paste is shorter than a PIN", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog({ onSubmit });
    await user.keyboard("12");
    await user.paste("3 4");
    expect(values()).toEqual(["1", "2", "3", "4", "", ""]);
    expect(document.activeElement).toBe(boxes()[4]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits on the sixth digit, once, and takes no input while the PIN is checked", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog({ onSubmit });
    await user.keyboard("12345");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard("6");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith("123456");
    expect(screen.getByText("Memeriksa PIN…")).toBeTruthy();
    for (const box of boxes()) expect(box.readOnly).toBe(true);
    await user.keyboard("7{Backspace}");
    expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByText("Memeriksa PIN…")).toBeNull();
  });

  it("shows the refusal under the boxes, empties them and submits the next PIN", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(pin: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error(POINTS_MESSAGES.wrongPin))
      .mockResolvedValueOnce(undefined);
    renderDialog({ onSubmit });
    await user.keyboard("111111");
    const error = await screen.findByText(POINTS_MESSAGES.wrongPin);
    expect(values()).toEqual(["", "", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[0]);
    // the error is read with the boxes
    expect(boxes()[0]?.getAttribute("aria-invalid")).toBe("true");
    expect(boxes()[0]?.getAttribute("aria-describedby")).toContain(error.id);

    await user.keyboard("123456");
    expect(onSubmit).toHaveBeenLastCalledWith("123456");
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByText(POINTS_MESSAGES.wrongPin)).toBeNull());
  });

  it("shows the server's message (a frozen PIN), or the spec's default when the error has none", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(pin: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error(POINTS_MESSAGES.pinFrozen))
      .mockRejectedValueOnce(new Error(""));
    renderDialog({ onSubmit });
    await user.keyboard("222222");
    expect(await screen.findByText(POINTS_MESSAGES.pinFrozen)).toBeTruthy();
    await user.keyboard("333333");
    expect(await screen.findByText("PIN yang Anda masukkan tidak sesuai.")).toBeTruthy();
  });

  it("offers the way to /account/pin when the learner has no PIN yet", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(pin: string) => Promise<void>>().mockRejectedValueOnce(new Error(POINTS_MESSAGES.noPin));
    renderDialog({ onSubmit });
    await user.keyboard("123456");
    expect(await screen.findByText(POINTS_MESSAGES.noPin)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Atur PIN Pembayaran" }).getAttribute("href")).toBe("/account/pin");
  });

  it("takes no input while the parent is busy", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog({ onSubmit, busy: true });
    await user.keyboard("123456");
    expect(values()).toEqual(["", "", "", "", "", ""]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("closes on Esc and gives focus back to what opened it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog({ onClose });
    await user.keyboard("12");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    // opened again, it starts empty
    await user.click(screen.getByRole("button", { name: "Bayar" }));
    expect(values()).toEqual(["", "", "", "", "", ""]);
  });

  it("keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole("dialog");
    const privacy = within(dialog).getByRole("link", { name: /Kebijakan Privasi/ });
    privacy.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Tutup" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(privacy);
  });

  it("'Lupa PIN?' asks for the reset mail and shows the server's answer", async () => {
    const user = userEvent.setup();
    const { fake } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Lupa PIN?" }));
    expect(await screen.findByText(POINTS_MESSAGES.resetSent)).toBeTruthy();
    const calls = fake.calls.filter((c) => c.url.pathname === FORGOT);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe("POST");
  });

  it("links the terms and the privacy policy in its footer, each in a new tab", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog");
    const terms = within(dialog).getByRole("link", { name: /Syarat dan Ketentuan/ });
    const privacy = within(dialog).getByRole("link", { name: /Kebijakan Privasi/ });
    expect(terms.getAttribute("href")).toBe("/syarat-ketentuan");
    expect(privacy.getAttribute("href")).toBe("/kebijakan-privasi");
    for (const link of [terms, privacy]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
      expect(link.textContent).toContain("(membuka tab baru)");
    }
  });
});
