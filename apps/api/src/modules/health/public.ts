/** What the health module offers app.ts (decisions/014): its routes. */
export { healthRoutes } from "./routes";
