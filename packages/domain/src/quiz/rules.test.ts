import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUIZ_DEADLINE_GRACE_MS, QUIZ_TIMER_DEFAULT_SECONDS, type QuestionType } from "./contracts";
import {
  allowedAttempts,
  attemptDeadline,
  attemptQuestionOrder,
  autoScore,
  batchOfPosition,
  batchSlice,
  completesActivity,
  essayToParagraphs,
  fileListWithPlaceholder,
  formatCountdown,
  formatScore,
  hasPassed,
  isAnswered,
  isCorrect,
  isPastDeadline,
  maximumScore,
  normaliseShortAnswer,
  paragraphsToEssay,
  periodState,
  provisionalScore,
  provisionalScoreText,
  reachableBatch,
  remainingSeconds,
  type ScorableQuestion,
  scoreLabel,
  seededRandom,
  seededShuffle,
  timeLimitMinutes,
  totalBatches,
  UPLOAD_PLACEHOLDER,
  weightedFinalScore,
} from "./rules";

const plain = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, groupId: null }));
const settings = { isQuestionShuffle: true, isGroupQuestionShuffle: true, questionPerBatch: 3, maxBatch: 0 };

describe("attemptQuestionOrder", () => {
  it("keeps the stored order without shuffling", () => {
    expect(attemptQuestionOrder(plain(5), { ...settings, isQuestionShuffle: false }, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it("is the same for the same seed (stable within an attempt) and a permutation of the questions", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer(), (n, seed) => {
        const a = attemptQuestionOrder(plain(n), settings, seed);
        expect(attemptQuestionOrder(plain(n), settings, seed)).toEqual(a);
        expect([...a].sort((x, y) => x - y)).toEqual(plain(n).map((q) => q.id));
      }),
    );
  });

  it("differs across seeds for a bank of any real size", () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => attemptQuestionOrder(plain(12), settings, seed).join()),
    );
    expect(orders.size).toBeGreaterThan(15);
  });

  it("keeps a group's questions together and shuffles inside a group only when asked", () => {
    const questions = [
      { id: 1, groupId: null },
      { id: 2, groupId: 9 },
      { id: 3, groupId: 9 },
      { id: 4, groupId: 9 },
      { id: 5, groupId: null },
    ];
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, inner) => {
        const order = attemptQuestionOrder(questions, { ...settings, isGroupQuestionShuffle: inner }, seed);
        const start = order.findIndex((id) => id >= 2 && id <= 4);
        const block = order.slice(start, start + 3);
        expect([...block].sort()).toEqual([2, 3, 4]);
        if (!inner) expect(block).toEqual([2, 3, 4]);
      }),
    );
  });

  it("draws max_batch × question_per_batch questions from the bank", () => {
    const order = attemptQuestionOrder(plain(20), { ...settings, maxBatch: 2 }, 3);
    expect(order).toHaveLength(6);
    expect(new Set(order).size).toBe(6);
  });
});

describe("seededRandom and seededShuffle", () => {
  it("give numbers in [0, 1) and leave the input untouched", () => {
    const r = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const input = [1, 2, 3];
    seededShuffle(input, seededRandom(1));
    expect(input).toEqual([1, 2, 3]);
  });
});

describe("batches", () => {
  it("count pages of question_per_batch, one page for 0", () => {
    expect(totalBatches(7, 3)).toBe(3);
    expect(totalBatches(6, 3)).toBe(2);
    expect(totalBatches(0, 3)).toBe(1);
    expect(totalBatches(7, 0)).toBe(1);
    expect(batchOfPosition(4, 3)).toBe(2);
    expect(batchSlice(3, 7, 3)).toEqual([6, 7]);
    expect(batchSlice(1, 7, 0)).toEqual([0, 7]);
  });

  it("every position lands in the batch whose slice holds it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 20 }), (count, per) => {
        for (let p = 1; p <= count; p++) {
          const [start, end] = batchSlice(batchOfPosition(p, per), count, per);
          expect(p - 1).toBeGreaterThanOrEqual(start);
          expect(p - 1).toBeLessThan(end);
        }
      }),
    );
  });

  it("without is_skip reach only up to the first batch with an unanswered question", () => {
    expect(reachableBatch([true, true, true, true, false, false], 3, false)).toBe(2);
    expect(reachableBatch([true, true, true, true, true, true], 3, false)).toBe(2);
    expect(reachableBatch([false, true, true], 3, false)).toBe(1);
    expect(reachableBatch([false, false, false, false], 2, true)).toBe(2);
  });
});

describe("time", () => {
  const start = new Date("2026-11-23T08:00:00Z");

  it("limits only a quiz showing its timer, 3605 s by default", () => {
    expect(attemptDeadline(start, false, 600)).toBeNull();
    expect(attemptDeadline(start, true, 600)?.toISOString()).toBe("2026-11-23T08:10:00.000Z");
    expect(attemptDeadline(start, true, 0)?.getTime()).toBe(start.getTime() + QUIZ_TIMER_DEFAULT_SECONDS * 1000);
  });

  it("counts whole seconds down to 0 and refuses answers only after the grace", () => {
    const deadline = new Date(start.getTime() + 60_000);
    expect(remainingSeconds(deadline, new Date(start.getTime() + 500))).toBe(59);
    expect(remainingSeconds(deadline, new Date(start.getTime() + 120_000))).toBe(0);
    expect(remainingSeconds(null, start)).toBeNull();
    expect(isPastDeadline(deadline, new Date(deadline.getTime() + QUIZ_DEADLINE_GRACE_MS))).toBe(false);
    expect(isPastDeadline(deadline, new Date(deadline.getTime() + QUIZ_DEADLINE_GRACE_MS + 1))).toBe(true);
    expect(isPastDeadline(null, new Date(9e15))).toBe(false);
  });

  it("tells the validity period apart", () => {
    const later = new Date(start.getTime() + 1000);
    expect(periodState(later, null, start)).toBe("not_yet");
    expect(periodState(null, start, later)).toBe("closed");
    expect(periodState(start, later, start)).toBe("open");
    expect(periodState(null, null, start)).toBe("open");
  });

  it("formats the countdown", () => {
    expect(formatCountdown(3605)).toBe("1:00:05");
    expect(formatCountdown(599)).toBe("09:59");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});

describe("attempts", () => {
  it("allow one without retakes, max_attempts with them, one more per remedial request", () => {
    expect(allowedAttempts(false, 5, 0)).toBe(1);
    expect(allowedAttempts(true, 3, 0)).toBe(3);
    expect(allowedAttempts(true, 3, 1)).toBe(4);
    expect(allowedAttempts(false, 3, 2)).toBe(3);
  });

  it("complete the activity when passed, unscored, or out of attempts", () => {
    expect(completesActivity({ passed: true, attemptsLeft: 2 })).toBe(true);
    expect(completesActivity({ passed: null, attemptsLeft: 2 })).toBe(true);
    expect(completesActivity({ passed: false, attemptsLeft: 1 })).toBe(false);
    expect(completesActivity({ passed: false, attemptsLeft: 0 })).toBe(true);
  });
});

describe("essays (spec 002 section 5)", () => {
  it("become paragraphs with line breaks, escaped", () => {
    expect(essayToParagraphs("Satu\nbaris dua\n\nParagraf <b>dua</b>")).toBe(
      "<p>Satu<br>baris dua</p><p>Paragraf &lt;b&gt;dua&lt;/b&gt;</p>",
    );
    expect(essayToParagraphs("  \n\n ")).toBe("");
    expect(essayToParagraphs("a\r\nb")).toBe("<p>a<br>b</p>");
  });

  it("come back as the text that was typed", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string({ minLength: 1 }).filter((s) => s.trim() !== "" && !/[\r\n]/.test(s)),
            { minLength: 1, maxLength: 3 },
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (paragraphs) => {
          const text = paragraphs.map((lines) => lines.join("\n")).join("\n\n");
          expect(paragraphsToEssay(essayToParagraphs(text))).toBe(text);
        },
      ),
    );
  });
});

describe("file answers (spec 002 section 5)", () => {
  it("show the upload-button placeholder until the list is full", () => {
    expect(fileListWithPlaceholder([], 2)).toEqual([UPLOAD_PLACEHOLDER]);
    expect(fileListWithPlaceholder(["a"], 2)).toEqual(["a", UPLOAD_PLACEHOLDER]);
    expect(fileListWithPlaceholder(["a", "b"], 2)).toEqual(["a", "b"]);
  });
});

describe("answers and scores", () => {
  const single: ScorableQuestion = { type: "single_choice", points: 2, correctOptionIds: [10], acceptedAnswers: [] };
  const multi: ScorableQuestion = {
    type: "multiple_choice",
    points: 3,
    correctOptionIds: [20, 21],
    acceptedAnswers: [],
  };
  const short: ScorableQuestion = {
    type: "short_answer",
    points: 5,
    correctOptionIds: [],
    acceptedAnswers: ["Jakarta"],
  };
  const essay: ScorableQuestion = { type: "essay", points: 10, correctOptionIds: [], acceptedAnswers: [] };

  it("judge choices exactly (no partial credit) and short answers normalised", () => {
    expect(isCorrect(single, { optionIds: [10], text: null })).toBe(true);
    expect(isCorrect(single, { optionIds: [11], text: null })).toBe(false);
    expect(isCorrect(multi, { optionIds: [21, 20], text: null })).toBe(true);
    expect(isCorrect(multi, { optionIds: [20], text: null })).toBe(false);
    expect(isCorrect(multi, { optionIds: [20, 21, 22], text: null })).toBe(false);
    expect(isCorrect(short, { optionIds: [], text: "  jakarta " })).toBe(true);
    expect(isCorrect(short, { optionIds: [], text: "" })).toBe(false);
    expect(isCorrect(single, null)).toBe(false);
    expect(isCorrect(essay, { optionIds: [], text: "x" })).toBeNull();
    expect(normaliseShortAnswer("  Ibu   Kota ")).toBe("ibu kota");
  });

  it("auto score is the sum of the correct answers' points, capped at maximum_auto_score", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.boolean()), { maxLength: 30 }),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
        (items, cap) => {
          const graded = items.map(([points, right]) => ({
            question: { ...single, points },
            answer: { optionIds: right ? [10] : [11], text: null },
          }));
          const sum = items.filter(([, right]) => right).reduce((t, [points]) => t + points, 0);
          expect(autoScore(graded, cap)).toBe(cap === null ? sum : Math.min(sum, cap));
        },
      ),
    );
  });

  it("the maximum adds manual questions and the rubric to the capped auto part", () => {
    expect(maximumScore([single, multi, essay], 4, 12)).toBe(4 + 10 + 12);
    expect(maximumScore([single, multi], null, 0)).toBe(5);
  });

  it("formats as points or percentage and passes at minimum_score", () => {
    expect(formatScore(7, 10, "default")).toBe(7);
    expect(formatScore(2, 3, "percentage")).toBe(66.7);
    expect(formatScore(0, 0, "percentage")).toBe(0);
    expect(scoreLabel(66.7, "percentage")).toBe("66,7%");
    expect(scoreLabel(80, "default")).toBe("80");
    expect(hasPassed(60, 60)).toBe(true);
    expect(hasPassed(59.9, 60)).toBe(false);
  });

  it("counts an answer as answered by its type", () => {
    expect(isAnswered("single_choice", { optionIds: [], text: null, fileIds: [] })).toBe(false);
    expect(isAnswered("essay", { optionIds: [], text: "  ", fileIds: [] })).toBe(false);
    expect(isAnswered("file", { optionIds: [], text: null, fileIds: [3] })).toBe(true);
  });

  it("weights the final score by bobot_percentage", () => {
    expect(weightedFinalScore([])).toBeNull();
    expect(weightedFinalScore([{ score: 80, bobot: 0 }])).toBeNull();
    expect(
      weightedFinalScore([
        { score: 50, bobot: 10 },
        { score: 90, bobot: 40 },
      ]),
    ).toBe(82);
  });
});

describe("provisionalScore (issue 23)", () => {
  const q = (type: QuestionType, points: number, answered: boolean, correct: boolean | null = null) => ({
    type,
    points,
    answered,
    correct,
  });
  const auto = { isAutoScore: true, maximumAutoScore: null, rubricCriteria: 0 };

  it("scores the auto-scored questions and counts the answers waiting for the assessor", () => {
    const score = provisionalScore(
      [
        q("single_choice", 30, true, true),
        q("true_false", 20, true, false),
        q("short_answer", 30, true, true),
        q("essay", 10, true),
        q("file", 10, true),
      ],
      auto,
    );
    expect(score).toEqual({ points: 60, scoredMaximum: 80, awaitingAnswers: 2, awaitingRubric: false });
    expect(provisionalScoreText(score)).toBe(
      "Nilai sementara 60 dari 80 poin yang sudah dinilai · 2 jawaban menunggu penilaian asesor",
    );
  });

  it("an essay left empty waits for no one: 0 of its points, counted as scored", () => {
    const score = provisionalScore(
      [q("single_choice", 10, true, true), q("essay", 20, false), q("file", 5, true)],
      auto,
    );
    expect(score).toEqual({ points: 10, scoredMaximum: 30, awaitingAnswers: 1, awaitingRubric: false });
  });

  it("caps the auto part, points and maximum alike, at maximum_auto_score", () => {
    const score = provisionalScore([q("single_choice", 50, true, true), q("essay", 20, true)], {
      ...auto,
      maximumAutoScore: 40,
    });
    expect(score.points).toBe(40);
    expect(score.scoredMaximum).toBe(40);
  });

  it("without is_auto_score nothing is scored yet: only what waits is said", () => {
    const score = provisionalScore([q("single_choice", 10, true, null), q("file", 0, true)], {
      isAutoScore: false,
      maximumAutoScore: null,
      rubricCriteria: 3,
    });
    expect(score).toEqual({ points: 0, scoredMaximum: 0, awaitingAnswers: 2, awaitingRubric: true });
    expect(provisionalScoreText(score)).toBe("2 jawaban menunggu penilaian asesor");
    expect(provisionalScoreText({ ...score, awaitingAnswers: 0 })).toBe("Tugas Anda menunggu penilaian asesor");
  });

  it("decimals in the Indonesian way", () => {
    expect(provisionalScoreText({ points: 7.5, scoredMaximum: 10, awaitingAnswers: 1, awaitingRubric: false })).toBe(
      "Nilai sementara 7,5 dari 10 poin yang sudah dinilai · 1 jawaban menunggu penilaian asesor",
    );
  });

  it("property: points never exceed the scored maximum; every question is scored or waits; the auto part is autoScore's", () => {
    const types: QuestionType[] = ["single_choice", "multiple_choice", "true_false", "short_answer", "essay", "file"];
    const question = fc.record({
      type: fc.constantFrom(...types),
      points: fc.integer({ min: 0, max: 100 }),
      answered: fc.boolean(),
      correct: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(question, { maxLength: 30 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        (questions, isAutoScore, maximumAutoScore) => {
          const rows = questions.map((x) => ({ ...x, correct: x.answered ? x.correct : null }));
          const score = provisionalScore(rows, { isAutoScore, maximumAutoScore, rubricCriteria: 0 });
          expect(score.points).toBeGreaterThanOrEqual(0);
          expect(score.points).toBeLessThanOrEqual(score.scoredMaximum);
          const manual = rows.filter(
            (r) => !isAutoScore || !["single_choice", "multiple_choice", "true_false", "short_answer"].includes(r.type),
          );
          expect(score.awaitingAnswers).toBe(manual.filter((r) => r.answered).length);
          if (isAutoScore) {
            const autoRows = rows.filter((r) => !manual.includes(r));
            const expected = autoScore(
              autoRows.map((r) => ({
                question: {
                  type: r.type,
                  points: r.points,
                  correctOptionIds: r.correct ? [1] : [2],
                  acceptedAnswers: [],
                },
                answer: r.answered ? { optionIds: [1], text: null } : null,
              })),
              maximumAutoScore,
            );
            // short answers compare text: only the choice types are replayed through autoScore here
            if (autoRows.every((r) => r.type !== "short_answer")) expect(score.points).toBe(expected);
          } else {
            expect(score.scoredMaximum).toBe(manual.filter((r) => !r.answered).reduce((t, r) => t + r.points, 0));
            expect(score.points).toBe(0);
          }
        },
      ),
    );
  });
});

describe("timeLimitMinutes (issue 23)", () => {
  it("is the limit attemptDeadline counts, in whole minutes as an activity states it", () => {
    expect(timeLimitMinutes(true, 600)).toBe(10);
    expect(timeLimitMinutes(true, 601)).toBe(11);
    expect(timeLimitMinutes(true, null)).toBe(Math.ceil(QUIZ_TIMER_DEFAULT_SECONDS / 60));
    expect(timeLimitMinutes(false, 600)).toBeNull();
  });

  it("property: never shorter than the deadline it names", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seconds) => {
        const start = new Date(0);
        const deadline = attemptDeadline(start, true, seconds);
        const minutes = timeLimitMinutes(true, seconds) ?? 0;
        expect(minutes * 60_000).toBeGreaterThanOrEqual(deadline?.getTime() ?? 0);
        expect((minutes - 1) * 60_000).toBeLessThan(deadline?.getTime() ?? 0);
      }),
    );
  });
});
