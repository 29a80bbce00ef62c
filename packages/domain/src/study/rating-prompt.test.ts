import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isJobTrainingRatingRule,
  jobTrainingCategories,
  mayRate,
  type RatingPromptInput,
  ratingPromptCondition,
  shouldOpenRatingPrompt,
} from "./rating-prompt";

const now = new Date("2026-03-10T05:00:00Z");
const past = "2026-03-01T00:00:00Z";
const future = "2026-04-01T00:00:00Z";

/** Nothing holds: every test switches on exactly what its condition needs. */
const closed: RatingPromptInput = {
  scoringDate: null,
  isRated: false,
  isAvailableToRate: false,
  percentageProgress: 0,
  pmoId: 7,
  isChild: true,
  jobTrainingRule: false,
};

const anyInput: fc.Arbitrary<RatingPromptInput> = fc.record({
  scoringDate: fc.option(
    fc.oneof(
      fc.constantFrom(past, future, "", "not a date"),
      fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString()),
    ),
    { nil: null },
  ),
  isRated: fc.boolean(),
  isAvailableToRate: fc.boolean(),
  percentageProgress: fc.oneof(
    fc.constantFrom(0, 49, 49.1, 50, 99.9, 100),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
  pmoId: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  isChild: fc.boolean(),
  jobTrainingRule: fc.boolean(),
});

describe("isJobTrainingRatingRule (spec 001 section 4)", () => {
  const facts = { categoryName: "KARIRMU", isLinear: true, presenceActivityCount: 1 };

  it("names the product's career category, Prakerja and Kampus Merdeka", () => {
    expect(jobTrainingCategories("karir")).toEqual(["KARIRMU", "PRAKERJA", "KAMPUS_MERDEKA"]);
    expect(jobTrainingCategories("kerja")).toContain("KERJAMU");
  });

  it("holds for a linear job-training programme with a presence activity", () => {
    expect(isJobTrainingRatingRule(facts, "karir")).toBe(true);
    expect(isJobTrainingRatingRule({ ...facts, categoryName: "PRAKERJA", presenceActivityCount: 3 }, "karir")).toBe(
      true,
    );
    expect(isJobTrainingRatingRule({ ...facts, categoryName: "KAMPUS_MERDEKA" }, "karir")).toBe(true);
  });

  it("does not hold for another category, a non-linear programme or one without presence activities", () => {
    expect(isJobTrainingRatingRule({ ...facts, categoryName: "KELASMU" }, "karir")).toBe(false);
    expect(isJobTrainingRatingRule(facts, "kerja")).toBe(false);
    expect(isJobTrainingRatingRule({ ...facts, isLinear: false }, "karir")).toBe(false);
    expect(isJobTrainingRatingRule({ ...facts, presenceActivityCount: 0 }, "karir")).toBe(false);
  });
});

describe("shouldOpenRatingPrompt (spec 001 section 4, Rating modal)", () => {
  it("stays closed when no condition holds", () => {
    expect(shouldOpenRatingPrompt(closed, now)).toBe(false);
  });

  it("1: opens past scoring_date above 49 percent, unless the job-training rule applies", () => {
    const one = { ...closed, scoringDate: past, percentageProgress: 50 };
    expect(ratingPromptCondition(one, now)).toBe(1);
    expect(ratingPromptCondition({ ...one, percentageProgress: 49.1 }, now)).toBe(1);
    expect(shouldOpenRatingPrompt({ ...one, percentageProgress: 49 }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...one, scoringDate: future }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...one, scoringDate: now.toISOString() }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...one, jobTrainingRule: true }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...one, isRated: true }, now)).toBe(false);
  });

  it("2: opens when available to rate with a scoring date (even a future one) and no PMO", () => {
    const two = { ...closed, isAvailableToRate: true, scoringDate: future, percentageProgress: 50, pmoId: null };
    expect(ratingPromptCondition(two, now)).toBe(2);
    expect(ratingPromptCondition({ ...two, pmoId: 0 }, now)).toBe(2);
    expect(shouldOpenRatingPrompt({ ...two, pmoId: 3 }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, scoringDate: null }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, scoringDate: "" }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, isAvailableToRate: false }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, percentageProgress: 49 }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, jobTrainingRule: true }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...two, isRated: true }, now)).toBe(false);
  });

  it("3: opens for the job-training rule at 100 percent, even for a child programme", () => {
    const three = { ...closed, jobTrainingRule: true, percentageProgress: 100 };
    expect(ratingPromptCondition(three, now)).toBe(3);
    expect(shouldOpenRatingPrompt({ ...three, percentageProgress: 99.9 }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...three, isRated: true }, now)).toBe(false);
  });

  it("4: opens for a programme that is not a child at 100 percent", () => {
    const four = { ...closed, isChild: false, percentageProgress: 100 };
    expect(ratingPromptCondition(four, now)).toBe(4);
    expect(shouldOpenRatingPrompt({ ...four, percentageProgress: 99.9 }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...four, isChild: true }, now)).toBe(false);
    expect(shouldOpenRatingPrompt({ ...four, isRated: true }, now)).toBe(false);
  });

  it("never opens once the programme is rated", () => {
    fc.assert(
      fc.property(anyInput, fc.date({ noInvalidDate: true }), (input, at) => {
        expect(shouldOpenRatingPrompt({ ...input, isRated: true }, at)).toBe(false);
      }),
    );
  });

  it("never opens at 49 percent or less", () => {
    fc.assert(
      fc.property(anyInput, fc.double({ min: 0, max: 49, noNaN: true }), (input, progress) => {
        expect(shouldOpenRatingPrompt({ ...input, percentageProgress: progress }, now)).toBe(false);
      }),
    );
  });
});

describe("mayRate (the rating call's own rule)", () => {
  it("needs more than 49 percent, on the whole percent", () => {
    expect(mayRate(49, 100)).toBe(false);
    expect(mayRate(50, 100)).toBe(true);
    // 99 of 200 is 49.5 %: the whole percent is 49, so not yet
    expect(mayRate(99, 200)).toBe(false);
    expect(mayRate(0, 0)).toBe(false);
  });

  it("agrees with the prompt's threshold fed the whole percent", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (completed, total) => {
        const whole = total > 0 && completed > 0 ? Math.min(100, Math.floor((completed * 100) / total)) : 0;
        expect(mayRate(completed, total)).toBe(whole > 49);
      }),
    );
  });
});
