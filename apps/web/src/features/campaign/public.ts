// What the rest of the web app may use of the campaign feature (docs/decisions/014-module-boundaries.md).
export type { CampaignSlug } from "./campaign-content";
