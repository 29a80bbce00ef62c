/**
 * What the study module offers the rest of the API (decisions/014): its routes; who may open an activity; and the
 * activity start and finish that the quiz engine takes inside its own transactions (an attempt starts the activity,
 * a finished attempt may complete it).
 */
export { type ActivityAccess, type Enrolment, requireOpenableActivity } from "./access";
export { lockActivityChange, recordActivityFinish, recordActivityStart } from "./activity-completion";
export { activityDashboard, attemptPercent, report } from "./program-overview";
export { studyRoutes } from "./routes";
export { studySocialRoutes } from "./social-routes";
