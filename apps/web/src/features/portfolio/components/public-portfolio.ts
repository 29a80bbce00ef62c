import { usePortfolioView, usePublicProfile } from "../api";

/** A public profile and its public portfolio: the username is looked up first, then the portfolio by the user id. */
export function usePublicPortfolio(username: string) {
  const profile = usePublicProfile(username);
  const view = usePortfolioView(profile.data?.id ?? null, true);
  return { profile, view };
}
