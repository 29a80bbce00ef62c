import { createHash } from "node:crypto";
import pg from "pg";

/** At most this many statements are kept prepared on one connection; past it, new ones run unprepared. */
export const MAX_PREPARED_PER_CONNECTION = 1_000;

/**
 * Statements that match text (LIKE, trigram similarity, full-text search): their best plan depends on the pattern,
 * and a generic plan kept after five runs was ruinous for the catalogue search (decisions/035), so they are planned
 * at every call as before.
 */
const PLANNED_PER_CALL = /\b(i?like|similarity|word_similarity|\w*to_tsquery)\b|%>|<%|@@/i;

/** Names by statement text: the texts are the code's own (values travel as parameters), so they are few. */
const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (names.size < 20_000) names.set(text, name);
  }
  return name;
}

/** Whether the client below prepares this statement: it has parameters and matches no text. */
export function preparesStatement(text: string, parameterCount: number): boolean {
  return parameterCount > 0 && !PLANNED_PER_CALL.test(text);
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };
type PlainQuery = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pg client that sends every statement with parameters as a named prepared statement (issue 25,
 * decisions/035): PostgreSQL parses and plans it once per connection instead of at every call, and keeps a generic
 * plan after five runs when it costs no more than the custom ones. Statements that match text are left out
 * (PLANNED_PER_CALL), and so are statements without parameters (migrations, `begin`, `commit`).
 *
 * The statement's text is the code's own (every value is a parameter), so one name per call site. A connection keeps
 * at most MAX_PREPARED_PER_CONNECTION of them. A prepared statement whose table a migration changed under it
 * (`cached plan must not change result type`, a rolling deploy) is forgotten on that error, so the next call prepares
 * it again. A connection pooler in front must keep prepared statements (PgBouncer 1.21+ `max_prepared_statements`;
 * docs/operations.md), else `DATABASE_PREPARED_STATEMENTS=false`.
 */
export class PreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query as unknown as PlainQuery;

(PreparingClient.prototype as unknown as { query: PlainQuery }).query = function query(
  this: PreparingClient & { connection?: { parsedStatements?: Record<string, string> } },
  ...args: unknown[]
) {
  // the forms of pg's query: (text | config, values?, callback?) and (text | config, callback); pg-pool's own
  // query, which drizzle uses outside transactions, passes a callback
  const [config, second, third] = args;
  const callback = typeof second === "function" ? second : third;
  const values = typeof second === "function" ? undefined : second;
  const text = typeof config === "string" ? config : isUnnamedConfig(config) ? config.text : undefined;
  const params = Array.isArray(values) ? values : isUnnamedConfig(config) ? config.values : undefined;
  if (text === undefined || !Array.isArray(params) || !preparesStatement(text, params.length)) {
    return plainQuery.apply(this, args);
  }
  const prepared = preparedNames(this);
  const name = statementName(text);
  if (!prepared.has(name)) {
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return plainQuery.apply(this, args);
    prepared.add(name);
  }
  const forgetIfStale = (error: unknown) => {
    if (!isStalePlan(error)) return;
    prepared.delete(name);
    if (this.connection?.parsedStatements) delete this.connection.parsedStatements[name];
    void (plainQuery.call(this, `deallocate "${name}"`) as Promise<unknown>).catch(() => undefined);
  };
  const named = typeof config === "string" ? { text, name } : { ...(config as QueryConfig), name };
  if (typeof callback === "function") {
    return plainQuery.call(this, named, values, (error: unknown, result: unknown) => {
      if (error) forgetIfStale(error);
      callback(error, result);
    });
  }
  return (plainQuery.call(this, named, values) as Promise<unknown>).catch((error: unknown) => {
    forgetIfStale(error);
    throw error;
  });
};

const preparedByClient = new WeakMap<pg.Client, Set<string>>();

function preparedNames(client: pg.Client): Set<string> {
  const set = preparedByClient.get(client) ?? new Set<string>();
  preparedByClient.set(client, set);
  return set;
}

function isUnnamedConfig(config: unknown): config is QueryConfig {
  return (
    typeof config === "object" &&
    config !== null &&
    typeof (config as QueryConfig).text === "string" &&
    (config as QueryConfig).name === undefined
  );
}

function isStalePlan(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: string }).code === "0A000" &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}
