/** What the portfolio module offers the rest of the API (decisions/014): its routes. */
export { portfolioRoutes } from "./routes";
