import { vi } from "vitest";

/**
 * jsdom lays nothing out, so a virtualised list (@tanstack/react-virtual) would see a 0 px window and show no row.
 * This gives every element the window height `viewport` and every row the height `row`; vi.restoreAllMocks()
 * undoes it.
 */
export function stubListLayout({ viewport = 4000, row = 80 }: { viewport?: number; row?: number } = {}): void {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(viewport);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(row);
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(400);
}
