/** What the cart module offers the rest of the API (decisions/014): its routes. */
export { cartRoutes } from "./routes";
