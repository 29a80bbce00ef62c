/**
 * What other modules, app.ts and server.ts may use of the Prakerja module (docs/decisions/014-module-boundaries.md).
 */
export {
  ATTENDANCE_FRESH_MS,
  type AttendanceBySession,
  type AttendanceReader,
  prakerjaAttendanceReader,
  VERIFICATION_STATUS_LABELS,
} from "./attendance";
export { createPrakerjaPartner, type PrakerjaPartnerConfig, unconfiguredPrakerjaPartner } from "./client";
export { prakerjaFileRoutes } from "./file-links";
export * from "./partner";
export { prakerjaRedeemRoutes } from "./redeem-routes";
export { prakerjaProgressRoutes } from "./submission-routes";
export { enqueueSubmission, focusSubmissionOf, latestSubmissionSql, submissionWorker } from "./submissions";

/** The partner simulator for `npm start` outside production; a chunk of its own, loaded only then. */
export const loadPrakerjaSimulator = () => import("./simulator/dev-start");
