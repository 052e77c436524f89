import { expect, test, type Page } from "@playwright/test";
import { demoPet, otherBrowser, outboxLink, signUpVerified, uniqueEmail, type TDemoPet } from "./support";

// A signed-out visitor's Add to cart, Add to wishlist and Contact seller on a pet page open the login
// (or, from there, the sign-up) and come back to the pet to do it, once (lib/routes.ts: the return path
// and its intent). Each journey signs in as an account of its own, so the demo accounts' carts and
// wishlists stay as the other journeys expect; the pet is only read (Bruno, Coco).
const PASSWORD = "return-secret";
const SELLER_NAME = "Lakshmi Reddy";

async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

const loginUrl = (pet: TDemoPet, intent: string) => `/login?next=${encodeURIComponent(`/pets/${pet.id}?intent=${intent}`)}`;
const endsWith = (path: string) => new RegExp(`${path.replace(/[?]/g, "\\$&")}$`);

/** The signed-in pet actions are on the page (their wishlist toggle is a button; signed out it is a link). */
const signedInActions = (page: Page) => page.getByRole("button", { name: /^(Add to wishlist|Remove from wishlist)$/ });

async function cartQuantity(page: Page, petId: string) {
  const { cart } = await (await page.request.get("/server/cart")).json();
  return (cart as { pet_id: string; quantity: number }[]).find((l) => l.pet_id === petId)?.quantity ?? 0;
}

async function inWishlist(page: Page, petId: string) {
  const res = await page.request.post("/server/wishlist/check", {
    data: { pet_id: petId },
    headers: { origin: new URL(page.url()).origin },
  });
  return (await res.json()).inWishlist as boolean;
}

/** A notice is clear of the header and of the phone's bottom bar. */
async function expectClearOfBars(page: Page, text: string) {
  const notice = (await page.getByRole("region", { name: "Notifications" }).getByText(text).boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(notice.y, "the notice starts below the header").toBeGreaterThanOrEqual(header.y + header.height);
  const bar = page.getByRole("navigation", { name: "Quick navigation" });
  if (await bar.isVisible()) {
    const box = (await bar.boundingBox())!;
    expect(notice.y + notice.height, "the notice ends above the bottom bar").toBeLessThanOrEqual(box.y);
  }
}

test.describe("returns after sign-in", () => {
  test("a signed-out Add to cart opens the login and returns to the pet with it in the cart, once", async ({ page, request }) => {
    const email = uniqueEmail("return-cart");
    await signUpVerified(request, { name: "Asha Rao", email, password: PASSWORD });
    const pet = await demoPet(request, "Bruno");

    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(endsWith(loginUrl(pet, "cart")));
    await expect(page.getByRole("note")).toHaveText("You'll come back to this pet, and it will be added to your cart.");
    await fillLogin(page, email);

    // Back on the pet, without the intent in the address, and it is done.
    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Pet added to cart")).toBeVisible();
    await expectClearOfBars(page, "Pet added to cart");
    await expect.poll(() => cartQuantity(page, pet.id)).toBe(1);

    // Once: a reload (or Back) does not add it again.
    await page.reload();
    await expect(signedInActions(page)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await cartQuantity(page, pet.id)).toBe(1);
    await expect(page.getByText("Pet added to cart")).toHaveCount(0);

    // Signed in, a sign-in link that carries an intent goes straight on (the proxy), and an intent for a
    // pet already in the cart says so without raising the quantity.
    await page.goto(loginUrl(pet, "cart"));
    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
    await expect(page.getByText("This pet is already in your cart")).toBeVisible();
    expect(await cartQuantity(page, pet.id)).toBe(1);
  });

  test("a signed-out Add to wishlist opens the login and returns to the pet, saved", async ({ page, request }) => {
    const email = uniqueEmail("return-wish");
    await signUpVerified(request, { name: "Asha Rao", email, password: PASSWORD });
    const pet = await demoPet(request, "Coco");

    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: "Add to wishlist" }).click();
    await expect(page).toHaveURL(endsWith(loginUrl(pet, "wishlist")));
    await fillLogin(page, email);

    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Added to wishlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => inWishlist(page, pet.id)).toBe(true);
    // The toggle is not pressed a second time by a reload: still saved.
    await page.reload();
    await expect(page.getByRole("button", { name: "Remove from wishlist" })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await inWishlist(page, pet.id)).toBe(true);
  });

  test("a signed-out Contact seller goes through sign-up and back to the conversation; the mail's link returns there on another device", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const email = uniqueEmail("return-contact");
    const pet = await demoPet(request, "Bruno");
    const chat = (p: Page) => p.getByRole("region", { name: `Messages with ${SELLER_NAME}` });
    const conversation = new RegExp(`/messages\\?receiverId=[^&]+&petId=${pet.id}$`);

    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: "Contact seller" }).click();
    await expect(page).toHaveURL(endsWith(loginUrl(pet, "contact")));
    await expect(page.getByRole("note")).toHaveText("You'll come back to this pet, and your chat with the seller will open.");
    // No account yet: the login's Register link keeps the way back.
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(endsWith(`/register?next=${encodeURIComponent(`/pets/${pet.id}?intent=contact`)}`));
    await expect(page.getByRole("note")).toHaveText("You'll come back to this pet, and your chat with the seller will open.");
    await page.getByLabel("Full Name").fill("Kiran Rao");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Registration successful. Please check your email to verify your account.")).toBeVisible();
    // Back at the pet, and on to the conversation with its seller about it; Back returns to the pet.
    await expect(page).toHaveURL(conversation);
    await expect(chat(page).getByRole("heading", { name: SELLER_NAME })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(pet.name);

    // The verification mail's link carries the way back beside its token: opened on another phone,
    // where nobody is signed in, it verifies, then leads through the login to the conversation.
    const link = new URL(await outboxLink(email, "verify_email"));
    expect(link.searchParams.get("next")).toBe(`/pets/${pet.id}?intent=contact`);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);
    const other = await otherBrowser(browser, testInfo);
    try {
      await other.page.goto(link.pathname + link.search);
      await expect(other.page.getByText("Email verified successfully")).toBeVisible();
      await other.page.getByRole("link", { name: "Continue where you left off" }).click();
      await expect(other.page).toHaveURL(endsWith(loginUrl(pet, "contact")));
      await fillLogin(other.page, email);
      await expect(other.page).toHaveURL(conversation);
      await expect(chat(other.page).getByRole("heading", { name: SELLER_NAME })).toBeVisible();
    } finally {
      await other.context.close();
    }
    // A tampered link's return path is checked again by the page: another site is not offered.
    await page.goto(`/verify-email?token=not-a-token&next=${encodeURIComponent("//evil.example/pets/x")}`);
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  });

  test("a wrong password is said under the field, and its notice goes when the retry succeeds", async ({ page, request }) => {
    const email = uniqueEmail("return-wrong");
    await signUpVerified(request, { name: "Asha Rao", email, password: PASSWORD });
    const pet = await demoPet(request, "Coco");

    await page.goto(loginUrl(pet, "wishlist"));
    await fillLogin(page, email, "not-the-password");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Invalid credentials");
    await expect(password).toBeFocused();
    const errors = page.getByRole("region", { name: "Error notifications" });
    await expect(errors.getByText("Invalid credentials")).toBeVisible();
    // The same words for an address with no account: the form says nothing of which was wrong.
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(password).toHaveAccessibleDescription("Invalid credentials");
    await expect(errors.getByText("Invalid credentials")).toHaveCount(1);

    await fillLogin(page, email);
    await expect(page.getByText("Login successful")).toBeVisible();
    // Replaced by the success (the same key), not left to its 7 seconds: raised a moment ago, it would still be there.
    await expect(errors.getByText("Invalid credentials")).toHaveCount(0, { timeout: 1000 });
    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
  });

  test("an email that already has an account offers Login and Forgot Password?, with the address and the way back", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("return-taken");
    await signUpVerified(request, { name: "Asha Rao", email, password: PASSWORD });
    const pet = await demoPet(request, "Coco");
    const next = `/pets/${pet.id}?intent=wishlist`;

    const tryRegister = async () => {
      await page.goto(`/register?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Full Name").fill("Asha Rao");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("another-secret");
      await page.getByLabel("Confirm Password").fill("another-secret");
      await page.getByRole("button", { name: "Register", exact: true }).click();
    };
    await tryRegister();
    const field = page.getByLabel("Email");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/An account with this email already exists\./);
    const ways = page.locator("#register-email-taken");
    await expect(ways.getByRole("link", { name: "Login" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(next)}`);
    await expect(ways.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(next)}&forgot=1`,
    );
    // The address is not put in any address.
    for (const link of await page.getByRole("link").all()) expect(await link.getAttribute("href")).not.toContain("example.com");

    // Forgot Password? opens the reset request with the address already in it.
    await ways.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    expect(page.url()).not.toContain("example.com");

    // Login: the address in the field, and signing in comes back to the pet with it saved.
    await tryRegister();
    await ways.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(endsWith(`/login?next=${encodeURIComponent(next)}`));
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(endsWith(`/pets/${pet.id}`));
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Added to wishlist")).toBeVisible();
    // The sign-up's error went with the sign-in's success (the account forms share their notices' key).
    await expect(
      page.getByRole("region", { name: "Error notifications" }).getByText("An account with this email already exists."),
    ).toHaveCount(0, {
      timeout: 1000,
    });
  });
});
