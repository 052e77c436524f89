import { useTranslations } from "#i18n/texts";
import { cn } from "@/components/ui/cn";
import type { TOrderStatus, TPaymentStatus, TProtectionState } from "@/lib/orders/client";

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset";

const statusStyles: Record<TOrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  accepted: "bg-green-100 text-green-900 ring-green-300",
  rejected: "bg-red-100 text-red-900 ring-red-300",
  cancelled: "bg-stone-200 text-stone-900 ring-stone-300",
  expired: "bg-stone-200 text-stone-900 ring-stone-300",
};

const paymentStyles: Record<TPaymentStatus, string> = {
  unpaid: "bg-white text-stone-800 ring-stone-300",
  paid: "bg-green-50 text-green-900 ring-green-300",
  refunded: "bg-sky-100 text-sky-900 ring-sky-300",
};

/** An order's status (pending, accepted, rejected, cancelled, expired); read as 'Order status: Pending'. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const t = useTranslations("Orders");
  const label = t(`status.${status}`);
  return (
    <span className={cn(pill, statusStyles[status] ?? statusStyles.pending)}>
      <span className="sr-only">{t("statusLabel", { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}

/** An order's payment status (unpaid, paid, refunded); read as 'Payment: Paid'. */
export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  const t = useTranslations("Orders");
  const label = t(`payment.${status}`);
  return (
    <span className={cn(pill, paymentStyles[status] ?? paymentStyles.unpaid)}>
      <span className="sr-only">{t("paymentLabel", { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}

// Where the buyer's money stands (lib/orders/protection.ts). Unpaid and closed orders have no badge of
// their own: the order's status and payment badges already say all there is.
const protectionStyles: Partial<Record<TProtectionState, string>> = {
  awaiting_payment: "bg-amber-50 text-amber-900 ring-amber-300",
  awaiting_seller: "bg-amber-50 text-amber-900 ring-amber-300",
  held: "bg-brand-50 text-brand-900 ring-brand-300",
  handed_over: "bg-green-50 text-green-900 ring-green-300",
  disputed: "bg-red-50 text-red-900 ring-red-300",
  released: "bg-green-100 text-green-900 ring-green-300",
  refunded: "bg-sky-100 text-sky-900 ring-sky-300",
};

/** The protection state of an order (held until handover, handed over, …); read as 'Payment protection: Held until handover'. */
export function ProtectionBadge({ state }: { state: TProtectionState }) {
  const t = useTranslations("Protection");
  const style = protectionStyles[state];
  if (!style || state === "unpaid" || state === "closed") return null;
  const label = t(`badge.${state}`);
  return (
    <span className={cn(pill, style)}>
      <span className="sr-only">{t("badgeLabel", { state: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
