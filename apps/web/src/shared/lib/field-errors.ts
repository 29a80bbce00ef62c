import { type InvalidField, invalidFieldSchema } from "@app/domain/shared/envelope";
import { z } from "zod";
import { ApiError } from "./api-client";

/** `data` of a validation refusal (the API's error handler): `{ fields: [{ field: "body.email", message }] }`. */
const refusalFields = z.object({ fields: z.array(invalidFieldSchema) });

/** Where a field's path starts: the part of the request the API validated. */
const REQUEST_PARTS = new Set(["body", "querystring", "params", "headers"]);

/** The fields a 400 refusal lists, in the server's order; none for any other error. */
export function invalidFields(error: unknown): InvalidField[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.httpStatus !== 400)) return [];
  const parsed = refusalFields.safeParse(error.data);
  return parsed.success ? parsed.data.fields : [];
}

/** "body.email" -> "email", "body.addon_ids.0" -> "addon_ids.0": the path inside the form's values. */
function formPath(field: string): string {
  const [part, ...rest] = field.split(".");
  return part !== undefined && REQUEST_PARTS.has(part) && rest.length > 0 ? rest.join(".") : field;
}

/**
 * A 400 refusal's field errors as a form's errors: for each of the form's `fields` that the refusal names, its first
 * message (in Indonesian: the zod messages of packages/domain). A nested path ("addon_ids.0") counts for its field.
 * Fields the form does not have are left out: the caller shows those as one message (see firstFieldError).
 */
export function formFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const known = new Set<string>(fields);
  const errors: Partial<Record<F, string>> = {};
  for (const item of invalidFields(error)) {
    const path = formPath(item.field);
    const name = known.has(path) ? path : path.split(".")[0];
    if (name !== undefined && known.has(name)) errors[name as F] ??= item.message;
  }
  return errors;
}

/** The first field message of a 400 refusal, for a form that shows a refusal in one place; else null. */
export function firstFieldError(error: unknown): string | null {
  return invalidFields(error)[0]?.message ?? null;
}
