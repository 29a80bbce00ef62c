import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAttemptCountdown } from "./use-attempt-countdown";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => vi.useRealTimers());

describe("useAttemptCountdown", () => {
  it("counts down by the monotonic clock, announces 5 and 1 minute left, and expires once at 0", () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useAttemptCountdown(302, onExpire));
    expect(result.current.secondsLeft).toBe(302);
    expect(result.current.announcement).toBe("");

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(300);
    expect(result.current.announcement).toBe("Sisa waktu 5 menit");

    act(() => vi.advanceTimersByTime(240_000));
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.announcement).toBe("Sisa waktu 1 menit");

    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("takes the server's time left from every answer", () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useAttemptCountdown(600, onExpire));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(590);
    // the server says less is left (the browser was asleep): the countdown follows it
    act(() => result.current.sync(120));
    expect(result.current.secondsLeft).toBe(120);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(119);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("has no countdown without a time limit", () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useAttemptCountdown(null, onExpire));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
