// What the rest of the web app may use of the report feature (docs/decisions/014-module-boundaries.md).
// Pages are not listed: the router reaches them directly, so they stay lazy.
export { certificateVerificationPath } from "./api";
