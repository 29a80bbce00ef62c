// What the rest of the web app may use of the payment feature (docs/decisions/014-module-boundaries.md).
export {
  PAYMENT_STATUS_PATH,
  PAYMENT_THANK_YOU_PATH,
  PRAKERJA_RECEIPT_PATH,
  RECEIPT_PATH,
  useIdempotencyKeys,
  usePay,
  workCardReceiptPath,
} from "./api";
