import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "../../../test/render";
import { fakeStudyApi, ok } from "../activity-fixtures";
import { chapterFixture, sidebarActivityFixture, topicFixture } from "../shell-fixtures";
import { TopicList } from "./topic-list";

/**
 * The sidebar of a redeemed Prakerja participant (decisions/031): the session verification labels and the task
 * submission statuses the server now fills in, shown as the spec's tags.
 */

const CHAPTER_DETAIL = "/api/program-activity/v3/chapter-detail/get";

afterEach(() => vi.unstubAllGlobals());

function renderSidebar(isJobTrainingPurchase: boolean) {
  const api = fakeStudyApi({
    [CHAPTER_DETAIL]: () =>
      ok({
        resource_detail: [
          sidebarActivityFixture({
            id: 301,
            slug: "webinar-1",
            title: "Webinar Sesi 1",
            is_presence_participation: true,
            is_complete: true,
            presence: "tidak_hadir",
          }),
          sidebarActivityFixture({
            id: 302,
            slug: "webinar-2",
            title: "Webinar Sesi 2",
            is_presence_participation: true,
            is_complete: true,
            presence: "hadir",
          }),
          sidebarActivityFixture({
            id: 303,
            slug: "tpm",
            title: "Tugas Praktik",
            pmo_submission_status: "internal-pending",
          }),
          sidebarActivityFixture({ id: 304, slug: "uk", title: "Uji Keterampilan", pmo_submission_status: "failed" }),
          sidebarActivityFixture({ id: 305, slug: "tpm-2", title: "Tugas Kedua", pmo_submission_status: "accepted" }),
        ],
      }),
  });
  vi.stubGlobal("fetch", api.fn);
  const chapterList = [
    topicFixture([
      chapterFixture({
        id: 30,
        title: "Sesi Satu",
        total_resource: 5,
        session_sequence: { verification_status_label: "Gagal Verifikasi" },
      }),
    ]),
    topicFixture([
      chapterFixture({
        id: 31,
        title: "Sesi Dua",
        session: 2,
        total_resource: 1,
        session_sequence: { verification_status_label: "Verifikasi Sedang Diproses" },
      }),
    ]),
    topicFixture([
      chapterFixture({
        id: 32,
        title: "Sesi Tiga",
        session: 3,
        total_resource: 1,
        session_sequence: { verification_status_label: "Belum Verifikasi" },
      }),
    ]),
  ];
  const router = createMemoryRouter(
    [
      {
        path: "/aktivitas/:slug",
        element: (
          <TopicList
            enrolment={{ userId: 5, programUserId: 500, programId: 10 }}
            chapterList={chapterList}
            loading={false}
            currentActivityId={301}
            currentChapterId={30}
            tagContext={{ isJobTrainingPurchase, trainingType: 3 }}
            purchase={{ add: vi.fn(), pendingAddonId: null }}
          />
        ),
      },
    ],
    { initialEntries: ["/aktivitas/webinar-1"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("TopicList for a Prakerja participant", () => {
  it("shows the partner's session labels (not 'Belum Verifikasi') and the submission statuses", async () => {
    renderSidebar(true);
    const absent = await screen.findByRole("link", { name: /Webinar Sesi 1/ });
    expect(within(absent).getByText("Tidak Hadir")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /Webinar Sesi 2/ })).getByText("Hadir")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /Tugas Praktik/ })).getByText("Sedang Diproses")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /Uji Keterampilan/ })).getByText("Gagal Dikumpulkan")).toBeTruthy();
    const accepted = screen.getByRole("link", { name: /Tugas Kedua/ });
    expect(within(accepted).queryByText("Sedang Diproses")).toBeNull();
    expect(within(accepted).queryByText("Gagal Dikumpulkan")).toBeNull();

    expect(screen.getByText("Gagal Verifikasi")).toBeTruthy();
    expect(screen.getByText("Verifikasi Sedang Diproses")).toBeTruthy();
    expect(screen.queryByText("Belum Verifikasi")).toBeNull();
  });

  it("shows no verification or submission tag to a learner who did not buy through the scheme", async () => {
    renderSidebar(false);
    await screen.findByRole("link", { name: /Webinar Sesi 1/ });
    expect(screen.queryByText("Gagal Verifikasi")).toBeNull();
    expect(screen.queryByText("Sedang Diproses")).toBeNull();
    expect(screen.queryByText("Gagal Dikumpulkan")).toBeNull();
  });
});
