import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../../test/account-fixtures";
import { renderWithRouter } from "../../../../test/render";
import { fakeStudyApi, groupFixture, ok, PATHS } from "../../activity-fixtures";
import { StudyGroupDialog } from "./study-group-dialog";

afterEach(() => vi.unstubAllGlobals());

const OPEN = groupFixture({ id: 1, name: "Kelompok A", member_count: 3, quota: 10 });
const FULL = groupFixture({ id: 2, name: "Kelompok B", member_count: 10, quota: 10, is_full: true });

function renderDialog(mine: ReturnType<typeof groupFixture>[] = []) {
  setSessionCookie();
  let current = mine;
  const api = fakeStudyApi({
    [PATHS.manualGroups(10)]: () => ok({ groups: [OPEN, FULL], total: 2 }),
    [PATHS.myGroups]: () => ok({ groups: current, total: current.length }),
    [PATHS.groupDetail]: () =>
      ok({
        group: current[0] ?? null,
        members: [
          { id: 5, name: "Siti Rahma", avatar: null },
          { id: 8, name: "Budi Santoso", avatar: null },
        ],
        total: 14,
      }),
    [PATHS.selectGroup]: () => {
      current = [{ ...OPEN, member_count: 4, my_status: "joined" }];
      return ok(current[0]);
    },
  });
  vi.stubGlobal("fetch", api.fn);
  const onClose = vi.fn();
  renderWithRouter(<StudyGroupDialog open onClose={onClose} programId={10} />);
  return { api, onClose };
}

describe("StudyGroupDialog", () => {
  it("disables both choices of a full group", async () => {
    renderDialog();
    const list = await screen.findByRole("list", { name: "Kelompok belajar" });
    const full = within(list).getByRole("listitem", { name: "Kelompok B" });
    expect(within(full).getByText("Penuh")).toBeTruthy();
    expect((within(full).getByRole("button", { name: "Pilih Kelompok" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(full).getByRole("button", { name: "Ajukan Bergabung" }) as HTMLButtonElement).disabled).toBe(true);
    const open = within(list).getByRole("listitem", { name: "Kelompok A" });
    expect((within(open).getByRole("button", { name: "Pilih Kelompok" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Anda belum memilih kelompok belajar.")).toBeTruthy();
  });

  it("joins a group with select_group and shows it as the learner's group with its members", async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    const list = await screen.findByRole("list", { name: "Kelompok belajar" });
    const open = within(list).getByRole("listitem", { name: "Kelompok A" });
    await user.click(within(open).getByRole("button", { name: "Pilih Kelompok" }));

    expect(await screen.findByText("Anda bergabung dengan Kelompok A.")).toBeTruthy();
    const call = api.to(PATHS.selectGroup)[0];
    expect(call?.body).toEqual({ program_id: 10, group_id: 1 });
    expect(call?.url.searchParams.get("refresh")).toBe("1");
    expect(await screen.findByRole("list", { name: "Anggota kelompok" })).toBeTruthy();
    expect(screen.getAllByText("Bergabung").length).toBeGreaterThan(0);
    expect(screen.getByText("Halaman 1 dari 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Berikutnya" }));
    await waitFor(() =>
      expect(api.to(PATHS.groupDetail).some((c) => c.url.searchParams.get("page") === "2")).toBe(true),
    );
    expect(api.to(PATHS.groupDetail)[0]?.url.searchParams.get("items_per_page")).toBe("12");
  });

  it("filters by status and sends the name search", async () => {
    const user = userEvent.setup();
    const { api } = renderDialog([{ ...OPEN, my_status: "requested" }]);
    expect(await screen.findByText("Menunggu Persetujuan", { selector: "p span" })).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Penuh");
    await user.type(screen.getByRole("searchbox", { name: "Cari kelompok" }), "Kelompok{Enter}");
    await waitFor(() => {
      const last = api.to(PATHS.manualGroups(10)).at(-1);
      expect(last?.url.searchParams.get("status")).toBe("full");
      expect(last?.url.searchParams.get("name")).toBe("Kelompok");
    });
  });
});
