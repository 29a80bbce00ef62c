import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../../test/account-fixtures";
import { renderWithRouter } from "../../../../test/render";
import { commentFixture, fakeStudyApi, ok, PATHS } from "../../activity-fixtures";
import { CommentsSection } from "./comments-section";
import { type MentionCandidate, MentionEditor, shiftMentions } from "./mention-editor";

afterEach(() => vi.unstubAllGlobals());

const PEOPLE: MentionCandidate[] = [
  { userId: 8, name: "Budi Santoso" },
  { userId: 9, name: "Bunga Lestari" },
  { userId: 12, name: "Citra Dewi" },
];

function renderEditor() {
  const onSubmit = vi.fn(async (_stored: string) => true);
  render(
    <MentionEditor
      label="Tulis komentar"
      getCandidates={() => PEOPLE}
      onSubmit={onSubmit}
      pending={false}
      error={null}
    />,
  );
  const box = screen.getByRole("combobox", { name: "Tulis komentar" }) as HTMLTextAreaElement;
  return { onSubmit, box };
}

describe("MentionEditor", () => {
  it("opens suggestions on '@' and letters, moves with the arrows, chooses with Enter, and sends the stored form", async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderEditor();
    expect(box.getAttribute("aria-expanded")).toBe("false");

    await user.type(box, "Halo @Bu");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox", { name: "Saran nama" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Budi Santoso", "Bunga Lestari"]);
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);

    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");

    expect(box.value).toBe("Halo @Bunga Lestari ");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.type(box, "terima kasih");
    await user.click(screen.getByRole("button", { name: "Kirim" }));

    expect(onSubmit).toHaveBeenCalledWith("Halo @[9|Bunga Lestari] terima kasih");
    await waitFor(() => expect(box.value).toBe(""));
  });

  it("closes the suggestions with Escape and keeps the text as typed", async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderEditor();
    await user.type(box, "@Ci");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Enter}");
    expect(box.value).toBe("@Ci\n");
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    expect(onSubmit).toHaveBeenCalledWith("@Ci");
  });

  it("drops a mention that was edited afterwards: it is stored as the text left", async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderEditor();
    await user.type(box, "@Cit");
    await user.keyboard("{Enter}");
    expect(box.value).toBe("@Citra Dewi ");
    // remove the space and the last letter of the name
    await user.type(box, "{Backspace}{Backspace}");
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    expect(onSubmit).toHaveBeenCalledWith("@Citra Dew");
  });

  it("sends nothing that is empty after trimming", async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderEditor();
    await user.type(box, "   ");
    const send = screen.getByRole("button", { name: "Kirim" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.closest("form") as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("0/2.000 karakter")).toBeTruthy();
  });
});

describe("shiftMentions", () => {
  const mention = { userId: 8, name: "Budi", start: 5, end: 10 };
  it("keeps a mention before the edit, moves one after it, and drops one the edit touches", () => {
    expect(shiftMentions("Halo @Budi", "Halo @Budi!", [mention])).toEqual([mention]);
    expect(shiftMentions("Halo @Budi", "Hai, Halo @Budi", [mention])).toEqual([{ ...mention, start: 10, end: 15 }]);
    expect(shiftMentions("Halo @Budi", "Halo @Bud", [mention])).toEqual([]);
  });
});

describe("CommentsSection", () => {
  it("suggests the thread's authors but not the learner, and puts the new comment on top without a reload", async () => {
    setSessionCookie(5);
    const user = userEvent.setup();
    const existing = [
      commentFixture({ id: 2, user: { id: 8, name: "Budi Santoso", avatar: null }, comment: "Siap @[5|Siti Rahma]" }),
      commentFixture({ id: 1, user: { id: 5, name: "Siti Rahma", avatar: null }, is_mine: true, comment: "Halo" }),
    ];
    const api = fakeStudyApi({
      [PATHS.comments(101)]: () => ok({ comments: existing, total: 2, has_more: false }),
      [PATHS.postComment]: ({ body }) =>
        ok(
          commentFixture({
            id: 3,
            user: { id: 5, name: "Siti Rahma", avatar: null },
            is_mine: true,
            comment: (body as { comment: string }).comment,
          }),
        ),
    });
    vi.stubGlobal("fetch", api.fn);
    renderWithRouter(<CommentsSection activityId={101} currentUserId={5} />);

    const list = await screen.findByRole("list", { name: "Daftar komentar" });
    // a stored mention reads as highlighted text, never as markup
    expect(within(list).getByText("@Siti Rahma").tagName).toBe("SPAN");

    const box = screen.getByRole("combobox", { name: "Tulis komentar" });
    await user.type(box, "@Si");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.clear(box);
    await user.type(box, "@Bu");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Budi Santoso"]);
    await user.keyboard("{Enter}");
    await user.type(box, "setuju <b>ya</b>");
    await user.click(screen.getByRole("button", { name: "Kirim" }));

    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
    expect(api.to(PATHS.postComment)[0]?.body).toEqual({
      resource_id: 101,
      comment: "@[8|Budi Santoso] setuju <b>ya</b>",
    });
    const first = within(list).getAllByRole("article")[0] as HTMLElement;
    expect(first.textContent).toContain("@Budi Santoso setuju <b>ya</b>");
    expect(first.querySelector("b")).toBeNull();
    expect(api.to(PATHS.comments(101))).toHaveLength(1);
  });
});
