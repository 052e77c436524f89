import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium: Playwright's own browser download cannot work offline.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two cores, one server: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL, actionTimeout: 15_000, navigationTimeout: 30_000, trace: "retain-on-failure", screenshot: "only-on-failure", launchOptions },
  projects: [
    // Most visitors are on phones.
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    // Runs inside `node scripts/with-db.mjs --test`, which provides the throwaway DATABASE_URL.
    command: `npx next build && PORT=${PORT} node scripts/serve.mjs`,
    // Not a page: public pages are cached on their first visit, and the database is seeded after the
    // server is up (e2e/global-setup.ts), so a page fetched now would be cached empty.
    url: `${baseURL}/server/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: { APP_URL: baseURL, NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_MULTIPLIER: "20" },
  },
});
