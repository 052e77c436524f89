import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./e2e/browsers";
import { E2E_CRON_SECRET } from "./e2e/cron-secret";
import { RAZORPAY_STAND_IN, razorpayPorts } from "./e2e/razorpay";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// APP_URL: the address the server gives out (links in mails). The app must work at any other address
// it is served from too: the "lan" projects open it at 127.0.0.1 and 127.0.0.2 (a phone on the Wi-Fi).
const baseURL = `http://localhost:${PORT}`;
// The journeys with Razorpay (e2e/razorpay.spec.ts) run against a second server of the same build,
// started with PAYMENT_PROVIDER=razorpay and the addresses of the stand-ins of Razorpay's API and Checkout.
const RAZORPAY = razorpayPorts(PORT);
const razorpayURL = `http://localhost:${RAZORPAY.app}`;
/** The journeys that every address must pass: sign-up and sign-in (and the return to a pet after it), cart and checkout, messages, the contact and support forms. */
const EVERY_ADDRESS =
  /accounts|account forms before their script|returns after sign-in|buyer checks out|buyer contacts the seller|contact message|support request|finds the contact form/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two browsers at once against the one server: a journey spends most of its time waiting (for the
  // server, the database, a poll), so two of them use the machine's two cores better than one. Files
  // are shared out whole (a file's journeys run in order), except the accessibility sweep's pages.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // On CI, a journey that fails is run once more: CI's machine runs them beside Jest at full load, where a
  // wait can run out without the app being wrong. One that passes only the second time is still named,
  // as flaky, at the end of `npm test` (scripts/test.mjs); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { baseURL, actionTimeout: 15_000, navigationTimeout: 30_000, screenshot: "only-on-failure", launchOptions },
  projects: [
    // Most visitors are on phones.
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions }, testIgnore: ["api/**", "razorpay.spec.ts"] },
    // After the phone journeys: both projects use the demo accounts, and a journey that reads the
    // seller's unread badge must not meet the other project's messages. The accessibility sweep and the
    // long words' journey check both widths in the phone project, on one load of each page, and so do
    // the phone-first dashboard's journeys (the header's labels at 1024 and 1366 px among them).
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      dependencies: ["phone"],
      testIgnore: [
        "a11y.spec.ts",
        "long-words.spec.ts",
        "narrow-phones.spec.ts",
        "phone-dashboard.spec.ts",
        "rehoming.spec.ts",
        "api/**",
        "razorpay.spec.ts",
      ],
    },
    // The same production server opened at other addresses than APP_URL's, one after the other (like
    // the desktop journeys, they take demo pets and accounts of their own, and read the seller's badge).
    ...["127.0.0.1", "127.0.0.2"].map((host, i, hosts) => ({
      name: `lan-${host}`,
      use: { ...devices["Pixel 7"], baseURL: `http://${host}:${PORT}`, launchOptions },
      testMatch: ["auth.spec.ts", "buying.spec.ts", "messaging.spec.ts", "info-pages.spec.ts", "return-after-sign-in.spec.ts"],
      grep: EVERY_ADDRESS,
      dependencies: [i === 0 ? "desktop" : `lan-${hosts[i - 1]}`],
    })),
    // Checks of the API on the production build: every error code's text, requests from other sites,
    // hostile input (e2e/api/). No browser journeys; they run beside the phone journeys.
    { name: "api", testMatch: "api/**/*.spec.ts", use: { launchOptions } },
    // Paying through Razorpay's Checkout (a stand-in of it), on the Razorpay server, at APP_URL's address
    // and then at 127.0.0.1 (they buy pets of their own, so they run beside the others).
    ...["localhost", "127.0.0.1"].map((host, i) => ({
      name: i === 0 ? "razorpay" : `razorpay-${host}`,
      use: { ...devices["Pixel 7"], baseURL: `http://${host}:${RAZORPAY.app}`, launchOptions },
      testMatch: "razorpay.spec.ts",
      dependencies: i === 0 ? [] : ["razorpay"],
    })),
  ],
  webServer: [
    {
      // Runs inside `node scripts/with-db.mjs --test`, which provides the throwaway DATABASE_URL.
      command: `npx next build && PORT=${PORT} node scripts/serve.mjs`,
      // Not a page: public pages are cached on their first visit, and the database is seeded after the
      // server is up (e2e/global-setup.ts), so a page fetched now would be cached empty.
      url: `${baseURL}/server/health`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: { APP_URL: baseURL, NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_MULTIPLIER: "20", CRON_SECRET: E2E_CRON_SECRET },
    },
    // Started after the first (Playwright starts its servers in order), so on the build it made.
    {
      command: "npx tsx e2e/razorpay-stand-in.ts",
      url: `http://127.0.0.1:${RAZORPAY.checkout}/__stand-in/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: { STAND_IN_API_PORT: String(RAZORPAY.api), STAND_IN_CHECKOUT_PORT: String(RAZORPAY.checkout) },
    },
    {
      command: `PORT=${RAZORPAY.app} node scripts/serve.mjs`,
      url: `${razorpayURL}/server/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        APP_URL: razorpayURL,
        NEXT_TELEMETRY_DISABLED: "1",
        RATE_LIMIT_MULTIPLIER: "20",
        CRON_SECRET: E2E_CRON_SECRET,
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: RAZORPAY_STAND_IN.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_STAND_IN.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_STAND_IN.webhookSecret,
        RAZORPAY_API_URL: `http://127.0.0.1:${RAZORPAY.api}`,
        RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${RAZORPAY.checkout}/v1/checkout.js`,
      },
    },
  ],
});
