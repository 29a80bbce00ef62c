/**
 * A person's name for the device of a session, from its User-Agent: "Chrome di Windows", "Safari di iPhone". Shown
 * in the list of active sessions (issue 21) so a person can tell their phone from a computer they do not know. The
 * header is the browser's own claim: a label, never a security decision. Unknown parts say so in Indonesian.
 */

const BROWSERS: readonly [RegExp, string][] = [
  // order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari"
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export const UNKNOWN_DEVICE = "Perangkat tidak dikenal";

function first(table: readonly [RegExp, string][], text: string): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const text = userAgent.slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} di ${system}`;
  if (browser) return browser;
  if (system) return `Peramban di ${system}`;
  return UNKNOWN_DEVICE;
}
