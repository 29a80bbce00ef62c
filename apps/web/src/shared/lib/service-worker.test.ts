import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppUpdates, createAppUpdates, registerAppServiceWorker } from "./service-worker";

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

  /** A new version is found and starts installing. */
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
}

function setup(controller: object | null) {
  const container = new FakeContainer(controller);
  const reload = vi.fn();
  const updates = createAppUpdates({
    container: () => container as unknown as ServiceWorkerContainer,
    reload,
  });
  const registration = new FakeRegistration();
  updates.watch(registration as unknown as ServiceWorkerRegistration);
  return { container, reload, updates, registration };
}

function waiting(updates: AppUpdates): unknown {
  return updates.waitingWorker();
}

describe("createAppUpdates", () => {
  it("offers a new version once it has installed while an older one controls the page", () => {
    const { updates, registration } = setup({});
    const listener = vi.fn();
    updates.subscribe(listener);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(waiting(updates)).toBeNull();
    worker.moveTo("installed");
    expect(waiting(updates)).toBe(worker);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("offers nothing on the first install: that worker takes the page over by itself", () => {
    const { updates, registration } = setup(null);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.moveTo("installed");
    expect(waiting(updates)).toBeNull();
  });

  it("offers a version that was already waiting when the page loaded", () => {
    const container = new FakeContainer({});
    const updates = createAppUpdates({
      container: () => container as unknown as ServiceWorkerContainer,
      reload: vi.fn(),
    });
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    worker.state = "installed";
    registration.waiting = worker;
    updates.watch(registration as unknown as ServiceWorkerRegistration);
    expect(waiting(updates)).toBe(worker);
  });

  it("withdraws the offer when the waiting worker becomes redundant", () => {
    const { updates, registration } = setup({});
    const worker = new FakeWorker();
    registration.found(worker);
    worker.moveTo("installed");
    worker.moveTo("redundant");
    expect(waiting(updates)).toBeNull();
  });

  it("'Muat Ulang' tells the waiting worker to skip waiting and reloads once, when it has taken over", () => {
    const { updates, registration, container, reload } = setup({});
    const worker = new FakeWorker();
    registration.found(worker);
    worker.moveTo("installed");
    updates.apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when the controller changes without the person asking (the first install's claim)", () => {
    const { updates, container, reload } = setup(null);
    container.dispatchEvent(new Event("controllerchange"));
    updates.apply();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("registerAppServiceWorker", () => {
  const replaced: { target: object; key: string; descriptor: PropertyDescriptor | undefined }[] = [];
  function replaceGlobal(target: object, key: string, value: unknown) {
    replaced.push({ target, key, descriptor: Object.getOwnPropertyDescriptor(target, key) });
    Object.defineProperty(target, key, { configurable: true, writable: true, value });
  }
  afterEach(() => {
    for (const { target, key, descriptor } of replaced.reverse()) {
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else Reflect.deleteProperty(target, key);
    }
    replaced.length = 0;
  });

  it("registers /sw.js at scope '/' when the browser is idle after load, and watches it for updates", async () => {
    const registration = new FakeRegistration();
    const register = vi.fn(async () => registration);
    replaceGlobal(navigator, "serviceWorker", { register, controller: null });
    replaceGlobal(window, "isSecureContext", true);
    replaceGlobal(window, "requestIdleCallback", (task: () => void) => {
      task();
      return 1;
    });
    const updates = { ...createAppUpdates({ container: () => undefined, reload: vi.fn() }), watch: vi.fn() };
    registerAppServiceWorker({ enabled: true, updates });
    await vi.waitFor(() => expect(updates.watch).toHaveBeenCalledWith(registration));
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("does nothing outside production builds (the tests, the dev server)", () => {
    const register = vi.fn();
    replaceGlobal(navigator, "serviceWorker", { register });
    replaceGlobal(window, "isSecureContext", true);
    registerAppServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it("does nothing in a browser without service workers", () => {
    replaceGlobal(window, "isSecureContext", true);
    expect("serviceWorker" in navigator).toBe(false);
    expect(() => registerAppServiceWorker({ enabled: true })).not.toThrow();
  });
});
