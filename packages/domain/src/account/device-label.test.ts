import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviceLabel, UNKNOWN_DEVICE } from "./device-label";

describe("deviceLabel", () => {
  it("names the browser and the system of real User-Agents", () => {
    const cases: [string, string][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        "Chrome di Windows",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge di Windows",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        "Safari di iPhone",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
        "Samsung Internet di Android",
      ],
      [
        "Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
        "Chrome di Android",
      ],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox di macOS"],
      [
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
        "Chrome di Linux",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
        "Opera di Windows",
      ],
      ["Mozilla/5.0 (Linux; Android 12)", "Peramban di Android"],
      ["curl/8.5.0", UNKNOWN_DEVICE],
      ["", UNKNOWN_DEVICE],
    ];
    for (const [agent, label] of cases) expect(deviceLabel(agent), agent).toBe(label);
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
  });

  it("answers a short label for any text, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (agent) => {
        const label = deviceLabel(agent);
        expect(label.length).toBeGreaterThan(0);
        expect(label.length).toBeLessThanOrEqual(40);
      }),
    );
  });
});
