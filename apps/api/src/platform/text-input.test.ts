import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FORBIDDEN_CHARACTER_MESSAGE } from "@app/domain/shared/text-input";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, SAMPLE_FILES } from "../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../testing/learner";
import { notify, oneRow, openPayment, paidProgramId, signedNotification } from "../testing/payment-kit";
import { createTestApp, type TestApp } from "../testing/test-app";
import { MESSAGES } from "./errors";
import { forbiddenTextFields, withoutForbiddenText } from "./text-input";

let t: TestApp;
let learner: Learner;
let uploadDir: string;

type Refusal = { status: number; message: string; data: { fields: { field: string; message: string }[] } };

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), "teks-uji-"));
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
  learner = await registerLearner(t.app, "Pelajar Teks");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

function expectRefused(res: LightMyRequestResponse, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<Refusal>();
  expect(body.status).toBe(400);
  expect(body.message).toBe(MESSAGES.invalidInput);
  expect(body.data.fields).toEqual(
    expect.arrayContaining(fields.map((field) => ({ field, message: FORBIDDEN_CHARACTER_MESSAGE }))),
  );
}

/** The GET routes of the route table (the OpenAPI document is built from every registered route's schema). */
function getRoutesWithQuery(): { path: string; query: string[]; params: string[] }[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  const routes: { path: string; query: string[]; params: string[] }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const parameters = methods.get?.parameters ?? [];
    const query = parameters.filter((p) => p.in === "query").map((p) => p.name);
    if (query.length === 0) continue;
    routes.push({ path, query, params: parameters.filter((p) => p.in === "path").map((p) => p.name) });
  }
  return routes;
}

/** A comment sent as raw JSON text, for what a JSON object in a test cannot hold (a lone surrogate, deep nesting). */
function commentAsRawJson(payload: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/program_activity/resource/comment/",
    headers: {
      authorization: `Bearer ${learner.token}`,
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/json",
    },
    payload,
  });
}

describe("S10/input: one rule refuses control characters in every text field of every call", () => {
  it("S10/input: every GET route with a query schema answers 400 (never 500) to a NUL in each query parameter", async () => {
    const routes = getRoutesWithQuery();
    // the route table, not a hand-written list: the calls of issue 17 are among them
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/api/program_activity/my/all",
        "/api/program_activity/my/all/{page}",
        "/api/program-activity/enrolled/{user_id}/{page}/{limit}",
        "/api/program-activity/study-group/manual-by-user/{programId}",
        "/api/dev/mailbox",
      ]),
    );
    const call = asLearner(t.app, learner);
    for (const route of routes) {
      const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === "user_id" || name === "userId" ? String(learner.userId) : "1",
      );
      const query = route.query.map((name) => `${encodeURIComponent(name)}=a%00b`).join("&");
      const res = await call("GET", `${path}?${query}`);
      expect(res.statusCode, `${route.path}: ${res.body}`).not.toBe(500);
      expectRefused(
        res,
        route.query.map((name) => `querystring.${name}`),
      );
    }
  });

  it.each([
    ["/api/program_activity/my/all?search=%00", "querystring.search"],
    ["/api/program_activity/my/all/1?search=%00", "querystring.search"],
    ["/api/program_activity/my/all/1?type=a%00b", "querystring.type"],
    ["/api/program-activity/enrolled/{me}/1/12?search=a%00b", "querystring.search"],
    ["/api/program-activity/study-group/manual-by-user/{programme}?name=a%00b", "querystring.name"],
    ["/api/dev/mailbox?to=a%00b", "querystring.to"],
    ["/api/program_activity/search-list/ALL/a%00b/1", "params.title"],
    ["/api/program/list/KELASMU/1/3/a%00b", "params.tag"],
    ["/api/program_activity/my/all?search=a%1Bb", "querystring.search"],
    ["/api/program_activity/my/all?search=a%7Fb", "querystring.search"],
    ["/api/program_activity/my/all?search=a%08b", "querystring.search"],
  ])("S10/input: GET %s answers 400 naming %s", async (url, field) => {
    const programme = await paidProgramId(t.database.db);
    const res = await asLearner(t.app, learner)(
      "GET",
      url.replace("{me}", String(learner.userId)).replace("{programme}", String(programme)),
    );
    expectRefused(res, [field]);
  });

  it("S10/input: the same calls without a forbidden character answer as before (tab and newline are text)", async () => {
    const call = asLearner(t.app, learner);
    for (const url of [
      "/api/program_activity/my/all?search=a%09b%0Ac",
      "/api/program_activity/my/all/1?search=rapat",
      `/api/program-activity/enrolled/${learner.userId}/1/12?search=data`,
      "/api/dev/mailbox?to=siapa%40contoh.id",
    ]) {
      const res = await call("GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it("S10/input: a NUL nested in a JSON body's objects and arrays, or in a key, is refused naming each field", async () => {
    const res = await asLearner(t.app, learner)("POST", "/api/program_activity/resource/comment/", {
      resource_id: 1,
      comment: "halo",
      lampiran: { daftar: ["baik", "bu\u0000ruk", { dalam: "x\u0000" }] },
      "kunci\u0000": "nilai",
    });
    expectRefused(res, ["body.lampiran.daftar.1", "body.lampiran.daftar.2.dalam", "body.kunci\\u0000"]);
    expect(res.json<Refusal>().data.fields).toHaveLength(3);
  });

  it("S10/input: a lone surrogate in a JSON body is refused (a jsonb column would refuse it with a 500)", async () => {
    const res = await commentAsRawJson('{"resource_id":1,"comment":"a\\ud800b"}');
    expectRefused(res, ["body.comment"]);
  });

  it("S10/input: a body nested 100,000 deep is walked without overflowing the stack", async () => {
    const depth = 100_000;
    const res = await commentAsRawJson(
      `{"resource_id":1,"comment":"x","a":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().data.fields[0]?.field).toBe(`body.a${".0".repeat(depth)}`);
  });

  it("lists at most 20 fields", () => {
    const fields = forbiddenTextFields({
      querystring: {},
      params: {},
      body: Array.from({ length: 50 }, () => "\u0000"),
    });
    expect(fields).toHaveLength(20);
    expect(fields[0]).toEqual({ field: "body.0", message: FORBIDDEN_CHARACTER_MESSAGE });
  });

  it("cleans a webhook's body in place: strings and keys, nested, never a key that sets the prototype", () => {
    const body = JSON.parse(
      '{"a\\u0000":"x\\u0000y","b":[{"c":"\\u001bz"}],"__pro\\u0000to__":{"polluted":true},"d":1,"e":null}',
    ) as unknown;
    const clean = withoutForbiddenText(body) as Record<string, unknown>;
    expect(clean).toEqual({ a: "xy", b: [{ c: "z" }], d: 1, e: null });
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(withoutForbiddenText("a\u0000")).toBe("a");
    expect(withoutForbiddenText(undefined)).toBeUndefined();
  });

  it("S10/input: a multipart upload is not read by the rule (its file name is cleaned where it is stored)", async () => {
    const body = multipartBody({ name: "lap\u0007oran.pdf", bytes: SAMPLE_FILES.pdf });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/program_activity/quiz/upload",
      headers: { ...body.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { name: string } }>().data.name).toBe("laporan.pdf");
  });

  it("S10/input: the gateway's signed notification still settles; its control characters are removed, not refused", async () => {
    const payer = await registerLearner(t.app, "Pembayar Teks");
    const payment = await openPayment(t.app, payer, { program_ids: [await paidProgramId(t.database.db)] });
    const res = await notify(t.app, {
      ...signedNotification(t.config.payment.serverKey, payment, "settlement"),
      status_message: "Sukses\u0000 diterima\u001b",
      va_numbers: [{ bank: "bca", va_number: "1234\u0000" }],
      "catatan\u0000": "a\ud800b",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { outcome: string } }>().data.outcome).toBe("applied");
    const stored = await oneRow(
      t.database.db,
      sql`select body::text as body from payment_notifications where order_id = ${payment.order_id}`,
    );
    const body = JSON.parse(String(stored.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      status_message: "Sukses diterima",
      va_numbers: [{ bank: "bca", va_number: "1234" }],
      catatan: "ab",
    });
    const detail = await asLearner(t.app, payer)("GET", `/api/payment/v3/detail/${payment.id}`);
    expect(detail.json<{ data: { paid_at: string | null } }>().data.paid_at).not.toBeNull();
  });
});
