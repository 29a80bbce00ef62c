import type { Db } from "./db";

/**
 * A query drizzle builds once per database and runs with new values (`sql.placeholder`), for the calls behind every
 * page of a logged-in user (issue 25, decisions/035): building a select of many columns cost about as much of the
 * process's time as the rest of the call. `build` must return the query's `.prepare(name)`, with a name of its own.
 * Pass the application's database, never a transaction (a transaction's connection is gone when it ends).
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    const known = byDatabase.get(db);
    if (known !== undefined) return known;
    const query = build(db);
    byDatabase.set(db, query);
    return query;
  };
}

/**
 * preparedOn for a query whose shape depends on a few choices (a sort, whether a filter is given): one prepared
 * query per database and shape. `shapeKey` names the shape and goes into the statement's name; the shapes must be
 * few (a fixed set of choices, never a value a caller typed).
 */
export function preparedShapes<Shape, T>(
  shapeKey: (shape: Shape) => string,
  build: (db: Db, shape: Shape, key: string) => T,
): (db: Db, shape: Shape) => T {
  const byDatabase = new WeakMap<Db, Map<string, T>>();
  return (db, shape) => {
    const key = shapeKey(shape);
    const queries = byDatabase.get(db) ?? new Map<string, T>();
    byDatabase.set(db, queries);
    const known = queries.get(key);
    if (known !== undefined) return known;
    const query = build(db, shape, key);
    queries.set(key, query);
    return query;
  };
}
