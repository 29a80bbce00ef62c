import type { QuizPlayer } from "./components/quiz-player";

/**
 * The quiz engine's player, loaded on demand: it is its own chunk, fetched when a quiz activity is opened, so the
 * study page does not carry it. A function rather than a re-export keeps the player out of whatever imports this
 * feature's public.ts.
 */
export function loadQuizPlayer(): Promise<typeof QuizPlayer> {
  return import("./components/quiz-player").then((m) => m.QuizPlayer);
}
