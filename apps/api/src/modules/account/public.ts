/**
 * What the account module offers the rest of the API (decisions/014): its routes (the account itself, region,
 * institution and family, privacy), the profile gate, the deletion sweep, and registering for the dev calls.
 */
export { eraseDueAccounts } from "./account-deletion";
export { institutionFamilyRoutes } from "./institution-family-routes";
export { privacyRoutes } from "./privacy-routes";
export { privacySettings, publicAvatar, withPrivacy } from "./privacy-settings";
export { requireCompleteProfile } from "./profile-gate";
export { regionRoutes } from "./region-routes";
export { accountRoutes } from "./routes";
export { registerAccount } from "./service";
