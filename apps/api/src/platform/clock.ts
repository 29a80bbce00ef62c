/** The time source of the rules that depend on it (expiry, freeze, resend); tests move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/**
 * A clock running `offset` seconds ahead of another (DEV_CLOCK, the browser tests): what a deadline test needs to
 * outrun a quiz's time limit without waiting for it.
 */
export function createMovableClock(base: Clock = systemClock): {
  clock: Clock;
  setOffsetSeconds(seconds: number): void;
} {
  let offsetMs = 0;
  return {
    clock: () => new Date(base().getTime() + offsetMs),
    setOffsetSeconds(seconds: number) {
      offsetMs = seconds * 1000;
    },
  };
}
