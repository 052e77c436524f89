import { mkdirSync } from "node:fs";
import { expectNoSeriousViolations } from "./axe";
import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import pg from "pg";
import { expectFitsScreen, uniqueEmail } from "./support";

// Chat scam defences: a message that asks for an advance by UPI reaches the other person unchanged, with
// a safety notice under it that only the recipient sees; the recipient reports the conversation. Both
// people are registered here (uniqueEmail), so the demo accounts and pets stay untouched.

const PASSWORD = "chat-safety-1";
const SCAM = "Pay 2000 advance to lakshmi@okhdfcbank";
const SHOTS = "test-results/chat-safety";

async function newPerson(browser: Browser, testInfo: TestInfo, name: string) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport: viewport ?? undefined, isMobile, hasTouch, userAgent, deviceScaleFactor });
  const page = await context.newPage();
  const res = await page.request.post("/server/auth/register", { data: { name, email: uniqueEmail("chatsafety"), password: PASSWORD } });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  return { context, page, id: user.id as string, name };
}

async function reportRow(reporterId: string, reportedUserId: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const r = await client.query<{ status: string; note: string }>(
      `SELECT status, note FROM conversation_reports WHERE "reporterId" = $1 AND "reportedUserId" = $2`,
      [reporterId, reportedUserId],
    );
    return r.rows;
  } finally {
    await client.end();
  }
}

test("a received advance-by-UPI message shows the recipient a safety notice, unchanged; the recipient reports the conversation", async ({
  browser,
}, testInfo) => {
  const sender = await newPerson(browser, testInfo, "Ravi Kennels");
  const recipient = await newPerson(browser, testInfo, "Meena Iyer");
  try {
    // The buyer asked first (the chat names only a conversation partner or the seller of a listing);
    // the sender answers; their own copy has no notice.
    const asked = await recipient.page.request.post("/server/messages", {
      data: { receiver_id: sender.id, message: "Is the puppy still available?" },
    });
    expect(asked.status()).toBe(201);
    await sender.page.goto(`/messages?receiverId=${recipient.id}`);
    const field = sender.page.getByLabel(`Message to ${recipient.name}`);
    await field.fill(SCAM);
    await sender.page.getByRole("button", { name: "Send" }).click();
    await expect(sender.page.getByText("Message sent successfully")).toBeVisible();
    const senderLog = sender.page.getByRole("log");
    await expect(senderLog.getByText(SCAM, { exact: true })).toBeVisible();
    await sender.page.reload();
    await expect(senderLog.getByText(SCAM, { exact: true })).toBeVisible();
    await expect(senderLog.getByRole("note")).toHaveCount(0);

    // The recipient sees the message exactly as sent, and the notice under it.
    await recipient.page.goto(`/messages?with=${sender.id}`);
    const log = recipient.page.getByRole("log");
    await expect(log.getByText(SCAM, { exact: true })).toBeVisible();
    const notice = log.getByRole("note", { name: "Pay only through PawBazaar" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Never send an advance or a fee to someone you have not met.");
    await expect(notice).toContainText("Spotted in this message: a UPI ID and a request for an advance or fee.");
    await expect(notice.getByRole("link", { name: "Safety tips" })).toHaveAttribute("href", "/process#process-safety");
    await expectFitsScreen(recipient.page, "the chat with a safety notice");
    await expectNoSeriousViolations(recipient.page, "the chat with a safety notice");

    // Screenshots at a 390 px phone and a 1280 px desktop, and the Telugu notice.
    mkdirSync(SHOTS, { recursive: true });
    const size = recipient.page.viewportSize()!;
    await recipient.page.setViewportSize({ width: 390, height: 844 });
    await expectFitsScreen(recipient.page, "the chat at 390 px");
    await recipient.page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-390-en.png` });
    await recipient.page.setViewportSize(size);
    // A desktop browser of the same person: the list and the chat side by side.
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: await recipient.context.storageState(),
    });
    try {
      const page = await desktop.newPage();
      await page.goto(`/messages?with=${sender.id}`);
      await expect(page.getByRole("log").getByRole("note", { name: "Pay only through PawBazaar" })).toBeVisible();
      await expectFitsScreen(page, "the chat at 1280 px");
      await expectNoSeriousViolations(page, "the chat with a safety notice at 1280 px");
      await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-1280-en.png` });
    } finally {
      await desktop.close();
    }

    // The recipient reports the conversation, with a note.
    await recipient.page.getByRole("button", { name: "Report conversation" }).click();
    const dialog = recipient.page.getByRole("dialog", { name: "Report this conversation" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Details (optional)").fill("Asked for an advance by UPI before I saw the puppy");
    await expectNoSeriousViolations(recipient.page, "the report dialog");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(recipient.page.getByText("Thanks — we review reports within 24 hours", { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await reportRow(recipient.id, sender.id)).toEqual([
      { status: "open", note: "Asked for an advance by UPI before I saw the puppy" },
    ]);

    // The same notice in Telugu, at 390 px (last: the language sticks to the device).
    await recipient.page.setViewportSize({ width: 390, height: 844 });
    await recipient.page.goto(`/te/messages?with=${sender.id}`);
    await expect(recipient.page.getByRole("log").getByText(SCAM, { exact: true })).toBeVisible();
    await expect(recipient.page.getByRole("note", { name: "PawBazaar ద్వారానే చెల్లించండి" })).toContainText("UPI ఐడీ");
    await expectFitsScreen(recipient.page, "the Telugu chat at 390 px");
    await recipient.page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-390-te.png` });
  } finally {
    await sender.context.close();
    await recipient.context.close();
  }
});
