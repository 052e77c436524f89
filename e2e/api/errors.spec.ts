import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { ERRORS, type TErrorCode } from "@/lib/http/error-codes";
import en from "@/messages/en.json";
import { outboxLink, uniqueEmail } from "../support";

// Every error code answers with its own status and English text in the production build, as it does in
// Jest (tests/unit/error-codes.test.ts). The two differ: the build precompiles the catalogues, and four
// codes whose texts take parameters once answered 500 there while every Jest test passed.

const codes = Object.keys(ERRORS) as TErrorCode[];
const englishText = (code: TErrorCode) => (en.Errors as Record<string, string>)[code];

test("the API reference, rendered by the build, gives every code its status and its English text", async ({ page }) => {
  await page.goto("/developers/api");
  for (const code of codes) {
    const item = page.locator(`[id="error-${code}"]`);
    await expect(item.locator("code"), code).toHaveText(code);
    await expect(item.getByText(`HTTP ${ERRORS[code].status}`, { exact: true }), code).toBeVisible();
    // A text with parameters shows its placeholders, as the catalogue writes them.
    await expect(item.locator("p"), code).toHaveText(englishText(code));
  }
});

type TAccount = { api: APIRequestContext; email: string };

/** A new member, signed in (the session cookie lives in its own request context) and verified through the mailed link. */
async function verifiedMember(playwright: typeof import("@playwright/test").request, baseURL: string, tag: string): Promise<TAccount> {
  const api = await playwright.newContext({ baseURL });
  const email = uniqueEmail(tag);
  const res = await api.post("/server/auth/register", { data: { name: "Api Tester", email, password: "api-secret-123" } });
  expect(res.status()).toBe(201);
  const token = new URL(await outboxLink(email, "verify_email")).searchParams.get("token")!;
  expect((await api.get(`/server/auth/verify?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  return { api, email };
}

async function listPet(seller: TAccount, name: string, price: number): Promise<string> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  const res = await seller.api.post("/server/pets", {
    multipart: {
      name,
      breed: "Beagle",
      age: "1 year",
      gender: "female",
      price: String(price),
      location: "Pune",
      description: "Gentle, playful and house-trained.",
      images: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).pet.id;
}

/** Runs `fn` on a connection of its own to the journeys' database. */
async function db2(fn: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

async function expectError(res: Awaited<ReturnType<APIRequestContext["post"]>>, code: TErrorCode, params: Record<string, string | number>) {
  const text = Object.entries(params).reduce((t, [name, value]) => t.replace(`{${name}}`, String(value)), englishText(code));
  expect(res.status(), code).toBe(ERRORS[code].status);
  expect(await res.json()).toEqual({ success: false, code, message: text, params });
}

test("the codes whose texts take parameters answer them, raised by real requests", async ({ playwright, baseURL }) => {
  const seller = await verifiedMember(playwright.request, baseURL!, "api-seller");
  const buyer = await verifiedMember(playwright.request, baseURL!, "api-buyer");
  const petName = `Goldie ${Date.now().toString(36)}`;
  const petId = await listPet(seller, petName, 12_345);

  // The buyer's cart holds the pet, which the seller then takes off sale: checkout names it.
  expect((await buyer.api.post("/server/cart", { data: { pet_id: petId, quantity: 1 } })).status()).toBe(200);
  expect((await seller.api.patch(`/server/pets/${petId}/status`, { data: { status: "inactive" } })).status()).toBe(200);
  await expectError(await buyer.api.post("/server/orders/checkout"), "CART_PET_UNAVAILABLE", { pet: petName });

  // Back on sale: a payment for the wrong amount is told the cart's total.
  expect((await seller.api.patch(`/server/pets/${petId}/status`, { data: { status: "active" } })).status()).toBe(200);
  await expectError(await buyer.api.post("/server/payments/create-order", { data: { amount: 1 } }), "AMOUNT_MISMATCH", {
    total: "₹12,345",
  });
  // One pet is one: a second of it is refused with the count.
  await expectError(await buyer.api.post("/server/cart", { data: { pet_id: petId, quantity: 1 } }), "QUANTITY_OVER_AVAILABLE", {
    available: 1,
  });

  // The cart refuses one's own pet; a line that got there anyway (put in the table here) is named at checkout.
  expect((await seller.api.post("/server/cart", { data: { pet_id: petId, quantity: 1 } })).status()).toBe(ERRORS.OWN_PET_CART.status);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO cart_items (id, "userId", "petId", quantity, "updatedAt") SELECT 'e2e' || md5(random()::text), id, $1, 1, now() FROM users WHERE email = $2`,
      [petId, seller.email],
    );
  } finally {
    await db.end();
  }
  await expectError(await seller.api.post("/server/orders/checkout"), "CART_OWN_PET", { pet: petName });

  // A cart line above what the listing has left (as a sale meanwhile leaves it) is named at checkout; an
  // order for more than is left cannot be accepted.
  const placed = await buyer.api.post("/server/orders", { data: { pet_id: petId, quantity: 1 } });
  expect(placed.status()).toBe(201);
  await db2(async (c) => {
    await c.query(`UPDATE cart_items SET quantity = 2 WHERE "petId" = $1 AND "userId" = (SELECT id FROM users WHERE email = $2)`, [
      petId,
      buyer.email,
    ]);
    await c.query(`UPDATE pets SET available = 0 WHERE id = $1`, [petId]);
  });
  await expectError(await buyer.api.post("/server/orders/checkout"), "CART_QUANTITY_OVER_AVAILABLE", { pet: petName, available: 0 });
  await expectError(
    await seller.api.post("/server/orders/accept", { data: { order_id: (await placed.json()).order.id } }),
    "ORDER_OVER_AVAILABLE",
    { available: 0 },
  );

  // Twenty saved searches, then the twenty-first is refused with the limit.
  for (let i = 0; i < 20; i++)
    expect((await buyer.api.post("/server/alerts", { data: { filters: { location: `Town ${i}` } } })).status()).toBe(201);
  await expectError(await buyer.api.post("/server/alerts", { data: { filters: { location: "Town 21" } } }), "SAVED_SEARCHES_LIMIT", {
    max: 20,
  });

  await Promise.all([seller.api.dispose(), buyer.api.dispose()]);
});
