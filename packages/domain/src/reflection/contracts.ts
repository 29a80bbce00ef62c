import { z } from "zod";

/**
 * The yearly reflection (Kilas Balik; spec 002 section 7 "Reflection report", issue 20). The spec names the calls
 * and says the role comes lowercased inside data; the stories' fields are designed here (docs/api.md "Kilas
 * Balik").
 */

/** How long a process keeps the platform's year before counting again. */
export const PLATFORM_REFLECTION_TTL_MS = 10 * 60_000;

export const REFLECTION_MESSAGES = {
  badYear: "Tahun Kilas Balik tidak valid",
  yearOutOfRange: (first: number, last: number) => `Kilas Balik hanya tersedia untuk tahun ${first} sampai ${last}`,
  notFound: "Kilas Balik tidak ditemukan",
  badUsername: "Nama pengguna tidak valid",
} as const;

const yearParam = z
  .string({ error: REFLECTION_MESSAGES.badYear })
  .regex(/^\d{4}$/, REFLECTION_MESSAGES.badYear)
  .transform(Number);
const usernameParam = z
  .string({ error: REFLECTION_MESSAGES.badUsername })
  .trim()
  .min(1, REFLECTION_MESSAGES.badUsername)
  .max(60, REFLECTION_MESSAGES.badUsername);

/** The range check (2020 up to the current WIB year) needs the clock: the routes make it. */
export const reflectionYearParams = z.object({ year: yearParam });
export const reflectionUserParams = z.object({ year: yearParam, username: usernameParam });

/** 'regular' (a learner's story) or 'facilitator': the name of the call that tells the story. */
export const reflectionRoleSchema = z.enum(["regular", "facilitator"]);
export type ReflectionRole = z.infer<typeof reflectionRoleSchema>;
export const reflectionRoleAnswer = z.object({ year: z.number().int(), role: reflectionRoleSchema });

const programRef = z.object({ name: z.string(), slug: z.string() });
const streakSchema = z.object({ days: z.number().int(), start: z.string().nullable(), end: z.string().nullable() });

export const regularReflectionSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** Anything completed, started or issued in the year; false: the story's empty state. */
  has_activity: z.boolean(),
  programs_started: z.number().int(),
  programs_finished: z.number().int(),
  /** The programmes finished in the year, latest first (at most 5). */
  finished_programs: z.array(programRef),
  /** The programme with the most activities completed in the year. */
  favourite_program: programRef.extend({ activities: z.number().int() }).nullable(),
  activities_completed: z.number().int(),
  /** The completed activities' durations, in hours with one decimal. */
  hours: z.number(),
  study_days: z.number().int(),
  longest_streak: streakSchema,
  /** 1-12, WIB; null without completions. */
  most_active_month: z.number().int().nullable(),
  most_active_month_activities: z.number().int(),
  /** 0-23, WIB; null without completions. */
  most_active_hour: z.number().int().nullable(),
  /** The best scored quizzes of the year, 0-100, highest first (at most 3). */
  best_scores: z.array(z.object({ activity: z.string(), program: z.string(), score: z.number() })),
  certificates: z.number().int(),
  certificate_list: z.array(z.object({ number: z.string(), program_name: z.string(), issued_at: z.string() })),
});
export type RegularReflection = z.infer<typeof regularReflectionSchema>;

export const facilitatorReflectionSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  username: z.string(),
  has_activity: z.boolean(),
  programs_facilitated: z.number().int(),
  /** The programmes facilitated, the most learners first (at most 5). */
  programs: z.array(programRef.extend({ learners: z.number().int() })),
  /** Live sessions (live_streaming activities) of those programmes that started in the year, up to now. */
  sessions_led: z.number().int(),
  session_hours: z.number(),
  /** Learners of those programmes who completed an activity in the year. */
  learners_reached: z.number().int(),
  learner_activities_completed: z.number().int(),
  most_active_month: z.number().int().nullable(),
  ratings: z.object({ count: z.number().int(), average: z.number().nullable(), five_star: z.number().int() }),
});
export type FacilitatorReflection = z.infer<typeof facilitatorReflectionSchema>;

/** The platform's year (the spec's /sekolahmu/{year}): public figures, the same for everybody. */
export const platformReflectionSchema = z.object({
  year: z.number().int(),
  learners: z.number().int(),
  activities_completed: z.number().int(),
  hours: z.number(),
  enrolments: z.number().int(),
  certificates: z.number().int(),
  programs_published: z.number().int(),
});
export type PlatformReflection = z.infer<typeof platformReflectionSchema>;
