/**
 * The browser's side of web push (issue 19): the service worker at /sw.js shows what the server pushes, and this
 * tab's PushManager subscription is what the server stores (POST /v2/auth/update-fcm-token). Shared, because both
 * the notifications page (turning push on and off) and logout (dropping the subscription) need it.
 */

import { SERVICE_WORKER_URL } from "./service-worker";

/** What this browser allows: push works, the person blocked notifications for the site, or there is no Push API. */
export type BrowserPushSupport = "supported" | "denied" | "unsupported";

export function browserPushSupport(): BrowserPushSupport {
  if (
    typeof window === "undefined" ||
    !window.isSecureContext ||
    !("serviceWorker" in navigator) ||
    !("PushManager" in window) ||
    !("Notification" in window)
  ) {
    return "unsupported";
  }
  return Notification.permission === "denied" ? "denied" : "supported";
}

/** The person answered the permission prompt with anything but 'Allow'. */
export class PushPermissionError extends Error {
  readonly permission: NotificationPermission;

  constructor(permission: NotificationPermission) {
    super(`Notification permission ${permission}`);
    this.name = "PushPermissionError";
    this.permission = permission;
  }
}

/** A VAPID public key (base64url, as the server sends it) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's push subscription for the site, or null (none, or no Push API). */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (browserPushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks for permission, registers the service worker and subscribes with the server's key. Throws
 * PushPermissionError when permission is not granted.
 */
export async function subscribeBrowserPush(vapidPublicKey: string): Promise<PushSubscription> {
  // asked first, while the click's user activation lasts: Safari and Firefox show no prompt without it
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushPermissionError(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  // subscribe needs an active worker; a fresh registration is still installing
  const registration = await navigator.serviceWorker.ready;
  const options: PushSubscriptionOptionsInit = {
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidPublicKey),
  };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // a subscription made with an older server key (the keys were changed) refuses a new key until it is gone
    const previous = await registration.pushManager.getSubscription();
    if (!previous) throw error;
    await previous.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** Drops this browser's subscription; true when there was one and it is gone. Never throws. */
export async function unsubscribeBrowserPush(): Promise<boolean> {
  try {
    const subscription = await browserPushSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  } catch (error) {
    console.error("Push unsubscribe failed", error);
    return false;
  }
}
