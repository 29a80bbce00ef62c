import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createAppUpdates } from "../../shared/lib/service-worker";
import { AppUpdatePrompt } from "./app-update-prompt";

/** A worker whose state the test moves, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  readonly postMessage = vi.fn();

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

/** An app whose worker controls the page, with a registration the test can make find a new version. */
function setup() {
  const container = new EventTarget() as EventTarget & { controller: object };
  container.controller = {};
  const reload = vi.fn();
  const updates = createAppUpdates({ container: () => container as unknown as ServiceWorkerContainer, reload });
  const registration = new FakeRegistration();
  updates.watch(registration as unknown as ServiceWorkerRegistration);
  function deploy(): FakeWorker {
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event("updatefound"));
      worker.moveTo("installed");
    });
    return worker;
  }
  return { container, reload, updates, deploy };
}

describe("AppUpdatePrompt", () => {
  it("shows nothing while no new version waits", () => {
    const { updates } = setup();
    const { container } = render(<AppUpdatePrompt updates={updates} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByText("Versi baru tersedia")).toBeNull();
  });

  it("offers a waiting version; 'Muat Ulang' lets it take over and reloads once it has", async () => {
    const { container, reload, updates, deploy } = setup();
    render(<AppUpdatePrompt updates={updates} />);
    const worker = deploy();
    expect(screen.getByRole("status").textContent).toContain("Versi baru tersedia");
    await userEvent.click(screen.getByRole("button", { name: "Muat Ulang" }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      container.dispatchEvent(new Event("controllerchange"));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stays closed for that version once closed, and asks again for the next one", async () => {
    const { updates, deploy } = setup();
    render(<AppUpdatePrompt updates={updates} />);
    const first = deploy();
    await userEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByText("Versi baru tersedia")).toBeNull();
    act(() => first.moveTo("redundant"));
    deploy();
    expect(screen.getByText("Versi baru tersedia")).not.toBeNull();
  });
});
