import type { FocusPmoSubmission } from "@app/domain/prakerja/progress";
import { PMO_MESSAGES } from "@app/domain/prakerja/progress";
import type { ActivityFocus } from "@app/domain/study/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import {
  activityFixture,
  completionFixture,
  dashboardFixture,
  fakeStudyApi,
  ok,
  PATHS,
  refused,
  type StudyRoute,
  validateFixture,
} from "../activity-fixtures";
import { studyKeys } from "../study-keys";
import { ActivityPanel } from "./activity-panel";
import { PMO_SUBMISSION_TEXTS } from "./pmo-submission-box";

afterEach(() => vi.unstubAllGlobals());

const RESET = "/api/program-activity/activity/pmo/reset";

function submission(overrides: Partial<FocusPmoSubmission> = {}): FocusPmoSubmission {
  return {
    status: "pending",
    feedback: null,
    submitted_at: "2026-11-27T10:00:00.000Z",
    reviewed_at: null,
    ...overrides,
  };
}

/** A practical task (tpm, activity type 4, a quiz) of a redeemed Prakerja enrolment. */
function task(pmo: FocusPmoSubmission | null): ActivityFocus {
  return activityFixture(
    { title: "Tugas Praktik Poster", type: "quiz", activity_type: 4, assessment_type: 4, chapter_id: 20 },
    { pmo_submission: pmo, quiz_detail: { is_refleksi: false } },
  );
}

/** The panel with the API answering `activity` (changeable), and the reset by `reset`, held until released. */
function renderPanel(activity: ActivityFocus, reset?: StudyRoute) {
  setSessionCookie();
  let current = activity;
  let release: () => void = () => {};
  let held = false;
  const gate = () =>
    held
      ? new Promise<void>((resolve) => {
          release = resolve;
        })
      : Promise.resolve();
  const api = fakeStudyApi({
    "/api/auth/me-v2": () => ok(meUserFixture()),
    [PATHS.detail]: () => ok({ status: 200, data: current }),
    [PATHS.setComplete]: () => ok(completionFixture({ user_activity: activity.user_activity ?? undefined })),
    [PATHS.openTab]: () => ok({ resource_id: activity.resource_detail.id, opened_count: 1 }),
    [RESET]: reset ?? (() => ok({ activity_id: 101, can_resubmit: true }, PMO_MESSAGES.resetDone)),
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(RESET)) await gate();
    return api.fn(input, init);
  });
  const view = renderWithRouter(<ActivityPanel validate={validateFixture()} dashboard={dashboardFixture()} />, {
    initialEntry: "/aktivitas/pengenalan-rumus",
  });
  return {
    ...view,
    api,
    setActivity: (next: ActivityFocus) => {
      current = next;
    },
    /** The next reset call waits until release() is called. */
    hold: () => {
      held = true;
      return () => release();
    },
  };
}

async function box() {
  const heading = await screen.findByRole("heading", { name: PMO_SUBMISSION_TEXTS.title });
  const section = heading.closest("section");
  if (!section) throw new Error("no box");
  return section;
}

describe("Status Pengumpulan ke Prakerja", () => {
  it("shows nothing for an activity without a submission", async () => {
    renderPanel(task(null));
    expect(await screen.findByRole("heading", { level: 1, name: "Tugas Praktik Poster" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: PMO_SUBMISSION_TEXTS.title })).toBeNull();
  });

  it.each([
    ["internal-pending", PMO_SUBMISSION_TEXTS.queuedBody],
    ["pending", PMO_SUBMISSION_TEXTS.pendingBody],
  ] as const)("%s: 'Sedang Diproses' with what happens now, and no button", async (status, body) => {
    renderPanel(task(submission({ status })));
    const section = await box();
    const live = within(section).getByRole("status");
    expect(within(live).getByText("Sedang Diproses")).toBeTruthy();
    expect(within(live).getByText(body)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit })).toBeNull();
  });

  it("accepted: 'Diterima Prakerja', no button", async () => {
    renderPanel(task(submission({ status: "accepted", reviewed_at: "2026-11-27T11:00:00.000Z" })));
    const section = await box();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.accepted)).toBeTruthy();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.acceptedBody)).toBeTruthy();
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("rejected: 'Ditolak Prakerja' with the partner's feedback as text, never markup", async () => {
    const feedback = 'Poster belum memuat <b>logo</b>.\n<img src="x" onerror="alert(1)"> Perbaiki warnanya.';
    renderPanel(task(submission({ status: "rejected", feedback, reviewed_at: "2026-11-27T11:00:00.000Z" })));
    const section = await box();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.rejected)).toBeTruthy();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.feedbackLabel)).toBeTruthy();
    const note = within(section).getByText((_, element) => element?.textContent === feedback);
    expect(note.tagName).toBe("P");
    expect(section.querySelector("b")).toBeNull();
    expect(section.querySelector("img")).toBeNull();
    expect(within(section).getByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit })).toBeTruthy();
  });

  it("failed: 'Gagal Dikumpulkan' with the reason; without one, says so", async () => {
    const { unmount } = renderPanel(
      task(submission({ status: "failed", feedback: "Jawaban harus berupa berkas atau tautan" })),
    );
    let section = await box();
    expect(within(section).getByText("Gagal Dikumpulkan")).toBeTruthy();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.reasonLabel)).toBeTruthy();
    expect(within(section).getByText("Jawaban harus berupa berkas atau tautan")).toBeTruthy();
    expect(within(section).getByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit })).toBeTruthy();
    unmount();

    renderPanel(task(submission({ status: "failed", feedback: null })));
    section = await box();
    expect(within(section).getByText(PMO_SUBMISSION_TEXTS.noFeedback)).toBeTruthy();
  });

  it("'Kumpulkan Ulang' resets, is busy meanwhile, then reloads the focus, sidebar and quiz", async () => {
    const user = userEvent.setup();
    const { api, queryClient, setActivity, hold } = renderPanel(
      task(submission({ status: "rejected", feedback: "Poster belum memuat logo." })),
    );
    queryClient.setQueryData(studyKeys.chapter(500, 20), { resource_detail: [] });
    queryClient.setQueryData(studyKeys.dashboard(500), dashboardFixture());
    queryClient.setQueryData(["quiz", "activity", 101, "intro"], { attempts: 1 });
    const button = await screen.findByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit });
    const release = hold();
    // what the focus answers once the server has set the submission aside
    setActivity(task(null));
    await user.click(button);

    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();

    const done = await screen.findByText(PMO_MESSAGES.resetDone);
    expect(done.getAttribute("role")).toBe("status");
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole("heading", { name: PMO_SUBMISSION_TEXTS.title })).toBeNull();
    expect(api.to(RESET)).toHaveLength(1);
    expect(api.to(RESET)[0]?.body).toEqual({ program_id: 10, activity_id: 101 });
    expect(queryClient.getQueryState(studyKeys.chapter(500, 20))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(studyKeys.dashboard(500))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["quiz", "activity", 101, "intro"])?.isInvalidated).toBe(true);
    // the focus was read again
    expect(api.to(PATHS.detail).length).toBeGreaterThanOrEqual(2);
  });

  it("a refusal shows the server's Indonesian message, keeps the box, and gives the button back", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel(task(submission({ status: "failed", feedback: "Jawaban kosong" })), () =>
      refused(PMO_MESSAGES.notResettable),
    );
    const button = await screen.findByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit });
    await user.click(button);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(PMO_MESSAGES.notResettable);
    const again = screen.getByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(again.getAttribute("aria-busy")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.getByText("Jawaban kosong")).toBeTruthy();
    expect(api.to(RESET)).toHaveLength(1);
  });

  it("a broken connection gets a general sentence", async () => {
    const user = userEvent.setup();
    renderPanel(task(submission({ status: "rejected", feedback: "Kurang rapi" })), () => ({
      status: 500,
      body: { status: 500, message: "Internal", data: null },
    }));
    await user.click(await screen.findByRole("button", { name: PMO_SUBMISSION_TEXTS.resubmit }));
    expect((await screen.findByRole("alert")).textContent).toBe(PMO_SUBMISSION_TEXTS.resetFailed);
  });
});
