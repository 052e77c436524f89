import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expectFitsScreen, outboxLink, uniqueEmail } from "./support";

// Every journey registers its own user: the phone and desktop projects share one database, and the
// demo accounts belong to the other journeys (their passwords must not change).
const PASSWORD = "profile-secret1";

async function registerUser(request: APIRequestContext, name = "Kavya Nair") {
  const email = uniqueEmail("profile");
  const res = await request.post("/server/auth/register", { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return email;
}

async function login(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post("/server/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe("profile", () => {
  test("profile edit persists after a reload; a changed email must be verified again", async ({ page }) => {
    const email = await registerUser(page.request);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Kavya Nair" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");

    await page.getByLabel("Full name").fill("Kavya Reddy");
    await page.getByLabel("Location").fill("Warangal, Telangana");
    await page.getByLabel("Bio").fill("Two indie dogs and a cat.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Profile updated successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Kavya Reddy" })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Kavya Reddy");
    await expect(page.getByLabel("Location")).toHaveValue("Warangal, Telangana");
    await expect(page.getByLabel("Bio")).toHaveValue("Two indie dogs and a cat.");

    // The mobile number has a part of its own, confirmed by a code (e2e/phone.spec.ts).

    // Verify the first address, then change it: the account is unverified again and the new address gets a link.
    const first = new URL(await outboxLink(email, "verify_email"));
    await page.goto(first.pathname + first.search);
    await expect(page.getByText("Email verified successfully")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    const newEmail = uniqueEmail("changed");
    await page.getByLabel("Email").fill(newEmail);
    await expect(page.getByText("A new email address must be verified again before you can check out.")).toBeVisible();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Your email changed to ${newEmail}.`, { exact: false })).toBeVisible();
    await expect(page.getByText(`${newEmail} is not verified yet.`, { exact: false })).toBeVisible();
    expect(await outboxLink(newEmail, "verify_email")).toContain("/verify-email?token=");
    await page.getByRole("button", { name: "Send verification email" }).click();
    await expect(toast(page, "Verification email sent successfully")).toBeVisible();
  });

  test("changing the password signs out the other browser; this one stays signed in", async ({ page, browser }) => {
    const email = await registerUser(page.request);
    const other = await browser.newContext();
    try {
      await login(other.request, email);
      const otherPage = await other.newPage();
      await otherPage.goto("/dashboard");
      await expect(otherPage).toHaveURL(/\/dashboard$/);

      await page.goto("/profile?tab=security");
      await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
      await page.getByLabel("Confirm new password").fill("brand-new-secret");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByText("Your current password is incorrect.").first()).toBeVisible();

      await page.getByLabel("Current password").fill(PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(toast(page, "Password changed. Other devices were logged out.")).toBeVisible();

      // The other browser's next protected page sends it to the login page.
      await otherPage.goto("/dashboard");
      await expect(otherPage).toHaveURL(/\/login\?next=%2Fdashboard$/);
      // This browser keeps its session.
      await page.reload();
      await expect(page.getByRole("tab", { name: "Security" })).toBeVisible();
      await login(other.request, email, "brand-new-secret");
    } finally {
      await other.close();
    }
  });

  test("sign out everywhere asks first, then signs out this browser too", async ({ page }) => {
    await registerUser(page.request);
    await page.goto("/profile?tab=security");
    await page.getByRole("button", { name: "Log out everywhere" }).click();
    const dialog = page.getByRole("dialog", { name: "Log out on every device?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Log out everywhere" }).click();
    await dialog.getByRole("button", { name: "Log out everywhere" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });

  test("tabs follow the keyboard and the URL; notification switches are saved", async ({ page }) => {
    await registerUser(page.request);
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Profile" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=security$/);
    await expect(page.getByRole("tab", { name: "Security" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/\?tab=privacy$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\?tab=preferences$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\?tab=alerts$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\?tab=notifications$/);

    const orders = page.getByRole("switch", { name: "New orders" });
    await expect(orders).toHaveAttribute("aria-checked", "true");
    await orders.click();
    await expect(toast(page, "Notification settings saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: "New orders" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "New messages" })).toHaveAttribute("aria-checked", "true");
  });

  test("the language preference switches the site at once and is kept", async ({ page }) => {
    await registerUser(page.request);
    await page.goto("/profile?tab=preferences");
    await page.getByRole("tabpanel").getByLabel("Site and email language").selectOption("te");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page).toHaveURL(/\/te\/profile\?tab=preferences$/);
    await expect(page.getByRole("tab", { name: "ప్రాధాన్యతలు" })).toHaveAttribute("aria-selected", "true");
    // The account keeps it (mails follow it) and so does the device: the English address now leads to Telugu.
    const me = await page.request.get("/server/profile");
    expect((await me.json()).profile.locale).toBe("te");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/te\/profile$/);
  });

  test("every tab reads well in English and Telugu without sideways scrolling", async ({ page }, testInfo) => {
    await registerUser(page.request, "Venkata Satyanarayana Murthy");
    const dir = "test-results/profile-shots";
    mkdirSync(dir, { recursive: true });
    const tabs = {
      en: ["Profile", "Security", "Notifications", "Alerts", "Preferences", "Privacy"],
      te: ["ప్రొఫైల్", "భద్రత", "నోటిఫికేషన్లు", "అలర్ట్‌లు", "ప్రాధాన్యతలు", "గోప్యత"],
    } as const;
    for (const locale of ["en", "te"] as const) {
      for (const [i, tab] of ["profile", "security", "notifications", "alerts", "preferences", "privacy"].entries()) {
        await page.goto(`${locale === "en" ? "" : "/te"}/profile?tab=${tab}`);
        await expect(page.getByRole("tab", { name: tabs[locale][i] })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expectFitsScreen(page, `${locale} ${tab}`);
        await page.screenshot({ path: `${dir}/${testInfo.project.name}-${locale}-${tab}.png`, fullPage: true });
      }
    }
  });
});
