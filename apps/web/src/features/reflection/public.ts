// What the rest of the web app may use of the reflection feature (docs/decisions/014-module-boundaries.md): its
// paths only, so the shell and the router load nothing else of it.
export { FUN_REPORT_PATH, storyPath } from "./paths";
