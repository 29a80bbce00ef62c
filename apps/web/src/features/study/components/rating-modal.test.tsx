import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { dashboardFixture, fakeStudyApi, ok, PATHS, refused, type StudyRoute } from "../activity-fixtures";
import { studyKeys } from "../study-keys";
import { RatingModal } from "./rating-modal";

// user-event walks a radio group with CSS.escape, which jsdom does not have
beforeEach(() => {
  if (!globalThis.CSS?.escape) vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/["\\]/g, "\\$&") });
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(rating: StudyRoute) {
  setSessionCookie();
  const api = fakeStudyApi({ [PATHS.rating]: rating });
  vi.stubGlobal("fetch", api.fn);
  const onClose = vi.fn();
  const view = renderWithRouter(
    <RatingModal open onClose={onClose} programId={10} programName="Belajar Excel Dasar untuk Pemula" />,
  );
  view.queryClient.setQueryData(studyKeys.dashboard(500), dashboardFixture());
  return { ...view, api, onClose };
}

describe("RatingModal", () => {
  it("chooses stars by keyboard and sends the rating and review", async () => {
    const user = userEvent.setup();
    const { api, onClose, queryClient } = renderModal(({ body }) => ok({ ...(body as object), is_rated: true }));
    expect(screen.getByRole("dialog", { name: "Beri Penilaian Program" })).toBeTruthy();
    const stars = screen.getAllByRole("radio");
    expect(stars.map((s) => s.getAttribute("aria-label"))).toEqual([
      "1 bintang",
      "2 bintang",
      "3 bintang",
      "4 bintang",
      "5 bintang",
    ]);

    const first = screen.getByRole("radio", { name: "1 bintang" });
    first.focus();
    await user.keyboard(" ");
    expect((first as HTMLInputElement).checked).toBe(true);
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect((screen.getByRole("radio", { name: "4 bintang" }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "4 bintang" }));

    await user.type(screen.getByRole("textbox", { name: "Ulasan (opsional)" }), "  Materinya runtut.  ");
    await user.click(screen.getByRole("button", { name: "Kirim Penilaian" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.to(PATHS.rating)[0]?.body).toEqual({ program_id: 10, rating: 4, review: "Materinya runtut." });
    expect(await screen.findByText("Terima kasih atas penilaian Anda!")).toBeTruthy();
    expect(queryClient.getQueryState(studyKeys.dashboard(500))?.isInvalidated).toBe(true);
  });

  it("asks for stars before sending", async () => {
    const user = userEvent.setup();
    const { api } = renderModal(() => ok({}));
    await user.click(screen.getByRole("button", { name: "Kirim Penilaian" }));
    expect(screen.getByRole("alert").textContent).toBe("Pilih 1 sampai 5 bintang");
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal and stays open", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(() => refused(STUDY_MESSAGES.alreadyRated));
    await user.click(screen.getByRole("radio", { name: "5 bintang" }));
    await user.click(screen.getByRole("button", { name: "Kirim Penilaian" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Anda sudah memberi penilaian untuk program ini");
    expect(onClose).not.toHaveBeenCalled();
  });
});
