import type { MeUser } from "@app/domain/account/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../shared/lib/api-client";
import { hasSessionCookie } from "../../shared/lib/cookies";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";

/**
 * The session: who is logged in (POST /auth/me-v2). The shell asks on every page, so this is apart from api.ts and
 * takes its contract on first use: a visitor's first page loads neither zod nor the account contracts (issue 24).
 */

/** Query keys of the account calls; mutations invalidate by these. */
export const accountKeys = {
  all: ["account"] as const,
  me: ["account", "me"] as const,
  professions: ["account", "professions"] as const,
};

// ---- POST /auth/me-v2 ------------------------------------------------------------------------------

const meEnvelope = lazyEnvelope(async () => (await import("@app/domain/account/contracts")).meUserSchema);

export async function fetchMe(refresh = false, signal?: AbortSignal) {
  const answer = await apiSend("/auth/me-v2", meEnvelope, {
    ...(refresh ? { query: { refresh: 1 } } : {}),
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => fetchMe(false, signal), staleTime: 30_000 });
}

/**
 * The logged-in user, or null for a visitor. The readable session cookies say whether there is a session;
 * the HttpOnly access-token itself is only seen by the server.
 */
export function useSessionUser() {
  const loggedIn = hasSessionCookie();
  const query = useQuery({ ...meQueryOptions(), enabled: loggedIn });
  return { loggedIn, user: loggedIn ? (query.data ?? null) : null, query };
}

/** Puts a user answer (me-v2, verify, manage) into the cache without a second call. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (user: MeUser) => queryClient.setQueryData(accountKeys.me, user);
}
