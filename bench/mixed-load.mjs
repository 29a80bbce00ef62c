// A mixed load (issue 25): simulated people against a running product (a base URL: one API process, or nginx in
// front of several), each a small closed loop (think time 0) that picks its next action by weight from MIX. What
// `npm run bench:mixed` (bench/run-mixed-load.mjs) runs; usable on its own against any base URL with learners.
//
// Every answer must be 2xx: a 4xx/5xx or a socket error is recorded with its call, status and the first 200 bytes
// of its body, and the run counts as failed. Node's http client with one kept-alive connection a person (to the
// base URL, and one to the process that offers the payment simulator), not fetch: on this machine fetch alone adds
// about 3 ms a request, which is the client's, not the server's (bench/bench-kit.mjs keepAliveClient).
import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { PRAKERJA_CATEGORY, PROGRAM_TYPES } from "../packages/domain/src/catalogue/constants.ts";
import { percentile } from "./bench-kit.mjs";
import { SEARCH_MIX } from "./search-mix.mjs";

/**
 * What people do, and how often (relative weights). A marketplace is mostly browsing (about 63 % here: the list,
 * category pages, programme pages and search, most of it by visitors without a session, whose calls the visitor
 * cache may serve), then learners on their own pages (about 34 %: My programmes, the to-do list, notifications,
 * studying, quizzes, the programme's discussion room), and few buying (under 3 %: adding to the cart, opening a
 * checkout, and paying in the simulator, about one action in 300). An action the learner cannot do (no quiz to
 * answer, no discussion room, nothing left to buy) is replaced by another pick, so the shares hold roughly.
 */
export const MIX = [
  { action: "catalogueList", who: "visitor", weight: 170 },
  { action: "catalogueList", who: "learner", weight: 40 },
  { action: "categoryPage", who: "visitor", weight: 80 },
  { action: "programmePage", who: "visitor", weight: 150 },
  { action: "programmePage", who: "learner", weight: 40 },
  { action: "search", who: "visitor", weight: 50 },
  { action: "search", who: "learner", weight: 50 },
  { action: "myProgrammes", who: "learner", weight: 60 },
  { action: "todo", who: "learner", weight: 30 },
  { action: "notifications", who: "learner", weight: 20 },
  { action: "notificationCounter", who: "learner", weight: 60 },
  { action: "study", who: "learner", weight: 60 },
  { action: "quizAnswer", who: "learner", weight: 40 },
  { action: "chatRead", who: "learner", weight: 30 },
  { action: "chatSend", who: "learner", weight: 10 },
  { action: "addToCart", who: "learner", weight: 15 },
  { action: "checkout", who: "learner", weight: 6 },
  { action: "pay", who: "learner", weight: 3 },
];

const QUIZ_TYPES = new Set(["quiz", "quiz-v2"]);
const BUYING_ACTIONS = new Set(["addToCart", "checkout", "pay"]);
/** A cart of at most this many programmes: a learner buying a few at a time. */
const CART_SIZE = 3;
/** Slack over an activity's completion timer before finishing it (the server's clock, not this one, decides). */
const TIMER_SLACK_MS = 2_000;

/** A call that did not answer 2xx: ends the action it was part of (what followed it depends on it). */
class CallFailed extends Error {}

/** The recorded timings and failures of a run (or of the preparation). */
export function newRecorder() {
  const timings = new Map();
  const errors = [];
  return {
    timings,
    errors,
    time(call, ms) {
      const list = timings.get(call);
      if (list) list.push(ms);
      else timings.set(call, [ms]);
    },
    fail(call, status, body) {
      errors.push({ call, status, body: String(body ?? "").slice(0, 200) });
    },
  };
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/**
 * A person's client: one kept-alive connection per origin, the browser's headers (compressed answers, the CSRF
 * header), the session when there is one. `call(name, method, url, { body, auth })` times the answer to its last
 * byte, records it under `name`, and answers the parsed JSON; anything but 2xx is recorded and throws CallFailed.
 */
export function personClient(recorder, { timeoutMs = 30_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (name, method, url, { body, token } = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(url, {
        agent,
        method,
        timeout: timeoutMs,
        headers: {
          "accept-encoding": "gzip, deflate, br",
          "x-requested-with": "bench",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
      });
      request.on("response", (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", (err) => {
          recorder.fail(name, 0, err.message);
          reject(new CallFailed(`${name}: ${err.message}`));
        });
        res.on("end", () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          let text;
          try {
            const decode = decoders[res.headers["content-encoding"]];
            text = (decode ? decode(raw) : raw).toString("utf8");
          } catch (err) {
            text = `(undecodable answer: ${err.message})`;
          }
          if (res.statusCode < 200 || res.statusCode > 299) {
            recorder.fail(name, res.statusCode, text);
            return reject(new CallFailed(`${name}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
          }
          recorder.time(name, ms);
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve(json);
        });
      });
      request.on("timeout", () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      request.on("error", (err) => {
        recorder.fail(name, 0, err.message);
        reject(new CallFailed(`${name}: ${err.message}`));
      });
      request.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * What the browsing calls choose from: programme slugs, categories, and the programmes a learner may buy. From
 * the catalogue list itself (every page of it, `maxPages` at most), or for the scale data from its formulas.
 */
export async function surveyCatalogue(base, recorder, { scale = null, maxPages = 40 } = {}) {
  const { call, close } = personClient(recorder);
  try {
    const first = await call("survey: list", "GET", `${base}/api/program_activity/v2/list/1/36`);
    const categories = first.filter.options.category.map((c) => c.value);
    if (scale) {
      // bench-scale.ts: programme p is bench-program-p; free when p % 5 = 0; a quiz (and the bench learners'
      // enrolments) when p % 10 = 0. Programmes ending in 3 or 7 are paid and never a bench learner's.
      const P = scale.programmes;
      return {
        categories,
        listPages: 50,
        randomSlug: () => `bench-program-${1 + Math.floor(Math.random() * P)}`,
        buyable: () => {
          const p = 10 * Math.floor(Math.random() * Math.floor((P - 7) / 10)) + pick([3, 7]);
          return p;
        },
        buyableCount: Math.floor(P / 5),
      };
    }
    const programmes = [...first.data];
    for (let page = 2; page <= maxPages; page++) {
      const answer = await call("survey: list", "GET", `${base}/api/program_activity/v2/list/${page}/36`);
      programmes.push(...answer.data);
      if (answer.data.length < 36) break;
    }
    // job-training (Prakerja) programmes are bought through the partner, not this checkout
    const paid = programmes.filter((p) => p.price > 0 && p.category_name !== "PRAKERJA");
    return {
      categories,
      listPages: Math.max(1, Math.ceil(programmes.length / 36)),
      programmes,
      paid,
      randomSlug: () => pick(programmes).slug,
      buyable: () => pick(paid).id,
      buyableCount: paid.length,
    };
  } finally {
    close();
  }
}

/**
 * Paid programmes worth studying in the mix (for learners who start with none): a quiz among their activities and
 * an open discussion room first, then a quiz only, then any. From each programme's public syllabus and description.
 */
export async function studyProgrammesOf(base, recorder, catalogue) {
  const { call, close } = personClient(recorder);
  const ranked = [[], [], []];
  try {
    for (const p of catalogue.paid) {
      const syllabus = await call(
        "survey: syllabus",
        "GET",
        `${base}/api/program_activity/v2/product_detail/${p.slug}/activity`,
      );
      const description = await call(
        "survey: description",
        "GET",
        `${base}/api/program_activity/v2/product_detail/${p.slug}/description`,
      );
      const quiz = syllabus.data.chapter_list.some((c) => c.resources.some((r) => QUIZ_TYPES.has(r.type)));
      const room = description.data.room_id > 0 && !description.data.is_tanyamu_closed;
      ranked[quiz && room ? 0 : quiz ? 1 : 2].push(p.id);
    }
  } finally {
    close();
  }
  return ranked.find((list) => list.length > 0) ?? [];
}

/** Buys programmes as the learner: checkout, pay with a virtual account, and pay it in the simulator. */
async function buy(ctx, learner, programIds, names = {}) {
  const { call, base } = ctx;
  const token = learner.token;
  const invoice = await call(
    names.checkout ?? "checkout (payment/v3/checkout)",
    "POST",
    `${base}/api/payment/v3/checkout/`,
    {
      body: { program_ids: programIds },
      token,
    },
  );
  const payment = await call(
    names.pay ?? "pay (payment/v3/pay, virtual account)",
    "POST",
    `${base}/api/payment/v3/pay/`,
    {
      body: { invoice_temp_id: invoice.data.invoice_temp_id, full_id: "bca_va" },
      token,
    },
  );
  await ctx.settle(call, learner, payment.data, names.simulator ?? "pay in the simulator (dev/payment-simulator)");
  for (const id of programIds) learner.owned.add(id);
}

/**
 * How a payment gets paid: the sandbox gateway's simulator (POST /api/dev/payment-simulator/{id}/pay, which the
 * API offers with DEV_TOOLS on and to a client on its own machine talking to it directly, never through a proxy:
 * `simulatorUrls` are the API processes' own addresses), as a learner does on the payment page in development.
 */
export function simulatorSettlement(simulatorUrls) {
  let next = 0;
  return async (call, learner, payment, name) => {
    const url = simulatorUrls[next++ % simulatorUrls.length];
    await call(name, "POST", `${url}/api/dev/payment-simulator/${payment.id}/pay`, { token: learner.token });
  };
}

/**
 * A learner ready for the mix: their enrolments, one programme to study (its activities, its discussion room,
 * a quiz attempt in progress with a question to autosave) and what they own. `identity` is `{ token, userId }` of a
 * learner who exists (the scale data's), or null to register one (and buy a programme to study through the
 * checkout, `studyProgrammes` giving which).
 */
export async function prepareLearner(ctx, identity, { index, studyProgrammes = [] }) {
  const { call, base } = ctx;
  let learner;
  if (identity) learner = { ...identity, owned: new Set() };
  else {
    const email = `campur.${process.pid}.${Date.now().toString(36)}.${index}@contoh.id`;
    const registered = await call("register (user/register)", "POST", `${base}/api/user/register/`, {
      body: {
        name: `Pelajar Campur ${index + 1}`,
        email,
        password: "Belajar2026ok",
        terms_accepted: true,
        profession_name: "profesional",
      },
    });
    learner = { token: registered.token.token, userId: registered.data.id, owned: new Set() };
  }
  learner.cart = [];
  const token = learner.token;
  const enrolled = async () => {
    const all = [];
    for (let page = 1; page <= 20; page++) {
      const answer = await call(
        "setup: enrolled",
        "GET",
        `${base}/api/program-activity/enrolled/${learner.userId}/${page}/12`,
        {
          token,
        },
      );
      all.push(...answer.data);
      if (!answer.next_url || answer.data.length === 0) break;
    }
    return all;
  };
  let enrolments = await enrolled();
  if (enrolments.length === 0 && studyProgrammes.length > 0) {
    await buy(ctx, learner, [studyProgrammes[index % studyProgrammes.length]], {
      checkout: "setup: checkout",
      pay: "setup: pay",
      simulator: "setup: simulator",
    });
    enrolments = await enrolled();
  }
  for (const e of enrolments) learner.owned.add(e.id);
  // the cart the learner already has (the scale data gives bench learners three programmes in it)
  const cart = await call("setup: cart", "GET", `${base}/api/payment/v3/get_cart/`, { token });
  learner.cart = cart.data.flatMap((group) => group.programs.map((p) => p.id));
  learner.activities = [];
  learner.quiz = null;
  learner.roomId = null;
  // the first enrolments (My programmes order: the last studied first) until one of each is found
  for (const enrolment of enrolments.slice(0, 12)) {
    await studyTree(ctx, learner, enrolment);
    if (learner.activities.length > 0 && learner.quiz && learner.roomId) break;
  }
  return learner;
}

/** The activities of one enrolment (topics, then each topic's activities), its discussion room, a quiz to answer. */
async function studyTree(ctx, learner, enrolment) {
  const { call, base } = ctx;
  const token = learner.token;
  const ids = { user_id: learner.userId, program_user_id: enrolment.program_user_id };
  const description = await call(
    "setup: description",
    "GET",
    `${base}/api/program_activity/v2/product_detail/${enrolment.slug}/description`,
    { token },
  );
  if (!learner.roomId && description.data.room_id > 0 && !description.data.is_tanyamu_closed) {
    await call("setup: join room", "POST", `${base}/api/chat/participant/`, {
      body: { room_id: description.data.room_id },
      token,
    });
    learner.roomId = description.data.room_id;
  }
  const tab = await call(
    "setup: tab-activity",
    "POST",
    `${base}/api/program-activity/v3/program-detail/get/tab-activity`,
    {
      body: { ...ids, id: enrolment.id },
      token,
    },
  );
  // a self-paced Prakerja programme opens one session (topic) a day (packages/domain/src/study/self-paced.ts): its
  // page offers the next topic tomorrow, so its activities and quizzes are left out of the mix rather than refused
  const oneSessionADay =
    enrolment.category_name === PRAKERJA_CATEGORY && enrolment.training_type === PROGRAM_TYPES.selfPaced;
  for (const entry of tab.data.chapter_list) {
    if (!entry.enrolled) continue;
    for (const chapter of entry.chapters) {
      const detail = await call("setup: chapter-detail", "POST", `${base}/api/program-activity/v3/chapter-detail/get`, {
        body: { ...ids, program_id: enrolment.id, chapter_id: chapter.id },
        token,
      });
      for (const activity of detail.data.resource_detail) {
        if (!activity.enrolled) continue;
        if (QUIZ_TYPES.has(activity.type)) {
          if (!learner.quiz && !oneSessionADay) learner.quiz = await quizInProgress(ctx, learner, activity.id);
          continue;
        }
        if (activity.is_group_activity || activity.is_presence_participation || oneSessionADay) continue;
        learner.activities.push({
          programId: enrolment.id,
          programUserId: enrolment.program_user_id,
          id: activity.id,
          type: activity.type,
          startedAt: null,
          finished: activity.is_complete,
        });
      }
    }
  }
}

/**
 * A quiz attempt to autosave answers into: started here (or the one in progress resumed), its first question.
 * Null when the quiz cannot be started (no attempts left, outside its period).
 */
async function quizInProgress(ctx, learner, activityId) {
  const { call, base } = ctx;
  const token = learner.token;
  const intro = await call("setup: quiz intro", "GET", `${base}/api/program_activity/quiz/${activityId}/intro`, {
    token,
  });
  const master = intro.data.quiz_master_data;
  if (!intro.data.can_start || master.has_password || master.has_rubric) return null;
  const attempt = await call("setup: quiz start", "POST", `${base}/api/program_activity/quiz/${activityId}/start`, {
    body: {},
    token,
  });
  // an attempt whose time limit would close it during the run would turn its autosaves into refusals
  const left = attempt.data.remaining_seconds;
  if (left !== null && left !== undefined && left < (ctx.quizSeconds ?? 0) + 60) return null;
  const batch = await call(
    "setup: quiz batch",
    "GET",
    `${base}/api/program_activity/quiz/attempt/${attempt.data.id}/batch/1`,
    {
      token,
    },
  );
  const question = batch.data.questions.find((q) => q.options?.length > 0 && /choice|pilihan|single/i.test(q.type));
  if (!question) return null;
  return {
    options: question.options.map((o) => o.id),
    answer: {
      attempt_id: attempt.data.id,
      activity_id: activityId,
      activity_question_id: question.id,
      question_position: question.position,
      type: question.type,
      is_next: false,
      is_preview: true,
    },
  };
}

/** The actions: each a few calls as the page makes them, under names the table shows. */
const ACTIONS = {
  async catalogueList(ctx, person) {
    const page = Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * Math.min(4, ctx.catalogue.listPages));
    const sort = Math.random() < 0.8 ? "" : `?sort=${pick(["terbaru", "rating", "harga_terendah"])}`;
    await person.call(
      `list (v2/list) · ${person.who}`,
      "GET",
      `${ctx.base}/api/program_activity/v2/list/${page}/36${sort}`,
    );
  },
  async categoryPage(ctx, person) {
    const category = pick(ctx.catalogue.categories);
    await person.call(
      `category page (v2/list?category=) · ${person.who}`,
      "GET",
      `${ctx.base}/api/program_activity/v2/list/1/36?category=${encodeURIComponent(category)}`,
    );
  },
  async programmePage(ctx, person) {
    const slug = ctx.catalogue.randomSlug();
    await person.call(
      `programme page (v2/product_detail) · ${person.who}`,
      "GET",
      `${ctx.base}/api/program_activity/v2/product_detail/${slug}`,
    );
    await person.call(
      `programme description (product_detail/description) · ${person.who}`,
      "GET",
      `${ctx.base}/api/program_activity/v2/product_detail/${slug}/description`,
    );
  },
  async search(ctx, person) {
    const text = pick(SEARCH_MIX);
    await person.call(
      `search (v2/list?search=) · ${person.who}`,
      "GET",
      `${ctx.base}/api/program_activity/v2/list/1/36?search=${encodeURIComponent(text)}`,
    );
  },
  async myProgrammes(ctx, person) {
    const { userId } = person.learner;
    await person.call(
      "my programmes (program-activity/enrolled)",
      "GET",
      `${ctx.base}/api/program-activity/enrolled/${userId}/1/12`,
    );
  },
  async todo(ctx, person) {
    await person.call("to-do (program_activity/my/all)", "GET", `${ctx.base}/api/program_activity/my/all/1`);
  },
  async notifications(ctx, person) {
    await person.call("notifications (notifications)", "GET", `${ctx.base}/api/notifications?page=1&limit=10`);
  },
  async notificationCounter(ctx, person) {
    await person.call("notification counter (notifications/counter)", "GET", `${ctx.base}/api/notifications/counter`);
  },
  study: {
    possible: (learner) => learner.activities.length > 0,
    /** Opens an activity; starts it the first time; finishes it once its completion timer has run. */
    async run(ctx, person) {
      const { learner } = person;
      const activity = pick(learner.activities);
      const detail = await person.call(
        "activity detail (v4/activity-detail/get)",
        "POST",
        `${ctx.base}/api/program-activity/v4/activity-detail/get`,
        {
          body: { user_id: learner.userId, program_id: activity.programId, activity_id: activity.id },
        },
      );
      const inner = detail.data.data;
      if (inner.resource_detail.is_complete) {
        activity.finished = true;
        return;
      }
      const completion = { program_user_id: activity.programUserId, resource_id: activity.id };
      if (!activity.startedAt) {
        await person.call(
          "activity start (program_activity/activity, is_finish false)",
          "POST",
          `${ctx.base}/api/program_activity/activity/`,
          {
            body: { ...completion, is_finish: false },
          },
        );
        // a start left by an earlier run counts from then
        const earlier = inner.user_activity?.started_at ?? inner.user_activity?.created_at;
        activity.startedAt = earlier ? Date.parse(earlier) : Date.now();
        activity.timerMs = Number(inner.resource_detail.completion_timer ?? 0) * 1000;
        return;
      }
      if (Date.now() < activity.startedAt + activity.timerMs + TIMER_SLACK_MS) return;
      await person.call(
        "activity finish (program_activity/activity, is_finish true)",
        "POST",
        `${ctx.base}/api/program_activity/activity/`,
        {
          body: {
            ...completion,
            is_finish: true,
            ...(activity.type === "refleksi" ? { reflection: "Saya akan mencoba teknik ini minggu depan." } : {}),
          },
        },
      );
      activity.finished = true;
    },
  },
  quizAnswer: {
    possible: (learner) => learner.quiz !== null,
    async run(ctx, person) {
      const { quiz } = person.learner;
      await person.call("quiz answer (quiz/answer, autosave)", "POST", `${ctx.base}/api/program_activity/quiz/answer`, {
        body: { ...quiz.answer, option_ids: [pick(quiz.options)] },
      });
    },
  },
  chatRead: {
    possible: (learner) => learner.roomId !== null,
    async run(ctx, person) {
      await person.call(
        "chat: read room (chat/rooms/{id}/comments)",
        "GET",
        `${ctx.base}/api/chat/rooms/${person.learner.roomId}/comments`,
      );
    },
  },
  chatSend: {
    possible: (learner) => learner.roomId !== null,
    async run(ctx, person) {
      const text = pick([
        "Terima kasih, materinya jelas.",
        "Ada yang sudah mencoba latihannya?",
        "Izin bertanya soal topik 2.",
      ]);
      await person.call(
        "chat: send (POST chat/rooms/{id}/comments)",
        "POST",
        `${ctx.base}/api/chat/rooms/${person.learner.roomId}/comments`,
        {
          body: { message: text },
        },
      );
    },
  },
  addToCart: {
    possible: (learner, ctx) => learner.cart.length < CART_SIZE && freshProgramme(learner, ctx) !== null,
    async run(ctx, person) {
      const programId = freshProgramme(person.learner, ctx);
      await person.call("add to cart (payment/add_to_cart)", "POST", `${ctx.base}/api/payment/add_to_cart/`, {
        body: { program_id: programId },
      });
      person.learner.cart.push(programId);
      await person.call("cart (payment/v3/get_cart)", "GET", `${ctx.base}/api/payment/v3/get_cart/`);
    },
  },
  checkout: {
    possible: (learner) => learner.cart.length > 0,
    async run(ctx, person) {
      await person.call("checkout (payment/v3/checkout)", "POST", `${ctx.base}/api/payment/v3/checkout/`, {
        body: { program_ids: person.learner.cart },
      });
    },
  },
  pay: {
    possible: (learner) => learner.cart.length > 0,
    /** Checks the cart out, pays with a virtual account and settles it in the simulator: the learner is enrolled. */
    async run(ctx, person) {
      const { learner } = person;
      const bought = [...learner.cart];
      await buy({ ...ctx, call: person.call }, learner, bought);
      const cart = await person.call("cart (payment/v3/get_cart)", "GET", `${ctx.base}/api/payment/v3/get_cart/`);
      learner.cart = cart.data.flatMap((group) => group.programs.map((p) => p.id));
      ctx.purchases += 1;
    },
  },
};

/** A paid programme the learner neither owns nor has in the cart (a few tries), or null. */
function freshProgramme(learner, ctx) {
  for (let i = 0; i < 20; i++) {
    const id = ctx.catalogue.buyable();
    if (!learner.owned.has(id) && !learner.cart.includes(id)) return id;
  }
  return null;
}

const actionOf = (name) => {
  const a = ACTIONS[name];
  return typeof a === "function" ? { possible: () => true, run: a } : a;
};

/** Picks by weight; an impossible pick for this learner is picked again (a few times, then browsing). */
export function chooser(mix) {
  const total = mix.reduce((sum, m) => sum + m.weight, 0);
  return (learner, ctx) => {
    for (let i = 0; i < 10; i++) {
      const r = Math.random() * total;
      let sum = 0;
      const entry =
        mix.find((m) => {
          sum += m.weight;
          return r < sum;
        }) ?? mix[0];
      if (entry.who === "visitor" || actionOf(entry.action).possible(learner, ctx)) return entry;
    }
    return mix[0];
  };
}

/**
 * Runs the mix: `learners` (prepared) shared round-robin by `users` people for `seconds`, each person a closed
 * loop. Answers the recorder, the purchases and the measured wall time.
 */
export async function runMix({ base, learners, users, seconds, catalogue, settle, mix = MIX }) {
  const recorder = newRecorder();
  const ctx = { base, catalogue, settle, purchases: 0 };
  // more people than learners: only a learner's first person buys (two buying for one learner at once would
  // cancel each other's invoice, as two tabs would); the others do the rest
  const choosers = [chooser(mix), chooser(mix.filter((m) => !BUYING_ACTIONS.has(m.action)))];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const person = async (k) => {
    const learner = learners[k % learners.length];
    const choose = choosers[k < learners.length ? 0 : 1];
    const client = personClient(recorder);
    try {
      while (performance.now() < deadline) {
        const entry = choose(learner, ctx);
        const token = entry.who === "visitor" ? undefined : learner.token;
        const me = {
          who: entry.who,
          learner,
          call: (name, method, url, options = {}) => client.call(name, method, url, { ...options, token }),
        };
        try {
          await actionOf(entry.action).run(ctx, me);
        } catch (err) {
          if (!(err instanceof CallFailed)) {
            recorder.fail(`${entry.action} (client)`, 0, err.stack ?? err.message);
          }
        }
      }
    } finally {
      client.close();
    }
  };
  await Promise.all(Array.from({ length: users }, (_, k) => person(k)));
  return { recorder, purchases: ctx.purchases, wallSeconds: (performance.now() - started) / 1000 };
}

/** Per call: count, req/s over the run, p50/p95/p99/max; sorted by count. */
export function callTable(recorder, wallSeconds) {
  return [...recorder.timings.entries()]
    .map(([call, list]) => ({
      call,
      count: list.length,
      rps: Math.round((list.length / wallSeconds) * 10) / 10,
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      p99: percentile(list, 99),
      max: percentile(list, 100),
    }))
    .sort((a, b) => b.count - a.count);
}

/** Prepares `count` learners, a few at a time (registering hashes a password: the server's CPU, not the run's). */
export async function prepareLearners({
  base,
  count,
  identities,
  catalogue,
  settle,
  studyProgrammes,
  quizSeconds,
  parallel = 4,
}) {
  const recorder = newRecorder();
  const learners = new Array(count);
  let next = 0;
  // one kept-alive connection per worker
  const worker = async () => {
    const { call, close } = personClient(recorder);
    const ctx = { base, call, catalogue, settle, quizSeconds };
    try {
      while (next < count) {
        const index = next++;
        learners[index] = await prepareLearner(ctx, identities ? identities(index) : null, { index, studyProgrammes });
      }
    } finally {
      close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { learners, recorder };
}
