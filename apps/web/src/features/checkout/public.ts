// What the rest of the web app may use of the checkout feature (docs/decisions/014-module-boundaries.md).
export { checkoutPath } from "./checkout-path";
