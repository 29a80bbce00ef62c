import { z } from "zod";

/**
 * The origin of the Prakerja partner's face-verification page: the only origin whose `postMessage` the product
 * accepts (spec 001 section 4 'Face recognition'). The API server publishes it in the same `app-config` JSON tag
 * as the rest of the runtime configuration, under `prakerjaPartnerOrigin`. It is read here rather than in
 * shared/lib/app-config.ts because only this feature needs it. Missing or malformed: null, and then no message is
 * accepted at all — the result still arrives through the partner's redirect to /face-recognition-result.
 */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .nullable()
  .catch(null);

export function readPartnerOrigin(doc: Document): string | null {
  const raw = doc.getElementById("app-config")?.textContent;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || !("prakerjaPartnerOrigin" in parsed)) return null;
    return originSchema.parse(parsed.prakerjaPartnerOrigin);
  } catch {
    return null;
  }
}

let cached: string | null | undefined;

/** The partner origin of this page load, read once. */
export function getPartnerOrigin(): string | null {
  if (cached === undefined) cached = readPartnerOrigin(document);
  return cached;
}

/** Tests that inject a different config tag call this to read it again. */
export function resetPartnerOriginCache(): void {
  cached = undefined;
}
