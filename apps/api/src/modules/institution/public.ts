/** What the institution module offers the rest of the API (decisions/014): its routes. */
export { institutionRoutes } from "./routes";
