// Two processes of the built API on one fresh PostgreSQL database (issue 25), called directly (no nginx in CI):
// what one process does, the other sees. A realtime message sent through one reaches a socket on the other; a
// rate limit counts the hits of both; an upload made through one is served by the other; a session made on one
// works on the other and a logout on one ends it there; an idempotency key used on one is honoured by the other;
// and the mail outbox, worked by both, sends a mail once. Started by bench/cluster-kit.mjs, as the cluster bench
// starts them; run by `npm test` as a suite of its own after the build (scripts/test.mjs), by hand with
// `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --test e2e/cluster.test.mjs` after `npm run build`;
// with CLUSTER_TEST_NGINX=1 the same calls go through nginx (bench/cluster/nginx.conf), plus a check that a client
// cannot choose the address the per-IP limits count.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { after, before, describe, test } from "node:test";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import WebSocket from "ws";
import { createFreshDatabase, startCluster } from "../bench/cluster-kit.mjs";

const adminUrl = process.env.TEST_DATABASE_URL;
const skip = adminUrl ? false : "TEST_DATABASE_URL is not set: no PostgreSQL server to run two API processes on";
if (skip) console.log(`cluster test skipped: ${skip}`);

const THROUGH_NGINX = process.env.CLUSTER_TEST_NGINX === "1";
const RUN = randomBytes(4).toString("hex");
const PASSWORD = "Cluster2026Kuat";
/** One tick of the mail outbox (apps/api/src/platform/outbox.ts OUTBOX_TICK_MS) and a little more. */
const OUTBOX_TICK_MS = 5_500;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A mail server that keeps what it receives: the processes' outbox sends there. */
async function startMailSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address) });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((done) => server.close(done)) };
}

/** A JSON call; answers the HTTP status, headers and parsed body. */
async function call(base, path, { token, body, method, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "x-requested-with": "cluster-test",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, json, text };
}

async function register(base, name) {
  const email = `${name}.${RUN}@contoh.id`;
  const answer = await call(base, "/api/user/register/", {
    body: { name: `Peserta ${name}`, email, password: PASSWORD, profession_name: "profesional", terms_accepted: true },
  });
  assert.equal(answer.status, 200, `register ${email}: ${answer.text}`);
  return { email, id: answer.json.data.id, token: answer.json.token.token };
}

/** A learner's realtime socket (Bearer session, no Origin: a non-browser client), once the server said ready. */
function openSocket(base, token) {
  const comments = [];
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/realtime`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const timer = setTimeout(() => reject(new Error("realtime socket not ready after 10 s")), 10_000);
    socket.on("message", (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === "chat.comment") comments.push(frame);
      if (frame.type === "ready") {
        clearTimeout(timer);
        resolve({ socket, comments });
      }
    });
    socket.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

describe("two API processes on one PostgreSQL database", { skip }, () => {
  let database;
  let cluster;
  let mail;
  let sql;
  /** Process 1's and process 2's addresses. */
  let one;
  let two;
  /** Two learners enrolled in one programme with a discussion room; `buyable` is a programme neither has. */
  let ani;
  let budi;
  let roomId;
  let buyable;
  let mailsAskedAt = 0;

  before(async () => {
    database = await createFreshDatabase(adminUrl, "cluster_test");
    mail = await startMailSink();
    try {
      cluster = await startCluster({
        databaseUrl: database.url,
        ports: [await freePort(), await freePort()],
        stdio: "pipe",
        env: { SMTP_URL: mail.url, RATE_LIMIT_SCALE: "1" },
        // the test calls the processes directly and stands for the proxy: it says who the client is in
        // X-Forwarded-For, which the processes believe for one hop, as behind nginx
        trustProxy: 1,
        // CLUSTER_TEST_NGINX=1: the same checks through nginx (installed when missing), for the kit's proxy setup
        nginx: THROUGH_NGINX,
        basePort: THROUGH_NGINX ? await freePort() : undefined,
      });
    } catch (err) {
      await database.drop();
      await mail.stop();
      throw err;
    }
    // through nginx both are the balancer's address: round robin sends consecutive calls to either process
    [one, two] = THROUGH_NGINX ? [cluster.url, cluster.url] : cluster.urls;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    sql = async (text, values) => (await client.query(text, values)).rows;
    sql.end = () => client.end();

    ani = await register(one, "ani");
    budi = await register(two, "budi");
    const [institution] = await sql("insert into institutions (name, slug, type) values ($1, $2, 1) returning id", [
      `Lembaga Klaster ${RUN}`,
      `lembaga-klaster-${RUN}`,
    ]);
    const [programme] = await sql(
      `insert into programs (slug, name, category_name, creator_id, type_room) values ($1, $2, 'KELASMU', $3, 'group')
       returning id`,
      [`klaster-${RUN}`, `Diskusi Klaster ${RUN}`, institution.id],
    );
    const [room] = await sql(
      "insert into chat_rooms (kind, program_id, name, capacity) values ('discussion', $1, $2, 100) returning id",
      [programme.id, `Diskusi Klaster ${RUN}`],
    );
    roomId = room.id;
    await sql("update programs set room_id = $1 where id = $2", [roomId, programme.id]);
    await sql("insert into program_users (user_id, program_id) select unnest($1::int[]), $2", [
      [ani.id, budi.id],
      programme.id,
    ]);
    await sql("insert into chat_members (room_id, user_id, joined_at) select $1, unnest($2::int[]), now()", [
      roomId,
      [ani.id, budi.id],
    ]);
    const [forSale] = await sql(
      `insert into programs (slug, name, category_name, creator_id, price) values ($1, $2, 'KELASMU', $3, 150000)
       returning id`,
      [`klaster-jual-${RUN}`, `Kelas Klaster ${RUN}`, institution.id],
    );
    buyable = forSale.id;

    // a verification mail for each learner, asked on each process now, so that the outbox test's wait for two
    // more outbox passes runs alongside the other tests
    for (const [base, learner] of [
      [one, ani],
      [two, budi],
    ]) {
      const asked = await call(base, "/api/user/send-otp-email/", { token: learner.token, body: {} });
      assert.equal(asked.status, 200, asked.text);
    }
    mailsAskedAt = Date.now();
  });

  after(async () => {
    await sql?.end().catch(() => undefined);
    await cluster?.stop();
    await mail?.stop();
    await database?.drop();
  });

  test("a chat message sent through process 1 reaches a realtime socket on process 2, once", async () => {
    const { socket, comments } = await openSocket(two, budi.token);
    try {
      socket.send(JSON.stringify({ type: "join", room_id: roomId }));
      // a join is not answered: messages are sent until one arrives (the join check is a query on process 2)
      const sent = [];
      for (let attempt = 0; attempt < 20 && comments.length === 0; attempt++) {
        const message = `Halo dari proses 1 (${RUN}-${attempt})`;
        const answer = await call(one, `/api/chat/rooms/${roomId}/comments`, { token: ani.token, body: { message } });
        assert.equal(answer.status, 200, answer.text);
        sent.push(message);
        for (let wait = 0; wait < 10 && comments.length === 0; wait++) await sleep(50);
      }
      assert.ok(comments.length > 0, "no message reached the socket on process 2");
      // one more, now that the socket is in the room: it arrives, exactly once
      const last = `Pesan terakhir (${RUN})`;
      await call(one, `/api/chat/rooms/${roomId}/comments`, { token: ani.token, body: { message: last } });
      for (let wait = 0; wait < 100 && !comments.some((c) => c.comment?.message === last); wait++) await sleep(20);
      await sleep(300);
      assert.equal(comments.filter((c) => c.comment?.message === last).length, 1);
      for (const c of comments) assert.ok([...sent, last].includes(c.comment?.message), JSON.stringify(c));
    } finally {
      socket.terminate();
    }
  });

  test("a rate limit counts the hits on both processes (20 logins an hour an account: the 21st is refused)", async () => {
    const email = `salah.${RUN}@contoh.id`;
    // the client's address as the proxy would give it: one only this test uses, so the per-IP limit stays out of the way
    const client = { "x-forwarded-for": `198.51.100.${1 + (randomBytes(1)[0] % 250)}` };
    const statuses = [];
    for (let hit = 0; hit < 22; hit++) {
      const answer = await call(hit % 2 === 0 ? one : two, "/api/user/login/", {
        body: { email, password: "Salah2026Kata" },
        headers: client,
      });
      statuses.push(answer.status);
    }
    // per process it would be 11 hits each, under the limit: every one would be a wrong password (400)
    assert.deepEqual(statuses, [...Array(20).fill(400), 429, 429]);
  });

  test("a file uploaded through process 1 is served by process 2", async () => {
    const content = `Catatan diskusi ${RUN}\nbaris kedua\n`;
    const form = new FormData();
    form.append("caption", "catatan");
    form.append("file", new Blob([content], { type: "text/plain" }), "catatan.txt");
    const sent = await call(one, `/api/chat/rooms/${roomId}/files`, { token: ani.token, body: form });
    assert.equal(sent.status, 200, sent.text);
    const url = sent.json.data.comment.payload?.url ?? sent.json.data.comment.file?.url;
    assert.match(url, /^\/api\/chat\/files\/[0-9a-f-]{36}\.txt$/, JSON.stringify(sent.json.data.comment));
    const fetched = await call(two, url, { token: budi.token });
    assert.equal(fetched.status, 200, fetched.text);
    assert.equal(fetched.text, content);
  });

  test("a session made on process 1 is valid on process 2, and a logout on process 2 ends it on process 1", async () => {
    const login = await call(one, "/api/user/login/", { body: { email: ani.email, password: PASSWORD } });
    assert.equal(login.status, 200, login.text);
    const token = login.json.token.token;
    const me = await call(two, "/api/auth/me-v2", { token, body: {} });
    assert.equal(me.status, 200, me.text);
    assert.equal(me.json.data.email, ani.email);
    // process 1 has the session in its cache now (apps/api/src/platform/session-cache.ts)
    assert.equal((await call(one, "/api/auth/me-v2", { token, body: {} })).status, 200);
    const out = await call(two, "/api/user/logout/", { token, body: {} });
    assert.equal(out.status, 200, out.text);
    // process 2 refuses it at once; process 1 as soon as the database's NOTIFY reaches it (within a second here,
    // well before the cache's own 5 s bound)
    const afterOnTwo = await call(two, "/api/auth/me-v2", { token, body: {} });
    assert.equal(afterOnTwo.status, 401, afterOnTwo.text);
    let afterOnOne;
    for (const until = Date.now() + 1_000; ; await sleep(20)) {
      afterOnOne = await call(one, "/api/auth/me-v2", { token, body: {} });
      if (afterOnOne.status !== 200 || Date.now() > until) break;
    }
    assert.equal(afterOnOne.status, 401, afterOnOne.text);
    // the learner's other session (from registering) is untouched
    assert.equal((await call(one, "/api/auth/me-v2", { token: ani.token, body: {} })).status, 200);
  });

  test("an idempotency key used on process 1 is honoured on process 2", async () => {
    const headers = { "idempotency-key": `checkout-${RUN}` };
    const body = { program_ids: [buyable] };
    const first = await call(one, "/api/payment/v3/checkout/", { token: budi.token, body, headers });
    assert.equal(first.status, 200, first.text);
    const again = await call(two, "/api/payment/v3/checkout/", { token: budi.token, body, headers });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(again.json, first.json);
    const [{ n }] = await sql("select count(*)::int as n from invoices where user_id = $1", [budi.id]);
    assert.equal(n, 1);
    // the same key with another body is refused on either process
    const other = await call(two, "/api/payment/v3/checkout/", {
      token: budi.token,
      body: { program_ids: [buyable, buyable + 1] },
      headers,
    });
    assert.equal(other.status, 422, other.text);
  });

  test("the mail outbox, worked by both processes, sends each mail once", async () => {
    const deadline = mailsAskedAt + 4 * OUTBOX_TICK_MS;
    while (mail.received.length < 2 && Date.now() < deadline) await sleep(100);
    // both processes' outbox workers run a pass every tick: two more passes could only send a mail twice
    await sleep(Math.max(0, mailsAskedAt + 2 * OUTBOX_TICK_MS - Date.now()));
    const to = mail.received.flatMap((m) => m.to).sort();
    assert.deepEqual(to, [ani.email, budi.email].sort());
  });

  test("behind nginx, the per-IP limit counts the real client: an X-Forwarded-For the client sends is not believed", {
    skip: !THROUGH_NGINX && "only through nginx (CLUSTER_TEST_NGINX=1)",
  }, async () => {
    // 30 logins in 10 minutes an address (ACCOUNT_RATE_RULES.loginIp): each hit claims another address and
    // another account, so only the address nginx saw (this machine's) can run out. The last test: it spends that budget
    let refusedAt = 0;
    for (let hit = 1; hit <= 31 && refusedAt === 0; hit++) {
      const answer = await call(one, "/api/user/login/", {
        body: { email: `alamat.${hit}.${RUN}@contoh.id`, password: "Salah2026Kata" },
        headers: { "x-forwarded-for": `203.0.113.${hit}` },
      });
      if (answer.status === 429) refusedAt = hit;
      else assert.equal(answer.status, 400, answer.text);
    }
    assert.ok(refusedAt > 0, "31 logins from one client with 31 claimed addresses were never refused");
  });
});
