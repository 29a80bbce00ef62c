/**
 * What other modules, app.ts and server.ts may use of the Prakerja module (docs/decisions/014-module-boundaries.md).
 */
export { createPrakerjaPartner, type PrakerjaPartnerConfig, unconfiguredPrakerjaPartner } from "./client";
export * from "./partner";
export { prakerjaRedeemRoutes } from "./redeem-routes";

/** The partner simulator for `npm start` outside production; a chunk of its own, loaded only then. */
export const loadPrakerjaSimulator = () => import("./simulator/dev-start");
