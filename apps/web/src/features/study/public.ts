// What the rest of the web app may use of the study feature (docs/decisions/014-module-boundaries.md).
export type { AddonPurchase } from "./components/addon-card";
export { QuizPlayerSlot } from "./components/renderers/quiz-hand-off";
