import { vi } from "vitest";

type Watch = { callback: IntersectionObserverCallback; target: Element | null };

/**
 * jsdom has no IntersectionObserver: this one records what each observer watches, and `scrollIntoView` tells
 * the observer watching a matching element that it came into view.
 */
export function fakeIntersectionObserver() {
  const observers: Watch[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly entry: Watch;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = null;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
  return {
    /** The observer watching an element that matches, if any. */
    watching(matches: (target: Element) => boolean = () => true): Watch | undefined {
      return observers.find((o) => o.target !== null && matches(o.target));
    },
    scrollIntoView(watch: Watch): void {
      watch.callback(
        [{ isIntersecting: true, target: watch.target } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    },
  };
}
