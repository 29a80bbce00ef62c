import type { LearningReport, TranscriptSummary } from "@app/domain/report/learning-report";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, type Learner } from "../testing/learner";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEMO_REPORT_PROGRAM } from "./demo-learning-report";
import { DEMO_PASSWORD } from "./demo-users";

let t: TestApp;
let murid: Learner;

type Body<T> = { status: number; message: string; data: T };

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "error" } });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login/",
    headers: { "x-requested-with": "XMLHttpRequest" },
    payload: { email: "murid@demo.test", password: DEMO_PASSWORD },
  });
  const token = login.json<{ token: { token: string } }>().token.token;
  murid = { token, userId: 0, email: "murid@demo.test" };
});

afterAll(async () => {
  await t.close();
});

describe("the demo learner's learning report", () => {
  it("has scored activities, pretest and posttest with the gain, and a final score", async () => {
    const call = asLearner(t.app, murid);
    const summary = await call("GET", `/api/program_activity/v2/product_by_activity/${DEMO_REPORT_PROGRAM}/report`);
    const { program_user_id: id, show_report } =
      summary.json<Body<{ program_user_id: number; show_report: boolean }>>().data;
    expect(show_report).toBe(true);
    const res = await call("GET", `/api/program_activity/learning_report/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Body<{ report: LearningReport }>>().data.report;
    expect(report.learner.name).toBeTruthy();
    expect(report.progress.percentage).toBe(100);
    expect(report.tests).toEqual({ pretest: 30, posttest: 100, gain: { points: 70, normalized: 1 } });
    expect(report.activities.filter((a) => a.score !== null).length).toBeGreaterThanOrEqual(2);
    expect(report.final_score).not.toBeNull();
    expect(report.period.finish_at).not.toBeNull();
  });

  it("has a transcript with the finished tryout", async () => {
    const list = await asLearner(t.app, murid)("GET", "/api/transcript/list");
    const transcripts = list.json<Body<{ transcripts: TranscriptSummary[] }>>().data.transcripts;
    expect(transcripts[0]).toMatchObject({ id: "semua", program_count: 1 });
  });
});
