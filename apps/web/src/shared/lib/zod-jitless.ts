/**
 * zod compiles object schemas with `new Function` when eval is allowed, and probes for it once: under the CSP
 * (script-src 'self') the probe is a violation in the console. `jitless` skips both; the interpreted path is as
 * correct. main.tsx sets it first thing, without importing zod: zod is loaded later, with the first contract a page
 * needs (lazy-contract.ts), and a visitor's home page does not load it at all (issue 24, home page JavaScript).
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page) and adopts the
 * object found there when it loads; `z.config()` writes to the same object. zod-jitless.test.ts holds zod to it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

export function makeZodJitless(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
