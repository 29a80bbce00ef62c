// What the rest of the web app may use of the learning feature (docs/decisions/014-module-boundaries.md).
export { activityHref, PROGRAMMU_PATH } from "./learning-paths";
