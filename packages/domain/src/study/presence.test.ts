import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentageProgress } from "../learning/progress";
import {
  CERTIFICATE_ATTENDANCE_PERCENT,
  countPresence,
  formatProgressOneDecimal,
  meetsAttendance,
  presenceAttended,
  shouldRemindPresence,
  studyProgressPercent,
} from "./presence";

const counts = fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }));

describe("shouldRemindPresence (spec 001 section 4)", () => {
  it("reminds when exactly one presence activity is left", () => {
    expect(shouldRemindPresence(1)).toBe(true);
    expect(shouldRemindPresence(0)).toBe(false);
    expect(shouldRemindPresence(2)).toBe(false);
  });
});

describe("meetsAttendance (spec 001 section 5)", () => {
  it("needs 80 percent attendance: 20 percent absent passes, more does not", () => {
    expect(CERTIFICATE_ATTENDANCE_PERCENT).toBe(80);
    expect(meetsAttendance(80)).toBe(true);
    expect(meetsAttendance(100)).toBe(true);
    expect(meetsAttendance(79.9)).toBe(false);
    expect(meetsAttendance(0)).toBe(false);
    expect(meetsAttendance(Number.NaN)).toBe(false);
  });
});

describe("studyProgressPercent (spec 001 section 9: one decimal)", () => {
  it("rounds down to a tenth and never reaches 100 early", () => {
    expect(studyProgressPercent(2, 3)).toBe(66.6);
    expect(studyProgressPercent(1, 2)).toBe(50);
    expect(studyProgressPercent(91, 200)).toBe(45.5);
    expect(studyProgressPercent(999, 1000)).toBe(99.9);
    expect(studyProgressPercent(9999, 10000)).toBe(99.9);
    expect(studyProgressPercent(5, 5)).toBe(100);
    expect(studyProgressPercent(6, 5)).toBe(100);
    expect(studyProgressPercent(3, 0)).toBe(0);
  });
  it("stays within 0..100 with at most one decimal", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = studyProgressPercent(completed, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(Number.isInteger(Math.round(p * 10)) && Math.abs(p * 10 - Math.round(p * 10)) < 1e-9).toBe(true);
        expect(p === 100).toBe(total > 0 && completed >= total);
      }),
    );
  });
  it("never goes down when one more activity is completed", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        expect(studyProgressPercent(completed + 1, total)).toBeGreaterThanOrEqual(
          studyProgressPercent(completed, total),
        );
      }),
    );
  });
  it("has the whole percent of My programmes as its whole part", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        expect(Math.floor(studyProgressPercent(completed, total))).toBe(percentageProgress(completed, total));
      }),
    );
  });
});

describe("formatProgressOneDecimal", () => {
  it("uses one decimal and a decimal comma", () => {
    expect(formatProgressOneDecimal(45.5)).toBe("45,5");
    expect(formatProgressOneDecimal(100)).toBe("100,0");
    expect(formatProgressOneDecimal(0)).toBe("0,0");
    expect(formatProgressOneDecimal(0.7)).toBe("0,7");
    expect(formatProgressOneDecimal(66.6)).toBe("66,6");
    expect(formatProgressOneDecimal(99.96)).toBe("99,9");
    expect(formatProgressOneDecimal(Number.NaN)).toBe("0,0");
  });
  it("writes back what studyProgressPercent computed", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = studyProgressPercent(completed, total);
        expect(Number(formatProgressOneDecimal(p).replace(",", "."))).toBe(p);
      }),
    );
  });
});

describe("presenceAttended and countPresence (decisions/031: attendance from the partner)", () => {
  const done = (session: number | null) => ({ session, completed: true });
  const open = (session: number | null) => ({ session, completed: false });

  it("without the partner (regular, not redeemed) a completed activity is attended", () => {
    expect(presenceAttended(done(1), null)).toBe(true);
    expect(presenceAttended(open(1), null)).toBe(false);
  });

  it("a redeemed enrolment follows the partner's status of the activity's session", () => {
    const partner = new Map<number, string>([
      [1, "hadir"],
      [2, "diproses"],
      [3, "gagal"],
      [4, "belum_verifikasi"],
      [5, "something-new"],
    ]);
    expect(presenceAttended(open(1), partner)).toBe(true); // hadir without completing the activity
    expect(presenceAttended(done(1), partner)).toBe(true);
    expect(presenceAttended(done(2), partner)).toBe(true); // being checked: the product's own rule
    expect(presenceAttended(open(2), partner)).toBe(false);
    expect(presenceAttended(done(3), partner)).toBe(false);
    expect(presenceAttended(done(4), partner)).toBe(false);
    expect(presenceAttended(done(5), partner)).toBe(false); // unknown status
    expect(presenceAttended(done(6), partner)).toBe(false); // never read
    expect(presenceAttended(done(null), partner)).toBe(false); // no session
    expect(presenceAttended(done(1), new Map())).toBe(false);
  });

  it("counts every session's activities: 4 of 5 attended meets the certificate's rule, 3 of 5 does not", () => {
    const activities = [open(1), open(2), open(3), open(4), open(5)];
    const partner = new Map<number, string>([1, 2, 3, 4].map((s) => [s, "hadir"]));
    const four = countPresence(activities, partner);
    expect(four).toEqual({ total: 5, done: 4 });
    expect(meetsAttendance(studyProgressPercent(four.done, four.total))).toBe(true);
    partner.set(4, "gagal");
    const three = countPresence(activities, partner);
    expect(three).toEqual({ total: 5, done: 3 });
    expect(meetsAttendance(studyProgressPercent(three.done, three.total))).toBe(false);
    expect(countPresence([], partner)).toEqual({ total: 0, done: 0 });
  });

  const status = fc.constantFrom("belum_verifikasi", "diproses", "hadir", "gagal", "x");
  const activity = fc.record({
    session: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    completed: fc.boolean(),
  });
  const statuses = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 8 }), status), { maxLength: 8 })
    .map((pairs) => new Map<number, string>(pairs));

  it("property: done never exceeds total, and without the partner it is the completed count", () => {
    fc.assert(
      fc.property(fc.array(activity, { maxLength: 30 }), statuses, (list, partner) => {
        const counted = countPresence(list, partner);
        expect(counted.total).toBe(list.length);
        expect(counted.done).toBeGreaterThanOrEqual(0);
        expect(counted.done).toBeLessThanOrEqual(counted.total);
        expect(countPresence(list, null).done).toBe(list.filter((a) => a.completed).length);
      }),
    );
  });

  it("property: a session turning 'hadir' never lowers the count; completing an activity never lowers it", () => {
    fc.assert(
      fc.property(
        fc.array(activity, { maxLength: 30 }),
        statuses,
        fc.integer({ min: 1, max: 8 }),
        (list, partner, s) => {
          const before = countPresence(list, partner).done;
          const verified = new Map(partner).set(s, "hadir");
          expect(countPresence(list, verified).done).toBeGreaterThanOrEqual(before);
          const completed = list.map((a) => ({ ...a, completed: true }));
          expect(countPresence(completed, partner).done).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it("property: only 'hadir' and a completed 'diproses' count", () => {
    fc.assert(
      fc.property(activity, statuses, (a, partner) => {
        const s = a.session === null ? undefined : partner.get(a.session);
        expect(presenceAttended(a, partner)).toBe(s === "hadir" || (s === "diproses" && a.completed));
      }),
    );
  });

  it("property: strictly (the certificate) only the partner's 'hadir' counts", () => {
    fc.assert(
      fc.property(activity, statuses, (a, partner) => {
        const s = a.session === null ? undefined : partner.get(a.session);
        expect(presenceAttended(a, partner, { strict: true })).toBe(s === "hadir");
      }),
    );
  });
});
