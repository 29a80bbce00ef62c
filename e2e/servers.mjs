// Starts the e2e servers side by side (Playwright starts its webServer entries one after the other, and each
// server spends most of its start migrating and seeding its fresh database). E2E_SERVERS is a JSON list of
// { name, port, env }; each server gets a new empty DATA_DIR. Prints "e2e servers ready" once every
// /api/health answers (playwright.config.ts waits for that line, its timeout bounds the wait) and exits as soon
// as any server exits, so that a failed start fails the run. Playwright ends it with SIGTERM; the servers'
// database folders are removed then.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
// the built server (`npm run build`); E2E_SERVER names another, e.g. a copy that a concurrent build cannot replace
const serverJs = process.env.E2E_SERVER ?? "../apps/api/dist/server.js";

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

// a server left over from another run would answer in place of the new one
for (const { port } of servers) {
  if (await healthy(port)) {
    console.error(`http://127.0.0.1:${port} is already used: make sure nothing is running on the e2e ports`);
    process.exit(1);
  }
}

// each server's database folder, removed when the run ends (46 MB each)
const dataDirs = [];
let stopping = false;

function removeDataDirs() {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const children = servers.map(({ name, env }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "karirmu-e2e-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, E2E_SERVERS: undefined, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // the server's log (warnings and errors at the journeys' LOG_LEVEL) goes to stderr, which Playwright prints
  // beside the journeys, each line named by its server: a journey that failed on the server side shows why
  createInterface({ input: child.stdout }).on("line", (line) => console.error(`[${name} server] ${line}`));
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${name} server] exited (${signal ?? code})`);
    for (const other of children) if (other !== child) other.kill("SIGKILL");
    removeDataDirs();
    process.exit(code || 1);
  });
  return child;
});

// Playwright ends the run with SIGTERM (gracefulShutdown in playwright.config.ts): stop the servers, then remove
// their folders
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            child.kill("SIGKILL");
          }),
      ),
    );
    removeDataDirs();
    process.exit(0);
  });
}

const waiting = new Set(servers.map((s) => s.port));
while (waiting.size > 0) {
  for (const port of waiting) if (await healthy(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log("e2e servers ready");
