import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FACE_WINDOW_POLL_MS, useFaceRecognitionWindow } from "./use-face-recognition-window";

const PARTNER = "http://127.0.0.1:4010";
const URL_FR = `${PARTNER}/face-verification?state=s-1`;

/** The partner's window as the opener sees it: closed by the learner or by the hook. */
class FakeWindow {
  closed = false;
  close() {
    this.closed = true;
  }
}

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { origin, data }));
  });
}

const message = {
  type: "prakerja_face_recognition",
  state: "s-1",
  success: false,
  error: "face_mismatch",
  error_code: "FR4001",
  error_description: "Wajah tidak cocok dengan data Prakerja",
};

function setup(partnerOrigin: string | null = PARTNER, popup: FakeWindow | null = new FakeWindow()) {
  const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  const onMessage = vi.fn();
  const onClosed = vi.fn();
  const hook = renderHook(() => useFaceRecognitionWindow({ partnerOrigin, onMessage, onClosed }));
  return { hook, open, onMessage, onClosed, popup };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useFaceRecognitionWindow", () => {
  it("opens the partner's URL and takes the message from the partner's origin only", () => {
    const { hook, open, onMessage, onClosed, popup } = setup();
    let result = "";
    act(() => {
      result = hook.result.current.open(URL_FR);
    });
    expect(result).toBe("opened");
    expect(open).toHaveBeenCalledWith(URL_FR, "prakerja_face_recognition", expect.any(String));
    expect(hook.result.current.watching).toBe(true);

    // a forged message from another origin, and a look-alike origin, change nothing
    post("https://evil.example", { ...message, success: true });
    post(`${PARTNER}.evil.example`, { ...message, success: true });
    post("http://127.0.0.1:4011", { ...message, success: true });
    // the partner's origin with another type or a malformed payload is ignored too
    post(PARTNER, { ...message, type: "something_else" });
    post(PARTNER, { type: "prakerja_face_recognition" });
    post(PARTNER, "prakerja_face_recognition");
    expect(onMessage).not.toHaveBeenCalled();
    expect(popup?.closed).toBe(false);

    post(PARTNER, message);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({
      type: "prakerja_face_recognition",
      state: "s-1",
      success: false,
      error: "face_mismatch",
      error_code: "FR4001",
      error_description: "Wajah tidak cocok dengan data Prakerja",
    });
    expect(popup?.closed).toBe(true);
    expect(hook.result.current.watching).toBe(false);

    // watching stopped: neither another message nor the closed window is reported
    post(PARTNER, message);
    act(() => vi.advanceTimersByTime(FACE_WINDOW_POLL_MS * 3));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("notices a closed window at the next 500 ms check, once", () => {
    const { hook, onClosed, popup } = setup();
    act(() => {
      hook.result.current.open(URL_FR);
    });
    act(() => vi.advanceTimersByTime(FACE_WINDOW_POLL_MS * 2));
    expect(onClosed).not.toHaveBeenCalled();

    popup?.close();
    act(() => vi.advanceTimersByTime(FACE_WINDOW_POLL_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(FACE_WINDOW_POLL_MS * 4));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(hook.result.current.watching).toBe(false);
  });

  it("reports a blocked pop-up and watches nothing", () => {
    const { hook, onClosed } = setup(PARTNER, null);
    let result = "";
    act(() => {
      result = hook.result.current.open(URL_FR);
    });
    expect(result).toBe("blocked");
    expect(hook.result.current.watching).toBe(false);
    act(() => vi.advanceTimersByTime(FACE_WINDOW_POLL_MS * 2));
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("accepts no message at all without a configured partner origin", () => {
    const { hook, onMessage } = setup(null);
    act(() => {
      hook.result.current.open(URL_FR);
    });
    post(PARTNER, message);
    post("null", message);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("stops listening and checking when the component goes away", () => {
    const { hook, onMessage, onClosed, popup } = setup();
    act(() => {
      hook.result.current.open(URL_FR);
    });
    hook.unmount();
    popup?.close();
    post(PARTNER, message);
    vi.advanceTimersByTime(FACE_WINDOW_POLL_MS * 2);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
