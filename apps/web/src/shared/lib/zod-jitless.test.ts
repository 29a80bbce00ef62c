import { describe, expect, it } from "vitest";
import { makeZodJitless } from "./zod-jitless";

describe("makeZodJitless", () => {
  it("turns zod's jitless setting on, before zod is loaded or after", async () => {
    const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
    const before = holder.__zod_globalConfig;
    makeZodJitless();
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // zod reads the object it found, not a copy: the setting made here is the one it parses with
    expect(z.config()).toBe(holder.__zod_globalConfig);
    if (before) expect(holder.__zod_globalConfig).toBe(before);
  });
});
