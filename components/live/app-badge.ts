// The unread count on the installed app's icon (the Badging API: Chrome and Edge on Android and
// desktop, Safari for a web app on the home screen); elsewhere nothing happens.
type TBadgingNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows `count` on the app icon, or clears it at 0. */
export function setAppBadge(count: number) {
  if (typeof navigator === "undefined") return;
  const nav = navigator as TBadgingNavigator;
  // Refused when the page is not allowed to (not installed, no permission): the badge is a nicety.
  if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined);
  else void nav.clearAppBadge?.().catch(() => undefined);
}
