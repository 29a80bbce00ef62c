import { PROFESSION_LABELS, PROFESSIONS, type Profession } from "@app/domain/account/constants";
import {
  accountSessionsAnswer,
  type changePasswordBody,
  type emailVerificationBody,
  type LoginAnswer,
  type LoginBody,
  loginAnswer,
  type manageBody,
  meUserSchema,
  otpSentSchema,
  type RegisterBody,
  type resetPasswordBody,
  resetTokenAnswer,
  sessionsEndedAnswer,
  undoEmailChangeAnswer,
  type WhatsappDialogPage,
} from "@app/domain/account/contracts";
import type { ManageProfileChange } from "@app/domain/account/manage-profile";
import { professionAnswer } from "@app/domain/institution/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiSend } from "../../shared/lib/api-client";
import { clearCookies } from "../../shared/lib/cookies";
import { hardNavigate } from "../../shared/lib/hard-navigate";
import { stopRealtime } from "../../shared/lib/realtime";
import { unsubscribeBrowserPush } from "../../shared/lib/web-push";
import { accountKeys, meQueryOptions } from "./session";

// The session's own calls live in session.ts (the shell needs them on every page, without zod: issue 24).
export { accountKeys, fetchMe, meQueryOptions, useSessionUser, useSetMe } from "./session";

// ---- GET /user/profession/ (cached in the browser, spec 000 section 7.2) --------------------------------

export type ProfessionOption = { name: Profession; label: string };

const PROFESSIONS_STORAGE_KEY = "professions";
const professionEnvelope = envelope(professionAnswer);
const knownProfession = (name: string): name is Profession => (PROFESSIONS as readonly string[]).includes(name);

/** The built-in list: what the browser shows before the first answer, and if the call fails. */
export const BUILT_IN_PROFESSIONS: readonly ProfessionOption[] = PROFESSIONS.map((name) => ({
  name,
  label: PROFESSION_LABELS[name],
}));

function storedProfessions(): ProfessionOption[] | undefined {
  try {
    const parsed = professionAnswer.safeParse(
      JSON.parse(window.localStorage.getItem(PROFESSIONS_STORAGE_KEY) ?? "null"),
    );
    if (!parsed.success) return undefined;
    const options = parsed.data.flatMap((p) => (knownProfession(p.name) ? [{ name: p.name, label: p.label }] : []));
    return options.length ? options : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchProfessions(signal?: AbortSignal): Promise<ProfessionOption[]> {
  const answer = await apiGet("/user/profession/", professionEnvelope, signal ? { signal } : {});
  try {
    window.localStorage.setItem(PROFESSIONS_STORAGE_KEY, JSON.stringify(answer.data));
  } catch {
    // storage full or blocked: the list is still shown, only not kept
  }
  // a profession the app does not know cannot be registered with: it is left out
  const options = answer.data.flatMap((p) => (knownProfession(p.name) ? [{ name: p.name, label: p.label }] : []));
  return options.length ? options : [...BUILT_IN_PROFESSIONS];
}

/** Fetched once per browser and kept in local storage; refreshed in the background once a day. */
export function professionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.professions,
    queryFn: ({ signal }) => fetchProfessions(signal),
    initialData: storedProfessions,
    initialDataUpdatedAt: 0,
    staleTime: 86_400_000,
  });
}

/** The professions to offer: the server's list, the stored one, or the built-in one, never nothing. */
export function useProfessions(): readonly ProfessionOption[] {
  return useQuery(professionsQueryOptions()).data ?? BUILT_IN_PROFESSIONS;
}

// ---- POST user/logout/ -----------------------------------------------------------------------------

const nullEnvelope = envelope(z.null());

/** Local browser storage of the verification timers (spec 000 section 3). */
export const VERIFICATION_STORAGE_KEYS = {
  resendOtpAt: "resend-otp-at",
  frozenUntil: "verification-frozen-until",
  loginEmail: "login-email",
} as const;

/** How long logout waits for the browser to drop its push subscription before the page reloads. */
const PUSH_UNSUBSCRIBE_WAIT_MS = 1_000;

/** `promise`, but no longer than `ms`. */
async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** How the app leaves a session without a page load: its router and its query cache (issue 23). */
export interface ClientSideExit {
  navigate: (to: string) => void | Promise<void>;
  queryClient: Pick<QueryClient, "cancelQueries" | "clear">;
}

/**
 * Spec 000 section 4.1: logout clears storage, the stored email and the resend counter, removes the
 * cookies and goes to /?logout=1. With `exit` (the shell's Keluar) it goes there inside the app: the session is
 * revoked on the server first, then the router leaves the private page and the query cache is emptied, so
 * nothing of the session stays visible or cached without the second a full page load costs (issue 23).
 * Without it, a full page load.
 */
/** `to`: where the browser goes afterwards (an account deletion goes home with its notice, decisions/026). */
export async function logout(to = "/?logout=1", exit?: ClientSideExit): Promise<void> {
  // no reconnect attempt between the logout call and the reload (the server refuses the socket by then)
  stopRealtime();
  // The server deletes the session's push subscription; the browser drops its own too, so the next person on
  // this browser is not sent the previous one's notifications. Best effort, and never a reason to wait long.
  const unsubscribed = unsubscribeBrowserPush();
  try {
    await apiSend("/user/logout/", nullEnvelope);
  } catch {
    // The session may already be dead; the browser side is cleared either way.
  }
  await atMost(unsubscribed, PUSH_UNSUBSCRIBE_WAIT_MS);
  for (const key of Object.values(VERIFICATION_STORAGE_KEYS)) window.localStorage.removeItem(key);
  window.sessionStorage.clear();
  clearCookies();
  if (!exit) {
    hardNavigate(to);
    return;
  }
  // no answer of the old session may land in the cache after it is emptied
  await exit.queryClient.cancelQueries();
  await exit.navigate(to);
  exit.queryClient.clear();
}

// ---- POST /user/login/ and /user/register/ (login and register modals) -----------------------------

/** The server sets the session cookies itself (HttpOnly access-token plus the readable ones). */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  return apiSend("/user/login/", loginAnswer, { body });
}

export async function register(body: RegisterBody): Promise<LoginAnswer> {
  return apiSend("/user/register/", loginAnswer, { body });
}

// ---- POST /user/send_forget_password/ and /user/recover_password/ ----------------------------------

const anyDataEnvelope = envelope(z.unknown());

/** Mails the /setup-password link; 404 for an unknown email, 429 within 60 seconds of the last send. */
export async function sendForgotPassword(email: string): Promise<string> {
  return (await apiSend("/user/send_forget_password/", anyDataEnvelope, { body: { email } })).message;
}

/** The resend of the confirmation modal; behaves like send_forget_password. */
export async function recoverPassword(email: string): Promise<string> {
  return (await apiSend("/user/recover_password/", anyDataEnvelope, { body: { email } })).message;
}

// ---- POST /user/reset_password/check and /user/reset_password/ -------------------------------------

const resetTokenEnvelope = envelope(resetTokenAnswer);
const RESET_TOKEN_KEY = "reset-token";

/** Whether a /setup-password link still works; answers the masked email. Changes nothing, so a query. */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...accountKeys.all, RESET_TOKEN_KEY, token] as const,
    queryFn: async ({ signal }) =>
      (await apiSend("/user/reset_password/check", resetTokenEnvelope, { body: { token }, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The new password is stored: the server's message (the login that follows is filled in from this browser). */
export async function resetPassword(body: z.input<typeof resetPasswordBody>): Promise<{ message: string }> {
  const answer = await apiSend("/user/reset_password/", envelope(z.null()), { body });
  return { message: answer.message };
}

/**
 * The address this browser asked a reset link for (forgot-password form): the login after the reset comes filled in
 * with it. Kept in the browser only; the reset answer never names the account (a leaked link must not tell the login).
 */
const RESET_EMAIL_KEY = "karirmu:reset-email";

export function rememberResetEmail(email: string): void {
  try {
    localStorage.setItem(RESET_EMAIL_KEY, email);
  } catch {
    // storage refused (private mode): the login is then typed
  }
}

export function takeResetEmail(): string {
  try {
    const email = localStorage.getItem(RESET_EMAIL_KEY) ?? "";
    localStorage.removeItem(RESET_EMAIL_KEY);
    return email;
  } catch {
    return "";
  }
}

// ---- POST /v2/user/update-phone-number and /user/phone-dialog/dismiss (WhatsApp dialog) ------------

/** The calls that answer the whole user (update-phone-number, dismiss, verify-otp-email, manage). */
const meAnswerEnvelope = envelope(meUserSchema);

/** Saves the WhatsApp number (second base, /api/v2); answers the user with is_phone_refilled 1. */
export async function updatePhoneNumber(phone: string): Promise<z.infer<typeof meUserSchema>> {
  return (await apiSend("/v2/user/update-phone-number", meAnswerEnvelope, { body: { phone } })).data;
}

/** Remembers that the WhatsApp dialog was put off on this page (spec 000 section 4.6); answers the user. */
export async function dismissPhoneDialog(page: WhatsappDialogPage): Promise<z.infer<typeof meUserSchema>> {
  return (await apiSend("/user/phone-dialog/dismiss", meAnswerEnvelope, { body: { page } })).data;
}

// ---- Email verification and change email (spec 000 sections 4.2-4.4; verification/*) ---------------

const otpSentEnvelope = envelope(otpSentSchema);

/** Mails a fresh code. 429 with data.available_at before the 90 seconds pass; 124 with data.frozen_until. */
export async function sendOtpEmail(): Promise<z.infer<typeof otpSentSchema>> {
  return (await apiSend("/user/send-otp-email/", otpSentEnvelope)).data;
}

/** Right code: the user with is_email_verified true. Wrong: 400 data.remaining_attempts; frozen: 124. */
export async function verifyOtpEmail(otp: string): Promise<z.infer<typeof meUserSchema>> {
  return (await apiSend("/user/verify-otp-email/", meAnswerEnvelope, { body: { otp } })).data;
}

/** Verification put off for now (the invitation's skip action). */
export async function sendSkipEmailOtp(): Promise<void> {
  await apiSend("/user/send-skip-email-otp/", nullEnvelope);
}

/** The link in the code mail: verifies and logs that account in (answer and cookies as login). */
export async function verifyEmailLink(body: z.input<typeof emailVerificationBody>): Promise<LoginAnswer> {
  return apiSend("/user/email_verification/", loginAnswer, { body });
}

/**
 * Saves account fields (Ubah Email sends `email` with the current `password`); answers the user, unverified
 * again after an email change.
 */
export async function manageAccount(body: z.input<typeof manageBody>): Promise<z.infer<typeof meUserSchema>> {
  return (await apiSend("/user/manage/", meAnswerEnvelope, { body })).data;
}

/**
 * Saves the learner's own personal data (POST /v2/user/manage-profile, issue 21); answers the updated user. The
 * body is the shared schema's parsed output, so the server checks exactly what the form checked.
 */
export async function manageProfile(body: ManageProfileChange): Promise<z.infer<typeof meUserSchema>> {
  return (await apiSend("/v2/user/manage-profile", meAnswerEnvelope, { body })).data;
}

// ---- POST /user/undo_email_change/ (the link mailed to the old address) ------------------------------

const undoEmailChangeEnvelope = envelope(undoEmailChangeAnswer);

/**
 * Puts the old address back and ends every session of the account, this browser's too: the server clears
 * the cookies, and what the browser kept of the session goes with them. Answers the server's message and the
 * masked address. Single use: 400 for a bad, used or expired link. Sent only when the person presses the
 * undo page's button (a mutation, never on load: mail scanners open links).
 */
export async function undoEmailChange(token: string): Promise<{ message: string; email: string }> {
  const answer = await apiSend("/user/undo_email_change/", undoEmailChangeEnvelope, { body: { token } });
  for (const key of Object.values(VERIFICATION_STORAGE_KEYS)) window.localStorage.removeItem(key);
  clearCookies();
  return { message: answer.message, email: answer.data.email };
}

/**
 * After login or register: everything fetched as a visitor (with the application key) is stale, and the shell
 * needs the user. The me call is fetched at once so the navbar changes without waiting for a render.
 */
export function useSessionStarted() {
  const queryClient = useQueryClient();
  return async (email: string) => {
    window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.loginEmail, email);
    await Promise.all([
      // A used reset link stays answered as it was: the setup page must not flip to "invalid" after login.
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== RESET_TOKEN_KEY }),
      queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => undefined),
    ]);
  };
}

// ---- /account/password: POST /user/change_password/, GET /user/sessions/ and the revoke calls (issue 21) ----

export const sessionsKey = ["account", "sessions"] as const;
const sessionsEnvelope = envelope(accountSessionsAnswer);
const endedEnvelope = envelope(sessionsEndedAnswer);

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await apiGet("/user/sessions/", sessionsEnvelope, { signal })).data,
  });
}

/** Changes the password; the server ends every other session. Answers the server's message. */
export async function changePassword(body: z.input<typeof changePasswordBody>): Promise<string> {
  return (await apiSend("/user/change_password/", anyDataEnvelope, { body })).message;
}

export async function revokeSession(id: string): Promise<string> {
  return (await apiSend(`/user/sessions/${encodeURIComponent(id)}/revoke`, endedEnvelope)).message;
}

export async function revokeOtherSessions(): Promise<string> {
  return (await apiSend("/user/sessions/revoke-others", endedEnvelope)).message;
}
