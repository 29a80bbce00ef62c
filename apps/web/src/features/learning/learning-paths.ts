/** My programmes (Programmu): the learn tab of the navigation, where buying and studying lead back to. */
export const PROGRAMMU_PATH = "/programmu";

/** The study page address keeps the partner scope, as the back link will need it (spec 001 section 2). */
export function activityHref(slug: string, subdomainSlug: string | undefined): string {
  const path = `/aktivitas/${encodeURIComponent(slug)}`;
  return subdomainSlug ? `${path}?subdomain_slug=${encodeURIComponent(subdomainSlug)}` : path;
}
