import { meUserSchema } from "@app/domain/account/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "../../shared/lib/api-client";
import { clearCookies, hasSessionCookie } from "../../shared/lib/cookies";
import { hardNavigate } from "../../shared/lib/hard-navigate";

/** Query keys of the account calls; mutations invalidate by these. */
export const accountKeys = {
  all: ["account"] as const,
  me: ["account", "me"] as const,
};

// ---- POST /auth/me-v2 ------------------------------------------------------------------------------

const meEnvelope = envelope(meUserSchema);

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
  return (user: z.infer<typeof meUserSchema>) => queryClient.setQueryData(accountKeys.me, user);
}

// ---- POST user/logout/ -----------------------------------------------------------------------------

const nullEnvelope = envelope(z.null());

/** Local browser storage of the verification timers (spec 000 section 3). */
export const VERIFICATION_STORAGE_KEYS = {
  resendOtpAt: "resend-otp-at",
  frozenUntil: "verification-frozen-until",
  loginEmail: "login-email",
} as const;

/**
 * Spec 000 section 4.1: logout clears storage, the stored email and the resend counter, removes the
 * cookies and goes to /?logout=1 with a full page load (nothing of the session stays in memory).
 */
export async function logout(): Promise<void> {
  try {
    await apiSend("/user/logout/", nullEnvelope);
  } catch {
    // The session may already be dead; the browser side is cleared either way.
  }
  for (const key of Object.values(VERIFICATION_STORAGE_KEYS)) window.localStorage.removeItem(key);
  window.sessionStorage.clear();
  clearCookies();
  hardNavigate("/?logout=1");
}
