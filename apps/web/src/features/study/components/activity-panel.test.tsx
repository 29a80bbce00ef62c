import { COMPLETION_MESSAGES } from "@app/domain/study/completion";
import { type ActivityFocus, STUDY_MESSAGES } from "@app/domain/study/contracts";
import { SELF_PACED_MESSAGE } from "@app/domain/study/self-paced";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
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

afterEach(() => vi.unstubAllGlobals());

const RECORDING = "/media/demo/rekaman-sesi.mp4";

function isFinish(body: unknown): boolean {
  return (body as { is_finish?: boolean }).is_finish === true;
}

/** The panel on /aktivitas/{slug}, with the API answering `activity` and the start/finish call by `setComplete`. */
function renderPanel(activity: ActivityFocus, setComplete?: StudyRoute, options: { strict?: boolean } = {}) {
  setSessionCookie();
  let current = activity;
  const api = fakeStudyApi({
    "/api/auth/me-v2": () => ok(meUserFixture()),
    [PATHS.detail]: () => ok({ status: 200, data: current }),
    [PATHS.setComplete]:
      setComplete ?? (() => ok(completionFixture({ user_activity: activity.user_activity ?? undefined }))),
    [PATHS.openTab]: () => ok({ resource_id: activity.resource_detail.id, opened_count: 1 }),
  });
  vi.stubGlobal("fetch", api.fn);
  const panel = <ActivityPanel validate={validateFixture()} dashboard={dashboardFixture()} />;
  const view = renderWithRouter(options.strict ? <StrictMode>{panel}</StrictMode> : panel, {
    initialEntry: "/aktivitas/pengenalan-rumus?subdomain_slug=lembaga-maju",
  });
  return {
    ...view,
    api,
    /** What the detail call answers from now on (a reload after completion). */
    setActivity: (next: ActivityFocus) => {
      current = next;
    },
  };
}

describe("ActivityPanel", () => {
  it("starts the activity once (even in StrictMode), then counts the opened tab", async () => {
    const { api } = renderPanel(activityFixture(), undefined, { strict: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Pengenalan Rumus" })).toBeTruthy();
    await waitFor(() => expect(api.to(PATHS.openTab)).toHaveLength(1));
    const starts = api.to(PATHS.setComplete);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.body).toEqual({ program_user_id: 500, resource_id: 101, is_finish: false });
    expect(api.to(PATHS.openTab)[0]?.body).toEqual({ resource_id: 101 });
    // the start answered before open-tab was sent
    expect(api.calls.findIndex((c) => c.url.pathname === PATHS.setComplete)).toBeLessThan(
      api.calls.findIndex((c) => c.url.pathname === PATHS.openTab),
    );
  });

  it("shows the type, duration, sanitised description, and the neighbours keeping ?subdomain_slug", async () => {
    renderPanel(
      activityFixture(
        { description: '<p>Aman</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
        { resource_slug_before: "pembukaan", resource_title_before: "Pembukaan" },
      ),
    );
    expect(await screen.findByText("Materi · 15 Menit")).toBeTruthy();
    expect(screen.getByText("Aman")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Navigasi aktivitas" });
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/aktivitas/pembukaan?subdomain_slug=lembaga-maju",
      "/aktivitas/tabel-pivot?subdomain_slug=lembaga-maju",
    ]);
  });

  it("'Tandai Selesai' finishes the activity, shows 'Selesai' with the next activity, and reloads the dashboard", async () => {
    const user = userEvent.setup();
    const { api, queryClient, setActivity } = renderPanel(activityFixture(), ({ body }) =>
      ok(completionFixture({ is_complete: isFinish(body) })),
    );
    queryClient.setQueryData(studyKeys.dashboard(500), dashboardFixture());
    queryClient.setQueryData(studyKeys.report(500), { percentage_progress: 20 });
    const button = await screen.findByRole("button", { name: "Tandai Selesai" });
    // what the detail answers once the server has recorded the completion
    setActivity(activityFixture({ is_complete: true }));
    await user.click(button);

    expect(await screen.findByText("Selesai")).toBeTruthy();
    const next = screen.getByRole("link", { name: "Lanjut ke Aktivitas Berikutnya: Tabel Pivot" });
    expect(next.getAttribute("href")).toBe("/aktivitas/tabel-pivot?subdomain_slug=lembaga-maju");
    expect(document.activeElement).toBe(next);
    expect(screen.queryByRole("button", { name: "Tandai Selesai" })).toBeNull();
    expect(api.to(PATHS.setComplete).at(-1)?.body).toEqual({ program_user_id: 500, resource_id: 101, is_finish: true });
    expect(queryClient.getQueryState(studyKeys.dashboard(500))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(studyKeys.report(500))?.isInvalidated).toBe(true);
  });

  it("keeps the completed state after a reload (is_complete from the detail)", async () => {
    renderPanel(activityFixture({ is_complete: true }));
    expect(await screen.findByText("Selesai")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tandai Selesai" })).toBeNull();
  });

  it("says why a self-paced job-training programme's second session of the day does not start", async () => {
    renderPanel(activityFixture(), ({ body }) =>
      isFinish(body) ? ok(completionFixture()) : refused(SELF_PACED_MESSAGE),
    );
    expect(await screen.findByText(SELF_PACED_MESSAGE)).toBeTruthy();
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    renderPanel(activityFixture(), ({ body }) =>
      isFinish(body) ? refused("Masa akses program ini sudah berakhir") : ok(completionFixture()),
    );
    await user.click(await screen.findByRole("button", { name: "Tandai Selesai" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Masa akses program ini sudah berakhir");
    expect(screen.getByRole("button", { name: "Tandai Selesai" })).toBeTruthy();
  });

  describe("a recorded video (live_streaming with a video file)", () => {
    const video = (videoEndedAt: string | null) =>
      activityFixture(
        { type: "live_streaming", url: RECORDING, is_video: true, title: "Rekaman Sesi 1" },
        {
          user_activity: {
            id: 900,
            started_at: "2026-11-20T03:00:00.000Z",
            finished_at: null,
            video_ended_at: videoEndedAt,
          },
        },
      );

    it("reports the end of the video with the start call (video_ended)", async () => {
      const { api } = renderPanel(video(null), ({ body }) =>
        ok(
          completionFixture({
            user_activity: {
              id: 900,
              started_at: "2026-11-20T03:00:00.000Z",
              finished_at: null,
              video_ended_at: (body as { video_ended?: boolean }).video_ended ? "2026-11-23T01:00:00.000Z" : null,
            },
          }),
        ),
      );
      const player = await screen.findByLabelText("Rekaman: Rekaman Sesi 1");
      expect(player.tagName).toBe("VIDEO");
      expect(player.hasAttribute("controls")).toBe(true);
      expect(screen.getByText("Simak video sampai selesai untuk dapat menyelesaikan aktivitas ini.")).toBeTruthy();
      await waitFor(() => expect(api.to(PATHS.setComplete)).toHaveLength(1));

      fireEvent.ended(player);

      await waitFor(() => expect(api.to(PATHS.setComplete)).toHaveLength(2));
      expect(api.to(PATHS.setComplete)[1]?.body).toEqual({
        program_user_id: 500,
        resource_id: 101,
        is_finish: false,
        video_ended: true,
      });
      expect(await screen.findByText("Anda telah menyimak video ini sampai selesai.")).toBeTruthy();
    });

    it("shows the server's refusal of an end reported too early, and keeps the video unwatched", async () => {
      const { api } = renderPanel(video(null), ({ body }) =>
        (body as { video_ended?: boolean }).video_ended
          ? refused(STUDY_MESSAGES.videoNotWatched)
          : ok(completionFixture({ is_complete: false })),
      );
      const player = await screen.findByLabelText("Rekaman: Rekaman Sesi 1");
      await waitFor(() => expect(api.to(PATHS.setComplete)).toHaveLength(1));

      fireEvent.ended(player);

      expect((await screen.findByRole("alert")).textContent).toBe("Selesaikan menonton video terlebih dahulu");
      expect(screen.getByText("Simak video sampai selesai untuk dapat menyelesaikan aktivitas ini.")).toBeTruthy();
      expect(screen.queryByText("Anda telah menyimak video ini sampai selesai.")).toBeNull();
    });

    it("shows the watch-the-video warning when the finish is answered 200 but not complete", async () => {
      const user = userEvent.setup();
      const watched = video("2026-11-22T01:00:00.000Z");
      const state = completionFixture({ is_complete: false, user_activity: watched.user_activity ?? undefined });
      renderPanel(watched, ({ body }) => (isFinish(body) ? ok(state, COMPLETION_MESSAGES.watchVideo) : ok(state)));
      await user.click(await screen.findByRole("button", { name: "Tandai Selesai" }));
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toBe("Silakan simak keseluruhan video untuk menyelesaikan aktivitas.");
      expect(screen.queryByText("Selesai")).toBeNull();
      expect(screen.getByRole("button", { name: "Tandai Selesai" })).toBeTruthy();
    });

    it("offers 'Gabung Sesi' for an upcoming session with a meeting number, scheduled in WIB", async () => {
      renderPanel(
        activityFixture({
          type: "live_streaming",
          slug: "sesi-langsung-1",
          meeting_number: "81234567890",
          start_at: "2099-01-05T02:00:00.000Z",
          end_at: "2099-01-05T04:00:00.000Z",
        }),
      );
      const join = await screen.findByRole("link", { name: "Gabung Sesi" });
      await waitFor(() =>
        expect(join.getAttribute("href")).toBe(
          "/zoom-meeting/81234567890/-/0/Siti%20Rahma/-?aktivitas=sesi-langsung-1&subdomain_slug=lembaga-maju",
        ),
      );
      expect(screen.getByText("Senin, 5 Januari 2099, 09.00 WIB")).toBeTruthy();
    });
  });

  describe("a completion timer (completion_timer of 0 or more)", () => {
    it("skips manual completion and shows the time left", async () => {
      const startedNow = new Date().toISOString();
      const { api } = renderPanel(
        activityFixture(
          { completion_timer: 600 },
          { user_activity: { id: 900, started_at: startedNow, finished_at: null, video_ended_at: null } },
        ),
      );
      expect(await screen.findByText(/selesai otomatis/)).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Tandai Selesai" })).toBeNull();
      expect(screen.getByRole("timer").textContent).toMatch(/^(10:00|09:5\d)$/);
      await waitFor(() => expect(api.to(PATHS.openTab)).toHaveLength(1));
      expect(api.to(PATHS.setComplete).filter((c) => isFinish(c.body))).toHaveLength(0);
    });

    it("completes the activity by itself once the timer has run out", async () => {
      const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
      const started = { id: 900, started_at: longAgo, finished_at: null, video_ended_at: null };
      const { api, setActivity } = renderPanel(
        activityFixture({ completion_timer: 60 }, { user_activity: started }),
        ({ body }) => ok(completionFixture({ is_complete: isFinish(body), user_activity: started })),
      );
      setActivity(activityFixture({ completion_timer: 60, is_complete: true }, { user_activity: started }));
      expect(await screen.findByText("Selesai")).toBeTruthy();
      const finishes = api.to(PATHS.setComplete).filter((c) => isFinish(c.body));
      expect(finishes).toHaveLength(1);
      expect(screen.queryByRole("button", { name: "Tandai Selesai" })).toBeNull();
    });
  });

  it("asks a learner to choose a study group first for a manual_by_user group activity", async () => {
    renderPanel(
      activityFixture(
        {},
        {
          is_group_activity: true,
          group_activity_type: "manual_by_user",
          content_group: { selected_group: null },
          is_join_group: false,
        },
      ),
    );
    expect(await screen.findByText(/Pilih kelompok belajar Anda terlebih dahulu/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pilih Kelompok" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tandai Selesai" })).toBeNull();
  });
});
