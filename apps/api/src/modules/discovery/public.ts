/** What the discovery module offers app.ts (decisions/014): its routes and the popular-keyword counter. */
export { discoveryRoutes } from "./routes";
export { createKeywordRecorder, type KeywordRecorder } from "./service";
