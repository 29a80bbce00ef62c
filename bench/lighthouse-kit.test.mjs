// `node --test bench/lighthouse-kit.test.mjs` (in `npm test`, with the lint rules): the CPU slowdown the page-speed
// gate and `npm run bench:lighthouse` run Lighthouse at, for the host's benchmark index (docs/decisions/037).
import assert from "node:assert/strict";
import { test } from "node:test";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, MIN_CPU_SLOWDOWN } from "./lighthouse-kit.mjs";

test("Lighthouse's default 4× on a host of the class it is meant for, and never more", () => {
  assert.equal(DEFAULT_CPU_SLOWDOWN, 4);
  assert.equal(cpuSlowdownFor(1500), 4);
  assert.equal(cpuSlowdownFor(3159), 4); // the host issue 24's budgets were set on
  assert.equal(cpuSlowdownFor(50_000), 4);
});

test("less on a slower host, in proportion, so the simulated phone stays the same", () => {
  assert.equal(cpuSlowdownFor(1125), 3);
  assert.equal(cpuSlowdownFor(1280), 3.4);
  assert.equal(cpuSlowdownFor(750), 2);
});

test("never under 2×, whatever the host measures", () => {
  assert.equal(MIN_CPU_SLOWDOWN, 2);
  for (const index of [0, 1, 100, 500, 749]) assert.equal(cpuSlowdownFor(index), 2);
});

test("a faster host never gets a lighter slowdown than a slower one", () => {
  let previous = 0;
  for (let index = 0; index <= 4000; index += 7) {
    const slowdown = cpuSlowdownFor(index);
    assert.ok(slowdown >= previous, `${index}: ${slowdown} < ${previous}`);
    assert.ok(slowdown >= MIN_CPU_SLOWDOWN && slowdown <= DEFAULT_CPU_SLOWDOWN);
    previous = slowdown;
  }
});
