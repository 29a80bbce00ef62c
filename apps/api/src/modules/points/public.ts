/**
 * What the points module offers the rest of the API (decisions/014): its routes, and the PIN check and the spend
 * that a payment with points makes (modules/payment).
 */
export { pointsRoutes } from "./routes";
export { checkPin, spendPoints } from "./service";
