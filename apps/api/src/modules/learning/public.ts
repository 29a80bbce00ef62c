/**
 * What the learning module offers the rest of the API (decisions/014): its routes, the one way an activity becomes
 * complete, and the add-on rules in SQL that the study page shares (which activities a learner may open).
 */
export { enrolledPrograms } from "./enrolled";
export { learningRoutes } from "./routes";
export { completeActivity, firstActivities, isAddonActivity, openableBy } from "./service";
