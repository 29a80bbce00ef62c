/**
 * What the checkout module offers the rest of the API (decisions/014): its routes, the minute sweep of overdue
 * invoices (app.ts), and the invoice steps a payment takes inside its own transaction (modules/payment).
 */
export { checkoutRoutes } from "./routes";
export {
  enrolInvoice,
  expireOverdueInvoices,
  invoiceAddonIds,
  invoiceSummary,
  lockOpenInvoice,
  releaseSeats,
  takeSeats,
} from "./service";
