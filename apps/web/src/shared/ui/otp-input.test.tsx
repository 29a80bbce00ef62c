import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { OtpInput } from "./otp-input";

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} autoFocus />
      <output data-testid="value">{value}</output>
    </>
  );
}

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, i) => screen.getByRole("textbox", { name: `Digit ${i + 1} dari 6` }));
}

describe("OtpInput", () => {
  it("is a named group of six numeric boxes, the first offered the mailed code by autofill", () => {
    render(<Harness onComplete={() => {}} />);
    expect(screen.getByRole("group", { name: "Kode verifikasi" })).toBeTruthy();
    const all = boxes();
    expect(all).toHaveLength(6);
    for (const box of all) expect(box.getAttribute("inputmode")).toBe("numeric");
    expect(all[0]?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.activeElement).toBe(all[0]);
  });

  it("moves on with each digit, ignores letters and submits on the sixth digit only", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.keyboard("12a34");
    expect(screen.getByTestId("value").textContent).toBe("1234");
    expect(document.activeElement).toBe(boxes()[4]);
    await user.keyboard("5");
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard("6");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("fills every box from a pasted code, wherever it is pasted, and submits it", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste(" 654-321 ");
    expect(boxes().map((box) => box.value)).toEqual(["6", "5", "4", "3", "2", "1"]);
    expect(onComplete).toHaveBeenCalledWith("654321");
  });

  it("takes a whole code put into the first box by the browser's autofill", () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: "908172" } });
    expect(screen.getByTestId("value").textContent).toBe("908172");
    expect(onComplete).toHaveBeenCalledWith("908172");
  });

  it("empties the box with Backspace, then steps back and empties the previous one", async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={() => {}} />);
    await user.keyboard("123");
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard("{Backspace}");
    expect(screen.getByTestId("value").textContent).toBe("12");
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard("{Backspace}");
    expect(screen.getByTestId("value").textContent).toBe("1");
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it("does not let focus skip past the first empty box", async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={() => {}} />);
    await user.keyboard("1");
    await user.click(boxes()[5] as HTMLInputElement);
    expect(document.activeElement).toBe(boxes()[1]);
  });
});
