import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRAKERJA_DATE_OFFSETS, purchaseClosesAt, redemptionWindow, windowState } from "./redemption-window";

const live = PRAKERJA_DATE_OFFSETS.live;
const SECOND = 1000;
const START = new Date("2026-12-10T02:00:00.000Z"); // 09:00 WIB
const ENROLLED = new Date("2026-12-01T03:00:00.000Z");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("the work-card date offsets (spec 002 section 9)", () => {
  it("live has the spec's numbers", () => {
    expect(live).toEqual({
      onlinePurchaseEnd: 259_200_000,
      offlinePurchaseEnd: 259_200_000,
      onlineRedemptionStart: 3_600_000,
      onlineRedemptionEnd: 3_600_000,
      onlineRedemptionToleranceEnd: 300_000,
      offlineRedemptionStart: 3_600_000,
      offlineRedemptionEnd: 7_200_000,
      offlineRedemptionToleranceEnd: 300_000,
      specialRedemptionEnd: 1_296_000_000,
      specialRedemptionToleranceEnd: 86_400_000,
    });
  });

  it("dev is the same shape with wider redemption windows and the live purchase limits", () => {
    const dev = PRAKERJA_DATE_OFFSETS.dev;
    expect(Object.keys(dev).sort()).toEqual(Object.keys(live).sort());
    expect(dev.onlinePurchaseEnd).toBe(live.onlinePurchaseEnd);
    expect(dev.onlineRedemptionStart).toBeGreaterThan(live.onlineRedemptionStart);
    expect(dev.specialRedemptionEnd).toBeGreaterThan(live.specialRedemptionEnd);
  });
});

describe("redemptionWindow and windowState at each edge", () => {
  const online = redemptionWindow({ programType: 2, scheduleStart: START, enrolledAt: ENROLLED }, live);
  const offline = redemptionWindow({ programType: 1, scheduleStart: START, enrolledAt: ENROLLED }, live);
  const special = redemptionWindow({ programType: 3, scheduleStart: null, enrolledAt: ENROLLED }, live);
  const HOUR = 3_600_000;
  const TOLERANCE = 300_000;
  const DAY = 86_400_000;

  it.each([
    ["online: a second before it opens (start - 1 h)", online, at(START, -HOUR - SECOND), "not_open"],
    ["online: the second it opens", online, at(START, -HOUR), "open"],
    ["online: a second after it opens", online, at(START, -HOUR + SECOND), "open"],
    ["online: a second before the end (start + 1 h)", online, at(START, HOUR - SECOND), "open"],
    ["online: a second after the end, within the 5 min tolerance", online, at(START, HOUR + SECOND), "open"],
    ["online: a second before the tolerance ends", online, at(START, HOUR + TOLERANCE - SECOND), "open"],
    ["online: the second the tolerance ends", online, at(START, HOUR + TOLERANCE), "open"],
    ["online: a second after the tolerance", online, at(START, HOUR + TOLERANCE + SECOND), "closed"],
    ["offline: a second before it opens (start - 1 h)", offline, at(START, -HOUR - SECOND), "not_open"],
    ["offline: a second after it opens", offline, at(START, -HOUR + SECOND), "open"],
    ["offline: a second before the end (start + 2 h)", offline, at(START, 2 * HOUR - SECOND), "open"],
    ["offline: a second after the end, within the tolerance", offline, at(START, 2 * HOUR + SECOND), "open"],
    ["offline: a second before the tolerance ends", offline, at(START, 2 * HOUR + TOLERANCE - SECOND), "open"],
    ["offline: a second after the tolerance", offline, at(START, 2 * HOUR + TOLERANCE + SECOND), "closed"],
    ["special: a second before the enrolment", special, at(ENROLLED, -SECOND), "not_open"],
    ["special: a second after the enrolment", special, at(ENROLLED, SECOND), "open"],
    ["special: a second before 15 days", special, at(ENROLLED, 15 * DAY - SECOND), "open"],
    ["special: a second after 15 days, within the 1 day tolerance", special, at(ENROLLED, 15 * DAY + SECOND), "open"],
    ["special: a second before the tolerance ends", special, at(ENROLLED, 16 * DAY - SECOND), "open"],
    ["special: a second after the tolerance", special, at(ENROLLED, 16 * DAY + SECOND), "closed"],
  ] as const)("%s: %s", (_name, window, now, expected) => {
    expect(windowState(window, now)).toBe(expected);
  });

  it("names the kind of window from the programme type", () => {
    expect([online.kind, offline.kind, special.kind]).toEqual(["online", "offline", "special"]);
    // regular programmes and scheduled types without a schedule are measured from the enrolment
    expect(redemptionWindow({ programType: 0, scheduleStart: START, enrolledAt: ENROLLED }, live).kind).toBe("special");
    expect(redemptionWindow({ programType: 2, scheduleStart: null, enrolledAt: ENROLLED }, live).kind).toBe("special");
    expect(redemptionWindow({ programType: 1, scheduleStart: null, enrolledAt: ENROLLED }, live).kind).toBe("special");
  });
});

describe("purchaseClosesAt", () => {
  const THREE_DAYS = 259_200_000;
  it("closes an online or offline programme 3 days before its schedule starts", () => {
    expect(purchaseClosesAt({ programType: 2, scheduleStart: START }, live)).toEqual(at(START, -THREE_DAYS));
    expect(purchaseClosesAt({ programType: 1, scheduleStart: START }, live)).toEqual(at(START, -THREE_DAYS));
  });
  it("sets no limit without a schedule or for self-paced and regular programmes", () => {
    expect(purchaseClosesAt({ programType: 2, scheduleStart: null }, live)).toBeNull();
    expect(purchaseClosesAt({ programType: 3, scheduleStart: START }, live)).toBeNull();
    expect(purchaseClosesAt({ programType: 0, scheduleStart: START }, live)).toBeNull();
  });
});

describe("property: the window is one closed interval", () => {
  it("is open exactly between opensAt and closesAt, for every programme, time and variant", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { nil: null }),
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        fc.integer({ min: -40 * 86_400_000, max: 400 * 86_400_000 }),
        fc.constantFrom("dev" as const, "live" as const),
        (programType, start, enrolled, delta, variant) => {
          const w = redemptionWindow(
            { programType, scheduleStart: start === null ? null : new Date(start), enrolledAt: new Date(enrolled) },
            PRAKERJA_DATE_OFFSETS[variant],
          );
          expect(w.closesAt.getTime()).toBeGreaterThan(w.opensAt.getTime());
          const now = new Date(w.opensAt.getTime() + delta);
          const state = windowState(w, now);
          const t = now.getTime();
          const expected = t < w.opensAt.getTime() ? "not_open" : t > w.closesAt.getTime() ? "closed" : "open";
          expect(state).toBe(expected);
          // the schedule start itself is always inside a scheduled window
          if (start !== null && (programType === 1 || programType === 2)) {
            expect(windowState(w, new Date(start))).toBe("open");
          }
        },
      ),
    );
  });
});
