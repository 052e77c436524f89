import { getDashboardRoles } from "@/lib/account/dashboard";
import { getDb } from "@/lib/db";
import { closeDb, resetDb } from "../helpers/db";
import { createPet, createUser } from "../helpers/fixtures";

// Who the dashboard is for: a buyer (no listings, no earnings) or a seller, and the seller's orders
// waiting for an answer (lib/account/dashboard.ts).

const db = getDb();
type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let buyer: TUser;

const orderFor = (
  buyerId: string,
  pet: { id: string; sellerId: string; price: number },
  status: "pending" | "accepted" | "rejected" = "pending",
) =>
  db.order.create({
    data: { buyerId, sellerId: pet.sellerId, petId: pet.id, quantity: 1, unitPrice: pet.price, totalAmount: pet.price, status },
  });

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  buyer = await createUser({ name: "Arjun Mehta", verified: true });
});
afterAll(closeDb);

describe("getDashboardRoles", () => {
  it("a new account is a buyer with nothing waiting", async () => {
    expect(await getDashboardRoles(buyer.id)).toEqual({ isSeller: false, pendingSales: 0, pendingOrderId: null });
  });

  it("a listing of any status makes a seller; a buyer's own orders do not", async () => {
    const pet = await createPet(seller.id, { name: "Bruno", status: "inactive" });
    await orderFor(buyer.id, pet, "rejected");
    expect(await getDashboardRoles(seller.id)).toEqual({ isSeller: true, pendingSales: 0, pendingOrderId: null });
    expect((await getDashboardRoles(buyer.id)).isSeller).toBe(false);
  });

  it("counts the seller's pending orders only, and names the order when there is one", async () => {
    const pet = await createPet(seller.id, { name: "Laddoo" });
    const first = await orderFor(buyer.id, pet);
    await orderFor(buyer.id, pet, "accepted");
    expect(await getDashboardRoles(seller.id)).toEqual({ isSeller: true, pendingSales: 1, pendingOrderId: first.id });
    const other = await createUser({ name: "Priya Nair", verified: true });
    await orderFor(other.id, pet);
    expect(await getDashboardRoles(seller.id)).toEqual({ isSeller: true, pendingSales: 2, pendingOrderId: null });
    // The buyer's pending orders are theirs to wait for, not to answer.
    expect(await getDashboardRoles(buyer.id)).toEqual({ isSeller: false, pendingSales: 0, pendingOrderId: null });
  });

  it("earnings keep the seller's parts after the listings are gone", async () => {
    const earner = await createUser({ name: "Ravi Teja", verified: true });
    const pet = await createPet(earner.id, { name: "Tiger" });
    const order = await orderFor(buyer.id, pet, "accepted");
    await db.ledgerEntry.create({ data: { sellerId: earner.id, orderId: order.id, kind: "earning", amount: 300_000n } });
    // Its listing and order may not go while the ledger names them (ON DELETE RESTRICT); a payout alone
    // (a settled Route transfer, with no order) is enough to be a seller.
    const payee = await createUser({ name: "Sita Devi", verified: true });
    await db.ledgerEntry.create({ data: { sellerId: payee.id, kind: "payout", amount: -10n, reference: "trf_dashboard000001" } });
    expect((await getDashboardRoles(earner.id)).isSeller).toBe(true);
    expect((await getDashboardRoles(payee.id)).isSeller).toBe(true);
  });
});
