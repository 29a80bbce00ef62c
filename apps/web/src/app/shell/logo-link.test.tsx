import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { isLogoLinkDisabled, Logo } from "./logo";

describe("isLogoLinkDisabled", () => {
  it("holds on the face-verification result and the partner's dummy redirect only", () => {
    expect(isLogoLinkDisabled("/face-recognition-result")).toBe(true);
    expect(isLogoLinkDisabled("/prakerja-face-recognition-status/1")).toBe(true);
    expect(isLogoLinkDisabled("/fr-dummy-redirect")).toBe(true);
    expect(isLogoLinkDisabled("/aktivitas/belajar-excel")).toBe(false);
    expect(isLogoLinkDisabled("/")).toBe(false);
  });
});

describe("Logo", () => {
  it("is no link on the face-verification result page", () => {
    renderWithRouter(<Logo />, { initialEntry: "/face-recognition-result?state=s-1" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Karirmu")).toBeTruthy();
  });

  it("links home elsewhere", () => {
    renderWithRouter(<Logo />, { initialEntry: "/program" });
    expect(screen.getByRole("link", { name: /Karirmu/ }).getAttribute("href")).toBe("/");
  });
});
