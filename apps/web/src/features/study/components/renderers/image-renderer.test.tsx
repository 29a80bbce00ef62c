import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { activityFixture } from "../../activity-fixtures";
import { ActivityTypeIcon } from "../study-icons";
import { IMAGE_TEXTS, ImageRenderer } from "./image-renderer";

describe("ImageRenderer", () => {
  it("opens the picture at its own size in a dialog, with its name and a link to the file", async () => {
    const activity = activityFixture({
      type: "image",
      title: "Infografis: 5 Langkah Belajar Efektif",
      url: "/media/demo/infografis-belajar.png",
      content: "",
    });
    render(<ImageRenderer activity={activity} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Perbesar gambar/ }));
    const dialog = screen.getByRole("dialog", { name: "Infografis: 5 Langkah Belajar Efektif" });
    const full = within(dialog).getByRole("img", { name: "Infografis: 5 Langkah Belajar Efektif" });
    // not shrunk to the dialog's width: the learner pans and zooms
    expect(full.className).toContain("max-w-none");
    expect(
      within(dialog)
        .getByRole("link", { name: new RegExp(IMAGE_TEXTS.original) })
        .getAttribute("href"),
    ).toBe("/media/demo/infografis-belajar.png");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("ActivityTypeIcon", () => {
  it("draws every activity type its own picture (a quiz and a discussion differ)", () => {
    const types = [
      "quiz",
      "refleksi",
      "ebook",
      "webview",
      "freetext",
      "live_streaming",
      "video",
      "toolkit",
      "html",
      "image",
      "document",
      "direct_chat",
      "discussion",
    ];
    const drawn = types.map((type) =>
      renderToStaticMarkup(<ActivityTypeIcon type={type} />).replace(/data-activity-icon="[^"]*"/, ""),
    );
    expect(new Set(drawn).size).toBe(types.length);
    expect(renderToStaticMarkup(<ActivityTypeIcon type="quiz-v2" />)).toContain('data-activity-icon="quiz"');
  });
});
