import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectFitsScreen, smsCode, uniqueEmail, uniqueMobile } from "./support";

// Phone verification in the profile, as a person does it on a phone: a wrong number is refused in their
// words, a mobile gets a 6-digit code by SMS (the development outbox: the sms_outbox table, where this
// journey reads it), a wrong code says how many tries are left, "Resend code" waits a minute, the right
// code makes it "Phone verified". The person is registered here, so the demo accounts stay untouched.

const SHOTS = "test-results/phone";

async function shoot(page: Page, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectFitsScreen(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${project}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test("a mobile number confirmed with the code sent by SMS becomes 'Phone verified'", async ({ page }, testInfo) => {
  const res = await page.request.post("/server/auth/register", {
    data: { name: "Sravani Kota", email: uniqueEmail("phone"), password: "phone-secret-1" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/profile");
  const part = page.getByRole("region", { name: "Mobile number" });
  await expect(part).toBeVisible();
  await expect(part.getByText("A verified phone is needed to link a bank account for payouts", { exact: false })).toBeVisible();

  // Not a mobile: refused in the form, and by the number plan on the server (a Patna landline without its 0).
  const field = part.getByLabel("Mobile number");
  await field.fill("12345");
  await part.getByRole("button", { name: "Send code" }).click();
  await expect(part.getByText("Please enter an Indian mobile number (10 digits, starting with 6, 7, 8 or 9).")).toBeVisible();
  await field.fill("61234 56789");
  await part.getByRole("button", { name: "Send code" }).click();
  await expect(part.getByText("Please enter an Indian mobile number (10 digits, starting with 6, 7, 8 or 9).")).toBeVisible();

  const digits = uniqueMobile();
  const typed = `${digits.slice(0, 5)} ${digits.slice(5)}`;
  await field.fill(typed);
  await part.getByRole("button", { name: "Send code" }).click();
  await expect(part.getByRole("status")).toHaveText(`We sent a 6-digit code to +91 ${typed}. It is valid for 10 minutes.`);
  // Another code only after a minute.
  await expect(part.getByRole("button", { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  const codeField = part.getByLabel("6-digit code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await shoot(page, "code", testInfo.project.name);

  const code = await smsCode(`+91${digits}`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await codeField.fill(wrong);
  await part.getByRole("button", { name: "Verify" }).click();
  await expect(part.getByText("That code is not right. Tries left: 4.")).toBeVisible();

  await codeField.fill(code);
  await part.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your mobile number is verified").first()).toBeVisible();
  await expect(part.getByText("Phone verified")).toBeVisible();
  await expect(part.getByText(`+91 ${typed}`)).toBeVisible();
  await expect(part.getByRole("button", { name: "Change number" })).toBeVisible();
  await shoot(page, "verified", testInfo.project.name);

  // It stays so after a reload; asking again for the same number says it is verified already.
  await page.reload();
  await expect(part.getByText("Phone verified")).toBeVisible();
  const again = await page.request.post("/server/profile/phone", { data: { phone: typed } });
  expect([again.status(), (await again.json()).code]).toEqual([409, "PHONE_ALREADY_VERIFIED"]);
  // Another number within the minute waits: the text with its parameter, as the production build formats it.
  const soon = await page.request.post("/server/profile/phone", { data: { phone: uniqueMobile() } });
  const body = await soon.json();
  expect([soon.status(), body.code]).toEqual([429, "PHONE_CODE_WAIT"]);
  expect(body.message).toBe(`Please wait ${body.params.seconds} seconds before asking for another code.`);
});
