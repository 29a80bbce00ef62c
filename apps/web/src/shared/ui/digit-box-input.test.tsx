import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DigitBoxInput, type DigitBoxInputProps } from "./digit-box-input";

type HarnessProps = Partial<DigitBoxInputProps> & Pick<DigitBoxInputProps, "kind" | "label">;

function Harness(props: HarnessProps) {
  const [value, setValue] = useState("");
  return (
    <>
      <DigitBoxInput length={6} autoFocus {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const typed = () => screen.getByTestId("value").textContent;

function boxes(prefix = "Digit"): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, i) => screen.getByRole("textbox", { name: `${prefix} ${i + 1} dari 6` }));
}

describe("DigitBoxInput, the email code", () => {
  it("is a named group of six numeric boxes, the first offered the mailed code by autofill", () => {
    render(<Harness kind="code" label="Kode verifikasi" hideLabel />);
    expect(screen.getByRole("group", { name: "Kode verifikasi" })).toBeTruthy();
    const all = boxes();
    expect(all).toHaveLength(6);
    for (const box of all) expect(box.getAttribute("inputmode")).toBe("numeric");
    expect(all[0]?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(all[1]?.getAttribute("autocomplete")).toBe("off");
    expect(document.activeElement).toBe(all[0]);
  });

  it("moves on with each digit, ignores letters and spaces and completes on the sixth digit only", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness kind="code" label="Kode verifikasi" onComplete={onComplete} />);
    await user.keyboard("12a 34");
    expect(typed()).toBe("1234");
    expect(document.activeElement).toBe(boxes()[4]);
    await user.keyboard("5");
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard("6");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("fills every box from a pasted code, wherever it is pasted, and completes it", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness kind="code" label="Kode verifikasi" onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste(" 654-321 ");
    expect(boxes().map((box) => box.value)).toEqual(["6", "5", "4", "3", "2", "1"]);
    expect(onComplete).toHaveBeenCalledWith("654321");
  });

  it("takes a whole code put into the first box by the browser's autofill", () => {
    const onComplete = vi.fn();
    render(<Harness kind="code" label="Kode verifikasi" onComplete={onComplete} />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: "908172" } });
    expect(typed()).toBe("908172");
    expect(onComplete).toHaveBeenCalledWith("908172");
  });

  it("empties the box with Backspace, then steps back and empties the previous one", async () => {
    const user = userEvent.setup();
    render(<Harness kind="code" label="Kode verifikasi" />);
    await user.keyboard("123");
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard("{Backspace}");
    expect(typed()).toBe("12");
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard("{Backspace}");
    expect(typed()).toBe("1");
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it("does not let focus skip past the first empty box", async () => {
    const user = userEvent.setup();
    render(<Harness kind="code" label="Kode verifikasi" />);
    await user.keyboard("1");
    await user.click(boxes()[5] as HTMLInputElement);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it("marks every box invalid and reads the error with each of them", () => {
    render(<Harness kind="code" label="Kode verifikasi" invalid describedBy="salah" />);
    for (const box of boxes()) {
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(box.getAttribute("aria-describedby")).toBe("salah");
    }
  });
});

describe("DigitBoxInput, the payment PIN", () => {
  it("shows its label above the boxes, names each box as a PIN digit and keeps the PIN from autofill", () => {
    render(<Harness kind="pin" label="PIN Baru" />);
    const legend = screen.getByText("PIN Baru");
    expect(legend.tagName).toBe("LEGEND");
    expect(legend.className).not.toContain("sr-only");
    expect(screen.getByRole("group", { name: "PIN Baru" })).toBeTruthy();
    for (const box of boxes("Digit PIN")) {
      expect(box.type).toBe("text");
      expect(box.getAttribute("autocomplete")).toBe("off");
      // masked like a password without being a password field
      expect(box.className).toContain("[-webkit-text-security:disc]");
    }
  });

  it("hides the label from sight when asked, still naming the group", () => {
    render(<Harness kind="pin" label="PIN pembayaran" hideLabel />);
    expect(screen.getByText("PIN pembayaran").className).toBe("sr-only");
    expect(screen.getByRole("group", { name: "PIN pembayaran" })).toBeTruthy();
  });

  it("fills from the box it is pasted into when the paste is shorter than a PIN", async () => {
    const user = userEvent.setup();
    render(<Harness kind="pin" label="PIN Baru" />);
    await user.keyboard("12");
    await user.paste("3a4");
    expect(typed()).toBe("1234");
    expect(document.activeElement).toBe(boxes("Digit PIN")[4]);
  });

  it("takes no input while read-only (the PIN is being checked), keeping focus in the boxes", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness kind="pin" label="PIN pembayaran" readOnly onComplete={onComplete} />);
    await user.keyboard("123456{Backspace}");
    await user.paste("654321");
    expect(typed()).toBe("");
    expect(onComplete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(boxes("Digit PIN")[0]);
  });
});
