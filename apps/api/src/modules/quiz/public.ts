/**
 * What the quiz module offers the rest of the API (decisions/014): its routes, the sweep of abandoned uploads
 * (app.ts), and the scoring the demo data uses to make scored and assessed attempts.
 */
export { recordAssessment } from "./assessor";
export { quizAssessorRoutes } from "./assessor-routes";
export { scoreAttempt } from "./attempt-state";
export { quizRoutes } from "./routes";
export { quizUploadRoutes } from "./upload-routes";
export { pruneOrphanUploads } from "./uploads";
