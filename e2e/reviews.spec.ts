import { expect, test } from "@playwright/test";
import { demoPet, logIn, otherBrowser, outboxLink, registerThroughForm, uniqueEmail } from "./support";

// A buyer rates the seller after a completed purchase, the rating and the words appear on the seller's
// public page, the seller replies from the dashboard and the reply appears under the review. Each project
// buys its own demo pet (an accepted order sells it), which no other journey uses.
const PET: Record<string, string> = { phone: "Leo", desktop: "Zara" };
const BUYER: Record<string, string> = { phone: "Kiran Rao", desktop: "Kavitha Iyer" };

test("a buyer rates the seller after a paid, accepted order; the seller page shows it and the seller's reply", async ({
  page,
  browser,
}, testInfo) => {
  const pet = await demoPet(page.request, PET[testInfo.project.name]);
  const { pet: detail } = await (await page.request.get(`/server/pets/${pet.id}`)).json();
  const sellerId: string = detail.seller.id;
  const sellerName: string = detail.seller.name;
  const buyerName = BUYER[testInfo.project.name];
  const shortName = `${buyerName.split(" ")[0]} ${buyerName.split(" ")[1][0]}.`;
  const comment = `Healthy and playful, exactly as described. (${testInfo.project.name} ${Date.now().toString(36)})`;
  const replyText = `Thank you! Send us photos of ${pet.name} (${testInfo.project.name}).`;

  // The buyer signs up, verifies the email, buys the pet and pays.
  const email = uniqueEmail("rater");
  await registerThroughForm(page, { name: buyerName, email, password: "rater-secret" });
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = new URL(await outboxLink(email, "verify_email"));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Pet added to cart")).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/payment\?orders=[a-z0-9]+$/);
  await page.getByLabel("Payment status").selectOption({ label: "Success" });
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment success!")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[a-z0-9]+$/);
  const orderPath = new URL(page.url()).pathname;

  // Paid but not accepted yet: nothing to rate.
  await page.goto("/dashboard");
  const row = page
    .getByRole("listitem")
    .filter({ hasText: pet.name })
    .filter({ has: page.getByRole("heading", { name: pet.name }) })
    .first();
  await expect(row.getByText("Paid").first()).toBeVisible();
  await expect(row.getByRole("button", { name: `Rate seller for ${pet.name}` })).toHaveCount(0);

  // The seller accepts, in another browser.
  const seller = await otherBrowser(browser, testInfo);
  await logIn(seller.page, "seller@pawbazaar.in");
  await seller.page.goto("/dashboard");
  await seller.page
    .getByRole("button", { name: `Accept order for ${pet.name}` })
    .first()
    .click();
  await seller.page
    .getByRole("dialog", { name: `Accept the order for ${pet.name}?` })
    .getByRole("button", { name: `Accept order for ${pet.name}` })
    .click();
  await expect(seller.page.getByText("Order accepted successfully")).toBeVisible();

  // Accepted, but the pet is not in the buyer's hands yet: still nothing to rate.
  await page.reload();
  await expect(row.getByText("Held until handover").first()).toBeVisible();
  await expect(row.getByRole("button", { name: `Rate seller for ${pet.name}` })).toHaveCount(0);
  // The buyer has the pet and says so on the order's page.
  await page.goto(orderPath);
  await page.getByRole("button", { name: "I have the pet" }).click();
  await page
    .getByRole("dialog", { name: `Do you have ${pet.name} with you?` })
    .getByRole("button", { name: "Yes, I have the pet" })
    .click();
  await expect(page.getByText("Handover recorded. Enjoy your new companion!")).toBeVisible();

  // The buyer rates the seller: 5 stars and a comment, from the order history.
  await page.goto("/dashboard");
  await row.getByRole("button", { name: `Rate seller for ${pet.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Rate ${sellerName}` });
  await dialog.getByRole("button", { name: "Publish review" }).click();
  await expect(dialog.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await dialog.getByRole("radio", { name: "5 stars" }).check();
  await dialog.getByLabel("Your review (optional)").fill(comment);
  await dialog.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByText("Thank you for rating the seller")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(row.getByRole("button", { name: `Edit your review of the seller of ${pet.name}` })).toBeVisible();

  // The seller page (cached, rebuilt by the review) shows the rating and the words.
  await page.goto(`/sellers/${sellerId}`);
  await expect(page.getByRole("heading", { level: 1, name: sellerName })).toBeVisible();
  const review = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `${shortName} bought ${pet.name}` }) });
  await expect(review.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(review.getByText(comment)).toBeVisible();
  await expect(page.getByText(/\d+ completed sales?/)).toBeVisible();
  // And the pet page's seller block leads there.
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("link", { name: `See ${sellerName}'s page and reviews` }).click();
  await expect(page).toHaveURL(new RegExp(`/sellers/${sellerId}$`));

  // The seller replies from the dashboard, once.
  await seller.page.goto("/dashboard");
  const received = seller.page
    .getByRole("region", { name: "Reviews of you" })
    .getByRole("article")
    .filter({ hasText: `${shortName} bought ${pet.name}` });
  await received.getByRole("button", { name: `Reply to ${shortName}'s review` }).click();
  await received.getByLabel("Your reply").fill(replyText);
  await received.getByRole("button", { name: "Post reply" }).click();
  await expect(seller.page.getByText("Your reply is posted")).toBeVisible();
  await expect(received.getByText(replyText)).toBeVisible();
  await expect(received.getByRole("button", { name: `Reply to ${shortName}'s review` })).toHaveCount(0);
  await seller.context.close();

  // The reply shows under the review on the seller page.
  await page.goto(`/sellers/${sellerId}`);
  await expect(review.getByText(`Reply from ${sellerName}`)).toBeVisible();
  await expect(review.getByText(replyText)).toBeVisible();
});
