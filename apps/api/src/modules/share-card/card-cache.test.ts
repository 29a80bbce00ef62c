import { describe, expect, it } from "vitest";
import { createCardCache, createRenderLimit } from "./card-cache";

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe("createCardCache", () => {
  it("renders a missing card once for concurrent requests and serves it from memory afterwards", async () => {
    const cache = createCardCache({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    let finish: (value: Buffer) => void = () => undefined;
    const render = () => {
      renders += 1;
      return new Promise<Buffer>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.get("a", render), cache.get("a", render), cache.get("a", render)];
    finish(bytes(10));
    const [first, second, third] = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await cache.get("a", render)).toBe(first);
    expect(renders).toBe(1);
  });

  it("evicts the least recently used card past its entry or byte bound", async () => {
    const cache = createCardCache({ maxEntries: 2, maxBytes: 100 });
    const rendered: string[] = [];
    const make = (key: string, size: number) => () => {
      rendered.push(key);
      return Promise.resolve(bytes(size));
    };
    await cache.get("a", make("a", 10));
    await cache.get("b", make("b", 10));
    await cache.get("a", make("a", 10)); // a is now the most recent
    await cache.get("c", make("c", 10)); // past two entries: b goes
    expect(cache.size).toBe(2);
    await cache.get("a", make("a", 10));
    await cache.get("b", make("b", 10));
    expect(rendered).toEqual(["a", "b", "c", "b"]);
    await cache.get("big", make("big", 95)); // past 100 bytes: everything older goes
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(95);
    await cache.get("huge", make("huge", 101)); // larger than the whole cache: served, not kept
    expect(cache.size).toBe(1);
  });

  it("does not remember a failed render", async () => {
    const cache = createCardCache({ maxEntries: 2, maxBytes: 100 });
    await expect(cache.get("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("a", () => Promise.resolve(bytes(3)))).toHaveLength(3);
  });
});

describe("createRenderLimit", () => {
  it("runs at most the limit at once and the rest in turn", async () => {
    const limit = createRenderLimit(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => limit(task)));
    expect(most).toBe(2);
    expect(running).toBe(0);
  });
});
