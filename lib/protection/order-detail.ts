import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { replyTime } from "@/lib/sellers/service";
import { HANDOVER_CODE_TRIES } from "@/lib/orders/protection";
import { orderSelect, toOrderDto } from "@/lib/orders/service";
import type { TOrderDetailDto, TTimelineStep } from "@/lib/orders/responses";
import { isId } from "@/lib/http/input";
import { formatTicket } from "@/lib/support/ticket";

/**
 * One order for one of its two people (GET /server/orders/{id}, the order page): the order, where the
 * money stands, its deadlines, what each of them can do now, its timeline and its dispute. The handover
 * code only ever to the buyer, and only while the money is held. Anyone else: not found, as if it did not
 * exist (no one learns that an order id is real).
 */
export async function getOrderDetail({
  orderId,
  userId,
  now = new Date(),
}: {
  orderId: string;
  userId: string;
  now?: Date;
}): Promise<TOrderDetailDto> {
  if (!isId(orderId)) throw new AppError("ORDER_NOT_FOUND");
  const db = getDb();
  const o = await db.order.findUnique({
    where: { id: orderId },
    select: {
      ...orderSelect,
      paidAt: true,
      decidedAt: true,
      handoverCode: true,
      handoverTries: true,
      handedOverAt: true,
      handedOverBy: true,
      releasedAt: true,
      refundedAt: true,
      closedReason: true,
      dispute: {
        select: {
          id: true,
          ticket: true,
          source: true,
          reason: true,
          details: true,
          sellerStatement: true,
          outcome: true,
          refundAmount: true,
          decisionReason: true,
          decidedAt: true,
          acknowledgedAt: true,
          decideBy: true,
          createdAt: true,
          evidence: { orderBy: { createdAt: "asc" }, select: { id: true, kind: true, uploaderId: true } },
        },
      },
    },
  });
  if (!o || (o.buyerId !== userId && o.sellerId !== userId)) throw new AppError("ORDER_NOT_FOUND");
  const role = o.sellerId === userId ? ("seller" as const) : ("buyer" as const);
  const refunds = await db.payment.aggregate({ where: { kind: "refund", orderId, status: { not: "failed" } }, _sum: { amount: true } });
  // Only the reply time of the seller's trust figures: the page shows no other.
  const reply = await replyTime({ sellerId: o.sellerId, now, db });
  const isHeld = o.protection === "held";
  const isBefore = (d: Date | null) => !!d && d.getTime() > now.getTime();

  const timeline: TTimelineStep[] = [{ step: "placed", at: o.createdAt.toISOString() }];
  const accepted = o.decidedAt && (o.status === "accepted" || o.protection === "held" || o.handedOverAt);
  const steps: [TTimelineStep["step"], Date | null | undefined | false][] = [
    ["paid", o.paidAt],
    ["accepted", accepted ? o.decidedAt : null],
    ["handed_over", o.handedOverAt],
    ["disputed", o.dispute?.createdAt],
    ["released", o.releasedAt],
    ["refunded", o.refundedAt],
  ];
  for (const [step, at] of steps) if (at) timeline.push({ step, at: at.toISOString() });
  if (o.status === "rejected" || o.status === "cancelled" || o.status === "expired")
    timeline.push({ step: o.status, at: (o.decidedAt ?? o.createdAt).toISOString() });
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  const d = o.dispute;
  return {
    ...toOrderDto(o, userId),
    paid_at: o.paidAt?.toISOString() ?? null,
    handed_over_at: o.handedOverAt?.toISOString() ?? null,
    handed_over_by: (o.handedOverBy as TOrderDetailDto["handed_over_by"]) ?? null,
    released_at: o.releasedAt?.toISOString() ?? null,
    refunded_at: o.refundedAt?.toISOString() ?? null,
    refunded_amount: refunds._sum.amount ?? 0,
    closed_reason: o.closedReason,
    handover_code: role === "buyer" && isHeld ? o.handoverCode : null,
    handover_tries_left: Math.max(0, HANDOVER_CODE_TRIES - o.handoverTries),
    seller_reply_within: reply?.within ?? null,
    can: {
      hand_over: role === "seller" && isHeld && o.handoverTries < HANDOVER_CODE_TRIES,
      confirm_handover: role === "buyer" && isHeld,
      call_off: isHeld || o.protection === "awaiting_payment",
      dispute: role === "buyer" && o.protection === "handed_over" && !d && isBefore(o.protectionDeadline),
      add_statement: role === "seller" && !!d && !d.outcome && !d.sellerStatement,
      pay: role === "buyer" && o.paymentStatus === "unpaid" && (o.status === "pending" || o.status === "accepted"),
    },
    timeline,
    dispute: d
      ? {
          id: d.id,
          ticket: formatTicket(d.ticket),
          source: d.source,
          reason: d.reason,
          details: d.details,
          seller_statement: d.sellerStatement,
          state: d.outcome ? "decided" : "open",
          outcome: d.outcome,
          refund_amount: d.refundAmount,
          decision_reason: d.decisionReason,
          decided_at: d.decidedAt?.toISOString() ?? null,
          acknowledged_at: d.acknowledgedAt?.toISOString() ?? null,
          decide_by: d.decideBy.toISOString(),
          created_at: d.createdAt.toISOString(),
          evidence: d.evidence.map((e) => ({
            id: e.id,
            kind: e.kind as "photo" | "vet_note",
            by: e.uploaderId === o.buyerId ? ("buyer" as const) : ("seller" as const),
            url: `/server/orders/dispute/evidence/${e.id}`,
          })),
        }
      : null,
  };
}
