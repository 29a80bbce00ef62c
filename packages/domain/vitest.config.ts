import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // property tests run hundreds of cases; beside the build on a 2-core machine (scripts/test.mjs) a few take
    // longer than vitest's default 5 s
    testTimeout: 20_000,
  },
});
