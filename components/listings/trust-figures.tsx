import { useTranslations } from "#i18n/texts";
import type { TSellerTrust } from "@/lib/sellers/responses";
import { cn } from "@/components/ui/cn";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { MessageIcon } from "@/components/ui/icons/message";
import { Stars } from "@/components/ui/stars";

/**
 * A seller's figures from lib/sellers/service.ts: the rating of their visible reviews, their completed
 * sales and how fast they usually reply (when there is enough to tell). Server-rendered on the pet and
 * seller pages, and in the browser on the dashboard; the same words everywhere.
 */
export function TrustFigures({ trust, className }: { trust: TSellerTrust; className?: string }) {
  const t = useTranslations("Sellers.trust");
  const { average, count } = trust.rating;
  return (
    <ul className={cn("space-y-2 text-sm text-stone-800", className)}>
      <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {average === null ? (
          <span className="text-stone-700">{t("noReviews")}</span>
        ) : (
          <>
            <Stars rating={average} />
            <span className="font-semibold text-stone-900">{t("rating", { rating: average.toFixed(1) })}</span>
            <span className="text-stone-700">{t("reviews", { count })}</span>
          </>
        )}
      </li>
      <li className="flex items-center gap-2">
        <CheckCircleIcon className="size-5 shrink-0 text-stone-500" />
        <span>{trust.completedSales === 0 ? t("noSales") : t("sales", { count: trust.completedSales })}</span>
      </li>
      {trust.replyTime && (
        <li className="flex items-center gap-2">
          <MessageIcon className="size-5 shrink-0 text-stone-500" />
          <span>{t(`reply.${trust.replyTime.within}`)}</span>
        </li>
      )}
    </ul>
  );
}
