import { chromium, type Browser, type Page } from "playwright";
import { launchOptions } from "@/e2e/browsers";

// A mail as a phone's mail app lays it out: Chromium at 390 px, the photos not fetched (the layout is what
// is measured). For the tests of mails' widths (tests/integration/*mail-layout.test.ts).

export const PHONE_WIDTH = 390;

/** Opens the phone page before the file's tests and closes it after; `page()` is it. */
export function withPhoneMailPage() {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(launchOptions);
    page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 800 } });
    await page.route("**/*", (route) => route.abort());
  });
  afterAll(() => browser?.close());
  return () => page!;
}

/** How wide the mail lays out on the phone. */
export async function mailWidth(page: Page, html: string): Promise<number> {
  await page.setContent(html);
  return page.evaluate(() => document.documentElement.scrollWidth);
}
