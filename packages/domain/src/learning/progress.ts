/** The progress filter keys of My programmes (spec 002 section 3). */
export const PROGRESS_KEYS = ["all", "not_started", "ongoing", "finished"] as const;
export type ProgressKey = (typeof PROGRESS_KEYS)[number];
/** Where one enrolment stands; 'all' is only a filter. */
export type ProgressState = Exclude<ProgressKey, "all">;

export const PROGRESS_LABELS: Record<ProgressKey, string> = {
  all: "Semua",
  not_started: "Belum Dimulai",
  ongoing: "Sedang Berjalan",
  finished: "Selesai",
};

/**
 * The one progress rule (My programmes cards and the study page show the same numbers): the share of the
 * programme's counted activities the learner completed, rounded down to a whole percent, so 100 means every
 * one is done. Completions beyond the total (an activity removed after it was done) never pass 100.
 */
export function percentageProgress(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.floor((completed * 100) / total);
}

/** not_started before the first completion, finished once every counted activity is done, ongoing between. */
export function progressState(completed: number, total: number): ProgressState {
  if (completed <= 0 || total <= 0) return "not_started";
  return completed >= total ? "finished" : "ongoing";
}
