/**
 * What the points module offers the rest of the API (decisions/014): its routes, and the PIN check and the spend
 * that a payment with points makes (modules/payment).
 */
export { devPointsRoutes } from "./dev-routes";
export { pointsRoutes } from "./routes";
export { assertPointsCover, checkPin, grantPoints, spendPoints } from "./service";
