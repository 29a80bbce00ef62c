import { CATALOGUE_LIMITS } from "./constants";

/** A slug: lower-case letters and digits in words joined by single hyphens (slugSchema in contracts.ts uses it). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What slugSchema accepts, without zod: the web app's site lookup checks the `subdomain_slug` query with it on every
 * page, and its first page loads no validation library (issue 24, home page JavaScript).
 */
export function isSlug(value: string): boolean {
  return value.length <= CATALOGUE_LIMITS.maxSlugLength && SLUG_PATTERN.test(value);
}
