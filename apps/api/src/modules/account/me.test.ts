import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, registerLearner } from "../../testing/learner";
import { createTestApp, type TestApp } from "../../testing/test-app";

/** me-v2 reads the user with their roles, children and chosen options in one statement: what it says of each. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("me-v2", () => {
  it("lists the roles, the children (by id, with their names) and the chosen options (by id)", async () => {
    const parent = await registerLearner(t.app, "Ibu Sari");
    const younger = await registerLearner(t.app, "Adik Bima");
    const older = await registerLearner(t.app, "Kakak Ayu");
    const db = t.database.db;
    await db.execute(sql`insert into user_children (parent_id, child_id) values
      (${parent.userId}, ${older.userId}), (${parent.userId}, ${younger.userId})`);
    await db.execute(
      sql`insert into user_roles (user_id, role_id) values (${parent.userId}, 4), (${parent.userId}, 3)`,
    );
    await db.execute(sql`insert into user_learning_objectives (user_id, objective_id) values
      (${parent.userId}, 3), (${parent.userId}, 1)`);
    await db.execute(sql`insert into user_content_preferences (user_id, preference_id) values
      (${parent.userId}, 2), (${parent.userId}, 1), (${parent.userId}, 3)`);

    const me = (await asLearner(t.app, parent)("POST", "/api/auth/me-v2")).json().data;
    expect(me.role).toEqual([{ label: "Fasilitator" }, { label: "Asesor" }]);
    expect(me.child).toEqual([
      { id: younger.userId, name: "Adik Bima" },
      { id: older.userId, name: "Kakak Ayu" },
    ]);
    expect(me.learning_objective_ids).toEqual([1, 3]);
    expect(me.preference_content_ids).toEqual([1, 2, 3]);
  });

  it("says nothing of them for a new learner", async () => {
    const fresh = await registerLearner(t.app);
    const me = (await asLearner(t.app, fresh)("POST", "/api/auth/me-v2")).json().data;
    expect(me).toMatchObject({ role: [], child: [], learning_objective_ids: [], preference_content_ids: [] });
  });
});
