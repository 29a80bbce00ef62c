import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import {
  accountSessionsAnswer,
  changePasswordBody,
  emailVerificationBody,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  manageBody,
  meQuery,
  meUserSchema,
  otpSentSchema,
  phoneDialogDismissBody,
  registerBody,
  resetPasswordBody,
  resetTokenAnswer,
  resetTokenBody,
  sessionIdParams,
  sessionsEndedAnswer,
  undoEmailChangeAnswer,
  undoEmailChangeBody,
  updatePhoneBody,
  verifyOtpBody,
} from "@app/domain/account/contracts";
import { manageProfileBody } from "@app/domain/account/manage-profile";
import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, touchSession } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import type { Mail, Mailer } from "../../platform/mail";
import { hashPassword } from "../../platform/passwords";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import {
  type CookieSettings,
  clearSessionCookies,
  createSession,
  isRememberedSession,
  revokeOtherSessions,
  revokeSession,
  revokeSessionOf,
  setProfileCookies,
  setSessionCookies,
} from "../../platform/sessions";
import type { FileStorage } from "../../platform/storage";
import { isPendingDeletionLogin } from "./account-deletion";
import { registerAvatarRoutes } from "./avatar-routes";
import {
  emailChangedMail,
  type MailContext,
  passwordChangedMail,
  passwordResetMail,
  skippedVerificationMail,
  verificationCodeMail,
} from "./mails";
import {
  accountEmail,
  assertPasswordNotCommon,
  authenticate,
  type CheckCodeOutcome,
  changePassword,
  checkVerificationCode,
  dismissPhoneDialog,
  findUserByEmail,
  listSessions,
  loadMe,
  maskEmail,
  recordVerificationSkipped,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  resetTokenEmail,
  sendVerificationCode,
  sessionUser,
  undoEmailChange,
  updatePersonalData,
  updatePhone,
  updateProfile,
} from "./service";

const MINUTE = 60;
const HOUR = 3600;

/** docs/api.md, Rate limits. */
export const ACCOUNT_RATE_RULES = {
  loginIp: { name: "login-ip", limit: 30, windowSeconds: 10 * MINUTE },
  loginAccount: { name: "login-account", limit: 20, windowSeconds: HOUR },
  registerIp: { name: "register-ip", limit: 10, windowSeconds: HOUR },
  sendOtpIp: { name: "send-otp-ip", limit: 20, windowSeconds: HOUR },
  sendOtpAccount: { name: "send-otp-account", limit: 6, windowSeconds: HOUR },
  verifyOtpIp: { name: "verify-otp-ip", limit: 60, windowSeconds: 10 * MINUTE },
  verifyLinkEmail: { name: "verify-link-email", limit: 5, windowSeconds: 10 * MINUTE },
  skipAccount: { name: "skip-account", limit: 5, windowSeconds: HOUR },
  forgotIp: { name: "forgot-ip", limit: 10, windowSeconds: 10 * MINUTE },
  forgotEmail: { name: "forgot-email", limit: 5, windowSeconds: HOUR },
  resetIp: { name: "reset-ip", limit: 30, windowSeconds: 10 * MINUTE },
  manageAccount: { name: "manage-account", limit: 10, windowSeconds: HOUR },
  manageIp: { name: "manage-ip", limit: 30, windowSeconds: 10 * MINUTE },
  /** Saving one's personal data; a bound on username probing (a taken name answers differently). */
  manageProfileAccount: { name: "manage-profile-account", limit: 60, windowSeconds: HOUR },
  undoEmailIp: { name: "undo-email-ip", limit: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

export type AccountRouteDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  cookies: CookieSettings;
  mail: MailContext;
  /** Where uploaded avatars go (decisions/025). */
  storage: FileStorage;
};

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };
const nullEnvelope = envelope(z.null());
const meEnvelope = envelope(meUserSchema);

function frozen(until: Date) {
  return errors.refused(ACCOUNT_SERVER_MESSAGES.otpFrozen, { frozen_until: until.toISOString() }, 124);
}

function codeRefusal(outcome: Exclude<CheckCodeOutcome, { kind: "verified" }>) {
  return outcome.kind === "frozen"
    ? frozen(outcome.until)
    : errors.refused(ACCOUNT_TEXTS.otpWrong, { remaining_attempts: outcome.remainingAttempts });
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  const { db, clock, mailer, limiter } = deps;
  // the avatar calls, and the multipart form of POST /user/manage/ (decisions/025)
  const avatarUpload = await registerAvatarRoutes(app, deps);

  /** Mail goes out after the transaction committed; a failing mail never undoes the change. */
  async function send(request: FastifyRequest, mail: Mail): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (err) {
      request.log.error({ err, subject: mail.subject }, "mail could not be handed over");
    }
  }

  async function startSession(
    reply: FastifyReply,
    user: Parameters<typeof sessionUser>[0],
    remember: boolean,
    message: string,
  ) {
    // the User-Agent names the device in the sessions list (GET /user/sessions/)
    const token = await createSession(db, user.id, remember, clock(), reply.request.headers["user-agent"]);
    const data = sessionUser(user);
    setSessionCookies(reply, deps.cookies, { token, remember, user: data });
    return { status: 200, message, token: { token }, data };
  }

  app.post(
    "/user/login/",
    {
      schema: {
        tags: ["account"],
        summary: "Log in with email and password",
        querystring: callContextQuery,
        body: loginBody,
        response: { 200: loginAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      await limiter.hit(ACCOUNT_RATE_RULES.loginIp, request.ip);
      await limiter.hit(ACCOUNT_RATE_RULES.loginAccount, email.toLowerCase());
      const user = await authenticate(db, email, password);
      if (!user) {
        // an account awaiting its erasure says so (to the right password only), with the way back (decisions/026)
        if (await isPendingDeletionLogin(db, email, password)) throw errors.refused(PRIVACY_MESSAGES.deletionPending);
        throw errors.refused(ACCOUNT_TEXTS.loginWrong);
      }
      return startSession(reply, user, remember, ACCOUNT_TEXTS.loginSuccess);
    },
  );

  app.post(
    "/user/register/",
    {
      schema: {
        tags: ["account"],
        summary: "Create an account (logged in, email not yet verified)",
        querystring: callContextQuery,
        body: registerBody,
        response: { 200: loginAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      await limiter.hit(ACCOUNT_RATE_RULES.registerIp, request.ip);
      const { remember, ...input } = request.body;
      const user = await registerAccount(db, { ...input, source: request.query.source }, clock());
      return startSession(reply, user, remember, ACCOUNT_SERVER_MESSAGES.registered);
    },
  );

  app.post(
    "/auth/me-v2",
    {
      schema: {
        tags: ["account"],
        summary: "The current user",
        querystring: meQuery,
        response: { 200: meEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      if (request.query.refresh === "1") await touchSession(db, sessionId, clock());
      return ok(await loadMe(db, userId, clock()));
    },
  );

  app.post(
    "/user/logout/",
    {
      schema: {
        tags: ["account"],
        summary: "End the calling session",
        querystring: callContextQuery,
        response: { 200: nullEnvelope, ...refusals },
      },
    },
    async (request, reply) => {
      const { sessionId } = requireUser(request);
      await revokeSession(db, sessionId, clock());
      clearSessionCookies(reply, deps.cookies);
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.loggedOut, data: null };
    },
  );

  // ---- email verification ----

  app.post(
    "/user/send-otp-email/",
    {
      schema: {
        tags: ["account"],
        summary: "Mail a 6-digit verification code",
        querystring: callContextQuery,
        response: { 200: envelope(otpSentSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(ACCOUNT_RATE_RULES.sendOtpIp, request.ip);
      await limiter.hit(ACCOUNT_RATE_RULES.sendOtpAccount, String(userId));
      const now = clock();
      const outcome = await sendVerificationCode(db, userId, now);
      switch (outcome.kind) {
        case "already-verified":
          throw errors.refused(ACCOUNT_SERVER_MESSAGES.alreadyVerified);
        case "frozen":
          throw frozen(outcome.until);
        case "too-soon":
          throw errors.tooManyRequests(outcome.availableAt, now, ACCOUNT_SERVER_MESSAGES.otpResendTooSoon);
        case "sent":
          await send(request, verificationCodeMail(deps.mail, outcome.user, outcome.code));
          return {
            status: 200,
            message: ACCOUNT_SERVER_MESSAGES.otpSent,
            data: { expires_at: outcome.expiresAt.toISOString(), resend_available_at: outcome.resendAt.toISOString() },
          };
      }
    },
  );

  app.post(
    "/user/verify-otp-email/",
    {
      schema: {
        tags: ["account"],
        summary: "Check the mailed code",
        querystring: callContextQuery,
        body: verifyOtpBody,
        response: { 200: meEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(ACCOUNT_RATE_RULES.verifyOtpIp, request.ip);
      const now = clock();
      const outcome = await checkVerificationCode(db, userId, request.body.otp, now);
      if (outcome.kind !== "verified") throw codeRefusal(outcome);
      return { status: 200, message: ACCOUNT_TEXTS.verified, data: await loadMe(db, userId, now) };
    },
  );

  app.post(
    "/user/send-skip-email-otp/",
    {
      schema: {
        tags: ["account"],
        summary: "Skip verification for now",
        querystring: callContextQuery,
        response: { 200: nullEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(ACCOUNT_RATE_RULES.skipAccount, String(userId));
      const { user, firstSkip } = await recordVerificationSkipped(db, userId, clock());
      if (firstSkip && !user.isEmailVerified) await send(request, skippedVerificationMail(deps.mail, user));
      return { status: 200, message: ACCOUNT_TEXTS.registered, data: null };
    },
  );

  app.post(
    "/user/email_verification/",
    {
      schema: {
        tags: ["account"],
        summary: "The mailed verification link: verify and log in",
        querystring: callContextQuery,
        body: emailVerificationBody,
        response: { 200: loginAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      await limiter.hit(ACCOUNT_RATE_RULES.verifyOtpIp, request.ip);
      await limiter.hit(ACCOUNT_RATE_RULES.verifyLinkEmail, request.body.email.toLowerCase());
      const now = clock();
      const user = await findUserByEmail(db, request.body.email);
      if (!user || user.disabledAt !== null) throw errors.refused(ACCOUNT_TEXTS.otpWrong);
      const outcome = await checkVerificationCode(db, user.id, request.body.code, now, { countFailures: false });
      if (outcome.kind !== "verified") throw codeRefusal(outcome);
      return startSession(reply, user, false, ACCOUNT_TEXTS.verified);
    },
  );

  // ---- forgot password ----

  const forgotSchema = {
    tags: ["account"],
    querystring: callContextQuery,
    body: forgotPasswordBody,
    response: { 200: nullEnvelope, 404: errorEnvelope, ...refusals },
  };
  async function forgotPassword(request: FastifyRequest<{ Body: z.infer<typeof forgotPasswordBody> }>) {
    const { email } = request.body;
    await limiter.hit(ACCOUNT_RATE_RULES.forgotIp, request.ip);
    await limiter.hit(ACCOUNT_RATE_RULES.forgotEmail, email.toLowerCase());
    const now = clock();
    const outcome = await requestPasswordReset(db, email, now);
    switch (outcome.kind) {
      case "unknown-email":
        throw errors.notFound(ACCOUNT_SERVER_MESSAGES.emailNotRegistered);
      case "too-soon":
        throw errors.tooManyRequests(outcome.availableAt, now, ACCOUNT_SERVER_MESSAGES.resetResendTooSoon);
      case "sent":
        await send(request, passwordResetMail(deps.mail, outcome.user, outcome.token));
        return { status: 200, message: ACCOUNT_SERVER_MESSAGES.resetSent, data: null };
    }
  }
  app.post(
    "/user/send_forget_password/",
    { schema: { ...forgotSchema, summary: "Mail a reset link" } },
    forgotPassword,
  );
  app.post(
    "/user/recover_password/",
    { schema: { ...forgotSchema, summary: "Resend the reset link" } },
    forgotPassword,
  );

  app.post(
    "/user/reset_password/check",
    {
      schema: {
        tags: ["account"],
        summary: "Whether a reset link is still good",
        querystring: callContextQuery,
        body: resetTokenBody,
        response: { 200: envelope(resetTokenAnswer), ...refusals },
      },
    },
    async (request) => {
      await limiter.hit(ACCOUNT_RATE_RULES.resetIp, request.ip);
      const email = await resetTokenEmail(db, request.body.token, clock());
      if (email === null) throw errors.refused(ACCOUNT_SERVER_MESSAGES.resetLinkInvalid);
      return ok({ email });
    },
  );

  app.post(
    "/user/reset_password/",
    {
      schema: {
        tags: ["account"],
        summary: "Set a new password with a mailed link; ends every session",
        querystring: callContextQuery,
        body: resetPasswordBody,
        // no email in the answer: a leaked or forwarded link would otherwise hand over the new password's login too
        // (the web fills the login in from the address this browser asked the link for, issue 23)
        response: { 200: nullEnvelope, ...refusals },
      },
    },
    async (request) => {
      await limiter.hit(ACCOUNT_RATE_RULES.resetIp, request.ip);
      const { token, password } = request.body;
      assertPasswordNotCommon(password);
      const passwordHash = await hashPassword(password);
      const user = await resetPassword(db, token, passwordHash, clock());
      if (!user) throw errors.refused(ACCOUNT_SERVER_MESSAGES.resetLinkInvalid);
      await send(request, passwordChangedMail(deps.mail, user));
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.passwordChanged, data: null };
    },
  );

  // ---- password change and sessions (issue 21, /account/password) ----

  app.post(
    "/user/change_password/",
    {
      schema: {
        tags: ["account"],
        summary: "Change the password with the current one; ends every other session",
        querystring: callContextQuery,
        body: changePasswordBody,
        response: { 200: nullEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      // the current password can be guessed here: counted like login, on the same per-account budget
      await limiter.hit(ACCOUNT_RATE_RULES.loginIp, request.ip);
      await limiter.hit(ACCOUNT_RATE_RULES.loginAccount, (await accountEmail(db, userId)).toLowerCase());
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const user = await changePassword(db, userId, sessionId, { currentPassword, newPassword }, clock());
      await send(request, passwordChangedMail(deps.mail, user, "others"));
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.passwordUpdated, data: null };
    },
  );

  app.get(
    "/user/sessions/",
    {
      schema: {
        tags: ["account"],
        summary: "The caller's live sessions",
        querystring: callContextQuery,
        response: { 200: envelope(accountSessionsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      return ok(await listSessions(db, userId, sessionId, clock()));
    },
  );

  app.post(
    "/user/sessions/:id/revoke",
    {
      schema: {
        tags: ["account"],
        summary: "End one of the caller's other sessions",
        params: sessionIdParams,
        querystring: callContextQuery,
        response: { 200: envelope(sessionsEndedAnswer), 404: errorEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      if (request.params.id === sessionId) throw errors.refused(ACCOUNT_SERVER_MESSAGES.sessionIsCurrent);
      const ended = await revokeSessionOf(db, userId, request.params.id, clock());
      // another account's session is answered exactly like one that does not exist
      if (!ended) throw errors.notFound(ACCOUNT_SERVER_MESSAGES.sessionNotFound);
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.sessionEnded, data: { ended: 1 } };
    },
  );

  app.post(
    "/user/sessions/revoke-others",
    {
      schema: {
        tags: ["account"],
        summary: "End every session of the caller but this one",
        querystring: callContextQuery,
        response: { 200: envelope(sessionsEndedAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      const ended = await revokeOtherSessions(db, userId, sessionId, clock());
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.otherSessionsEnded, data: { ended } };
    },
  );

  // ---- profile ----

  app.post(
    "/user/manage/",
    {
      schema: {
        tags: ["account"],
        summary: "Change the email (with the current password) or name; as multipart (field file), the avatar",
        querystring: callContextQuery,
        body: manageBody,
        response: { 200: meEnvelope, 413: errorEnvelope, ...refusals },
      },
      preValidation: avatarUpload,
    },
    async (request) => {
      const { userId } = requireUser(request);
      // an email change checks the current password, which can be guessed: limited per address too, like login.
      // A save without `email` checks no password and counts per account only, so the learners of a school lab
      // behind one NAT address do not share one budget for saving their names.
      if (request.body.email !== undefined) await limiter.hit(ACCOUNT_RATE_RULES.manageIp, request.ip);
      await limiter.hit(ACCOUNT_RATE_RULES.manageAccount, String(userId));
      const now = clock();
      const { emailChange, user } = await updateProfile(db, userId, request.body, now);
      if (emailChange) {
        const { oldEmail, newEmail, undoToken } = emailChange;
        await send(request, emailChangedMail(deps.mail, { email: oldEmail, name: user.name }, newEmail, undoToken));
      }
      return { status: 200, message: ACCOUNT_SERVER_MESSAGES.profileSaved, data: await loadMe(db, userId, now) };
    },
  );

  app.post(
    "/user/undo_email_change/",
    {
      schema: {
        tags: ["account"],
        summary: "The link mailed to the old address: puts it back and ends every session",
        querystring: callContextQuery,
        body: undoEmailChangeBody,
        response: { 200: envelope(undoEmailChangeAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      await limiter.hit(ACCOUNT_RATE_RULES.undoEmailIp, request.ip);
      const outcome = await undoEmailChange(db, request.body.token, clock());
      if (outcome.kind === "invalid") throw errors.refused(ACCOUNT_SERVER_MESSAGES.undoLinkInvalid);
      // every session has ended, this browser's too
      clearSessionCookies(reply, deps.cookies);
      return {
        status: 200,
        message: ACCOUNT_SERVER_MESSAGES.emailChangeUndone,
        data: { email: maskEmail(outcome.user.email) },
      };
    },
  );

  app.post(
    "/v2/user/update-phone-number",
    {
      schema: {
        tags: ["account"],
        summary: "Save the WhatsApp number",
        querystring: callContextQuery,
        body: updatePhoneBody,
        response: { 200: meEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const now = clock();
      await updatePhone(db, userId, request.body.phone, now);
      return ok(await loadMe(db, userId, now));
    },
  );

  app.post(
    "/v2/user/manage-profile",
    {
      schema: {
        tags: ["account"],
        summary: "Save the caller's personal data (name, username, gender, birth date, phone, profession, ...)",
        querystring: callContextQuery,
        body: manageProfileBody,
        response: { 200: meEnvelope, ...refusals },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = requireUser(request);
      await limiter.hit(ACCOUNT_RATE_RULES.manageProfileAccount, String(userId));
      const now = clock();
      await updatePersonalData(db, userId, request.body, now);
      const me = await loadMe(db, userId, now);
      // the readable name and profession cookies follow the saved profile (the shell reads them when me-v2 fails)
      setProfileCookies(reply, deps.cookies, { remember: await isRememberedSession(db, sessionId), user: me });
      return { status: 200, message: ACCOUNT_TEXTS.profileSaved, data: me };
    },
  );

  app.post(
    "/user/phone-dialog/dismiss",
    {
      schema: {
        tags: ["account"],
        summary: "Keep the WhatsApp number dialog closed on one page",
        querystring: callContextQuery,
        body: phoneDialogDismissBody,
        response: { 200: meEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const now = clock();
      await dismissPhoneDialog(db, userId, request.body.page, now);
      return ok(await loadMe(db, userId, now));
    },
  );
};
