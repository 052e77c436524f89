"use client";
import { useQuery } from "@tanstack/react-query";
import { cartTotal, isCartItemAvailable } from "@/lib/cart/client";
import { useCart } from "@/components/cart/use-cart";
import { ordersApi, type TOrder } from "@/lib/orders/client";
import { orderKeys } from "@/lib/orders/keys";

/** One line of the summary: a checkout order, or a cart line when the screen was opened without orders. */
export type TLine = { key: string; name: string; quantity: number; lineTotal: number };

const isPayable = (o: TOrder) => (o.status === "pending" || o.status === "accepted") && o.payment_status === "unpaid";

/**
 * What the payment is for. Checkout sends the buyer here with its order ids (`/payment?orders=…`): the
 * summary shows those orders, and the payment is bound to them. Opened without ids (or with none of the
 * buyer's), it shows the cart, and the server checks it out when Pay now is pressed.
 */
export function usePaymentSubject(orderIds: string[]) {
  const cart = useCart();
  const orders = useQuery({ queryKey: orderKeys.list(), queryFn: ({ signal }) => ordersApi.list(signal), enabled: orderIds.length > 0 });
  const wanted = new Set(orderIds);
  const mine = (orders.data ?? []).filter((o) => wanted.has(o.id) && o.role === "buyer");
  if (orderIds.length > 0 && (orders.isPending || orders.isError || mine.length > 0)) {
    const payable = mine.filter(isPayable);
    return {
      query: orders,
      orderIds: mine.map((o) => o.id),
      lines: mine.map((o): TLine => ({ key: o.id, name: o.pet_name, quantity: o.quantity, lineTotal: o.total_amount })),
      total: payable.reduce((sum, o) => sum + o.total_amount, 0),
      isAllPaid: mine.length > 0 && mine.every((o) => o.payment_status === "paid"),
      blockedNote: mine.some((o) => !isPayable(o)) ? ("notPayableNote" as const) : null,
    };
  }
  const items = cart.data ?? [];
  return {
    query: cart,
    orderIds: undefined,
    lines: items.map((i): TLine => ({ key: i.pet_id, name: i.name, quantity: i.quantity, lineTotal: i.price * i.quantity })),
    total: cartTotal(items),
    isAllPaid: false,
    blockedNote: items.some((i) => !isCartItemAvailable(i)) ? ("unavailableNote" as const) : null,
  };
}

/** The summary's lines as create-order's items: the client's view of what is paid for (the server prices it itself). */
export const paymentItems = (lines: TLine[]) =>
  lines.map((l) => ({ pet_id: l.key, name: l.name, price: l.quantity ? l.lineTotal / l.quantity : l.lineTotal, quantity: l.quantity }));
