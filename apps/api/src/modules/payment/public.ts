/**
 * What the payment module offers the rest of the API (decisions/014): its routes, the sandbox gateway app.ts
 * builds and ticks, the minute sweep's steps, the gateway's signing (the test kit notifies as the gateway does),
 * and the outbox key of a payment's confirmation mail.
 */
export { boundedGateway, gatewayAmount, notificationSignature } from "./gateway";
export { paymentSuccessMailKey } from "./mails";
export { paymentRoutes } from "./routes";
export { createSandboxGateway, SANDBOX_TICK_MS, type SandboxGateway } from "./sandbox-gateway";
export { reconcileOverduePayments, retryOwedCancels } from "./service";
export { workCardPaymentRoutes } from "./work-card-routes";
