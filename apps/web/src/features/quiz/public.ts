// What the rest of the web app may use of the quiz feature (docs/decisions/014-module-boundaries.md).
export { loadQuizPlayer } from "./load-quiz-player";
export { ASSESSOR_PATH } from "./quiz-paths";
