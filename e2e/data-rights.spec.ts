import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { uniqueEmail } from "./support";

// Profile → Privacy: a person downloads their data, then deletes the account and can no longer sign in.
// Each run registers its own user (the phone and desktop projects share one database).
const PASSWORD = "rights-secret1";

test("a person downloads their data, deletes the account, and cannot sign in again", async ({ page }) => {
  const email = uniqueEmail("rights");
  const res = await page.request.post("/server/auth/register", { data: { name: "Ishaan Verma", email, password: PASSWORD } });
  expect(res.status()).toBe(201);

  await page.goto("/profile?tab=privacy");
  await expect(page.getByRole("tab", { name: "Privacy" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();

  // The archive: a ZIP with the files it promises, about this person.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pawbazaar-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["README.txt", "profile.json", "messages.json", "orders-as-buyer.json", "sessions.json"]),
  );
  const profile = JSON.parse(new TextDecoder().decode(files["profile.json"]));
  expect(JSON.stringify(profile)).toContain(email);

  // Deleting: says what goes and what stays, asks for the password, then once more.
  await expect(page.getByRole("heading", { name: "Deleted at once" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kept, without your name" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Enter your password to confirm")).toBeVisible();
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account for good?" });
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("Your current password is incorrect.").first()).toBeVisible();

  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed out: the session is gone on the server, and the cookie from this browser.
  expect((await page.request.get("/server/auth/me")).status()).toBe(401);

  // The password opens nothing any more.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid credentials").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
