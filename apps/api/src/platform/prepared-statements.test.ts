import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, databaseUrlNamed } from "../testing/database-templates";
import { onPostgres, testDatabaseUrl } from "../testing/test-app";
import { PreparingClient, preparesStatement, statementName } from "./prepared-statements";

describe("which statements are prepared", () => {
  it("those with parameters, but not those that match text (their plan depends on the pattern)", () => {
    expect(preparesStatement('select "id" from "programs" where "id" = $1', 1)).toBe(true);
    expect(preparesStatement("select 1", 0)).toBe(false);
    expect(preparesStatement('select "id" from "programs" where "search_name" like $1', 1)).toBe(false);
    expect(preparesStatement('select "id" from "programs" where "name" ILIKE $1', 1)).toBe(false);
    expect(preparesStatement("select word_similarity($1, name) from programs", 1)).toBe(false);
    expect(preparesStatement("select id from programs where $1 <% search_name", 1)).toBe(false);
    expect(preparesStatement("select id from programs where doc @@ websearch_to_tsquery('simple', $1)", 1)).toBe(false);
  });
});

/** The driver-level rule of decisions/035, on a real PostgreSQL connection. */
describe.runIf(onPostgres)("a connection that prepares its statements", () => {
  const name = `t_prep_${randomBytes(4).toString("hex")}`;
  let client: PreparingClient;

  beforeAll(async () => {
    if (!testDatabaseUrl) return;
    await adminQuery(testDatabaseUrl, [`create database ${name}`]);
    client = new PreparingClient({ connectionString: databaseUrlNamed(testDatabaseUrl, name) });
    await client.connect();
    await client.query("create table items (id int primary key, label text)");
    await client.query("insert into items values (1, 'satu'), (2, 'dua')");
  });

  afterAll(async () => {
    await client?.end();
    if (testDatabaseUrl) await adminQuery(testDatabaseUrl, [`drop database if exists ${name} with (force)`]);
  });

  const prepared = async () =>
    (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
      (r) => r.name,
    );

  it("prepares a statement with parameters once, under the name of its text, and answers as before", async () => {
    const text = "select label from items where id = $1";
    expect((await client.query(text, [1])).rows).toEqual([{ label: "satu" }]);
    expect((await client.query(text, [2])).rows).toEqual([{ label: "dua" }]);
    expect(await prepared()).toEqual([statementName(text)]);
  });

  it("leaves statements without parameters, text matches, and ones named by the caller, as they are", async () => {
    await client.query("select count(*) from items");
    expect((await client.query("select id from items where label like $1", ["s%"])).rows).toEqual([{ id: 1 }]);
    await client.query({ name: "own", text: "select id from items where id > $1" }, [0]);
    expect(await prepared()).toEqual([statementName("select label from items where id = $1"), "own"].sort());
  });

  it("forgets a statement whose table changed under it, so the next call prepares it again", async () => {
    const text = "select * from items where id = $1";
    await client.query(text, [1]);
    await client.query("alter table items add column note text");
    await expect(client.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, label: "satu", note: null }]);
  });

  it("prepares the statements of a pool's own query too (drizzle's path outside transactions)", async () => {
    if (!testDatabaseUrl) return;
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: databaseUrlNamed(testDatabaseUrl, name),
      max: 1,
    });
    try {
      const text = "select id from items where label = $1";
      expect((await pool.query(text, ["dua"])).rows).toEqual([{ id: 2 }]);
      const names = (await pool.query<{ name: string }>("select name from pg_prepared_statements")).rows;
      expect(names.map((r) => r.name)).toEqual([statementName(text)]);
    } finally {
      await pool.end();
    }
  });
});
