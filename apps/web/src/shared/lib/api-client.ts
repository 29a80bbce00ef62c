import { hasForbiddenCharacter, withoutForbiddenCharacters } from "@app/domain/shared/text-input";
import type { z } from "zod";
import { getAppConfig } from "./app-config";
import { clearCookies, hasSessionCookie } from "./cookies";
import { hardNavigate } from "./hard-navigate";
import { LazyContract } from "./lazy-contract";
import { isDesktopViewport } from "./media";
import { onServer, pageLocation, serverPageEnv } from "./page-env";
import { currentSiteSource } from "./site";

export const API_BASE = "/api";

/** A refused or failed call: `status` is the spec's numeric status from the envelope (or the HTTP status). */
export class ApiError extends Error {
  readonly status: number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null, httpStatus = status) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Headers of this call only, e.g. `Idempotency-Key` on a payment. They come on top of the client's own
   * (Accept, X-Requested-With, Authorization, Content-Type), which cannot be replaced here.
   */
  headers?: Record<string, string>;
}

/** web or mweb (under 1024 px), spec 000 section 1. */
export function currentPlatform(): "web" | "mweb" {
  return isDesktopViewport() ? "web" : "mweb";
}

/** web-karirmu, mweb-prakerja, … (spec 000 section 9: web or mweb combined with {product}mu or prakerja). */
export function currentSource(): string {
  return currentSiteSource();
}

/**
 * Builds the URL of a call. `path` is relative to the base (`/program/list/…`) or already a full API path
 * such as the list call's `next-url` (`/api/program_activity/…?page=2`).
 */
export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): URL {
  const full =
    path === API_BASE || path.startsWith(`${API_BASE}/`)
      ? path
      : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  const url = new URL(full, pageLocation().origin);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    url.searchParams.set(key, withoutForbiddenCharacters(String(value)));
  }
  url.searchParams.set("platform", currentPlatform());
  url.searchParams.set("source", currentSource());
  return url;
}

function readEnvelope(body: unknown): { status?: number; message?: string; data?: unknown } {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  return {
    status: typeof record.status === "number" ? record.status : undefined,
    message: typeof record.message === "string" ? record.message : undefined,
    data: record.data,
  };
}

/**
 * Pages opened from a mailed link, whose link is the credential: they work without a session, and the one that
 * undoes an email change ends the session itself, so a 401 from a call still in flight must not take the
 * person away from what the link did.
 */
const MAILED_LINK_PAGES = new Set(["/forgot-password", "/setup-password", "/undo-email-change"]);

/** Spec 000 section 4.1: a 401 from any call logs out, clears cookies and goes to / (but on a mailed link's page). */
function handleUnauthorised(): void {
  if (onServer) return;
  clearCookies();
  if (MAILED_LINK_PAGES.has(window.location.pathname)) return;
  if (window.location.pathname !== "/" || window.location.search !== "") hardNavigate("/");
}

/**
 * JSON.stringify's replacer: every string, and every object key, without the characters the API refuses
 * (control characters, lone surrogates: packages/domain/src/shared/text-input.ts). Text pasted from a PDF into an
 * essay or a comment often carries a form feed or a \u0002; the server refuses such text from any client (400),
 * so this client drops them rather than fail an autosave over a character nobody can see.
 */
function jsonWithoutForbiddenCharacters(_key: string, value: unknown): unknown {
  if (typeof value === "string") return withoutForbiddenCharacters(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.some(hasForbiddenCharacter)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [withoutForbiddenCharacters(key), inner] as const),
      );
    }
  }
  return value;
}

/** Sends a call and returns the whole JSON body (the envelope) of a successful answer. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const url = buildApiUrl(path, options.query);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
  };
  if (!hasSessionCookie()) headers.Authorization = getAppConfig().appKey;
  const init: RequestInit = { method: options.method ?? "GET", headers, credentials: "same-origin" };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof FormData) {
    // a file upload: the browser writes the multipart Content-Type with its boundary itself
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body, jsonWithoutForbiddenCharacters);
  }

  let response: Response;
  try {
    response = await (onServer ? serverPageEnv().fetch : fetch)(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Tidak dapat terhubung ke server", null, 0);
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    // a cancelled call (navigation, a newer query) is not a malformed answer
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    body = null;
  }
  const envelope = readEnvelope(body);
  const status = envelope.status ?? response.status;
  const succeeded = response.ok && (status === 200 || envelope.message === "OK");

  // a refusal carrying status 401 in a 400 is no lost session: the certificate's 'not yet assessed' (spec 002 section 4)
  if (response.status === 401 || (status === 401 && response.ok)) {
    handleUnauthorised();
    throw new ApiError(401, envelope.message ?? "Sesi berakhir", envelope.data ?? null, response.status);
  }
  if (!succeeded) {
    throw new ApiError(status, envelope.message ?? response.statusText, envelope.data ?? null, response.status);
  }
  return body;
}

/** A contract, or one imported on first use (lazy-contract.ts). */
export type Contract<S extends z.ZodType> = S | LazyContract<S>;

/** The schema itself, imported if it is a lazy one (while the call is in flight). */
function contractSchema<S extends z.ZodType>(contract: Contract<S>): Promise<S> | S {
  return contract instanceof LazyContract ? contract.schema() : contract;
}

/** Calls and checks the answer against its contract from packages/domain. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  contract: Contract<S>,
  options: Omit<ApiRequestOptions, "method" | "body"> = {},
): Promise<z.infer<S>> {
  const [body, schema] = await Promise.all([apiRequest(path, options), contractSchema(contract)]);
  const result = schema.safeParse(body);
  if (!result.success) {
    // The API and this app share the contract; a mismatch is a defect worth seeing in the console.
    console.error(`Answer of ${path} does not match its contract`, result.error.issues);
    throw new ApiError(0, "Format jawaban server tidak sesuai", null, 200);
  }
  return result.data;
}

/** A state-changing call (POST by default) whose answer is checked against its contract. */
export async function apiSend<S extends z.ZodType>(
  path: string,
  contract: Contract<S>,
  options: Omit<ApiRequestOptions, "method"> & { method?: "POST" | "PUT" | "PATCH" | "DELETE" } = {},
): Promise<z.infer<S>> {
  const [body, schema] = await Promise.all([
    apiRequest(path, { ...options, method: options.method ?? "POST", body: options.body ?? {} }),
    contractSchema(contract),
  ]);
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error(`Answer of ${path} does not match its contract`, result.error.issues);
    throw new ApiError(0, "Format jawaban server tidak sesuai", null, 200);
  }
  return result.data;
}
