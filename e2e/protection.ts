import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

// Orders in the states of protected payment (lib/orders/protection.ts), made through the API for the
// journeys that only need one to look at: each on a listing of its own, so no demo pet is sold.

async function json<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A new listing of the seller signed in on `seller`, ordered and paid (mock provider) by the buyer signed
 * in on `buyer`, and accepted: its money is held until handover. Returns the order's and the pet's ids.
 */
export async function heldOrder(seller: APIRequestContext, buyer: APIRequestContext, name: string, price = 3200) {
  const listed = await json<{ pet: { id: string } }>(
    await seller.post("/server/pets", {
      multipart: {
        name,
        breed: "Indie",
        // Grown, so the demo seller's own listings stay within an individual's limits on young dogs.
        age: "2 years",
        gender: "female",
        price: String(price),
        location: "Hyderabad",
        description: "A healthy, playful dog, vaccinated and dewormed.",
      },
    }),
    "list a pet",
  );
  const petId = listed.pet.id;
  const orderId = (await json<{ order: { id: string } }>(await buyer.post("/server/orders", { data: { pet_id: petId } }), "order it")).order
    .id;
  const payment = await json<{ order_id: string }>(
    await buyer.post("/server/payments/create-order", { data: { amount: price, order_ids: [orderId] } }),
    "open a payment",
  );
  await json(await buyer.post("/server/payments/verify", { data: { order_id: payment.order_id, payment_status: "success" } }), "pay");
  await json(await seller.post("/server/orders/accept", { data: { order_id: orderId } }), "accept");
  return { orderId, petId };
}

/** A held order (`heldOrder`) handed over by the buyer's confirmation, then disputed by the buyer; its dispute's id too. */
export async function disputedOrder(seller: APIRequestContext, buyer: APIRequestContext, name: string, price = 3200) {
  const held = await heldOrder(seller, buyer, name, price);
  await json(await buyer.post("/server/orders/confirm-handover", { data: { order_id: held.orderId } }), "confirm the handover");
  const opened = await json<{ dispute_id: string }>(
    await buyer.post("/server/orders/dispute", {
      multipart: { order_id: held.orderId, reason: "not_as_shown", details: "The puppy is much older than the listing said." },
    }),
    "raise a dispute",
  );
  return { ...held, disputeId: opened.dispute_id };
}
