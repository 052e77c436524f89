"use client";
// Push on this device: whether the browser can, the service worker's subscription, and turning it on.
// No texts here: the prompt (components/push/push-prompt.tsx) and the profile's settings word the outcomes.
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { pushApi } from "@/lib/push/client";
import { pushKeys } from "@/lib/push/keys";

/**
 * "supported"; "ios-install": an iPhone or iPad outside the installed app (Safari offers push only to a
 * web app added to the Home Screen, iOS 16.4 or later); "unsupported"; "unknown" while rendering on the server.
 */
export type TPushSupport = "supported" | "ios-install" | "unsupported" | "unknown";

function isIos(): boolean {
  // iPadOS reports itself as a Mac, but a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
}

function isInstalledApp(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function pushSupport(): TPushSupport {
  if (typeof window === "undefined") return "unknown";
  const hasPush = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (isIos() && !isInstalledApp()) return "ios-install";
  return hasPush ? "supported" : "unsupported";
}

const noChanges = () => () => undefined;

/** The browser's push support, known after hydration ("unknown" in the server's HTML). */
export function usePushSupport(): TPushSupport {
  return useSyncExternalStore(noChanges, pushSupport, () => "unknown");
}

/** The permission now ("default", "granted", "denied"), or null without the Notification API. */
export const notificationPermission = (): NotificationPermission | null =>
  typeof Notification === "undefined" ? null : Notification.permission;

async function registration(): Promise<ServiceWorkerRegistration> {
  // The site's service worker (public/sw.js, which loads the push handlers from /sw-push.js).
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (!existing) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

/** This device's push subscription, or null (no service worker yet, or not subscribed). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Whether this device is subscribed (for the settings and the prompt). */
export function useDeviceSubscription(enabled: boolean) {
  return useQuery({
    queryKey: pushKeys.device(),
    queryFn: async () => (await deviceSubscription()) !== null,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

export class PushDeniedError extends Error {}

/**
 * Turns push on for this device: asks for permission (call it from a tap: browsers ignore a request
 * without one), registers the service worker if it is not, subscribes with the server's key and hands
 * the subscription to the server. Throws PushDeniedError when the person (or the browser) says no.
 */
export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushDeniedError(permission);
  const [reg, key] = await Promise.all([registration(), pushApi.key()]);
  const serverKey = base64UrlBytes(key);
  let subscription = await reg.pushManager.getSubscription();
  // Subscribed with another key (the server's keys were changed): that subscription no longer works.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  await pushApi.subscribe(subscription.toJSON());
}

/**
 * Forgets this device's subscription, on the server and in the browser: for signing out on a shared
 * phone, so the next person does not get the last one's notifications. Never throws.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    const subscription = await deviceSubscription();
    if (!subscription) return;
    await pushApi.unsubscribe(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // No service worker, or the browser refused: nothing to forget.
  }
}
