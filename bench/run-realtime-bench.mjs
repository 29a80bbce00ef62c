// `npm run bench:realtime` (issue 19): 500 WebSockets in one chat room across two processes of the built product
// on one PostgreSQL database, fan-out by LISTEN/NOTIFY. Measures, for each message sent with
// POST /api/chat/rooms/:roomId/comments, the time from just before the POST to the moment the LAST of the 500
// sockets receives it (and that every socket receives every message exactly once), and the servers' memory per
// idle socket (VmRSS and V8 heap + external after a forced full GC, with no sockets against with 250 joined, idle
// sockets each). Not part of `npm run bench`; bench/README.md has the method and the figures.
//
// A fresh database `bench_realtime_<random>` on postgres://postgres@127.0.0.1:5432 is created and dropped at the
// end; BENCH_DATABASE_URL names another one instead (kept, its data left behind under a run id). The learners,
// their sessions, enrolments and room entries are written with SQL (a session is the SHA-256 of a random token,
// as platform/sessions.ts keeps it); everything measured goes through the product's own HTTP and WebSocket calls.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import {
  keepAliveClient,
  latencySummary,
  machineCpuMs,
  processCpuMs,
  root,
  run,
  waitFor,
  withClient,
} from "./bench-kit.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 500);
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 200);
const RATE = Number(process.env.BENCH_RT_RATE ?? 20); // messages a second, all senders together
const SENDERS = Number(process.env.BENCH_RT_SENDERS ?? 4); // half on each process
const PORTS = [3910, 3911];
const INSPECT_PORTS = [3920, 3921];
const SERVER_URL = process.env.BENCH_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432";
const GIVEN_URL = process.env.BENCH_DATABASE_URL ?? "";
const RUN = randomBytes(4).toString("hex");
const DB_NAME = `bench_realtime_${RUN}`;
const DATABASE_URL = GIVEN_URL || `${SERVER_URL}/${DB_NAME}`;
/** How long a message may take to reach every socket before it counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
const LAG_RESOLUTION_MS = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round1 = (n) => Math.round(n * 10) / 10;
const hashToken = (token) => createHash("sha256").update(token).digest("hex");

// ---- the database ---------------------------------------------------------------------------------------------

async function createDatabase() {
  if (GIVEN_URL) return;
  await withClient(`${SERVER_URL}/postgres`, (c) => c.query(`create database ${DB_NAME}`));
}

async function dropDatabase() {
  if (GIVEN_URL) return;
  await withClient(`${SERVER_URL}/postgres`, (c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
}

/**
 * One programme whose discussion room (type_room 'group') is what ensureProgramRooms makes, and `count` learners
 * enrolled in it who entered the room (chat_members, as POST /chat/participant/ writes it), each with a live
 * remembered session. Answers the room and the learners' tokens, in order.
 */
async function prepareData(count) {
  return withClient(DATABASE_URL, async (c) => {
    await c.query("begin");
    const {
      rows: [institution],
    } = await c.query(`insert into institutions (name, slug, type) values ($1, $2, 1) returning id`, [
      `Lembaga Realtime ${RUN}`,
      `lembaga-realtime-${RUN}`,
    ]);
    const name = `Diskusi Realtime ${RUN}`;
    const {
      rows: [program],
    } = await c.query(
      `insert into programs (slug, name, category_name, creator_id, type_room) values ($1, $2, 'KELASMU', $3, 'group')
       returning id`,
      [`realtime-bench-${RUN}`, name, institution.id],
    );
    const { rows: rooms } = await c.query(
      `insert into chat_rooms (kind, program_id, name, capacity)
       values ('facilitator', $1, $2, 1000), ('discussion', $1, $3, 1000) returning id, kind`,
      [program.id, `Fasilitator ${name}`, name],
    );
    const roomId = rooms.find((r) => r.kind === "discussion").id;
    await c.query(`update programs set room_id = $1 where id = $2`, [roomId, program.id]);
    const { rows: users } = await c.query(
      `insert into users (name, email, username, password_hash, is_email_verified, source)
       select 'Peserta Realtime ' || g, 'rt.' || $1 || '.' || g || '@contoh.id', 'rt-' || $1 || '-' || g,
              'not-a-password-hash', true, 'bench-realtime'
       from generate_series(1, $2::int) g order by g
       returning id`,
      [RUN, count],
    );
    const ids = users.map((u) => u.id).sort((a, b) => a - b);
    const tokens = ids.map(() => randomBytes(32).toString("base64url"));
    await c.query(
      `insert into sessions (user_id, token_hash, remember, expires_at)
       select u, h, true, now() + interval '30 days' from unnest($1::int[], $2::text[]) as t(u, h)`,
      [ids, tokens.map(hashToken)],
    );
    await c.query(`insert into program_users (user_id, program_id) select u, $2 from unnest($1::int[]) u`, [
      ids,
      program.id,
    ]);
    await c.query(
      `insert into chat_members (room_id, user_id, joined_at) select $2, u, now() from unnest($1::int[]) u`,
      [ids, roomId],
    );
    await c.query(`update programs set enrolled_count = $1 where id = $2`, [count, program.id]);
    await c.query("commit");
    await c.query("analyze users, sessions, program_users, chat_members, chat_rooms, programs");
    return { roomId, programId: program.id, learners: ids.map((id, i) => ({ id, token: tokens[i] })) };
  });
}

// ---- the two product processes ---------------------------------------------------------------------------------

const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});
// Ctrl-C: the processes stop and the bench's database goes too
process.once("SIGINT", () => {
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    dropDatabase().finally(() => process.exit(130));
  }, 1_000);
});

function startProduct(port, inspectPort, dataDir) {
  // the inspector (loopback only) is how the memory reading forces a full GC first; no session is attached
  // while messages are measured
  const child = spawn("node", [`--inspect=127.0.0.1:${inspectPort}`, "apps/api/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // production needs a mail server and a payment key; the bench sends no mail and pays nothing
      SMTP_URL: "smtp://127.0.0.1:9",
      PAYMENT_SERVER_KEY: "bench-payment-server-key-not-secret",
      // a fixed Ed25519 seed for the bench only (production keeps its own in config)
      CERTIFICATE_SIGNING_KEY: "M6Bx5vGehrueuMUD6utW41WsC61ZguhLJc0Uhd2X0ls",
      // a few senders send more than a person's 60 messages a minute
      RATE_LIMIT_SCALE: "1000",
    },
  });
  // the inspector announces itself and each session on stderr; everything else there is the product's and is passed on
  child.stderr.on("data", (chunk) => {
    const text = String(chunk)
      .split("\n")
      .filter((l) => l && !/^(Debugger (listening on|attached|ending on)|For help, see: )/.test(l))
      .join("\n");
    if (text) process.stderr.write(`${text}\n`);
  });
  children.add(child);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    pid: child.pid,
    inspectPort,
    base: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/api/realtime`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

/** VmRSS of a process in KB (/proc/<pid>/status). */
function rssKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN);
}

/**
 * A process's memory after full garbage collections (through its inspector: HeapProfiler.collectGarbage), then
 * a few settled seconds: VmRSS, and V8's heap in use plus memory outside it (socket buffers are `external`).
 */
async function memoryAfterGc(product) {
  const inspector = await inspect(product);
  try {
    for (let i = 0; i < 3; i++) {
      await inspector.call("HeapProfiler.collectGarbage");
      await sleep(200);
    }
    await sleep(3_000);
    await inspector.call("HeapProfiler.collectGarbage");
    const answer = await inspector.call("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    });
    const usage = JSON.parse(answer.result.value);
    return {
      rssKb: rssKb(product.pid),
      heapUsedKb: Math.round(usage.heapUsed / 1024),
      externalKb: Math.round(usage.external / 1024),
    };
  } finally {
    inspector.close();
  }
}

/** A DevTools-protocol session with a product process: `call(method, params)` answers the result. */
async function inspect(product) {
  const [target] = await (await fetch(`http://127.0.0.1:${product.inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const pending = new Map();
  let lastId = 0;
  socket.on("message", (data) => {
    const answer = JSON.parse(String(data));
    pending.get(answer.id)?.(answer.result);
    pending.delete(answer.id);
  });
  return {
    call: (method, params = {}) =>
      new Promise((resolve) => {
        const id = ++lastId;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/**
 * BENCH_RT_PROFILE=1: a CPU profile of process A over the measured messages (its figures then include the
 * profiler's cost). Written to bench/results/realtime-a.cpuprofile (open it in Chrome DevTools); answers the
 * functions with the most self time.
 */
async function startProfile(product) {
  const inspector = await inspect(product);
  await inspector.call("Profiler.enable");
  await inspector.call("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.call("Profiler.start");
  return async () => {
    const { profile } = await inspector.call("Profiler.stop");
    inspector.close();
    writeFileSync(join(here, "results", "realtime-a.cpuprofile"), JSON.stringify(profile));
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfUs = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const node = byNode.get(profile.samples[i]);
      const { functionName, url, lineNumber } = node.callFrame;
      const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
      selfUs.set(name, (selfUs.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
    return [...selfUs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, us]) => `${String(Math.round((us / totalUs) * 1000) / 10).padStart(5)}%  ${name}`);
  };
}

// ---- the sockets ---------------------------------------------------------------------------------------------

/**
 * A learner's socket on one process: Bearer session, no Origin (a non-browser client). `onComment(comment, at)`
 * hears every chat.comment frame with the time it was read.
 */
function openSocket(url, token, onComment) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` }, perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error("socket not ready after 30 s")), 30_000);
    socket.on("message", (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data));
      if (frame.type === "chat.comment") onComment(frame, at);
      else if (frame.type === "ready") {
        clearTimeout(timer);
        resolve(socket);
      }
    });
    socket.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

// ---- the run ---------------------------------------------------------------------------------------------------

if (!existsSync(join(root, "apps/api/dist/server.js"))) run("npm", ["run", "build"]);
const dataDir = mkdtempSync(join(tmpdir(), "bench-realtime-"));
const products = [];
const sockets = [];
let cleanDatabase = false;

try {
  await createDatabase();
  cleanDatabase = true;
  // the first process migrates the new database; the second finds it done
  products.push(startProduct(PORTS[0], INSPECT_PORTS[0], join(dataDir, "a")));
  await waitFor(`${products[0].base}/api/health`);
  products.push(startProduct(PORTS[1], INSPECT_PORTS[1], join(dataDir, "b")));
  await waitFor(`${products[1].base}/api/health`);

  const prepStarted = performance.now();
  const { roomId, learners } = await prepareData(SOCKETS);
  console.log(
    `data: ${SOCKETS} learners, sessions, enrolments, room entries in ${Math.round(performance.now() - prepStarted)} ms`,
  );
  // learner i's socket is on process i % 2
  const processOf = (i) => i % 2;

  // Warm the code paths (handshake, join, send, fan-out) and the pools before the baseline: a few sockets that
  // come and go, so the baseline is a warmed process with no sockets, not a cold one.
  {
    const warm = [];
    for (let i = 0; i < 10; i++) {
      const s = await openSocket(products[processOf(i)].ws, learners[i].token, () => {});
      s.send(JSON.stringify({ type: "join", room_id: roomId }));
      warm.push(s);
    }
    await sleep(300);
    for (let k = 0; k < 4; k++) {
      const send = keepAliveClient(products[k % 2].base, learners[k]);
      const r = await send(`/api/chat/rooms/${roomId}/comments`, { message: `pemanasan ${k}` });
      if (r.status !== 200) throw new Error(`warm-up send: HTTP ${r.status} ${JSON.stringify(r.json)}`);
    }
    await sleep(500);
    for (const s of warm) s.close();
    await sleep(1_000);
  }
  const baseline = [];
  for (const p of products) baseline.push(await memoryAfterGc(p));

  // per socket: message key -> times received (exactly-once check) and per message the time each socket read it
  const received = Array.from({ length: SOCKETS }, () => new Map());
  const arrivals = new Map(); // key -> { count, first, last, lastByProcess: [a, b] }
  const onComment = (i) => (frame, at) => {
    const key = frame.comment?.message ?? "";
    const seen = received[i];
    seen.set(key, (seen.get(key) ?? 0) + 1);
    let a = arrivals.get(key);
    if (!a) {
      a = { count: 0, first: at, last: at, lastByProcess: [0, 0] };
      arrivals.set(key, a);
    }
    a.count++;
    a.first = Math.min(a.first, at);
    a.last = Math.max(a.last, at);
    a.lastByProcess[processOf(i)] = Math.max(a.lastByProcess[processOf(i)], at);
  };

  const openStarted = performance.now();
  const opened = await pool(learners, 25, async (learner, i) => {
    const s = await openSocket(products[processOf(i)].ws, learner.token, onComment(i));
    s.send(JSON.stringify({ type: "join", room_id: roomId }));
    return s;
  });
  sockets.push(...opened);
  const openMs = performance.now() - openStarted;

  // a join is not answered: a warm-up message that every socket receives says every join is in
  const senders = Array.from({ length: SENDERS }, (_, k) => {
    // sender k is a learner whose socket is on process k % 2, and posts to that process
    const learner = learners[k];
    return { learner, process: processOf(k), send: keepAliveClient(products[processOf(k)].base, learner) };
  });
  let joined = false;
  for (let attempt = 0; attempt < 20 && !joined; attempt++) {
    const key = `gabung ${attempt}`;
    const r = await senders[0].send(`/api/chat/rooms/${roomId}/comments`, { message: key });
    if (r.status !== 200) throw new Error(`join check send: HTTP ${r.status} ${JSON.stringify(r.json)}`);
    for (let wait = 0; wait < 40 && (arrivals.get(key)?.count ?? 0) < SOCKETS; wait++) await sleep(50);
    joined = (arrivals.get(key)?.count ?? 0) >= SOCKETS;
  }
  if (!joined) throw new Error("not every socket joined the room");
  console.log(`${SOCKETS} sockets open and joined in ${Math.round(openMs)} ms (+ join check)`);

  // idle: joined, nothing sent for a while; the machine's load meanwhile is other work than this bench's
  const quietFrom = machineCpuMs();
  await sleep(3_000);
  const quietTo = machineCpuMs();
  const otherLoadPercent = Math.round(((quietTo.busy - quietFrom.busy) / (quietTo.total - quietFrom.total)) * 100);
  const idle = [];
  for (const p of products) idle.push(await memoryAfterGc(p));
  const perProcess = products.map((_, k) => learners.filter((_, i) => processOf(i) === k).length);
  const memory = products.map((_, k) => ({
    process: "AB"[k],
    sockets: perProcess[k],
    noSockets: baseline[k],
    idleSockets: idle[k],
    rssKbPerSocket: round1((idle[k].rssKb - baseline[k].rssKb) / perProcess[k]),
    heapKbPerSocket: round1(
      (idle[k].heapUsedKb + idle[k].externalKb - baseline[k].heapUsedKb - baseline[k].externalKb) / perProcess[k],
    ),
  }));
  const total = (f) => round1(memory.reduce((s, m) => s + f(m) * m.sockets, 0) / SOCKETS);
  const kbPerSocket = { rss: total((m) => m.rssKbPerSocket), heapAndExternal: total((m) => m.heapKbPerSocket) };

  // the measured messages: open loop, one every 1000/RATE ms, round robin over the senders
  // how late the bench client's own event loop ran (it reads 500 frames a message): its share of the figures
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  mkdirSync(join(here, "results"), { recursive: true });
  const stopProfile = process.env.BENCH_RT_PROFILE ? await startProfile(products[0]) : null;
  const cpuBefore = {
    products: products.map((p) => processCpuMs(p.pid)),
    client: process.cpuUsage(),
    machine: machineCpuMs(),
  };
  const sent = [];
  const runStarted = performance.now();
  const inFlight = [];
  for (let m = 0; m < MESSAGES; m++) {
    const due = runStarted + (m * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sender = senders[m % SENDERS];
    const key = `rt-${RUN} pesan ${m}`;
    const started = performance.now();
    const record = { key, sender: m % SENDERS, process: sender.process, started, sendMs: 0, status: 0 };
    sent.push(record);
    inFlight.push(
      sender.send(`/api/chat/rooms/${roomId}/comments`, { message: key }).then((r) => {
        record.sendMs = performance.now() - started;
        record.status = r.status;
      }),
    );
  }
  await Promise.all(inFlight);
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (performance.now() < deadline && sent.some((s) => (arrivals.get(s.key)?.count ?? 0) < SOCKETS)) await sleep(50);
  lag.disable();
  // the histogram holds the sampling timer's interval plus the delay: the delay alone
  const lagMs = (ns) => round1(Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS));
  const clientLag = { p50: lagMs(lag.percentile(50)), p99: lagMs(lag.percentile(99)), max: lagMs(lag.max) };
  const hottest = stopProfile ? await stopProfile() : null;
  const sendSeconds = (performance.now() - runStarted) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const machineAfter = machineCpuMs();
  const cpu = {
    perMessageMs: {
      processA: round1((processCpuMs(products[0].pid) - cpuBefore.products[0]) / MESSAGES),
      processB: round1((processCpuMs(products[1].pid) - cpuBefore.products[1]) / MESSAGES),
      benchClient: round1((clientCpu.user + clientCpu.system) / 1000 / MESSAGES),
    },
    // of both cores, over the run: the product, PostgreSQL, the bench client and whatever else runs here
    machineBusyBeforePercent: otherLoadPercent,
    machineBusyPercent: Math.round(
      ((machineAfter.busy - cpuBefore.machine.busy) / (machineAfter.total - cpuBefore.machine.total)) * 100,
    ),
  };

  const failedSends = sent.filter((s) => s.status !== 200).length;
  let lost = 0;
  let duplicates = 0;
  for (const seen of received) {
    for (const s of sent) {
      const n = seen.get(s.key) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicates += n - 1;
    }
  }
  const complete = sent.filter((s) => (arrivals.get(s.key)?.count ?? 0) >= SOCKETS);
  const toLast = complete.map((s) => arrivals.get(s.key).last - s.started);
  const toFirst = complete.map((s) => arrivals.get(s.key).first - s.started);
  const spread = complete.map((s) => arrivals.get(s.key).last - arrivals.get(s.key).first);
  const byProcess = [0, 1].map((k) => complete.map((s) => arrivals.get(s.key).lastByProcess[k] - s.started));
  const fanOut = latencySummary("send to last of the sockets", toLast);
  const rows = [
    fanOut,
    latencySummary("send to first socket", toFirst),
    latencySummary("first to last socket (spread)", spread),
    latencySummary("send to last socket on process A", byProcess[0]),
    latencySummary("send to last socket on process B", byProcess[1]),
    latencySummary(
      "the send call (POST …/comments) itself",
      sent.map((s) => s.sendMs),
    ),
  ];

  console.log(
    `\n${SOCKETS} sockets (${perProcess.join(" + ")}) in one room, two processes on PostgreSQL; ${MESSAGES} messages at ${RATE}/s from ${SENDERS} senders`,
  );
  console.log("| measure | messages | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) console.log(`| ${r.call} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
  console.log(
    `\ndelivery: ${SOCKETS * MESSAGES - lost - duplicates} of ${SOCKETS * MESSAGES} frames, ${lost} lost, ${duplicates} duplicates, ${failedSends} failed sends`,
  );
  console.log(
    `bench client event-loop delay during the run: p50 ${clientLag.p50} ms, p99 ${clientLag.p99} ms, max ${clientLag.max} ms`,
  );
  console.log(
    `CPU a message: process A ${cpu.perMessageMs.processA} ms, process B ${cpu.perMessageMs.processB} ms, bench client ${cpu.perMessageMs.benchClient} ms; machine ${cpu.machineBusyPercent}% busy during the run (${otherLoadPercent}% with the bench idle just before)`,
  );
  if (otherLoadPercent > 25) {
    console.log("  other work kept the machine busy: the latencies are the machine's as much as the product's");
  }
  if (hottest) console.log(`\nprocess A, self time over the run:\n${hottest.join("\n")}`);
  console.log("\nmemory after a full GC (KB): no sockets -> idle joined sockets");
  for (const m of memory) {
    console.log(
      `  process ${m.process}: VmRSS ${m.noSockets.rssKb} -> ${m.idleSockets.rssKb} (${m.rssKbPerSocket} a socket); ` +
        `V8 heap + external ${m.noSockets.heapUsedKb + m.noSockets.externalKb} -> ${m.idleSockets.heapUsedKb + m.idleSockets.externalKb} (${m.heapKbPerSocket} a socket), ${m.sockets} sockets`,
    );
  }
  console.log(
    `  per idle socket, both processes: ${kbPerSocket.rss} KB of VmRSS, ${kbPerSocket.heapAndExternal} KB of V8 heap + external`,
  );
  const met = fanOut.p99 <= 100 && lost === 0 && duplicates === 0 && failedSends === 0;
  console.log(`\nbudget: fan-out p99 ≤ 100 ms: ${fanOut.p99} ms — ${met ? "met" : "NOT met"}`);

  writeFileSync(
    join(here, "results", "realtime.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        sockets: SOCKETS,
        socketsPerProcess: perProcess,
        messages: MESSAGES,
        ratePerSecond: RATE,
        senders: SENDERS,
        sendSeconds: round1(sendSeconds),
        database: GIVEN_URL ? "BENCH_DATABASE_URL" : `fresh database on ${SERVER_URL}`,
        latency: rows,
        delivery: { expected: SOCKETS * MESSAGES, lost, duplicates, failedSends },
        cpu,
        clientEventLoopDelayMs: clientLag,
        memory: { kbPerIdleSocket: kbPerSocket, processes: memory },
        budget: { fanOutP99Ms: 100, met },
      },
      null,
      2,
    ),
  );
} finally {
  for (const s of sockets) s.terminate();
  for (const p of products) await p.stop();
  if (cleanDatabase) await dropDatabase().catch((err) => console.error(`drop database ${DB_NAME}: ${err.message}`));
  rmSync(dataDir, { recursive: true, force: true });
}
