import {
  FORBIDDEN_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  visibleFieldName,
  withoutForbiddenCharacters,
} from "@app/domain/shared/text-input";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, MESSAGES } from "./errors";
import { isApiUrl } from "./paths";

/** Enough to tell the caller what to fix; a body full of bad text is not listed whole. */
const MAX_LISTED_FIELDS = 20;

type Field = { field: string; message: string };
type Parts = { querystring: unknown; params: unknown; body: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  // plain objects, and a parsed query string (its prototype is an empty one without a prototype of its own); a
  // class instance (a Buffer, a multipart file) is not text
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The fields of a parsed query, path or JSON body that carry a forbidden character, walked without recursion
 * (a deeply nested body must not overflow the stack). Object keys count as text too: a jsonb column refuses them
 * just the same.
 */
export function forbiddenTextFields(parts: Parts): Field[] {
  const found: Field[] = [];
  const stack: { path: string; value: unknown }[] = [
    { path: "body", value: parts.body },
    { path: "params", value: parts.params },
    { path: "querystring", value: parts.querystring },
  ];
  while (stack.length > 0 && found.length < MAX_LISTED_FIELDS) {
    const next = stack.pop();
    if (!next) break;
    const { path, value } = next;
    if (typeof value === "string") {
      if (hasForbiddenCharacter(value))
        found.push({ field: visibleFieldName(path), message: FORBIDDEN_CHARACTER_MESSAGE });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ path: `${path}.${i}`, value: value[i] });
    } else if (isRecord(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const child = `${path}.${key}`;
        if (hasForbiddenCharacter(key)) {
          found.push({ field: visibleFieldName(child), message: FORBIDDEN_CHARACTER_MESSAGE });
          if (found.length >= MAX_LISTED_FIELDS) break;
        }
        stack.push({ path: child, value: value[key] });
      }
    }
  }
  return found;
}

/**
 * The same value with forbidden characters removed from every string and object key, changed in place (a
 * webhook's parsed body). A key that only differs by them from another key is dropped.
 */
export function withoutForbiddenText(value: unknown): unknown {
  const root: Record<string, unknown> = { value };
  const stack: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [
    { holder: root, key: "value" },
  ];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const holder = next.holder as Record<string | number, unknown>;
    const current = holder[next.key];
    if (typeof current === "string") {
      holder[next.key] = withoutForbiddenCharacters(current);
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push({ holder: current, key: i });
    } else if (isRecord(current)) {
      for (const name of Object.keys(current)) {
        const cleanName = withoutForbiddenCharacters(name);
        if (cleanName !== name) {
          const kept = current[name];
          delete current[name];
          // never a key that would set the object's prototype
          if (cleanName in current || cleanName === "__proto__") continue;
          current[cleanName] = kept;
        }
        stack.push({ holder: current, key: cleanName });
      }
    }
  }
  return root.value;
}

function cleanRequest(request: FastifyRequest): void {
  request.query = withoutForbiddenText(request.query);
  request.params = withoutForbiddenText(request.params);
  request.body = withoutForbiddenText(request.body);
}

/**
 * S10/input (issue 17): one rule for every text field of every /api call — query, path and JSON body, nested
 * objects and arrays included — so no call can forget it. A forbidden character (shared/text-input in the domain
 * package) is refused before the route's own validation with the validation envelope: 400, listing each field
 * as `querystring.search`, `params.title`, `body.items.0.name`, message 'Teks berisi karakter yang tidak
 * diizinkan'. Multipart bodies are streamed by their route and are not seen here (an upload's file name is
 * cleaned where it is stored).
 *
 * A signed webhook (route config csrfExempt: the payment gateway's notification) is a server's text, not a
 * person's, and refusing it could leave a settled payment unapplied for ever: its forbidden characters are
 * removed instead, before validation. The signature covers only order_id, status_code and gross_amount, which a
 * real gateway never writes control characters into, so a genuine notification still verifies; what is stored
 * (the body as jsonb) stays storable.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (!isApiUrl(request.url)) return done();
    if (request.routeOptions.config?.csrfExempt) {
      cleanRequest(request);
      return done();
    }
    const fields = forbiddenTextFields({ querystring: request.query, params: request.params, body: request.body });
    if (fields.length === 0) return done();
    done(new AppError(400, 400, MESSAGES.invalidInput, { fields }));
  });
}
