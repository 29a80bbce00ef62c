import type { FacilitatorReflection, RegularReflection } from "@app/domain/reflection/contracts";
import { wibYear } from "@app/domain/reflection/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../demo/demo-users";
import { createTestApp, type TestApp } from "../../testing/test-app";

/** The demo's Kilas Balik (README tour): murid@demo.test and fasilitator@demo.test have a story this year. */
let t: TestApp;
const year = wibYear(new Date());

async function storyOf<T>(email: string, kind: "regular" | "facilitator", username: string): Promise<T> {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login/",
    headers: { "x-requested-with": "XMLHttpRequest" },
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = login.json<{ token: { token: string } }>().token.token;
  const res = await t.app.inject({
    method: "GET",
    url: `/api/user/report/fun/${kind}/${year}/${username}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "error" } });
});

afterAll(async () => {
  await t?.close();
});

describe("the demo's Kilas Balik", () => {
  it("murid@demo.test studied on several days in a row this year", async () => {
    const story = await storyOf<RegularReflection>("murid@demo.test", "regular", "murid");
    expect(story.has_activity).toBe(true);
    expect(story.activities_completed).toBeGreaterThan(5);
    expect(story.longest_streak.days).toBeGreaterThan(1);
    expect(story.programs_finished).toBeGreaterThanOrEqual(1);
    expect(story.most_active_month).not.toBeNull();
  });

  it("fasilitator@demo.test led live sessions of finished programmes and reached learners", async () => {
    const story = await storyOf<FacilitatorReflection>("fasilitator@demo.test", "facilitator", "fasilitator");
    expect(story.sessions_led).toBeGreaterThanOrEqual(1);
    expect(story.learners_reached).toBeGreaterThanOrEqual(3);
    expect(story.ratings.count).toBeGreaterThan(0);
  });
});
