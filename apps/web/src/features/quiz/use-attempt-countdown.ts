import { useCallback, useEffect, useRef, useState } from "react";

/** Seconds left at which the time is announced to screen readers (not every second). */
const ANNOUNCE_AT = [300, 60] as const;

export interface AttemptCountdown {
  /** Whole seconds left, or null when the attempt has no time limit. */
  secondsLeft: number | null;
  /** 'Sisa waktu 5 menit' / 'Sisa waktu 1 menit' once each threshold is crossed, else ''. */
  announcement: string;
  /** Sets the time left from a server answer (remaining_seconds by the server's clock). */
  sync: (remainingSeconds: number | null) => void;
}

/**
 * The countdown of a timed attempt. The server's remaining_seconds is the truth; between answers the time is
 * counted with the browser's monotonic clock (performance.now), so changing the computer's clock changes
 * nothing, and every answer from the server sets it again. At 0 `onExpire` is called once.
 */
export function useAttemptCountdown(initialSeconds: number | null, onExpire: () => void): AttemptCountdown {
  const deadline = useRef<number | null>(initialSeconds === null ? null : performance.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(initialSeconds);
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef<number | null>(initialSeconds);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  const tick = useCallback(() => {
    if (deadline.current === null) return;
    const left = Math.max(0, Math.ceil((deadline.current - performance.now()) / 1000));
    const before = previous.current;
    previous.current = left;
    setSecondsLeft(left);
    if (before !== null) {
      for (const threshold of ANNOUNCE_AT) {
        if (before > threshold && left <= threshold && left > 0) {
          setAnnouncement(`Sisa waktu ${threshold / 60} menit`);
        }
      }
    }
    if (left === 0 && !expired.current) {
      expired.current = true;
      onExpireRef.current();
    }
  }, []);

  const sync = useCallback(
    (remainingSeconds: number | null) => {
      if (remainingSeconds === null) {
        deadline.current = null;
        setSecondsLeft(null);
        return;
      }
      deadline.current = performance.now() + remainingSeconds * 1000;
      tick();
    },
    [tick],
  );

  useEffect(() => {
    // an attempt resumed with no time left ends at once
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [tick]);

  return { secondsLeft, announcement, sync };
}
