import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgramCover } from "./program-cover";

describe("ProgramCover (issue 23)", () => {
  it("shows the programme's picture with its size (no layout shift), lazy unless asked otherwise", () => {
    const { rerender } = render(
      <ProgramCover id={7} categoryName="KELASMU" avatar="/media/demo/covers/belajar-excel.svg" className="w-full" />,
    );
    const img = screen.getByTestId("program-cover");
    expect(img.getAttribute("src")).toBe("/media/demo/covers/belajar-excel.svg");
    expect(img.getAttribute("width")).toBe("320");
    expect(img.getAttribute("height")).toBe("200");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("");
    expect(screen.queryByTestId("generated-cover")).toBeNull();
    rerender(<ProgramCover id={7} categoryName="KELASMU" avatar="/x.svg" loading="eager" />);
    expect(screen.getByTestId("program-cover").getAttribute("loading")).toBe("eager");
  });

  it("falls back to the letter tile only when there is no picture", () => {
    render(<ProgramCover id={7} categoryName="KELASMU" avatar={null} />);
    expect(screen.getByTestId("generated-cover").textContent).toBe("K");
    expect(screen.queryByTestId("program-cover")).toBeNull();
  });
});
