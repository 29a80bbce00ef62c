/** What the account module offers the rest of the API (decisions/014): its routes. */
export { accountRoutes } from "./routes";
