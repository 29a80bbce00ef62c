// What the rest of the web app may use of the prakerja feature (docs/decisions/014-module-boundaries.md).
export { RedeemGate } from "./components/redeem-gate";
export { needsSessionAttendanceCheck, SessionAttendanceCheck } from "./components/session-attendance-check";
export { WorkCardCheckoutLink } from "./components/work-card-checkout-link";
export { needsRedeemModal } from "./redeem-rule";
export { FACE_RECOGNITION_RESULT_PATH } from "./result-href";
