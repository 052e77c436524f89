import { expect, test } from "@playwright/test";
import { createListing, logIn, otherBrowser, registerThroughForm, uniqueEmail } from "./support";

// A listing is one animal unless its seller says how many of a litter are for sale: the pet page says
// how many, and the cart's plus stops there.

test("a litter of three: the form takes the count, the pet page shows it, the cart's plus stops at it", async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const litter = `Pups ${tag}`;
  const single = `Solo ${tag}`;
  await logIn(page, "seller@pawbazaar.in");

  await page.goto("/add-listing");
  await page.getByLabel("Pet name").fill(litter);
  await page.getByLabel("Breed").fill("Beagle");
  await page.getByLabel("Age", { exact: true }).fill("10 weeks");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Price (₹)").fill("18000");
  await page.getByLabel("Location").fill("Guntur");
  await page.getByLabel("Description").fill("Three healthy Beagle puppies, vaccinated and dewormed, raised at home with children.");
  await expect(page.getByLabel("How many are available")).toHaveValue("1");
  await page.getByLabel("How many are available").fill("3");
  // A litter of puppies is a breeder's: the demo seller's registration is approved, and a breeder's dog
  // carries its microchip (Dog Breeding and Marketing Rules 2017).
  await page.getByLabel("Seller type").selectOption("breeder");
  await page.getByLabel("Microchip number").fill("356098100239912");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByText("Your pet listing has been created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/pets\/[a-z0-9]+$/);
  const petPath = new URL(page.url()).pathname;
  await expect(page.getByText("3 available", { exact: true })).toBeVisible();
  await page.goto(`/te${petPath}`);
  await expect(page.getByText("3 అందుబాటులో ఉన్నాయి", { exact: true })).toBeVisible();
  await page.goto(`/hi${petPath}`);
  await expect(page.getByText("3 उपलब्ध", { exact: true })).toBeVisible();

  // A single pet says nothing of a count.
  const singleId = await createListing(page, single);
  await page.goto(`/pets/${singleId}`);
  await expect(page.getByRole("heading", { name: single, level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ available$/)).toHaveCount(0);

  const buyer = await otherBrowser(browser, testInfo);
  await registerThroughForm(buyer.page, { name: "Ananya Rao", email: uniqueEmail("litter"), password: "ananya-secret" });
  await expect(buyer.page).toHaveURL(/\/dashboard$/);
  for (const path of [petPath, `/pets/${singleId}`]) {
    await buyer.page.goto(path);
    await buyer.page.getByRole("button", { name: "Add to cart" }).click();
    await expect(buyer.page.getByText("Pet added to cart")).toBeVisible();
  }
  // The one pet again: refused, with how many there are.
  await buyer.page.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyer.page.getByText("Only 1 available from this listing.")).toBeVisible();

  await buyer.page.goto("/cart");
  const more = buyer.page.getByRole("button", { name: `Increase quantity of ${litter}` });
  await expect(more).toBeEnabled();
  await more.click();
  await expect(buyer.page.getByText("Cart updated").first()).toBeVisible();
  await more.click();
  await expect(buyer.page.getByText("₹54,000").first()).toBeVisible();
  await expect(more).toBeDisabled();
  await expect(buyer.page.getByRole("button", { name: `Increase quantity of ${single}` })).toBeDisabled();
  await buyer.context.close();
});
