import { type APIRequestContext, type BrowserContext, expect, request } from "@playwright/test";

/** The password of every learner the journeys register. */
export const PASSWORD = "Belajar2026ok";

/** The password of the demo accounts (apps/api/src/demo/demo-users.ts, README). */
export const DEMO_PASSWORD = "Demo12345";

/** The public application key; playwright.config.ts gives the servers this one as APP_KEY. */
export const APP_KEY = "karirmu-public-web-2026";

/** The header a learner's own state-changing call carries (the API refuses one without it). */
export const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** A visitor's call as the web client sends it (api-client.ts): the app key, without a session. */
const AS_VISITOR = { ...XHR, Authorization: APP_KEY };

/** The call context the web client adds to every call (platform and source of the main site on a desktop). */
const CALL_CONTEXT = { platform: "web", source: "web-karirmu" };

let counter = 0;

/** A new address per call, per project and per run, so journeys never meet an account of another. */
export function newEmail(prefix: string, project: string): string {
  counter += 1;
  return `${prefix}.${project}.${process.pid.toString(36)}${Date.now().toString(36)}${counter}@contoh.id`;
}

export type DevMail = { subject: string; text: string };

/** The mails the dev mailbox holds for `to`, newest first (GET /api/dev/mailbox, DEV_TOOLS on). */
export async function mailsTo(api: APIRequestContext, to: string): Promise<DevMail[]> {
  const res = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: DevMail[] }).data;
}

/** The 6-digit code of the latest verification mail to `to`, once it has arrived. */
export async function latestCode(api: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(api, to)).find((m) => m.subject.startsWith("Kode Verifikasi"));
      code = /Anda: (\d{6})/.exec(mail?.text ?? "")?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? "";
}

export type Learner = { email: string; password: string; name: string };

export type LearnerOptions = {
  name?: string;
  /** false: verification put off, as the invitation's 'Lewati' does (the learner sees the verification banner). */
  verified?: boolean;
};

/**
 * A new learner, verified unless told otherwise, made through the calls the register and code dialogs make
 * (register with the app key, send-otp-email, the code from the dev mailbox, verify-otp-email) on a request
 * context of its own, so no browser is involved and the registration's session is dropped. Journeys whose
 * subject is registering or verifying go through the dialogs instead (account.spec.ts).
 */
export async function createLearner(
  baseURL: string | undefined,
  email: string,
  { name = "Dewi Kartika", verified = true }: LearnerOptions = {},
): Promise<Learner> {
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  const api = await request.newContext({ baseURL });
  try {
    const registered = await api.post("/api/user/register/", {
      params: CALL_CONTEXT,
      headers: AS_VISITOR,
      data: { name, email, password: PASSWORD, terms_accepted: true, profession_name: "mahasiswa" },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    if (!verified) {
      const skipped = await api.post("/api/user/send-skip-email-otp/", { params: CALL_CONTEXT, headers: XHR });
      expect(skipped.status(), await skipped.text()).toBe(200);
      return { email, password: PASSWORD, name };
    }
    const sent = await api.post("/api/user/send-otp-email/", { params: CALL_CONTEXT, headers: XHR });
    expect(sent.status(), await sent.text()).toBe(200);
    const checked = await api.post("/api/user/verify-otp-email/", {
      params: CALL_CONTEXT,
      headers: XHR,
      data: { otp: await latestCode(api, email) },
    });
    expect(checked.status(), await checked.text()).toBe(200);
    expect(((await checked.json()) as { data: unknown }).data).toMatchObject({ email, is_email_verified: true });
  } finally {
    await api.dispose();
  }
  return { email, password: PASSWORD, name };
}

/**
 * Logs in through the login call with the browser context's own request context, whose cookie jar is the
 * browser's: the session cookies the server sets (access-token and the readable ones) are the browser's
 * session from the next page load on. Journeys whose subject is logging in use the dialog instead.
 */
export async function logInAs(context: BrowserContext, email: string, password: string): Promise<void> {
  const res = await context.request.post("/api/user/login/", {
    params: CALL_CONTEXT,
    headers: AS_VISITOR,
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(["access-token", "user-id"]));
}

/** A new verified learner, logged in in this browser context (the journeys' usual start). */
export async function loggedInLearner(
  context: BrowserContext,
  baseURL: string | undefined,
  email: string,
  options?: LearnerOptions,
): Promise<Learner> {
  const learner = await createLearner(baseURL, email, options);
  await logInAs(context, learner.email, learner.password);
  return learner;
}
