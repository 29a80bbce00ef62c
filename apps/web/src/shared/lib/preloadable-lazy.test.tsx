import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

function Hello() {
  return <p>Halo</p>;
}

describe("preloadableLazy", () => {
  it("renders a preloaded component at once, without its fallback", async () => {
    const { Component, preload } = preloadableLazy(async () => Hello);
    await preload();
    render(
      <Suspense fallback={<p>Memuat</p>}>
        <Component />
      </Suspense>,
    );
    // synchronous: no await between render and the check
    expect(screen.queryByText("Memuat")).toBeNull();
    expect(screen.getByText("Halo")).toBeTruthy();
  });

  it("suspends like React.lazy when it was not preloaded", async () => {
    const { Component } = preloadableLazy(async () => Hello);
    render(
      <Suspense fallback={<p>Memuat</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText("Memuat")).toBeTruthy();
    expect(await screen.findByText("Halo")).toBeTruthy();
  });
});
