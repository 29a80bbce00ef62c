// What the rest of the web app may use of the payment feature (docs/decisions/014-module-boundaries.md).
export { PAYMENT_STATUS_PATH, PAYMENT_THANK_YOU_PATH, RECEIPT_PATH, useIdempotencyKeys, usePay } from "./api";
