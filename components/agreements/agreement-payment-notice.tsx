"use client";
import { useQueries } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { agreementKeys, agreementsApi } from "@/lib/agreements/client";
import { Link } from "@/lib/i18n/navigation";

/**
 * On the payment screen: a rehoming is paid only once the owner and the adopter have both signed its
 * agreement (the server refuses it before then: AGREEMENT_NOT_SIGNED). Says so, with a link to the order
 * page where it is signed. A sale's agreement is not asked for here. An order without an agreement (not
 * accepted yet) says nothing.
 */
export function AgreementPaymentNotice({ orderIds }: { orderIds: string[] }) {
  const t = useTranslations("Agreement");
  const results = useQueries({
    queries: orderIds.map((id) => ({
      queryKey: agreementKeys.detail(id, "en"),
      queryFn: ({ signal }: { signal: AbortSignal }) => agreementsApi.get(id, "en", signal),
      retry: false,
    })),
  });
  const unsigned = results.flatMap((r) => (r.data && r.data.mode === "rehoming" && !r.data.is_complete ? [r.data] : []));
  if (!unsigned.length) return null;
  return (
    <div
      role="alert"
      className="mb-5 space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900"
      data-testid="agreement-payment-notice"
    >
      <p className="font-semibold">{t("payment.title")}</p>
      <p className="text-sm">{t("payment.body")}</p>
      <ul className="space-y-1">
        {unsigned.map((a) => (
          <li key={a.order_id}>
            <Link href={`/orders/${a.order_id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {t("payment.link")} ({a.pet_name})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
