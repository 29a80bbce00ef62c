import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CounterBadge, counterBadgeText } from "./counter-badge";

describe("counterBadgeText (capped at 3 digits)", () => {
  it("shows no badge for 0, negatives and non-numbers", () => {
    expect(counterBadgeText(0)).toBeNull();
    expect(counterBadgeText(-3)).toBeNull();
    expect(counterBadgeText(Number.NaN)).toBeNull();
  });

  it("shows 1 to 999 as they are", () => {
    expect(counterBadgeText(1)).toBe("1");
    expect(counterBadgeText(42)).toBe("42");
    expect(counterBadgeText(999)).toBe("999");
  });

  it("shows 999+ above three digits", () => {
    expect(counterBadgeText(1000)).toBe("999+");
    expect(counterBadgeText(123_456)).toBe("999+");
    expect(counterBadgeText(Number.POSITIVE_INFINITY)).toBe("999+");
  });
});

describe("CounterBadge", () => {
  it("renders nothing for 0 and the capped text otherwise", () => {
    const { container, rerender } = render(<CounterBadge count={0} />);
    expect(container.textContent).toBe("");
    rerender(<CounterBadge count={1200} />);
    expect(container.textContent).toBe("999+");
  });
});
