import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { StoryCard } from "../story-cards";
import { Story } from "./story";

const cards: StoryCard[] = [
  { id: "a", tone: "brand", headline: "Kilas Balik 2026", figure: null, caption: "Halo!", items: [] },
  { id: "b", tone: "ocean", headline: "Aktivitas yang Anda selesaikan", figure: "15", caption: "Hebat.", items: [] },
  { id: "c", tone: "forest", headline: "Rekor belajar beruntun", figure: "8 hari", caption: "Mantap.", items: [] },
];

function renderStory() {
  return render(
    <MemoryRouter>
      <Story cards={cards} title="Kilas Balik 2026" brand="Karirmu" fileStem="kilas-balik-2026" closeTo="/" />
    </MemoryRouter>,
  );
}

const announced = () => screen.getByTestId("story-announcement").textContent;

describe("Story", () => {
  it("moves by keys and by buttons, and reads each card out", () => {
    renderStory();
    expect(announced()).toBe("Kartu 1 dari 3. Kilas Balik 2026 Halo!");
    expect(screen.getByRole("button", { name: /Sebelumnya/ })).toHaveProperty("disabled", true);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByRole("heading", { level: 2, name: "Aktivitas yang Anda selesaikan" })).toBeTruthy();
    expect(announced()).toBe("Kartu 2 dari 3. Aktivitas yang Anda selesaikan 15 Hebat.");
    fireEvent.keyDown(window, { key: "End" });
    expect(screen.getByText("8 hari")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Berikutnya/ })).toHaveProperty("disabled", true);
    // at the end, forward stays on the last card
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(announced()).toContain("Kartu 3 dari 3");
    fireEvent.click(screen.getByRole("button", { name: /Sebelumnya/ }));
    expect(announced()).toContain("Kartu 2 dari 3");
    fireEvent.keyDown(window, { key: "Home" });
    expect(announced()).toContain("Kartu 1 dari 3");
  });

  it("leaves Space on a focused button to the button (one move, not two)", () => {
    renderStory();
    const next = screen.getByRole("button", { name: /Berikutnya/ });
    fireEvent.keyDown(next, { key: " " });
    expect(announced()).toContain("Kartu 1 dari 3");
    fireEvent.keyDown(screen.getByTestId("story-card"), { key: " " });
    expect(announced()).toContain("Kartu 2 dari 3");
  });

  it("goes on with a tap on the right of the card and back with a tap on its left third", () => {
    renderStory();
    const card = screen.getByTestId("story-card");
    card.getBoundingClientRect = () =>
      ({ left: 0, width: 390, top: 0, height: 600, right: 390, bottom: 600 }) as DOMRect;
    fireEvent.pointerDown(card, { clientX: 300 });
    fireEvent.pointerUp(card, { clientX: 300 });
    expect(announced()).toContain("Kartu 2 dari 3");
    fireEvent.pointerDown(card, { clientX: 40 });
    fireEvent.pointerUp(card, { clientX: 40 });
    expect(announced()).toContain("Kartu 1 dari 3");
    // a swipe to the left goes on
    fireEvent.pointerDown(card, { clientX: 300 });
    fireEvent.pointerUp(card, { clientX: 150 });
    expect(announced()).toContain("Kartu 2 dari 3");
  });
});
