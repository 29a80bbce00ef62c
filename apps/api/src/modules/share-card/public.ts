/** What the share-card module offers the rest of the API (decisions/014): its routes. */
export { shareCardRoutes } from "./routes";
