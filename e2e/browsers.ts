import { existsSync } from "node:fs";

// Debian's Chromium: Playwright's own browser download cannot work offline. Its headless shell (the
// package chromium-headless-shell, what Playwright itself runs headless) needs about a fifth less CPU
// for the same journeys than the full browser in its headless mode. Without the shell, the full
// browser runs them. CHROMIUM_PATH names another.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = "/usr/bin/chromium";
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args,
};

/**
 * The full browser (headless; CHROMIUM_FULL_PATH names another), for what Debian's headless shell
 * cannot do: it refuses notification permission whatever the context grants (e2e/push.spec.ts), and
 * its version 150 crashes every tab a Ctrl or ⌘ click opens (a static page's too, before it shows its
 * address), often with the page that opened it (e2e/landing.spec.ts).
 */
export const fullBrowserLaunchOptions = { executablePath: process.env.CHROMIUM_FULL_PATH ?? FULL_BROWSER, args };
