/**
 * What the report module offers the rest of the API (decisions/014): its routes and the signing key they need,
 * loaded once at start.
 */
export { learningReportRoutes } from "./learning-report-routes";
export { reportRoutes } from "./routes";
export { loadSigningKey } from "./signing";
