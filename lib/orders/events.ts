import "server-only";
import type { TTx } from "@/lib/db";
import { recordEvents, type TLiveEventData, type TLiveEventInput } from "@/lib/live/events";
import type { TLiveEventKind } from "@/lib/live/kinds";

/**
 * The live events of orders whose state just changed (in the caller's transaction): `order.placed` to
 * the seller; the decisions, the payment and the protection's steps to the buyer and the seller. Ids,
 * names and states only (`extra` adds the protection's step), never what a message says.
 */
export async function recordOrderEvents(
  tx: TTx,
  orderIds: string[],
  kind: Extract<TLiveEventKind, `order.${string}`>,
  to: "seller" | "both",
  extra: TLiveEventData = {},
): Promise<TLiveEventInput[]> {
  if (!orderIds.length) return [];
  const orders = await tx.order.findMany({
    where: { id: { in: orderIds } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      petId: true,
      buyerId: true,
      sellerId: true,
      status: true,
      protection: true,
      pet: { select: { name: true } },
      buyer: { select: { name: true } },
      seller: { select: { name: true } },
    },
  });
  const events = orders.flatMap((o): TLiveEventInput[] => {
    const about = {
      orderId: o.id,
      petId: o.petId,
      petName: o.pet.name,
      status: o.status,
      ...(kind === "order.protection" ? { protection: o.protection } : {}),
      ...extra,
    };
    const toSeller: TLiveEventInput = { userId: o.sellerId, kind, data: { ...about, otherUserId: o.buyerId, otherUserName: o.buyer.name } };
    const toBuyer: TLiveEventInput = { userId: o.buyerId, kind, data: { ...about, otherUserId: o.sellerId, otherUserName: o.seller.name } };
    return to === "seller" ? [toSeller] : [toBuyer, toSeller];
  });
  await recordEvents(tx, events);
  return events;
}
