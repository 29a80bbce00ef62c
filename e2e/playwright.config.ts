import { defineConfig } from "@playwright/test";
import { DESKTOP, launchOptions, MOBILE } from "./devices";
import { APP_KEY } from "./learner";

/**
 * The product as `npm start` runs it (built server serving the built web app), on fresh embedded databases,
 * twice (README.md in this folder):
 * - the main server, for every journey but those that move the server's clock;
 * - the clock server (DEV_CLOCK on, a database of its own) for the journeys tagged @clock.
 *
 * Projects:
 * - desktop (1280 px): every journey except the @clock and @mobile ones;
 * - mobile (390 px): the journeys tagged @mobile: those whose subject is, in part, the layout at that width, and
 *   mobile.spec.ts, which visits and axe-checks there every page no other @mobile journey covers;
 * - clock (1280 px, on the clock server, one journey at a time): the @clock journeys.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 1);
const desktop = { ...DESKTOP, launchOptions };
const mobile = { ...MOBILE, launchOptions };

/** The environment of one server: as `npm start` runs it (servers.mjs gives each a fresh DATA_DIR). */
function serverEnv(port: number, env: Record<string, string> = {}): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    PUBLIC_URL: url,
    APP_KEY,
    // every journey logs in from the same address
    RATE_LIMIT_SCALE: "20",
    // the journeys read the dev mailbox and use the payment simulator (loopback clients only: HOST above)
    DEV_TOOLS: "true",
    // the Prakerja submissions worker every second, and reviews read again after a second (a journey waits for them)
    PRAKERJA_SUBMISSION_TICK_MS: "1000",
    PRAKERJA_REVIEW_CHECK_MS: "1000",
    ...env,
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // each journey makes its own learner (learner.ts) or only reads: they run in any order, side by side
  fullyParallel: true,
  // two cores: two browsers and the servers share them
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI gives a failed journey one more try, and the summary names it as flaky (scripts/test.mjs): a journey that
  // fails only on a loaded machine is still seen and fixed, without sinking the whole run; locally none
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  // service workers blocked: the app's worker would precache the whole build in every fresh context and answer
  // navigations, out of page.route()'s sight; installable.spec.ts, whose subject it is, allows them
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "off", launchOptions, serviceWorkers: "block" },
  // in this order the long journeys (the clock's, then the 390 px ones) start first and the many short desktop
  // ones fill in at the end, so that both workers finish at about the same time
  projects: [
    // at most one worker: a moved clock is the whole clock server's
    { name: "clock", grep: /@clock/, workers: 1, use: { ...desktop, baseURL: `http://127.0.0.1:${CLOCK_PORT}` } },
    { name: "mobile", grep: /@mobile/, grepInvert: /@clock/, use: mobile },
    { name: "desktop", grepInvert: [/@clock/, /@mobile/], use: desktop },
  ],
  // both servers start side by side (servers.mjs): each spends its start migrating and seeding its database
  webServer: {
    command: "node servers.mjs",
    wait: { stdout: /e2e servers ready/ },
    timeout: 150_000,
    // servers.mjs stops the servers and removes their database folders on SIGTERM (the default is SIGKILL)
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      E2E_SERVERS: JSON.stringify([
        { name: "main", port: PORT, env: serverEnv(PORT) },
        // the journeys tagged @clock run the server's clock ahead (POST /api/dev/clock), e.g. past a quiz's time limit
        { name: "clock", port: CLOCK_PORT, env: serverEnv(CLOCK_PORT, { DEV_CLOCK: "true" }) },
      ]),
    },
  },
});
