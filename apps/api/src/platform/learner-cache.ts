import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "./auth";
import { cacheKey, createAnswerStore, hasValidCallContext } from "./response-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The answer is the caller's own and depends only on their enrolments (program_users) and on public catalogue
     * fields: keep it per learner until their enrolments change (decisions/036).
     */
    learnerCache?: boolean;
  }
}

/** The NOTIFY channel of changed enrolments (the payload is the learner's id; migration 0034). */
export const LEARNER_CHANGED_CHANNEL = "learner_changed";

/** How many learners' invalidations are remembered for the lookups under way before the whole record is reset. */
const MAX_REMEMBERED_INVALIDATIONS = 10_000;
/** A learner's answers kept at most (addresses with parameters the call ignores are keys of their own). */
export const MAX_ANSWERS_PER_LEARNER = 50;

/**
 * A per-process cache of a learner's own answers that depend only on their enrolments (My programmes), so a learner
 * who comes back to a page is answered without the database (issue 25; decisions/036). An entry is keyed by the
 * session's user and the call (analytics parameters, parameter order and a trailing slash left out), and is kept
 * only for a 200 answered to that user.
 *
 * Their enrolments changing anywhere reaches every process: statement triggers on program_users NOTIFY
 * `learner_changed` with the learner's id when an enrolment is added, changed (progress, the programme's copied
 * fields, access, removal) or deleted (migration 0034), and `forgetUser` drops that learner's entries. As in the
 * session cache (decisions/035), three bounds keep it right if a notification is missed or late: an entry lives
 * `ttlMs` at most (also the bound for the catalogue's own fields it shows, a programme's name or picture, as for a
 * visitor), nothing is kept while the listener's connection is down (everything is dropped when it drops and when it
 * is back), and an answer whose lookup began before its learner's invalidation is not kept. The writes a learner
 * makes through their own calls (an enrolment, a completion) also drop their entries in this process at the change
 * (`learnerChangedHere`) and again as the call answers, after its commit, so their next call here sees it whenever
 * the NOTIFY arrives; another process sees it once the NOTIFY reaches it, normally within a millisecond or two.
 */
export function registerLearnerCache(
  app: FastifyInstance,
  options: { ttlMs: number; maxEntries: number; maxBytes: number },
) {
  const byLearner = new Map<number, Set<string>>();
  const learnerOf = (key: string) => Number(key.slice(0, key.indexOf(" ")));
  const store = createAnswerStore({
    ...options,
    onRemove: (key) => {
      const userId = learnerOf(key);
      const keys = byLearner.get(userId);
      keys?.delete(key);
      if (keys?.size === 0) byLearner.delete(userId);
    },
  });
  // invalidations count up; a lookup remembers the count it began at (`startedAt`), and its answer is kept only if
  // its learner was not invalidated since, nor everyone (`floor`)
  let generation = 0;
  let floor = 0;
  const invalidatedAt = new Map<number, number>();
  const startedAt = new WeakMap<FastifyRequest, number>();
  let listening = true;
  // learners whose enrolments a transaction of this process changed, until the commit's NOTIFY comes back: their
  // answers are dropped at the change, and again as each of their calls but GETs answers (after its commit)
  const changingHere = new Set<number>();
  const stopHearingHere = whenLearnersChangeHere((userId) => {
    drop(userId);
    if (changingHere.size >= MAX_REMEMBERED_INVALIDATIONS) changingHere.clear();
    changingHere.add(userId);
  });
  app.addHook("onClose", async () => {
    stopHearingHere();
  });

  const cacheable = (request: FastifyRequest) =>
    options.ttlMs > 0 &&
    request.method === "GET" &&
    request.routeOptions.config.learnerCache === true &&
    request.auth.kind === "user" &&
    hasValidCallContext(request.url);
  const keyOf = (request: FastifyRequest) =>
    request.auth.kind === "user" ? `${request.auth.userId} ${cacheKey(request.url)}` : "";

  app.addHook("onRequest", (request, reply, done) => {
    if (!cacheable(request)) return done();
    const hit = store.get(keyOf(request), Date.now());
    if (!hit) {
      startedAt.set(request, generation);
      return done();
    }
    store.reply(hit, request, reply);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    // the call that changed the learner's enrolments answers after its commit: a lookup of theirs that ran between
    // the change and the commit read the old rows, and is dropped now
    // (a call refused before the session lookup, by the CSRF guard say, has no auth yet)
    const auth = request.auth as Auth | null;
    if (changingHere.size > 0 && request.method !== "GET" && auth?.kind === "user" && changingHere.has(auth.userId)) {
      drop(auth.userId);
    }
    if (reply.statusCode !== 200 || typeof payload !== "string" || reply.getHeader("x-cache") || !cacheable(request)) {
      return payload;
    }
    const began = startedAt.get(request);
    if (!listening || began === undefined || request.auth.kind !== "user") return payload;
    const userId = request.auth.userId;
    if (began < floor || (invalidatedAt.get(userId) ?? -1) > began) return payload;
    const key = keyOf(request);
    if (!store.set(key, payload, Date.now() + options.ttlMs)) return payload;
    const keys = byLearner.get(userId) ?? new Set<string>();
    keys.add(key);
    byLearner.set(userId, keys);
    if (keys.size > MAX_ANSWERS_PER_LEARNER) {
      // the learner's oldest answer goes (a Set keeps insertion order)
      const oldest = keys.values().next();
      if (!oldest.done) store.remove(oldest.value);
    }
    reply.header("x-cache", "miss");
    return payload;
  });

  function forgetEveryone(): void {
    generation++;
    floor = generation;
    invalidatedAt.clear();
    changingHere.clear();
    store.clear();
  }

  /** A learner's enrolments changed somewhere (their NOTIFY): their answers are looked up again. */
  function forgetUser(userId: number): void {
    changingHere.delete(userId);
    drop(userId);
  }

  function drop(userId: number): void {
    generation++;
    if (invalidatedAt.size >= MAX_REMEMBERED_INVALIDATIONS) {
      // the record of who was invalidated is reset: no lookup under way now may keep its answer
      floor = generation;
      invalidatedAt.clear();
    }
    invalidatedAt.set(userId, generation);
    for (const key of [...(byLearner.get(userId) ?? [])]) store.remove(key);
  }

  return {
    forgetUser,
    /** The listener dropped: nothing kept is trusted, and nothing is kept until it listens again. */
    listenerLost(): void {
      listening = false;
      forgetEveryone();
    },
    /** The listener is back (notifications may have been missed meanwhile): caching starts afresh. */
    listenerBack(): void {
      forgetEveryone();
      listening = true;
    },
    size: store.size,
    bytes: store.bytes,
  };
}

/**
 * The learner caches of this process, told of an enrolment change made here (in its transaction), so the learner's
 * next call in this process does not wait for the database's NOTIFY, which tells every process after the commit.
 */
const changedHereListeners = new Set<(userId: number) => void>();

export function whenLearnersChangeHere(listener: (userId: number) => void): () => void {
  changedHereListeners.add(listener);
  return () => changedHereListeners.delete(listener);
}

/**
 * A learner's enrolments change in this process, inside the transaction: an enrolment added or its progress. The
 * NOTIFY tells every process after the commit; this makes the learner's own next call here see it without waiting.
 */
export function learnerChangedHere(userId: number): void {
  for (const listener of changedHereListeners) listener(userId);
}
