// `node --test bench/mixed-load.test.mjs`: the parts of the mixed load that decide what it reports — the mix's
// proportions, the choice of the next action, the client's rule that anything but 2xx is an error, the table.
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { callTable, chooser, MIX, newRecorder, personClient } from "./mixed-load.mjs";

const BROWSING = new Set(["catalogueList", "categoryPage", "programmePage", "search"]);
const BUYING = new Set(["addToCart", "checkout", "pay"]);

test("the mix is a marketplace's: most browsing, few buying, paying the rarest", () => {
  const total = MIX.reduce((sum, m) => sum + m.weight, 0);
  const share = (set) => MIX.filter((m) => set.has(m.action)).reduce((sum, m) => sum + m.weight, 0) / total;
  assert.ok(share(BROWSING) > 0.5, `browsing ${share(BROWSING)}`);
  assert.ok(share(BUYING) < 0.05, `buying ${share(BUYING)}`);
  const pay = MIX.find((m) => m.action === "pay");
  assert.ok(MIX.every((m) => m.weight >= pay.weight));
});

test("an action the learner cannot do is replaced by another pick; visitors' actions are always possible", () => {
  const choose = chooser(MIX);
  const learner = { activities: [], quiz: null, roomId: null, cart: [], owned: new Set() };
  const ctx = { catalogue: { buyable: () => 7 } };
  const picked = new Map();
  for (let i = 0; i < 3000; i++) {
    const entry = choose(learner, ctx);
    picked.set(entry.action, (picked.get(entry.action) ?? 0) + 1);
  }
  for (const impossible of ["study", "quizAnswer", "chatRead", "chatSend", "checkout", "pay"])
    assert.equal(picked.get(impossible), undefined, impossible);
  // the cart is empty and programme 7 is not owned: adding to the cart is possible
  assert.ok((picked.get("addToCart") ?? 0) > 0);
  assert.ok((picked.get("catalogueList") ?? 0) > (picked.get("addToCart") ?? 0));
  // once the learner owns the only programme there is to buy, nothing is added any more
  learner.owned.add(7);
  for (let i = 0; i < 2000; i++) assert.notEqual(choose(learner, ctx).action, "addToCart");
});

let server;
let base;
before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/ok") {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      return res.end(gzipSync(JSON.stringify({ seen: req.headers.authorization ?? null })));
    }
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: 400, message: "x".repeat(500) }));
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

test("the client records a 2xx's time and answer, and a 4xx or a refused connection as an error of its call", async () => {
  const recorder = newRecorder();
  const { call, close } = personClient(recorder);
  try {
    assert.deepEqual(await call("fine", "GET", `${base}/ok`, { token: "abc" }), { seen: "Bearer abc" });
    await assert.rejects(call("refused", "POST", `${base}/no`, { body: { a: 1 } }));
    await assert.rejects(call("nobody", "GET", "http://127.0.0.1:9/"));
  } finally {
    close();
  }
  assert.equal(recorder.timings.get("fine").length, 1);
  assert.equal(recorder.timings.get("refused"), undefined);
  assert.equal(recorder.errors.length, 2);
  const [refused, nobody] = recorder.errors;
  assert.equal(refused.call, "refused");
  assert.equal(refused.status, 400);
  assert.equal(refused.body.length, 200);
  assert.equal(nobody.status, 0);
});

test("the table gives each call its count, rate and percentiles, the most frequent first", () => {
  const recorder = newRecorder();
  for (let i = 1; i <= 100; i++) recorder.time("a", i);
  recorder.time("b", 5);
  const [a, b] = callTable(recorder, 10);
  assert.deepEqual(
    { call: a.call, count: a.count, rps: a.rps, p50: a.p50, p99: a.p99, max: a.max },
    { call: "a", count: 100, rps: 10, p50: 51, p99: 100, max: 100 },
  );
  assert.equal(b.call, "b");
});
