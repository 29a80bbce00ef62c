import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wibYear } from "@app/domain/reflection/rules";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { STUDY_DEMO_SLUG } from "../demo/demo-study";
import { DEMO_PASSWORD } from "../demo/demo-users";
import { makeAssessor, multipartBody, SAMPLE_FILES } from "../testing/assessor-kit";
import { type Learner, registerLearner } from "../testing/learner";
import { enrol } from "../testing/learning-kit";
import { rowsOf } from "../testing/payment-kit";
import { createTestApp, type TestApp } from "../testing/test-app";
import { hashToken } from "./sessions";

/**
 * RELIABILITY S9, driven by the route table: every route buildApp registers whose path, query or body names an
 * id (`ID_LIKE` below) is either swept here or declared public by name, else this file fails naming it. A swept
 * route is called with learner A's real ids by a visitor (the public app key), by a classmate (another learner
 * of A's programme: the hard case, who passes every programme check), by a stranger (a learner of another
 * programme) and, for the assessor's calls, by A himself. Each must be refused (401/403/404 or a 400 refusal,
 * answered exactly as for an id that does not exist) or answer only about the caller: never with A's data, never
 * a 500. Afterwards every database row of A's is as it was, and A's own call with the same ids succeeds (so the
 * sweep's requests are real ones, not refused for being malformed). docs/api.md "The IDOR sweep" tells how to
 * add a route.
 */

// ---- the route table -----------------------------------------------------------------------------------------

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type RouteInfo = { method: Method; path: string; key: string; idFields: string[] };

/** A path, query or body field that names a thing someone may own (or a secret bound to someone). */
const ID_LIKE =
  /(^|_)(id|ids|id_list)$|[a-z]Ids?$|^(user|invoice|payment|attempt|upload|comment|folder|group|parent|slug|subdomain|host|institution|to|email|token|pkey|order|meeting_number|number)$|_slug$/;

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function fieldNames(node: JsonSchema | undefined, prefix: string, out: string[]): void {
  if (!node || typeof node !== "object") return;
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    out.push(`${prefix}${name}`);
    fieldNames(child, `${prefix}${name}.`, out);
  }
  for (const item of Array.isArray(node.items) ? node.items : node.items ? [node.items] : []) {
    fieldNames(item, prefix, out);
  }
  for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) fieldNames(sub, prefix, out);
}

/** The id-like fields of a route's params, querystring and body (zod, or plain JSON schema). */
function idFieldsOf(schema: RouteOptions["schema"]): string[] {
  const found: string[] = [];
  const parts = (schema ?? {}) as Record<string, unknown>;
  for (const part of ["params", "querystring", "body"] as const) {
    const s = parts[part];
    if (!s) continue;
    let json: JsonSchema;
    try {
      json = (s instanceof z.ZodType ? z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) : s) as JsonSchema;
    } catch {
      found.push(`${part}: <a schema the sweep cannot read>`);
      continue;
    }
    const names: string[] = [];
    fieldNames(json, "", names);
    for (const name of names) if (ID_LIKE.test(name.split(".").at(-1) ?? "")) found.push(`${part}.${name}`);
  }
  return found;
}

/** Routes by method and path, trailing slash dropped (the router answers both). */
const keyOf = (method: string, path: string) => `${method} ${path.length > 1 ? path.replace(/\/$/, "") : path}`;

const routes: RouteInfo[] = [];
function collectRoute(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (method === "HEAD" || method === "OPTIONS") continue; // HEAD is the GET's own handler
    routes.push({
      method: method as Method,
      path: route.url,
      key: keyOf(method, route.url),
      idFields: idFieldsOf(route.schema),
    });
  }
}

// ---- public calls, by name -----------------------------------------------------------------------------------

/** Calls anyone may make with any id: what they show is public by design (the spec's visitor calls). */
const PUBLIC: Record<string, string> = {
  "GET /api/program_activity/v2/list/:page/:n": "the catalogue's search and filters: published programmes only",
  "GET /api/program_activity/search-list/:category/:title/:page": "the search box's suggestions from the catalogue",
  "GET /api/program_activity/v2/product_detail/:id": "the product page of a published programme",
  "GET /api/program_activity/v2/product_detail/:id/review/:page": "a programme's published reviews",
  "GET /api/program_activity/v2/product_detail/:id/description": "the product page's description",
  "GET /api/program_activity/v2/product_detail/:id/activity": "the product page's syllabus (titles only)",
  "GET /api/program/get/:id": "a published programme's card",
  "GET /api/program/review/:id": "one published review (name, avatar, stars, text, date) on its shareable page",
  "GET /api/discovery/program-ads/:host": "the banners of a partner site",
  "GET /api/discovery/institution-ads/:host": "the institution banners of a partner site",
  "GET /api/user/institution/:page/:limit": "the institution directory",
  "GET /api/user/regencies": "the Kemendagri regencies and cities (reference data, decisions/024)",
  "GET /api/user/get-all-district/:page/:limit": "the Kemendagri districts (reference data, decisions/024)",
  "GET /api/user/get-all-district/:page": "the same districts with the default limit of 20",
  "GET /api/user/institution/get/:slug": "an institution's page",
  "GET /api/user/institution/get-by-domain/:subdomain": "the institution of a partner site's subdomain",
  "GET /api/user/parent_institution/:slug/:page/:limit": "an institution's member institutions",
  "GET /api/program/institution/:slug/:page/:perPage": "an institution's published programmes",
  "GET /api/program-core/host/:host/:page": "a partner site's published programmes",
  "GET /api/config/landing-pages/:slug": "a landing page",
  "GET /share/site.png":
    "the site's own share card (og:image): the brand name, logo mark and line; the same for everyone",
  "GET /share/program/:slug.png":
    "a published programme's share card (og:image): name, institution, rating and price, as its public page shows",
  "GET /share/institution/:slug.png":
    "an institution's share card (og:image): name, logo, group and number of programmes, as its public page shows",
  // the crawler files (issue 24): no id is named, the Host header picks the site (a partner's only if it exists)
  "GET /robots.txt": "the crawler rules of the site the Host header names; the same for everyone",
  "GET /sitemap.xml": "the public addresses of the site the Host header names: published programmes only",
  "GET /sitemap-:part.xml": "one numbered part of the same public sitemap",
  "POST /api/user/login": "the visitor logs in with their own email and password",
  "POST /api/user/register": "the visitor creates an account with their own email",
  "POST /api/user/email_verification": "the mailed link: the code is the credential (rate-limited per email)",
  "POST /api/user/send_forget_password": "asks for a reset mail to the address; answers the same either way",
  "POST /api/user/recover_password": "the same as send_forget_password (the spec's second name)",
  "POST /api/user/reset_password/check": "the mailed token is the credential",
  "POST /api/user/reset_password": "the mailed token is the credential",
  "POST /api/payment/notification": "the gateway's webhook: trusted only for its signature (payment.test.ts P1)",
  "POST /api/user/undo_email_change": "the link mailed to the old address: the token is the credential",
  "POST /api/user/undo_account_deletion":
    "the link mailed after a deletion request: the token is the credential (rate-limited per IP; privacy.test.ts)",
  "GET /api/dev/mailbox": "development tool: only with DEV_TOOLS, never in production, loopback clients only",
  "POST /api/dev/legacy-account": "development tool: only with DEV_TOOLS, never in production, loopback clients only",
  "GET /api/user/view/get_bulk/:ids":
    "public fields (name, username, avatar, profession) of up to 50 users, a visitor call of the spec; rate-limited per IP",
  "GET /api/portofolio/file/:id/:uploadId":
    "a file answer of a published item of a published portfolio (else its owner's only; portfolio.test.ts); rate-limited per IP",
  "GET /api/prakerja/files/:uploadId":
    "the Prakerja partner's download of a submitted file: only with the link's HMAC signature over the upload id and its expiry (14 days); rate-limited per IP (file-links.test.ts)",
  "GET /api/user/avatar/:id/:size":
    "a profile photo by its random id (shown beside the name wherever the name is); only a current avatar is served (avatar.test.ts)",
  "GET /api/certificates/verify/:number":
    "public verification of a printed certificate: only what the paper shows (valid or revoked, holder, programme, institution); rate-limited per IP",
};

// ---- learner A's data, and the callers -----------------------------------------------------------------------

/** Learner A's things (the demo learner guru@demo.test and what the sweep adds). */
type Ids = {
  userId: number;
  email: string;
  programId: number;
  programSlug: string;
  enrolmentId: number;
  chapterId: number;
  session: number;
  activityId: number;
  activitySlug: string;
  discussionId: number;
  commentId: number;
  groupId: number;
  meetingNumber: string;
  quizActivityId: number;
  runningAttemptId: number;
  question: { id: number; position: number };
  finishedAttemptId: number;
  finishedActivityId: number;
  scoredQuestionIds: number[];
  uploadId: number;
  cartProgramId: number;
  addonId: number;
  addonActivityId: number;
  pendingInvoiceId: number;
  pendingPaymentId: number;
  paidPaymentId: number;
  paidProgramId: number;
  /** A job-training (Prakerja) programme A bought with the work card (the Prakerja receipt's programme). */
  jobTrainingProgramId: number;
  pinKey: string;
  /** A's personal chat room with the facilitator, a message of A's there and a file of A's there. */
  chatRoomId: number;
  chatMessageId: string;
  chatFileKey: string;
  notificationId: number;
  announcementSlug: string;
  /** A's certificate of the study demo. */
  certificateNumber: string;
  /** An add-on A owns (of the study demo, not finished). */
  addonUserId: number;
  /** A's portfolio header and an unpublished item from the posttest. */
  portfolioHeaderId: number;
  portfolioItemId: number;
  /** A's username (the Kilas Balik calls name the user by it). */
  username: string;
  /** A's second session (another device of A's), not the one the sweep calls with. */
  sessionId: string;
  /** An institution of the directory (A chooses it as their own); A's linked pupil; requests to and from A. */
  institutionId: number;
  pupilId: number;
  requestToAcceptId: number;
  requestToDeclineId: number;
  requestSentId: number;
};

/** Ids that exist nowhere: an intruder's refusal of A's id must be the same answer (no existence oracle). */
function ghostOf(a: Ids): Ids {
  const n = 2_000_000_000;
  return {
    ...a,
    userId: n + 1,
    email: "tidak.ada.sama.sekali@contoh.id",
    programId: n + 2,
    programSlug: "program-yang-tidak-ada",
    enrolmentId: n + 3,
    chapterId: n + 4,
    activityId: n + 5,
    activitySlug: "aktivitas-yang-tidak-ada",
    discussionId: n + 6,
    commentId: n + 7,
    groupId: n + 8,
    meetingNumber: "999999999",
    quizActivityId: n + 9,
    runningAttemptId: n + 10,
    question: { id: n + 11, position: a.question.position },
    finishedAttemptId: n + 12,
    finishedActivityId: n + 13,
    scoredQuestionIds: a.scoredQuestionIds.map((_, k) => n + 14 + k),
    uploadId: n + 20,
    cartProgramId: n + 21,
    addonId: n + 22,
    addonActivityId: n + 23,
    pendingInvoiceId: n + 24,
    pendingPaymentId: n + 25,
    paidPaymentId: n + 26,
    paidProgramId: n + 27,
    jobTrainingProgramId: n + 38,
    pinKey: "k".repeat(43),
    chatRoomId: n + 28,
    chatMessageId: "00000000-0000-4000-8000-000000000000",
    chatFileKey: "00000000-0000-4000-8000-000000000000.png",
    notificationId: n + 29,
    announcementSlug: "pengumuman-yang-tidak-ada",
    certificateNumber: "KARIR-2099-999999-ZZZZ",
    addonUserId: n + 32,
    portfolioHeaderId: n + 30,
    portfolioItemId: n + 31,
    username: "pengguna-yang-tidak-ada",
    sessionId: "00000000-0000-4000-8000-000000000000",
    institutionId: n + 33,
    pupilId: n + 34,
    requestToAcceptId: n + 35,
    requestToDeclineId: n + 36,
    requestSentId: n + 37,
  };
}

type Actor = { name: string; token: string | null; userId: number };
type Req = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown };

/**
 * What a caller other than A may get:
 * - refuse: 401/403/404, or a 400 that is no validation failure; the same status and message as for ghost ids;
 * - own: the call answers about the caller's own data (it takes a catalogue id): a refusal, or a 2xx holding
 *   nothing of A's;
 * - shared: A's data is shared with this caller by design (a classmate reads A's comment): anything but a 5xx.
 */
type Expectation = "refuse" | "own" | "shared";

type Fixture = {
  /** The request with A's ids; `me` is the user id the call names as the caller's own (user_id fields). */
  request: (a: Ids, me: number) => Req;
  classmate?: Expectation;
  stranger?: Expectation;
  /**
   * Who may make the call with these ids; A by default. The assessor's calls are refused to A too; so are the
   * facilitator's (publishing an announcement in A's programme) and an admin's (revoking A's certificate).
   */
  owner?: "asesor" | "fasilitator" | "admin";
  /** The owner's answer: 2xx (default), or any answer that shows the ids were found (not 401/403/404/5xx). */
  ownerAnswer?: "ok" | "found";
  /** The owner's call changes A's data (cancels, finishes, scores): made after every other owner's call. */
  last?: true;
  /** A leak that no canary string shows (a flag about A's data): the problem, if any. */
  leak?: (data: unknown) => string | null;
  /** The caller's own things with one of A's slipped in (A's file in the classmate's answer): refused by default. */
  mixed?: { by: "classmate" | "stranger"; request: (a: Ids, own: Own) => Req; expect?: Expectation }[];
};

/**
 * A caller's own things, for the `mixed` requests: the classmate's enrolment in A's programme and running skills
 * test; the stranger's enrolment (fully studied) in another programme, of which they are also the assessor.
 */
type Own = {
  userId: number;
  programId: number;
  enrolmentId: number;
  activityId: number;
  attempt: { id: number; activityId: number; question: { id: number; position: number } } | null;
};

const attemptOf = (own: Own) => {
  if (!own.attempt) throw new Error("this caller runs no attempt");
  return own.attempt;
};

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );

const attemptOfA = (id: unknown) =>
  id === a.runningAttemptId || id === a.finishedAttemptId ? "shows A's attempt as the caller's" : null;

/** Every call of a learner's own data that names an id. Order matters only for the owner's `last` calls. */
const SWEPT: Record<string, Fixture> = {
  // account
  "POST /api/user/manage": { request: (a) => ({ body: { id: a.userId, name: "Nama Diganti Penyusup" } }) },
  // the body names no user: whoever calls saves their own profile; A's user id slipped in is not read
  "POST /api/v2/user/manage-profile": {
    request: (a) => ({ body: { id: a.userId, user_id: a.userId, city: "Kota Penyusup" } }),
    classmate: "own",
    stranger: "own",
  },
  // region ids are reference data; whoever calls sets their own region (a user id slipped in is not read)
  "POST /api/v2/user/complete-region": {
    request: (a) => ({ body: { user_id: a.userId, province_id: 32, regency_id: 3273, district_id: 327301 } }),
    classmate: "own",
    stranger: "own",
  },
  // A ends A's other device; anyone else's call is answered as for an unknown session
  "POST /api/user/sessions/:id/revoke": { request: (a) => ({ params: { id: a.sessionId } }), last: true },

  // the sandbox gateway's simulator (development tool): only the caller's own pending payment
  "POST /api/dev/payment-simulator/:id/:action": {
    request: (a) => ({ params: { id: a.pendingPaymentId, action: "fail" } }),
    last: true, // before checkout and cancel below close the invoice
  },

  // selection list (cart): catalogue ids, the caller's own list
  "POST /api/payment/add_to_cart": {
    request: (a) => ({ body: { program_id: a.cartProgramId } }),
    classmate: "own",
    stranger: "own",
  },
  "POST /api/payment/add_list_to_cart": {
    request: (a) => ({ body: { items: [{ program_id: a.cartProgramId }] } }),
    classmate: "own",
    stranger: "own",
  },
  "POST /api/payment/check_cart_items": {
    request: (a) => ({ body: { list_addon_id: [a.addonId], list_addon_resource_id: [a.addonActivityId] } }),
    classmate: "own",
    stranger: "own",
    leak: (data) =>
      JSON.stringify(data).includes('"in_cart":true') ? "says A's add-on is on the caller's list" : null,
  },
  "POST /api/payment/v3/delete_cart_item": {
    request: (a) => ({ body: { program_id: a.programId, addon_id: a.addonId } }),
    last: true,
  },

  // checkout
  "POST /api/payment/v3/checkout": {
    request: (a) => ({ body: { program_ids: [a.cartProgramId] } }),
    classmate: "own",
    stranger: "own",
    ownerAnswer: "found",
    last: true,
  },
  "GET /api/payment/method": { request: (a) => ({ query: { val: "1", invoice_temp_id: a.pendingInvoiceId } }) },
  "POST /api/payment/v3/voucher": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId, code: "HEMAT10" } }),
    ownerAnswer: "found",
    last: true,
  },
  "DELETE /api/payment/v3/voucher": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId } }),
    ownerAnswer: "found",
    last: true,
  },
  "POST /api/payment/free_enrollment": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId } }),
    ownerAnswer: "found",
  },

  // payments and receipts
  "POST /api/payment/v3/pay": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId, full_id: "bca_va" } }),
    ownerAnswer: "found",
  },
  "GET /api/payment/v3/detail/:id": { request: (a) => ({ params: { id: a.pendingPaymentId } }) },
  "GET /api/payment/v4/detail/:id": { request: (a) => ({ params: { id: a.paidPaymentId } }) },
  "GET /api/payment/v5/detail/:id": { request: (a) => ({ params: { id: a.paidPaymentId } }) },
  "GET /api/payment/program_receipt/:id": { request: (a) => ({ params: { id: a.paidProgramId } }) },
  // the Prakerja receipt: of A's job-training purchase (a regular programme's answers 404 to A too)
  "GET /api/payment/invoice_preview/:id": { request: (a) => ({ params: { id: a.jobTrainingProgramId } }) },
  "POST /api/payment/poin/cancelation": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId, full_id: "poin" } }),
    ownerAnswer: "found",
  },
  "POST /api/payment/invoice/cancel": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId } }),
    ownerAnswer: "found",
    last: true,
  },
  // the Prakerja work card (decisions/030): A's invoice is no Prakerja invoice, so A is answered so (found);
  // payment/work-card.test.ts pays a Prakerja invoice and covers another learner's invoice
  "GET /api/payment/pay/prakerja/invoice/:id": { request: (a) => ({ params: { id: a.pendingInvoiceId } }) },
  "POST /api/payment/pay/prakerja/send_otp": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId } }),
    ownerAnswer: "found",
  },
  "POST /api/payment/pay/prakerja/authorize": {
    request: (a) => ({ body: { invoice_temp_id: a.pendingInvoiceId, otp: "123456" } }),
    ownerAnswer: "found",
  },

  // points
  "POST /api/user/pin/reset": { request: (a) => ({ body: { pkey: a.pinKey, pin: "246810" } }), last: true },

  // my programmes and to-do
  // the learner's institution: a directory id, the caller's own choice
  "POST /api/v2/user/institution": {
    request: (a) => ({ body: { institution_id: a.institutionId } }),
    classmate: "own",
    stranger: "own",
  },
  // family links (decisions/027): only the named side of a request answers it, only its sender cancels it,
  // only a linked parent or teacher reads a child's programmes, and only the two sides end a link
  "GET /api/v2/user/relation_user/child/:child_id/program/:page": {
    request: (a) => ({ params: { child_id: a.pupilId, page: 1 } }),
  },
  "POST /api/v2/user/relation_user/request/:id/accept": {
    request: (a) => ({ params: { id: a.requestToAcceptId } }),
    last: true,
  },
  "POST /api/v2/user/relation_user/request/:id/decline": {
    request: (a) => ({ params: { id: a.requestToDeclineId } }),
    last: true,
  },
  "POST /api/v2/user/relation_user/request/:id/cancel": {
    request: (a) => ({ params: { id: a.requestSentId } }),
    last: true,
  },
  "POST /api/v2/user/relation_user/remove/:user_id": {
    request: (a) => ({ params: { user_id: a.pupilId } }),
    last: true,
  },
  "GET /api/program-activity/enrolled/:user_id/:page/:limit": {
    request: (_a, me) => ({ params: { user_id: me, page: 1, limit: 12 } }),
    classmate: "own",
    stranger: "own",
  },
  "POST /api/program/first-activity-multi-program": {
    request: (a) => ({ body: { program_id_list: [a.programId, a.paidProgramId] } }),
    classmate: "own",
    stranger: "own",
    leak: (data) =>
      Array.isArray(data) && data.some((d) => at(d, "program_id") !== undefined && at(d, "is_complete") === true)
        ? "tells A's progress"
        : null,
  },
  "POST /api/program-activity/group-schedule": {
    request: (a) => ({ body: { program_ids: [a.programId, a.paidProgramId] } }),
    classmate: "own",
    stranger: "own",
  },

  // the study page
  "POST /api/program-activity/v3/program-detail/validate": {
    request: (a, me) => ({ body: { type_access: "activity", user_id: me, slug: a.activitySlug } }),
    classmate: "own",
    stranger: "own",
  },
  "POST /api/program-activity/v3/program-detail/get/activity-dashboard": {
    request: (a, me) => ({ body: { user_id: me, program_user_id: a.enrolmentId, id: a.programId } }),
    mixed: [
      {
        by: "stranger",
        request: (a, own) => ({ body: { user_id: own.userId, program_user_id: own.enrolmentId, id: a.programId } }),
      },
    ],
  },
  "POST /api/program-activity/v3/program-detail/get/tab-activity": {
    request: (a, me) => ({ body: { user_id: me, program_user_id: a.enrolmentId, id: a.programId } }),
  },
  "POST /api/program-activity/v3/program-detail/get/report": {
    request: (a, me) => ({ body: { user_id: me, program_user_id: a.enrolmentId, id: a.programId } }),
  },
  "POST /api/program-activity/v3/chapter-detail/get": {
    request: (a, me) => ({
      body: { user_id: me, program_user_id: a.enrolmentId, program_id: a.programId, chapter_id: a.chapterId },
    }),
    mixed: [
      {
        // issue 17 item 11: a chapter of another programme through one's own enrolment
        by: "stranger",
        request: (a, own) => ({
          body: {
            user_id: own.userId,
            program_user_id: own.enrolmentId,
            program_id: own.programId,
            chapter_id: a.chapterId,
          },
        }),
      },
    ],
  },
  "POST /api/program-activity/v4/activity-detail/get": {
    request: (a, me) => ({ body: { user_id: me, program_id: a.programId, activity_id: a.activityId } }),
    classmate: "own",
    mixed: [
      {
        by: "stranger",
        request: (a, own) => ({ body: { user_id: own.userId, program_id: own.programId, activity_id: a.activityId } }),
      },
    ],
  },
  "POST /api/program_activity/activity": {
    request: (a) => ({ body: { program_user_id: a.enrolmentId, resource_id: a.activityId, is_finish: false } }),
    mixed: [
      {
        by: "stranger",
        request: (a, own) => ({
          body: { program_user_id: own.enrolmentId, resource_id: a.activityId, is_finish: true },
        }),
      },
    ],
  },
  "POST /api/program-activity/open-activity-tab": {
    request: (a) => ({ body: { resource_id: a.activityId } }),
    classmate: "own",
  },
  "GET /api/program-activity/session-completion/:programId/:session": {
    request: (a) => ({ params: { programId: a.programId, session: a.session } }),
    classmate: "own",
  },
  // by the programme's slug: a classmate is answered for their own enrolment (what they do not have yet)
  "GET /api/program_activity/program_recommendation/:program_slug": {
    request: (a) => ({ params: { program_slug: a.programSlug } }),
    classmate: "own",
  },
  "GET /api/program_activity/v2/product_by_activity/:activityId/description": {
    request: (a) => ({ params: { activityId: a.activityId } }),
    classmate: "own",
  },
  // the programme page's buy box: the caller's own enrolment in a published programme (the study demo is a class
  // given by code, with no programme page); only A bought this one
  "GET /api/program_activity/v2/product_detail/:id/enrolment": {
    request: (a) => ({ params: { id: a.paidProgramId } }),
    classmate: "own",
    stranger: "own",
    leak: (data) => (at(data, "enrolled") === false ? null : "says the caller follows A's programme"),
  },
  "GET /api/program_activity/v2/product_detail/enrolled/:userId/:programId/description": {
    request: (a, me) => ({ params: { userId: me, programId: a.programId } }),
    classmate: "own",
  },

  // comments, rating, study groups, live sessions
  "GET /api/program_activity/resource/user_comment/:activity_id/:page/:per_page": {
    request: (a) => ({ params: { activity_id: a.discussionId, page: 1, per_page: 10 } }),
    classmate: "shared",
  },
  "GET /api/program_activity/resource/reply_comment/:activity_id/:parent_id/:page/:per_page": {
    request: (a) => ({ params: { activity_id: a.discussionId, parent_id: a.commentId, page: 1, per_page: 10 } }),
    classmate: "shared",
    mixed: [
      {
        by: "stranger",
        request: (a, own) => ({
          params: { activity_id: own.activityId, parent_id: a.commentId, page: 1, per_page: 10 },
        }),
      },
    ],
  },
  "POST /api/program_activity/resource/comment": {
    request: (a) => ({ body: { resource_id: a.discussionId, parent_id: a.commentId, comment: "Balasan uji sapu" } }),
    classmate: "shared",
    mixed: [
      { by: "stranger", request: (a) => ({ body: { resource_id: a.discussionId, comment: "Menyusup" } }) },
      {
        by: "stranger",
        request: (a, own) => ({
          body: { resource_id: own.activityId, parent_id: a.commentId, comment: "Balas lintas" },
        }),
      },
    ],
  },
  "POST /api/program_activity/rating": {
    request: (a) => ({ body: { program_id: a.programId, rating: 1, review: "Ulasan penyusup" } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  "POST /api/program-activity/study-group/me/:page/:itemsPerPage": {
    request: (a) => ({ params: { page: 1, itemsPerPage: 10 }, body: { program_id: a.programId } }),
    classmate: "own",
    leak: (data) => (JSON.stringify(at(data, "groups") ?? []) === "[]" ? null : "shows A's group as the caller's"),
  },
  "GET /api/program-activity/study-group/manual-by-user/:programId": {
    request: (a) => ({ params: { programId: a.programId } }),
    classmate: "own",
  },
  "POST /api/program/resource_group/select_group": {
    request: (a) => ({ body: { program_id: a.programId, group_id: a.groupId } }),
    classmate: "own",
    ownerAnswer: "found",
    mixed: [{ by: "stranger", request: (a, own) => ({ body: { program_id: own.programId, group_id: a.groupId } }) }],
  },
  "POST /api/program/resource_group/request_group": {
    request: (a) => ({ body: { program_id: a.programId, group_id: a.groupId } }),
    classmate: "own",
    ownerAnswer: "found",
    mixed: [{ by: "stranger", request: (a, own) => ({ body: { program_id: own.programId, group_id: a.groupId } }) }],
  },
  "POST /api/program-activity/v4/activity-detail/group/get": {
    request: (a) => ({ body: { program_id: a.programId } }),
    classmate: "own",
    leak: (data) => (at(data, "group") === null ? null : "shows A's group as the caller's"),
  },
  "POST /api/program-activity/zoom/signature": {
    request: (a) => ({ body: { meeting_number: a.meetingNumber, role: 0 } }),
    classmate: "shared",
  },

  // quizzes
  "GET /api/program_activity/quiz/:activityId/intro": {
    request: (a) => ({ params: { activityId: a.quizActivityId } }),
    classmate: "own",
    leak: (data) => attemptOfA(at(data, "quiz_transaction", "id")),
  },
  "POST /api/program_activity/quiz/:activityId/start": {
    request: (a) => ({ params: { activityId: a.quizActivityId }, body: {} }),
    classmate: "own",
  },
  "GET /api/program_activity/quiz/attempt/:attemptId/batch/:batch": {
    request: (a) => ({ params: { attemptId: a.runningAttemptId, batch: 1 } }),
  },
  "POST /api/program_activity/quiz/answer": {
    request: (a) => ({
      body: {
        attempt_id: a.runningAttemptId,
        activity_id: a.quizActivityId,
        activity_question_id: a.question.id,
        question_position: a.question.position,
        type: "file",
        answer_file: [a.uploadId],
        is_preview: true,
      },
    }),
    mixed: [
      {
        by: "classmate",
        request: (a, own) => ({
          body: {
            attempt_id: attemptOf(own).id,
            activity_id: attemptOf(own).activityId,
            activity_question_id: attemptOf(own).question.id,
            question_position: attemptOf(own).question.position,
            type: "file",
            answer_file: [a.uploadId],
            is_preview: true,
          },
        }),
      },
    ],
  },
  "POST /api/program_activity/quiz/attempt/:attemptId/batch/:batch/check": {
    request: (a) => ({ params: { attemptId: a.runningAttemptId, batch: 1 }, body: {} }),
    ownerAnswer: "found",
    last: true,
  },
  "POST /api/program_activity/quiz/attempt/:attemptId/finish": {
    request: (a) => ({ params: { attemptId: a.runningAttemptId }, body: {} }),
    last: true,
  },
  "GET /api/program_activity/quiz/attempt/:attemptId/review": {
    request: (a) => ({ params: { attemptId: a.finishedAttemptId } }),
    ownerAnswer: "found",
  },
  "POST /api/program_activity/score": {
    request: (a) => ({ body: { activity_id: a.finishedActivityId } }),
    classmate: "own",
    leak: (data) => attemptOfA(at(data, "latest", "id")) ?? attemptOfA(at(data, "best", "id")),
  },
  "GET /api/program_activity/product_activity/view_feedback/:activityId": {
    request: (a) => ({ params: { activityId: a.finishedActivityId } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  "GET /api/program_activity/quiz/upload/:uploadId": { request: (a) => ({ params: { uploadId: a.uploadId } }) },

  // the assessor's calls: learners, A included, are refused
  "GET /api/asesor/submissions": {
    request: (a) => ({ query: { program_id: a.programId } }),
    owner: "asesor",
    // the stranger assesses their own programme: their list holds nothing of A's
    mixed: [{ by: "stranger", request: () => ({ query: { status: "awaiting_review" } }), expect: "own" }],
  },
  "GET /api/asesor/submissions/:attemptId": {
    request: (a) => ({ params: { attemptId: a.finishedAttemptId } }),
    owner: "asesor",
  },
  "POST /api/asesor/submissions/:attemptId/score": {
    request: (a) => ({
      params: { attemptId: a.finishedAttemptId },
      body: {
        answers: a.scoredQuestionIds.map((question_id) => ({ question_id, points: 0 })),
        rubric: [],
        feedback: "Dinilai oleh penyusup",
      },
    }),
    owner: "asesor",
    last: true,
  },

  // the chat (issue 19): A's personal room with the facilitator, A's message and file there
  "POST /api/chat/participant": { request: (a) => ({ body: { room_id: a.chatRoomId } }) },
  "GET /api/chat/rooms/:roomId": { request: (a) => ({ params: { roomId: a.chatRoomId } }) },
  "GET /api/chat/rooms/:roomId/participants": { request: (a) => ({ params: { roomId: a.chatRoomId } }) },
  "GET /api/chat/rooms/:roomId/comments": { request: (a) => ({ params: { roomId: a.chatRoomId } }) },
  "POST /api/chat/rooms/:roomId/comments": {
    request: (a) => ({ params: { roomId: a.chatRoomId }, body: { message: "Pesan penyusup" } }),
    last: true,
  },
  "POST /api/chat/rooms/:roomId/files": {
    request: (a) => ({ params: { roomId: a.chatRoomId } }),
    // no multipart body: refused for everyone, A's own call is found (400, not 403)
    ownerAnswer: "found",
  },
  "POST /api/chat/rooms/:roomId/read": {
    request: (a) => ({ params: { roomId: a.chatRoomId }, body: { comment_id: 0 } }),
  },
  "GET /api/chat/files/:key": { request: (a) => ({ params: { key: a.chatFileKey } }) },
  "DELETE /api/chat/messages": { request: (a) => ({ body: { unique_ids: [a.chatMessageId] } }), last: true },
  "POST /api/program_activity/personal_chat": {
    request: (a) => ({ body: { activity_id: a.activityId } }),
    // a reading is no direct_chat activity: refused to A too (400), and to a classmate about their own room
    classmate: "own",
    ownerAnswer: "found",
  },

  // notifications and announcements
  "POST /api/v2/auth/update-fcm-token": {
    // the caller's own browser subscription: an empty token removes the caller's, never anyone else's
    request: () => ({ body: { token: "" } }),
    classmate: "own",
    stranger: "own",
  },
  "POST /api/notifications/:id/read": { request: (a) => ({ params: { id: a.notificationId } }) },
  "POST /api/program-activity/v3/program-detail/get/tab-announcement": {
    request: (a) => ({ body: { program_id: a.programId } }),
    classmate: "shared",
  },
  "GET /api/announcements/:slug": { request: (a) => ({ params: { slug: a.announcementSlug } }), classmate: "shared" },
  "POST /api/program-activity/study-group/decide": {
    // A has no waiting request: the programme's facilitator is answered 400 'nothing waits' (found), others 403
    request: (a) => ({ body: { program_id: a.programId, user_id: a.userId, accept: false } }),
    owner: "fasilitator",
    ownerAnswer: "found",
  },
  "POST /api/announcements": {
    request: (a) => ({ body: { program_id: a.programId, title: "Pengumuman uji sapu", body: "<p>Isi uji</p>" } }),
    owner: "fasilitator",
    last: true,
  },

  // certificates (the public verification is in PUBLIC)
  "GET /api/program_activity/certificate/regular/:id": { request: (a) => ({ params: { id: a.enrolmentId } }) },
  "GET /api/program_activity/certificate_preview/:id": { request: (a) => ({ params: { id: a.enrolmentId } }) },
  "GET /api/certificates/:number/credential": { request: (a) => ({ params: { number: a.certificateNumber } }) },
  "GET /api/certificates/:number/pdf": { request: (a) => ({ params: { number: a.certificateNumber } }) },
  "GET /api/certificates/:number/qr.svg": { request: (a) => ({ params: { number: a.certificateNumber } }) },
  "POST /api/program_activity/certificate/generate_file": {
    // A's certificate is issued already: the owner is answered where its PDF is
    request: (a) => ({ body: { program_user_id: a.enrolmentId } }),
  },
  // an add-on of A's not finished yet: A is answered 'not finished' (found), others as for an unknown id
  "GET /api/program_activity/certificate/addon/:id": {
    request: (a) => ({ params: { id: a.addonUserId } }),
    ownerAnswer: "found",
  },
  "GET /api/addon/my": { request: () => ({}), classmate: "own", stranger: "own" },
  "POST /api/certificates/:number/revoke": {
    request: (a) => ({ params: { number: a.certificateNumber }, body: { reason: "Sapu IDOR" } }),
    owner: "admin",
    last: true,
  },

  // learning report (the certificate's readers) and transcripts (a period of the caller's own, never anyone's id)
  "GET /api/program_activity/learning_report/:program_user_id": {
    request: (a) => ({ params: { program_user_id: a.enrolmentId } }),
  },
  "GET /api/program_activity/learning_report/:program_user_id/pdf": {
    request: (a) => ({ params: { program_user_id: a.enrolmentId } }),
  },
  // by the programme's slug: a classmate is answered about their own enrolment in it
  "GET /api/program_activity/v2/product_by_activity/:slug/report": {
    request: (a) => ({ params: { slug: a.programSlug } }),
    classmate: "own",
    leak: (data) => (at(data, "program_user_id") === a.enrolmentId ? "answers with A's enrolment" : null),
  },
  "GET /api/transcript/:id": { request: () => ({ params: { id: "semua" } }), classmate: "own", stranger: "own" },
  "GET /api/transcript/:id/pdf": { request: () => ({ params: { id: "semua" } }), classmate: "own", stranger: "own" },

  // the yearly reflection (Kilas Balik): the user's own story only; the platform's year names nobody
  "GET /api/user/report/fun/role/:year/:username": {
    request: (a) => ({ params: { year: wibYear(new Date()), username: a.username } }),
  },
  "GET /api/user/report/fun/regular/:year/:username": {
    request: (a) => ({ params: { year: wibYear(new Date()), username: a.username } }),
  },
  "GET /api/user/report/fun/facilitator/:year/:username": {
    request: (a) => ({ params: { year: wibYear(new Date()), username: a.username } }),
  },

  // Prakerja redeem (decisions/029): the caller's own enrolment in the programme, or 'not enrolled' as for a ghost.
  // A's programme has no redemption programme: A is answered so (found); prakerja/redeem.test.ts covers the rest
  "POST /api/program-activity/prakerja/redeem-code": {
    request: (a) => ({ body: { program_id: a.programId, redemption_code: "PRKVALID0001" } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  "POST /api/prakerja/redeem/submit-verify": {
    request: (a) => ({ body: { program_id: a.programId, redemption_code: "PRKVALID0001" } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  "POST /api/prakerja/attempt-fr-sequence": {
    request: (a) => ({ body: { program_id: a.programId, sequence: 2 } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  // Prakerja attendance and submissions (decisions/031): the caller's own enrolment; A has nothing to reset (found)
  "POST /api/program-activity/activity/pmo/reset": {
    request: (a) => ({ body: { program_id: a.programId, activity_id: a.activityId } }),
    classmate: "own",
    ownerAnswer: "found",
  },
  "POST /api/program-activity/prakerja-user-progress": {
    request: (a) => ({ body: { program_id: a.programId } }),
    classmate: "own",
    leak: (data) => (at(data, "program_user_id") === a.enrolmentId ? "answers with A's enrolment" : null),
  },
};

// portfolios (the public views, public=1, are portfolio.test.ts's: published items only)
const PORTFOLIO_FIXTURES: Record<string, Fixture> = {
  "GET /api/portofolio/view/:userId": { request: (a) => ({ params: { userId: a.userId }, query: { public: 0 } }) },
  "GET /api/portofolio/detail/:id": { request: (a) => ({ params: { id: a.portfolioItemId }, query: { public: 0 } }) },
  "POST /api/portofolio/manage/header": {
    request: (a) => ({ body: { id: a.portfolioHeaderId, description: "Diubah penyusup", is_publish: true } }),
  },
  "POST /api/portofolio/manage/item": {
    request: (a) => ({ body: { id: a.portfolioItemId, caption: "Diubah penyusup", is_publish: true } }),
    mixed: [
      // A's finished attempt as the source of the classmate's own new item
      { by: "classmate", request: (a) => ({ body: { caption: "Karya curian", attempt_id: a.finishedAttemptId } }) },
    ],
  },
  "DELETE /api/portofolio/manage/item/:id": { request: (a) => ({ params: { id: a.portfolioItemId } }), last: true },
};
Object.assign(SWEPT, PORTFOLIO_FIXTURES);

// ---- the world -------------------------------------------------------------------------------------------------

let t: TestApp;
let uploadDir: string;
let a: Ids;
let owner: Actor;
let asesor: Actor;
let fasilitator: Actor;
let admin: Actor;
let visitor: Actor;
let classmate: Actor;
let stranger: Actor;
let own: Record<"classmate" | "stranger", Own>;
/** Strings only A's data holds: none may reach another caller (but where the fixture says "shared"). */
let canaries: string[];

const one = async <T>(query: SQL): Promise<T> => {
  const [row] = (await rowsOf(t.database.db, query)) as unknown as T[];
  // the demo data changed under the sweep: say which query found nothing
  if (!row) throw new Error(`no row for ${new PgDialect().sqlToQuery(query).sql}`);
  return row;
};

async function login(email: string): Promise<Actor> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/login/",
    headers: { "x-requested-with": "XMLHttpRequest" },
    payload: { email, password: DEMO_PASSWORD },
  });
  const body = res.json<{ token?: { token: string }; data?: { id: number } }>();
  if (!body.token || !body.data) throw new Error(`login ${email}: ${res.body}`);
  return { name: email, token: body.token.token, userId: body.data.id };
}

const actorOf = (name: string, learner: Learner): Actor => ({ name, token: learner.token, userId: learner.userId });

/** A call to a route as the actor, the route's `:params` filled from the request. */
function send(route: RouteInfo, actor: Actor, req: Req): Promise<LightMyRequestResponse> {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`${route.key}: the fixture fills no :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(req.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({
    method: route.method,
    url: query.size ? `${path}?${query}` : path,
    headers: {
      "x-requested-with": "XMLHttpRequest",
      authorization: actor.token ? `Bearer ${actor.token}` : t.config.appKey,
    },
    ...(req.body === undefined ? {} : { payload: req.body as object }),
  });
}

async function call(actor: Actor, method: Method, url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${actor.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} as ${actor.name}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: unknown }>().data;
}

const num = (value: unknown, what: string): number => {
  if (typeof value !== "number") throw new Error(`${what}: not a number (${JSON.stringify(value)})`);
  return value;
};

/** A = the demo learner guru@demo.test: enrolled in the study demo, a comment, a group, a posttest handed in. */
async function buildWorld(): Promise<void> {
  const db = t.database.db;
  [owner, asesor, fasilitator, admin] = await Promise.all([
    login("guru@demo.test"),
    login("asesor@demo.test"),
    login("fasilitator@demo.test"),
    login("admin@demo.test"),
  ]);
  const [b, c] = await Promise.all([
    registerLearner(t.app, "Budi Sekelas"),
    registerLearner(t.app, "Citra Orang Lain"),
  ]);
  classmate = actorOf("classmate", b);
  stranger = actorOf("stranger", c);
  visitor = { name: "visitor", token: null, userId: 2_000_000_099 };

  const program = await one<{ id: number; slug: string }>(
    sql`select id, slug from programs where slug = ${STUDY_DEMO_SLUG}`,
  );
  await enrol(db, classmate.userId, program.id, new Date());
  const enrolment = await one<{ id: number }>(
    sql`select id from program_users where user_id = ${owner.userId} and program_id = ${program.id}`,
  );
  const activityOf = (title: string) =>
    one<{ id: number; slug: string; chapter_id: number; session: number }>(sql`
      select r.id, r.slug, r.chapter_id, c.session from resources r join chapters c on c.id = r.chapter_id
      where r.program_id = ${program.id} and r.title = ${title}`);
  const reading = await activityOf("Bacaan: Mengapa Cara Belajar Itu Penting");
  const discussion = await activityOf("Diskusi: Kebiasaan Belajar Anda");
  const live = await activityOf("Video: Belajar Singkat Setiap Hari");
  const posttest = await activityOf("Posttest");
  const skills = await activityOf("Uji Keterampilan: Rencana Belajar Mingguan");
  const meetingNumber = "987654321";
  await db.execute(sql`update resources set meeting_number = ${meetingNumber} where id = ${live.id}`);
  const comment = await one<{ id: number; body: string }>(
    sql`select id, body from resource_comments where user_id = ${owner.userId} and resource_id = ${discussion.id}`,
  );
  const group = await one<{ id: number }>(
    sql`select group_id as id from study_group_members where user_id = ${owner.userId} and program_id = ${program.id}`,
  );
  const finished = await one<{ id: number }>(
    sql`select a.id from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where a.user_id = ${owner.userId} and q.resource_id = ${posttest.id}`,
  );
  const scored = await rowsOf(
    db,
    sql`select qq.id from quiz_questions qq join quizzes q on q.id = qq.quiz_id
      where q.resource_id = ${posttest.id} and qq.type in ('essay', 'file') order by qq.id`,
  );
  const addon = await one<{ id: number; resource_id: number }>(sql`
    select ad.id, r.id as resource_id from addons ad join resources r on r.chapter_id = ad.chapter_id
    where ad.program_id = ${program.id} limit 1`);
  const paidPrograms = await rowsOf(
    db,
    sql`select id from programs p where is_published and deleted_at is null and price > 0
      and not exists (select 1 from program_users u where u.program_id = p.id and u.user_id = ${owner.userId})
      order by id limit 3`,
  );
  const [bought, pending, listed] = paidPrograms.map((r) => num(r.id, "paid programme"));
  if (bought === undefined || pending === undefined || listed === undefined) throw new Error("too few paid programmes");

  // A's upload, and a running skills test whose file question holds it
  const fileName = `rencana-rahasia-guru-${randomUUID().slice(0, 8)}.pdf`;
  const form = multipartBody({ name: fileName, bytes: SAMPLE_FILES.pdf });
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/program_activity/quiz/upload",
    headers: { ...form.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  const uploadId = num(at(uploaded.json(), "data", "id"), `upload ${uploaded.body}`);
  const started = await call(owner, "POST", `/api/program_activity/quiz/${skills.id}/start`, {});
  const runningAttemptId = num(at(started, "id"), "attempt");
  const batch = await call(owner, "GET", `/api/program_activity/quiz/attempt/${runningAttemptId}/batch/1`);
  const question = at(batch, "questions", 0);
  await call(owner, "POST", "/api/program_activity/quiz/answer", {
    attempt_id: runningAttemptId,
    activity_id: skills.id,
    activity_question_id: num(at(question, "id"), "question"),
    question_position: num(at(question, "position"), "position"),
    type: "file",
    answer_file: [uploadId],
    is_preview: true,
  });

  // the classmate runs the same skills test
  const theirs = await call(classmate, "POST", `/api/program_activity/quiz/${skills.id}/start`, {});
  const theirsId = num(at(theirs, "id"), "attempt");
  const theirBatch = await call(classmate, "GET", `/api/program_activity/quiz/attempt/${theirsId}/batch/1`);
  const elsewhere = await one<{ id: number; program_id: number }>(sql`
    select r.id, r.program_id from resources r join programs p on p.id = r.program_id
    where p.is_published and p.deleted_at is null and p.id <> ${program.id}
      and not exists (select 1 from program_users u where u.program_id = p.id and u.user_id = ${owner.userId})
    order by p.id desc, r.id limit 1`);
  const strangerEnrolment = await enrol(db, stranger.userId, elsewhere.program_id, new Date());
  // studied to the end: a refusal of A's programme is about enrolment, never about progress
  await db.execute(
    sql`update program_users set completed_resources = 1, program_total_resources = 1 where id = ${strangerEnrolment}`,
  );
  // and the assessor of their programme: the assessor's calls on A's attempt are refused to another programme's
  await makeAssessor(db, stranger.userId, [elsewhere.program_id]);
  const classmateEnrolment = await one<{ id: number }>(
    sql`select id from program_users where user_id = ${classmate.userId} and program_id = ${program.id}`,
  );
  own = {
    classmate: {
      userId: classmate.userId,
      programId: program.id,
      enrolmentId: classmateEnrolment.id,
      activityId: reading.id,
      attempt: {
        id: theirsId,
        activityId: skills.id,
        question: {
          id: num(at(theirBatch, "questions", 0, "id"), "question"),
          position: num(at(theirBatch, "questions", 0, "position"), "position"),
        },
      },
    },
    stranger: {
      userId: stranger.userId,
      programId: elsewhere.program_id,
      enrolmentId: strangerEnrolment,
      activityId: elsewhere.id,
      attempt: null,
    },
  };

  // A bought one programme with points, has a pending virtual-account payment for another, and a third listed
  const first = await call(owner, "POST", "/api/payment/v3/checkout/", { program_ids: [bought] });
  const paid = await call(owner, "POST", "/api/payment/v3/pay/", {
    invoice_temp_id: num(at(first, "invoice_temp_id"), "invoice"),
    full_id: "poin",
    pin: "123456",
  });
  const second = await call(owner, "POST", "/api/payment/v3/checkout/", { program_ids: [pending] });
  const pendingInvoiceId = num(at(second, "invoice_temp_id"), "invoice");
  const open = await call(owner, "POST", "/api/payment/v3/pay/", {
    invoice_temp_id: pendingInvoiceId,
    full_id: "bca_va",
  });
  await call(owner, "POST", "/api/payment/add_to_cart/", { program_id: listed });

  // A bought a job-training programme with the work card, as authorize leaves it (rows written directly: a
  // checkout here could touch A's pending invoice, and the sweep runs without the partner simulator)
  const jobTraining = await one<{ id: number; price: number; creator_id: number }>(sql`
    select id, price, creator_id from programs p where is_published and deleted_at is null and price > 0
      and p.id not in (${bought}, ${pending}, ${listed}, ${program.id}, ${elsewhere.program_id})
      and not exists (select 1 from program_users u where u.program_id = p.id
        and u.user_id in (${owner.userId}, ${classmate.userId}, ${stranger.userId}))
    order by id limit 1`);
  await db.execute(sql`update programs set category_name = 'PRAKERJA', program_type = 3, schedule_start = null
    where id = ${jobTraining.id}`);
  const jobInvoice = await one<{ id: number }>(sql`
    insert into invoices (user_id, status, subtotal, expires_at)
    values (${owner.userId}, 'paid', ${jobTraining.price}, now() + interval '1 day') returning id`);
  await db.execute(sql`insert into invoice_items (invoice_id, program_id, creator_id, price)
    values (${jobInvoice.id}, ${jobTraining.id}, ${jobTraining.creator_id}, ${jobTraining.price})`);
  const jobOrderId = `KRM-${jobInvoice.id}-PRAKERJA-SWEEP`;
  await db.execute(sql`
    insert into payments (invoice_id, user_id, order_id, method_full_id, status, gross_amount, fee, instructions,
      expires_at, paid_at)
    values (${jobInvoice.id}, ${owner.userId}, ${jobOrderId}, 'kartu_prakerja', 2, ${jobTraining.price}, 0,
      ${JSON.stringify({ kind: "work_card", otp_request_id: "otp-sweep", expires_at: new Date().toISOString(), transaction_id: "TRX-RAHASIA-GURU" })}::jsonb,
      now() + interval '1 day', now())`);
  await enrol(db, owner.userId, jobTraining.id, new Date());
  await call(owner, "POST", "/api/payment/add_to_cart/", { program_id: program.id, addon_ids: [addon.id] });

  // a PIN reset link mailed to A
  await call(owner, "POST", "/api/user/pin/forgot");
  const mail = await one<{ text: string }>(
    sql`select text from dev_mails where "to" = ${"guru@demo.test"} and text like '%pkey=%' order by id desc limit 1`,
  );
  const pinKey = /pkey=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!pinKey) throw new Error("no pkey in the PIN reset mail");

  // A's personal room with the facilitator, a message and an image of A's there, a notification and an announcement
  const facilitatorRow = await one<{ id: number }>(sql`select id from users where email = 'fasilitator@demo.test'`);
  const personal = await one<{ id: number }>(sql`
    insert into chat_rooms (kind, program_id, name, capacity, learner_id, facilitator_id)
    values ('personal', ${program.id}, 'Sri Wahyuni & Nurul Hidayah', 2, ${owner.userId}, ${facilitatorRow.id})
    returning id`);
  await db.execute(sql`insert into chat_members (room_id, user_id, joined_at)
    values (${personal.id}, ${owner.userId}, now()), (${personal.id}, ${facilitatorRow.id}, now())`);
  const chatSecret = `pesan-rahasia-guru-${randomUUID().slice(0, 8)}`;
  const message = await call(owner, "POST", `/api/chat/rooms/${personal.id}/comments`, { message: chatSecret });
  const image = multipartBody({ name: "foto-rahasia-guru.png", bytes: SAMPLE_FILES.png });
  const sentImage = await t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${personal.id}/files`,
    headers: { ...image.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${owner.token}` },
    payload: image.payload,
  });
  const fileUrl = String(at(sentImage.json(), "data", "comment", "payload", "url"));
  const notification = await one<{ id: number }>(sql`
    insert into notifications (user_id, type, object_type, title, body, link, sent_at)
    values (${owner.userId}, 'payment_paid', 'payment', 'Pembayaran berhasil', 'catatan-rahasia-guru', '/programmu', now())
    returning id`);
  // an add-on of A's: a second one of the same topic as the cart's, so that nothing the other calls see changes
  const ownedAddon = await one<{ id: number }>(sql`
    with extra as (
      insert into addons (program_id, chapter_id, title, price)
      select program_id, chapter_id, 'Add-on sapu IDOR', 0 from addons where id = ${addon.id}
      returning id)
    insert into addon_users (user_id, addon_id) select ${owner.userId}, id from extra returning id`);
  const announcement = await one<{ slug: string }>(
    sql`select slug from announcements where program_id = ${program.id} limit 1`,
  );
  // A's certificate of the study demo, as issuance writes it (the demo enrolment is not finished)
  const certificate = await one<{ number: string }>(sql`
    insert into certificates (number, program_user_id, user_id, program_id, institution_id, holder_name, program_name,
      institution_name, hours, issued_at)
    select 'KARIR-2026-900001-SWP1', pu.id, pu.user_id, p.id, i.id, u.name, p.name, i.name, 2, now()
    from program_users pu join programs p on p.id = pu.program_id join institutions i on i.id = p.creator_id
      join users u on u.id = pu.user_id
    where pu.id = ${enrolment.id}
    returning number`);

  // A logged in on a second device: the session the sweep's session calls name
  const secondDevice = await login("guru@demo.test");

  // A's portfolio: a header and an item from the posttest, neither published
  const portfolioHeader = await call(owner, "POST", "/api/portofolio/manage/header", {
    description: "Portofolio rahasia guru",
    is_publish: false,
  });
  const portfolioItem = await call(owner, "POST", "/api/portofolio/manage/item", {
    caption: "Esai rahasia guru",
    attempt_id: finished.id,
    is_publish: false,
  });

  // family links: A (a guru) is linked with a pupil, has sent a request, and has two waiting for an answer
  const [pupil, asker, secondAsker, invitee] = await Promise.all([
    registerLearner(t.app, "Murid Guru"),
    registerLearner(t.app, "Orangtua Pertama"),
    registerLearner(t.app, "Orangtua Kedua"),
    registerLearner(t.app, "Calon Murid"),
  ]);
  await db.execute(
    sql`update users set profession_name = 'orangtua', is_email_verified = true where id in (${asker.userId}, ${secondAsker.userId})`,
  );
  await db.execute(sql`insert into user_children (parent_id, child_id) values (${owner.userId}, ${pupil.userId})`);
  const sentTo = async (from: Actor, email: string) => {
    await call(from, "POST", "/api/v2/user/relation_user/request", { identifier: email });
    const row = await one<{ id: number }>(
      sql`select id from relation_requests where requester_id = ${from.userId} and identifier = ${email}`,
    );
    return row.id;
  };
  const requestToAcceptId = await sentTo(actorOf("asker", asker), "guru@demo.test");
  const requestToDeclineId = await sentTo(actorOf("second asker", secondAsker), "guru@demo.test");
  const requestSentId = await sentTo(owner, invitee.email);
  const directoryInstitution = await one<{ id: number }>(sql`select id from institutions order by id limit 1`);

  a = {
    institutionId: directoryInstitution.id,
    pupilId: pupil.userId,
    requestToAcceptId,
    requestToDeclineId,
    requestSentId,
    userId: owner.userId,
    email: "guru@demo.test",
    programId: program.id,
    programSlug: program.slug,
    enrolmentId: enrolment.id,
    chapterId: reading.chapter_id,
    session: reading.session,
    activityId: reading.id,
    activitySlug: reading.slug,
    discussionId: discussion.id,
    commentId: comment.id,
    groupId: group.id,
    meetingNumber,
    quizActivityId: skills.id,
    runningAttemptId,
    question: { id: num(at(question, "id"), "question"), position: num(at(question, "position"), "position") },
    finishedAttemptId: finished.id,
    finishedActivityId: posttest.id,
    scoredQuestionIds: scored.map((r) => num(r.id, "question")),
    uploadId,
    cartProgramId: listed,
    addonId: addon.id,
    addonActivityId: addon.resource_id,
    pendingInvoiceId,
    pendingPaymentId: num(at(open, "id"), "payment"),
    paidPaymentId: num(at(paid, "id"), "payment"),
    paidProgramId: bought,
    jobTrainingProgramId: jobTraining.id,
    pinKey,
    chatRoomId: personal.id,
    chatMessageId: String(at(message, "comment", "unique_id")),
    chatFileKey: fileUrl.split("/").at(-1) ?? "",
    notificationId: notification.id,
    announcementSlug: announcement.slug,
    certificateNumber: certificate.number,
    addonUserId: ownedAddon.id,
    portfolioHeaderId: num(at(portfolioHeader, "header", "id"), "portfolio header"),
    portfolioItemId: num(at(portfolioItem, "item", "id"), "portfolio item"),
    username: (await one<{ username: string }>(sql`select username from users where id = ${owner.userId}`)).username,
    sessionId: (
      await one<{ id: string }>(sql`select id from sessions where token_hash = ${hashToken(secondDevice.token ?? "")}`)
    ).id,
  };
  const orderIds = [String(at(open, "order_id")), String(at(paid, "order_id")), jobOrderId, "TRX-RAHASIA-GURU"];
  const va = at(open, "instructions", "va_number");
  canaries = [
    "guru@demo.test",
    "Sri Wahyuni",
    fileName,
    comment.body.slice(0, 40),
    "pukul 05.30", // A's essay in the posttest
    ...orderIds,
    ...(typeof va === "string" ? [va] : []),
    chatSecret,
    "foto-rahasia-guru",
    "catatan-rahasia-guru",
    "Portofolio rahasia guru",
    "Esai rahasia guru",
  ];
}

// ---- A's rows, before and after ----------------------------------------------------------------------------------

/**
 * Columns that others legitimately change on A's rows: a classmate's reply counts on A's comment (the sweep
 * checks instead that every reply to it is the classmate's).
 */
const MOVING_COLUMNS = new Set(["reply_count"]);

/**
 * A's inbox, which others legitimately add to: a classmate's reply to A's comment notifies A (notifications,
 * their realtime events and owed pushes). The sweep checks that nobody reads it, not that it stays the same.
 */
const INBOX_TABLES = new Set(["notifications", "realtime_events", "push_outbox"]);

/** Every row of A's: any table with a user_id of A's, or hanging off A's enrolments, attempts, invoices, payments. */
async function rowsOfA(userId: number): Promise<string[]> {
  const db = t.database.db;
  const columns = await rowsOf(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()
      and column_name in ('user_id', 'program_user_id', 'attempt_id', 'invoice_id', 'payment_id')`,
  );
  const owned: Record<string, SQL> = {
    user_id: sql`${userId}`,
    program_user_id: sql`select id from program_users where user_id = ${userId}`,
    attempt_id: sql`select id from quiz_attempts where user_id = ${userId}`,
    invoice_id: sql`select id from invoices where user_id = ${userId}`,
    payment_id: sql`select id from payments where user_id = ${userId}`,
  };
  const lines: string[] = [];
  const tables = [
    { table: "users", where: sql`id = ${userId}` },
    ...columns.map((c) => ({
      table: String(c.table_name),
      where: sql`${sql.identifier(String(c.column_name))} in (${owned[String(c.column_name)] ?? sql`null`})`,
    })),
  ];
  for (const { table, where } of tables) {
    if (INBOX_TABLES.has(table)) continue;
    const rows = await rowsOf(db, sql`select * from ${sql.identifier(table)} where ${where}`);
    for (const row of rows) {
      const kept = Object.entries(row).filter(([k]) => !MOVING_COLUMNS.has(k));
      lines.push(`${table} ${JSON.stringify(Object.fromEntries(kept))}`);
    }
  }
  return lines.sort();
}

// ---- judging answers -------------------------------------------------------------------------------------------

type Answer = { status: number; message: unknown; body: string; validation: boolean; data: unknown };

function answerOf(res: LightMyRequestResponse): Answer {
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    // a file or a PDF: no envelope
  }
  return {
    status: res.statusCode,
    message: at(json, "message"),
    body: res.body,
    validation: res.statusCode === 400 && Array.isArray(at(json, "data", "fields")),
    data: at(json, "data"),
  };
}

const REFUSALS = new Set([401, 403, 404]);
const isRefusal = (x: Answer) => REFUSALS.has(x.status) || (x.status === 400 && !x.validation);

function judge(key: string, who: string, expectation: Expectation, x: Answer, ghost: Answer | null, fixture: Fixture) {
  const where = `${key} as ${who}`;
  if (x.status >= 500) return `${where}: ${x.status} ${x.body.slice(0, 200)}`;
  if (x.validation) return `${where}: the sweep's request is malformed (${x.body.slice(0, 200)})`;
  if (expectation === "shared") return null;
  if (expectation === "refuse" && !isRefusal(x))
    return `${where}: answered ${x.status} with A's ids: ${x.body.slice(0, 300)}`;
  if (isRefusal(x)) {
    if (expectation === "refuse" && ghost && (ghost.status !== x.status || ghost.message !== x.message)) {
      return `${where}: A's ids answer ${x.status} "${String(x.message)}" but unknown ids ${ghost.status} "${String(ghost.message)}" (tells that A's exist)`;
    }
    return null;
  }
  if (x.status < 200 || x.status > 299) return `${where}: answered ${x.status}: ${x.body.slice(0, 200)}`;
  const canary = canaries.find((c) => x.body.includes(c));
  if (canary) return `${where}: the answer holds A's "${canary}": ${x.body.slice(0, 300)}`;
  const leak = fixture.leak?.(x.data);
  return leak ? `${where}: ${leak}: ${x.body.slice(0, 300)}` : null;
}

// ---- the tests -----------------------------------------------------------------------------------------------

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), "idor-sweep-"));
  t = await createTestApp({
    onRoute: collectRoute,
    env: {
      UPLOAD_DIR: uploadDir,
      ZOOM_SDK_KEY: "kunci-sdk-sapu",
      ZOOM_SDK_SECRET: "rahasia-sdk-sapu-0123456789",
    },
  });
  await buildWorld();
});

afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe("RELIABILITY S9: the IDOR sweep over the route table", () => {
  it("every route that names an id is swept or declared public by name", () => {
    expect(routes.length).toBeGreaterThan(50);
    const known = new Set(routes.map((r) => r.key));
    const unclassified = routes
      .filter((r) => r.idFields.length > 0 && !(r.key in SWEPT) && !(r.key in PUBLIC))
      .map((r) => `${r.key} (${r.idFields.join(", ")}): add a fixture to SWEPT or a reason to PUBLIC`);
    const stale = [...Object.keys(SWEPT), ...Object.keys(PUBLIC)]
      .filter((key) => !known.has(key))
      .map((key) => `${key}: listed here but no such route`);
    const both = Object.keys(SWEPT)
      .filter((key) => key in PUBLIC)
      .map((key) => `${key}: both swept and public`);
    expect([...unclassified, ...stale, ...both]).toEqual([]);
  });

  it("a visitor, a classmate and a stranger get nothing of A's, change nothing of A's, and never a 500", async () => {
    const before = await rowsOfA(a.userId);
    const ghost = ghostOf(a);
    const problems: string[] = [];
    for (const [key, fixture] of Object.entries(SWEPT)) {
      const route = routes.find((r) => r.key === key);
      if (!route) continue; // reported by the test above
      const intruders: [Actor, Expectation][] = [
        [visitor, "refuse"],
        [stranger, fixture.stranger ?? "refuse"],
        [classmate, fixture.classmate ?? "refuse"],
        ...(fixture.owner ? ([[owner, "refuse"]] as [Actor, Expectation][]) : []),
      ];
      for (const [actor, expectation] of intruders) {
        // the call names A as the caller, then (where it names a caller at all) the caller itself with A's other ids
        const selves = actor === visitor || actor === owner ? [a.userId] : [a.userId, actor.userId];
        const requests = new Map(selves.map((me) => [JSON.stringify(fixture.request(a, me)), me]));
        for (const me of requests.values()) {
          const x = answerOf(await send(route, actor, fixture.request(a, me)));
          const compare = actor !== visitor && isRefusal(x) && !x.validation;
          const g = compare ? answerOf(await send(route, actor, fixture.request(ghost, me))) : null;
          const who = requests.size > 1 && me === a.userId ? `${actor.name} naming A` : actor.name;
          const problem = judge(key, who, expectation, x, g, fixture);
          if (problem) problems.push(problem);
        }
      }
      for (const mixed of fixture.mixed ?? []) {
        const actor = mixed.by === "classmate" ? classmate : stranger;
        const x = answerOf(await send(route, actor, mixed.request(a, own[mixed.by])));
        const g = isRefusal(x) ? answerOf(await send(route, actor, mixed.request(ghost, own[mixed.by]))) : null;
        const expectation = mixed.expect ?? "refuse";
        const problem = judge(key, `${mixed.by} with one of A's ids among their own`, expectation, x, g, fixture);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(await rowsOfA(a.userId)).toEqual(before);
    const replies = await rowsOf(
      t.database.db,
      sql`select user_id, (select reply_count from resource_comments where id = ${a.commentId}) as reply_count
        from resource_comments where parent_id = ${a.commentId}`,
    );
    expect(replies.every((r) => r.user_id === classmate.userId && r.reply_count === replies.length)).toBe(true);
  });

  it("A's own calls with the same ids are answered (the sweep's requests are real ones)", async () => {
    const problems: string[] = [];
    const ordered = Object.entries(SWEPT).sort(([, x], [, y]) => Number(Boolean(x.last)) - Number(Boolean(y.last)));
    for (const [key, fixture] of ordered) {
      const route = routes.find((r) => r.key === key);
      if (!route) continue;
      const actor =
        fixture.owner === "asesor"
          ? asesor
          : fixture.owner === "fasilitator"
            ? fasilitator
            : fixture.owner === "admin"
              ? admin
              : owner;
      const x = answerOf(await send(route, actor, fixture.request(a, a.userId)));
      const found = !REFUSALS.has(x.status) && x.status < 500 && !x.validation;
      const ok = fixture.ownerAnswer === "found" ? found : x.status >= 200 && x.status < 300;
      if (!ok) problems.push(`${key} as ${actor.name}: ${x.status} ${x.body.slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
  });
});
