import { expect, test } from "@playwright/test";
import { logIn, otherBrowser } from "./support";

// A rehoming listing (docs/rehoming.md, "The rehoming listing"), on a phone and a desktop: listed through
// the form with its adoption fee, a question and the owner's wishes; the page and the card say Rehoming;
// the mode filter finds it; a visitor is offered "Apply to adopt", never Add to cart. Each project's pet
// has its own name (the projects share one database).

test("list a pet for rehoming, see it as Rehoming, filter it, and apply instead of buying", async ({ page, browser }, testInfo) => {
  const name = `Rehome ${testInfo.project.name} ${Date.now().toString(36)}`;
  await logIn(page, "seller@pawbazaar.in");

  await page.goto("/add-listing");
  await expect(page.getByRole("radio", { name: /^Sell/ })).toBeChecked();
  await page.getByRole("radio", { name: /^Rehome/ }).check();
  await page.getByLabel("Pet name").fill(name);
  await page.getByLabel("Breed").fill("Indie");
  await page.getByLabel("Age", { exact: true }).fill("3 years");
  await page.getByLabel("Gender").selectOption("female");
  // A rehoming's price is its adoption fee, within its bounds; a rehoming is one pet (no count asked).
  await expect(page.getByLabel("How many are available")).toHaveCount(0);
  await page.getByLabel("Adoption fee (₹)").fill("200");
  await page.getByLabel("Location").fill("Guntur");
  await page.getByLabel("Description").fill("A calm three-year-old Indie, vaccinated and sterilised, who loves children.");
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("textbox", { name: "Question 1", exact: true }).fill("Who walks her in the evening?");
  await page.getByLabel(/What you want for your pet's new home/).fill("A home with a garden and no cats.");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByText("The adoption fee must be between ₹500 and ₹5,000")).toBeVisible();
  await page.getByLabel("Adoption fee (₹)").fill("2000");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petPath = new URL(page.url()).pathname;

  // The page: the badge, the fee as an adoption fee, the wishes and the question; the owner's Applications.
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Rehoming", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Adoption fee", { exact: true })).toBeVisible();
  await expect(page.getByText("A home with a garden and no cats.")).toBeVisible();
  await expect(page.getByText("Who walks her in the evening?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Applications" })).toHaveAttribute("href", `${petPath}/applications`);

  // The filter and the card.
  await page.goto(`/pets?mode=rehoming&q=${encodeURIComponent(name)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name }) });
  await expect(card.getByText("Rehoming", { exact: true })).toBeVisible();
  await expect(card.getByText("Adoption fee ₹2,000")).toBeVisible();
  await page.goto(`/pets?mode=sale&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  // A visitor signed out: Apply to adopt (through the sign-in), no cart.
  const visitor = await otherBrowser(browser, testInfo);
  await visitor.page.goto(petPath);
  await expect(visitor.page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(visitor.page.getByRole("link", { name: "Apply to adopt" })).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await logIn(visitor.page, "buyer@pawbazaar.in");
  await visitor.page.goto(petPath);
  await expect(visitor.page.getByRole("link", { name: "Apply to adopt" })).toHaveAttribute("href", `${petPath}/apply`);
  await expect(visitor.page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
});
