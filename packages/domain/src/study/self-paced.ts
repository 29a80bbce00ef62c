import { PRAKERJA_CATEGORY, PROGRAM_TYPES } from "../catalogue/constants";

/**
 * Spec 000 section 9 and spec 001 section 2: a job-training (Prakerja) programme of the self-paced type allows at
 * most one session a day. A session is a topic (chapter); it is opened by the first activity started in it. On a
 * day (WIB) a learner may open one new session; sessions already opened stay open every day after, so going back
 * to finish or repeat one is never refused (decisions/007).
 */
export const SELF_PACED_MESSAGE =
  "Program belajar mandiri hanya dapat diikuti 1 sesi per hari. Lanjutkan sesi berikutnya besok.";

export function hasOneSessionADay(program: { categoryName: string; programType: number }): boolean {
  return program.categoryName === PRAKERJA_CATEGORY && program.programType === PROGRAM_TYPES.selfPaced;
}

/**
 * Whether starting an activity may open its session: always when the session is already open; otherwise only when
 * no other session was opened on the same WIB day.
 */
export function mayOpenSession(state: { sessionOpened: boolean; otherSessionOpenedToday: boolean }): boolean {
  return state.sessionOpened || !state.otherSessionOpenedToday;
}
