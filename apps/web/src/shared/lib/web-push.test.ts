import { afterEach, describe, expect, it, vi } from "vitest";
import { base64UrlToBytes, browserPushSupport, unsubscribeBrowserPush } from "./web-push";

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

/** A browser with the Push API whose registration holds `subscription`. */
function withPushApi(subscription: { unsubscribe: () => Promise<boolean> } | null, permission = "default") {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  replaceGlobal(navigator, "serviceWorker", { getRegistration: async () => registration });
  replaceGlobal(window, "Notification", { permission });
  replaceGlobal(window, "PushManager", class {});
  replaceGlobal(window, "isSecureContext", true);
}

describe("base64UrlToBytes", () => {
  it("reads a base64url VAPID key without padding", () => {
    expect([...base64UrlToBytes("AQID_-8")]).toEqual([1, 2, 3, 255, 239]);
    expect(
      base64UrlToBytes("BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U"),
    ).toHaveLength(65);
  });
});

describe("browserPushSupport", () => {
  it("is unsupported without the Push API (jsdom), denied when the site is blocked", () => {
    expect(browserPushSupport()).toBe("unsupported");
    withPushApi(null, "denied");
    expect(browserPushSupport()).toBe("denied");
  });

  it("is supported with the Push API in a secure context", () => {
    withPushApi(null);
    expect(browserPushSupport()).toBe("supported");
  });
});

describe("unsubscribeBrowserPush", () => {
  it("drops the browser's subscription", async () => {
    const unsubscribe = vi.fn(async () => true);
    withPushApi({ unsubscribe });
    expect(await unsubscribeBrowserPush()).toBe(true);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("is false without a subscription or without the Push API, and never throws", async () => {
    expect(await unsubscribeBrowserPush()).toBe(false);
    withPushApi(null);
    expect(await unsubscribeBrowserPush()).toBe(false);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    withPushApi({ unsubscribe: async () => Promise.reject(new Error("push service gone")) });
    expect(await unsubscribeBrowserPush()).toBe(false);
    error.mockRestore();
  });
});
