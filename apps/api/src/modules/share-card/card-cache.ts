/**
 * The rendered cards of this process: least recently used out first, bounded by count and by bytes. A key names
 * a card's content (its version hash), so an edited programme is a new key and an old card is never served for
 * it; the old one just ages out. Requests for a card being rendered wait for that one render (single flight).
 */
export type CardCache = {
  /** The cached bytes of `key`, else what `render` makes (once, however many ask at the same time). */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  readonly size: number;
  readonly bytes: number;
};

export function createCardCache(options: { maxEntries: number; maxBytes: number }): CardCache {
  // a Map iterates in insertion order: re-inserting on a hit makes its first key the least recently used
  const entries = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function store(key: string, value: Buffer): void {
    if (value.length > options.maxBytes) return;
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.length;
    }
    entries.set(key, value);
    bytes += value.length;
    for (const [oldest, buffer] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= buffer.length;
    }
  }

  return {
    get(key, render) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      const running = rendering.get(key);
      if (running) return running;
      const started = render().then(
        (value) => {
          rendering.delete(key);
          store(key, value);
          return value;
        },
        (error: unknown) => {
          // a failed render is not remembered: the next request tries again
          rendering.delete(key);
          throw error;
        },
      );
      rendering.set(key, started);
      return started;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * At most `limit` renders at once in this process: a burst of different cards (a crawler walking the catalogue)
 * queues instead of taking every core from the calls of the site.
 */
export function createRenderLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
