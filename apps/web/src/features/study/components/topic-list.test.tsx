import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "../../../test/render";
import { fakeStudyApi, ok } from "../activity-fixtures";
import { addonTopicFixture, chapterFixture, sidebarActivityFixture, topicFixture } from "../shell-fixtures";
import { AddonCard, type AddonPurchase } from "./addon-card";
import { TopicList } from "./topic-list";

const CHAPTER_DETAIL = "/api/program-activity/v3/chapter-detail/get";
const enrolment = { userId: 5, programUserId: 500, programId: 10 };
const tagContext = { isJobTrainingPurchase: false, trainingType: 0 };

afterEach(() => vi.unstubAllGlobals());

const ACTIVITIES: Record<number, ReturnType<typeof sidebarActivityFixture>[]> = {
  20: [
    sidebarActivityFixture({ id: 101, slug: "mengenal-sel", title: "Mengenal Sel dan Rumus", is_complete: true }),
    sidebarActivityFixture({ id: 102, slug: "format-angka", title: "Format Angka", bobot_percentage: 10 }),
  ],
  22: [
    sidebarActivityFixture({ id: 103, slug: "grafik", title: "Membuat Grafik" }),
    sidebarActivityFixture({ id: 104, slug: "pivot", title: "Tabel Pivot" }),
    sidebarActivityFixture({
      id: 105,
      slug: "dasbor",
      title: "Dasbor Interaktif",
      is_addon_resource: true,
      enrolled: false,
      addon_resource_detail: {
        addon_id: 950,
        description: "Bangun dasbor interaktif.",
        current_quota: 4,
        price: 15000,
        is_available: true,
      },
    }),
  ],
};

function renderTopics(purchase: AddonPurchase = { add: vi.fn(), pendingAddonId: null }) {
  const api = fakeStudyApi({
    [CHAPTER_DETAIL]: ({ body }) => {
      const chapterId = (body as { chapter_id: number }).chapter_id;
      return ok({ resource_detail: ACTIVITIES[chapterId] ?? [] });
    },
  });
  vi.stubGlobal("fetch", api.fn);
  const chapterList = [
    topicFixture([chapterFixture({ id: 20, title: "Pengenalan Excel", total_resource: 2, duration: 90 })]),
    // an empty chapter is dropped and takes no numbers
    topicFixture([chapterFixture({ id: 21, title: "Topik Kosong", total_resource: 0 })]),
    addonTopicFixture(),
    topicFixture([chapterFixture({ id: 22, title: "Analisis Data", total_resource: 3 })]),
  ];
  const router = createMemoryRouter(
    [
      {
        path: "/aktivitas/:slug",
        element: (
          <TopicList
            enrolment={enrolment}
            chapterList={chapterList}
            loading={false}
            currentActivityId={101}
            currentChapterId={20}
            tagContext={tagContext}
            purchase={purchase}
          />
        ),
      },
    ],
    { initialEntries: ["/aktivitas/mengenal-sel?subdomain_slug=sman-1"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

describe("TopicList", () => {
  it("opens the current topic, numbers activities across topics and drops empty chapters", async () => {
    const api = renderTopics();
    const current = await screen.findByRole("link", { name: /Mengenal Sel dan Rumus/ });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/aktivitas/mengenal-sel?subdomain_slug=sman-1");
    expect(within(current).getByText("1.")).toBeTruthy();
    expect(within(current).getByRole("img", { name: "Selesai" })).toBeTruthy();
    const second = screen.getByRole("link", { name: /Format Angka/ });
    expect(second.hasAttribute("aria-current")).toBe(false);
    expect(within(second).getByText("2.")).toBeTruthy();
    expect(within(second).getByText("Aktivitas Wajib")).toBeTruthy();
    expect(within(second).queryByRole("img", { name: "Selesai" })).toBeNull();
    expect(screen.getByRole("button", { name: /Pengenalan Excel/ }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: /Pengenalan Excel/ }).textContent).toContain("01:30:00");
    expect(screen.queryByText("Topik Kosong")).toBeNull();

    // the later topic loads its activities only when first opened, and continues the numbering at 3
    const later = screen.getByRole("button", { name: /Analisis Data/ });
    expect(later.getAttribute("aria-expanded")).toBe("false");
    expect(api.to(CHAPTER_DETAIL).map((c) => (c.body as { chapter_id: number }).chapter_id)).toEqual([20]);
    await userEvent.click(later);
    const grafik = await screen.findByRole("link", { name: /Membuat Grafik/ });
    expect(within(grafik).getByText("3.")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /Tabel Pivot/ })).getByText("4.")).toBeTruthy();
    expect(screen.getByText("5.")).toBeTruthy();
    expect(api.to(CHAPTER_DETAIL).map((c) => (c.body as { chapter_id: number }).chapter_id)).toEqual([20, 22]);
    expect(api.to(CHAPTER_DETAIL)[1]?.body).toEqual({
      user_id: 5,
      program_user_id: 500,
      program_id: 10,
      chapter_id: 22,
    });
  });

  it("shows add-on topics and add-on activities as cards that add the add-on", async () => {
    const add = vi.fn();
    renderTopics({ add, pendingAddonId: null });
    expect(await screen.findByRole("heading", { name: "Topik Lanjutan: Makro" })).toBeTruthy();
    expect(screen.getByText("+Rp25.000")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ikut Topik" }));
    expect(add).toHaveBeenCalledWith({ programId: 10, addonId: 900 });

    await userEvent.click(screen.getByRole("button", { name: /Analisis Data/ }));
    const join = await screen.findByRole("button", { name: "Ikut Aktivitas" });
    expect(screen.queryByRole("link", { name: /Dasbor Interaktif/ })).toBeNull();
    expect(screen.getByText("+Rp15.000")).toBeTruthy();
    await userEvent.click(join);
    expect(add).toHaveBeenLastCalledWith({ programId: 10, addonId: 950 });
  });
});

describe("AddonCard", () => {
  function card(props: Partial<Parameters<typeof AddonCard>[0]> = {}) {
    const purchase: AddonPurchase = { add: vi.fn(), pendingAddonId: null };
    render(
      <AddonCard
        kind="topic"
        programId={10}
        addonId={900}
        title="Topik Lanjutan"
        description="Deskripsi"
        price={25000}
        quotaRemaining={null}
        purchase={purchase}
        {...props}
      />,
    );
    return purchase;
  }

  it("is bought with 'Ikut Topik' when the add-on has no quota", () => {
    card();
    expect((screen.getByRole("button", { name: "Ikut Topik" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Sisa kuota/)).toBeNull();
  });

  it("reads 'Kuota Habis' and is disabled at quota 0 or when no longer available", () => {
    card({ quotaRemaining: 0 });
    expect((screen.getByRole("button", { name: "Kuota Habis" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Ikut Topik" })).toBeNull();
  });

  it("reads 'Kuota Habis' for an add-on activity the server marks unavailable", () => {
    card({ kind: "activity", quotaRemaining: 8, available: false });
    expect((screen.getByRole("button", { name: "Kuota Habis" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a quota of 5 or fewer in the warning colour", () => {
    card({ quotaRemaining: 5 });
    const quota = screen.getByText("Sisa kuota 5");
    expect(quota.getAttribute("data-quota")).toBe("low");
    expect(quota.className).toContain("text-amber-800");
    expect((screen.getByRole("button", { name: "Ikut Topik" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a larger quota without warning", () => {
    card({ quotaRemaining: 6, kind: "activity" });
    const quota = screen.getByText("Sisa kuota 6");
    expect(quota.getAttribute("data-quota")).toBe("available");
    expect(quota.className).not.toContain("text-amber");
    expect((screen.getByRole("button", { name: "Ikut Aktivitas" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("is busy while its add-on is being added", async () => {
    const purchase: AddonPurchase = { add: vi.fn(), pendingAddonId: 900 };
    card({ purchase });
    const button = screen.getByRole("button", { name: /Ikut Topik/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
  });
});
