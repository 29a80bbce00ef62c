import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stars } from "./rating-summary";

/** The width of the filled (amber) layer of a row of stars, as its style gives it. */
const filledWidth = (container: HTMLElement) =>
  (container.querySelector("svg.text-amber-500")?.parentElement as HTMLElement | null)?.style.width;

describe("Stars", () => {
  it("fills the five stars to the rating, a fraction as part of a star", () => {
    const cases: [number, string][] = [
      [0, "0%"],
      [1, "20%"],
      [3.5, "70%"],
      [4.8, "96%"],
      [5, "100%"],
    ];
    for (const [rating, width] of cases) {
      const { container, unmount } = render(<Stars rating={rating} />);
      expect(filledWidth(container), `rating ${rating}`).toBe(width);
      unmount();
    }
  });

  it("never draws under none or over five stars", () => {
    const below = render(<Stars rating={-2} />);
    expect(filledWidth(below.container)).toBe("0%");
    below.unmount();
    const above = render(<Stars rating={7} />);
    expect(filledWidth(above.container)).toBe("100%");
  });

  it("is hidden from assistive technology (the caller says the rating in words) and one path a layer", () => {
    const { container } = render(<Stars rating={4} size={4} />);
    const row = container.firstElementChild as HTMLElement;
    expect(row.getAttribute("aria-hidden")).toBe("true");
    expect(row.className).toContain("h-4 w-20");
    // a grey and an amber layer, each one path of five stars: six elements, not thirty
    expect(row.querySelectorAll("*")).toHaveLength(5);
    expect(row.querySelectorAll("path")).toHaveLength(2);
    expect(row.querySelector("path")?.getAttribute("d")?.match(/M/g)).toHaveLength(5);
  });
});
