/** What the dev module offers app.ts (decisions/014): the dev-only routes, never registered in production. */
export { devAccountRoutes } from "./account-routes";
export { devClockRoutes } from "./clock-routes";
export { devMailboxRoutes } from "./routes";
