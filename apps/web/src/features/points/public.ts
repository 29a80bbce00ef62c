// What the rest of the web app may use of the points feature (docs/decisions/014-module-boundaries.md).
export { PIN_PAGE_PATH, pointsKeys, usePinState, usePoints } from "./api";
export { PinDialog } from "./components/pin-dialog";
export { PIN_RESET_KEY_STORAGE } from "./pin-reset-key";
export { pinRefusalText } from "./points-format";
