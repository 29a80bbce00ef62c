import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { passageLabel, QuestionStem } from "./question-stem";

describe("passageLabel", () => {
  it("says 'Bacaan' once, whether or not the passage's title already starts with it", () => {
    expect(passageLabel("Kebiasaan Belajar Rina")).toBe("Bacaan: Kebiasaan Belajar Rina");
    expect(passageLabel("Bacaan: Kebiasaan Belajar Rina")).toBe("Bacaan: Kebiasaan Belajar Rina");
    expect(passageLabel(null)).toBe("Bacaan");
  });

  it("is the folded passage's summary", () => {
    render(
      <QuestionStem
        withPassage
        question={{
          body: "<p>Soal</p>",
          image_url: null,
          position: 1,
          group: { id: 1, title: "Bacaan: Kebiasaan Belajar Rina", passage: "<p>Rina belajar.</p>" },
        }}
      />,
    );
    expect(screen.getByText("Bacaan: Kebiasaan Belajar Rina")).toBeTruthy();
    expect(screen.queryByText(/Bacaan: Bacaan:/)).toBeNull();
  });
});
