// What the rest of the web app may use of the cart feature (docs/decisions/014-module-boundaries.md).
export { CART_PAGE_PATH, cartKeys, cartQueryOptions, useAddToCart } from "./api";
