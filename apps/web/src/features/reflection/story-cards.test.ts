import type { FacilitatorReflection, RegularReflection } from "@app/domain/reflection/contracts";
import { describe, expect, it } from "vitest";
import { storyPath, yearOfStoryPath } from "./paths";
import { facilitatorCards, regularCards, storyMoveOfKey, storyMoveOfPointer } from "./story-cards";

const report: RegularReflection = {
  year: 2026,
  name: "Rafi Pratama",
  username: "murid",
  has_activity: true,
  programs_started: 5,
  programs_finished: 1,
  finished_programs: [{ name: "Tryout UTBK", slug: "tryout-utbk" }],
  favourite_program: { name: "Tryout UTBK", slug: "tryout-utbk", activities: 8 },
  activities_completed: 1234,
  hours: 6.7,
  study_days: 15,
  longest_streak: { days: 8, start: "2026-09-29", end: "2026-10-06" },
  most_active_month: 10,
  most_active_month_activities: 8,
  most_active_hour: 19,
  best_scores: [
    { activity: "Posttest", program: "Tryout UTBK", score: 100 },
    { activity: "Pretest", program: "Tryout UTBK", score: 32.5 },
  ],
  certificates: 0,
  certificate_list: [],
};

describe("regularCards", () => {
  it("tells each figure on its own card, in Indonesian, and leaves out what is not there", () => {
    const cards = regularCards(report, null, "Karirmu");
    expect(cards.map((c) => c.id)).toEqual([
      "opening",
      "programs",
      "activities",
      "streak",
      "most-active",
      "favourite",
      "scores",
      "closing",
    ]);
    const byId = Object.fromEntries(cards.map((c) => [c.id, c]));
    expect(byId.activities).toMatchObject({ figure: "1.234", caption: "Setara 6,7 jam belajar dalam 15 hari." });
    expect(byId.streak).toMatchObject({
      figure: "8 hari",
      caption: "Dari 29 September sampai 6 Oktober 2026, Anda belajar setiap hari.",
    });
    expect(byId["most-active"]).toMatchObject({ figure: "Oktober", items: ["Jam favorit Anda: 19.00–20.00 WIB"] });
    expect(byId.scores).toMatchObject({ figure: "100", items: ["32,5 — Pretest"] });
  });

  it("an empty year gets its own card, with the way to the catalogue, and the platform's year", () => {
    const empty: RegularReflection = {
      ...report,
      has_activity: false,
      programs_started: 0,
      activities_completed: 0,
      longest_streak: { days: 0, start: null, end: null },
    };
    const platform = {
      year: 2026,
      learners: 120,
      activities_completed: 3400,
      hours: 980,
      enrolments: 400,
      certificates: 35,
      programs_published: 12,
    };
    const cards = regularCards(empty, platform, "Karirmu");
    expect(cards.map((c) => c.id)).toEqual(["opening", "empty", "platform"]);
    expect(cards[1]).toMatchObject({
      headline: "Belum ada aktivitas belajar di 2026",
      link: { to: "/program", label: "Jelajahi Program" },
    });
    expect(cards[2]).toMatchObject({ headline: "Anda tidak sendirian di Karirmu", figure: "120" });
  });
});

describe("facilitatorCards", () => {
  it("tells the programmes, sessions led, learners reached and ratings", () => {
    const facilitator: FacilitatorReflection = {
      year: 2026,
      name: "Nurul",
      username: "fasilitator",
      has_activity: true,
      programs_facilitated: 2,
      programs: [{ name: "Kelas A", slug: "kelas-a", learners: 3 }],
      sessions_led: 4,
      session_hours: 6,
      learners_reached: 3,
      learner_activities_completed: 40,
      most_active_month: null,
      ratings: { count: 2, average: 4.5, five_star: 1 },
    };
    const cards = facilitatorCards(facilitator, null, "Karirmu");
    expect(cards.map((c) => c.id)).toEqual(["opening", "programs", "sessions", "learners", "ratings", "closing"]);
    expect(cards[2]).toMatchObject({ figure: "4", caption: "Total 6 jam bertatap muka dengan peserta." });
    expect(cards[4]).toMatchObject({ figure: "4,5 / 5" });
  });
});

describe("moving through the story", () => {
  it("maps the keys and the gestures", () => {
    expect(storyMoveOfKey("ArrowRight", false)).toBe("next");
    expect(storyMoveOfKey(" ", false)).toBe("next");
    expect(storyMoveOfKey(" ", true)).toBe("previous");
    expect(storyMoveOfKey("ArrowLeft", false)).toBe("previous");
    expect(storyMoveOfKey("End", false)).toBe("last");
    expect(storyMoveOfKey("a", false)).toBeNull();
    // taps: left third back, the rest forward; swipes of 50 px by their direction
    expect(storyMoveOfPointer(100, 100, 390)).toBe("previous");
    expect(storyMoveOfPointer(300, 300, 390)).toBe("next");
    expect(storyMoveOfPointer(300, 200, 390)).toBe("next");
    expect(storyMoveOfPointer(100, 250, 390)).toBe("previous");
  });

  it("reads the year from the spec's paths", () => {
    expect(yearOfStoryPath("/kilas-balik-2021")).toBe(2021);
    expect(yearOfStoryPath(storyPath(2026))).toBe(2026);
    expect(yearOfStoryPath("/kilas-balik-abc")).toBeNull();
  });
});
