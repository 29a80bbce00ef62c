import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

/**
 * Creating jsdom for each of ~90 files took a third of the suite's time, so most files share one DOM per worker
 * (`isolate: false`; src/test/setup.ts resets the DOM, cookies, storage and timers after every test). The files
 * below read state that lives for the whole page (the address they start on, the site chosen from the host at
 * start, a logout that reloads) and keep a fresh jsdom each, as does every file that replaces a module with
 * `vi.mock` (a shared module cache would hand it the module another file loaded) (docs/decisions/017-test-speed.md).
 */
const READS_PAGE_STATE = [
  "src/app/partner-catalogue.test.tsx",
  "src/app/routes/points-routes.test.tsx",
  "src/app/shell/navbar.test.tsx",
  "src/app/shell/site-provider.test.tsx",
  "src/shared/lib/api-client.test.ts",
  "src/features/account/pages/account-page.test.tsx",
  "src/features/account/verification/otp-modal.test.tsx",
];
const root = fileURLToPath(new URL(".", import.meta.url));
const MOCKS_MODULES = globSync("src/**/*.test.{ts,tsx}", { cwd: root }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(`${root}/${file}`, "utf8")),
);
const NEEDS_FRESH_PAGE = [...new Set([...READS_PAGE_STATE, ...MOCKS_MODULES])];

// vite.config.ts is a function of the build (browser or server renderer): the tests take the browser's
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      // above the route tests' ROUTE_LOAD_TIMEOUT_MS (src/test/render.tsx)
      testTimeout: 20_000,
      css: false,
      projects: [
        {
          extends: true,
          test: {
            name: "shared-dom",
            include: ["src/**/*.test.{ts,tsx}"],
            exclude: NEEDS_FRESH_PAGE,
            isolate: false,
          },
        },
        { extends: true, test: { name: "fresh-page", include: NEEDS_FRESH_PAGE } },
      ],
    },
  }),
);
