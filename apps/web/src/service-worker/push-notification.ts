/**
 * What the service worker shows for a push and where a click on it leads (issue 19), kept apart from the worker
 * so it is tested as plain functions. The payload is JSON {title, body, link}.
 */

export const FALLBACK_NOTIFICATION_TITLE = "Notifikasi baru";

/** The part of PushMessageData read here (a DOM type for the tests, a worker type in the worker). */
export interface PushPayloadData {
  json(): unknown;
  text(): string;
}

export interface PushNotification {
  title: string;
  body: string;
  /** The absolute address a click opens: always a page of this site. */
  link: string;
}

/** Only a path of this site is followed: a pushed link can never send the person elsewhere. */
export function sameOriginLink(link: unknown, origin: string): string {
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//") || link.includes("\\")) {
    return `${origin}/`;
  }
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

/** Anything that is not a JSON object still shows, as its text, rather than nothing. */
function readPayload(data: PushPayloadData | null | undefined): Record<string, unknown> {
  if (!data) return {};
  try {
    const value = data.json();
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return { body: data.text() };
  }
}

export function pushNotificationOf(data: PushPayloadData | null | undefined, origin: string): PushNotification {
  const payload = readPayload(data);
  const title =
    typeof payload.title === "string" && payload.title.trim() !== "" ? payload.title : FALLBACK_NOTIFICATION_TITLE;
  return {
    title,
    body: typeof payload.body === "string" ? payload.body : "",
    link: sameOriginLink(payload.link, origin),
  };
}
