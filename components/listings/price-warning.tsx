import { useTranslations } from "#i18n/texts";
import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import { AlertIcon } from "@/components/ui/icons/alert";

/**
 * The pet page's plain warning when the price is far under what the breed usually costs in the town
 * (the DTO's priceWarning, lib/trust/low-price.ts): the bait of an advance-fee fraud. It informs, and
 * never blocks; a server component, so the cached page carries it with no script.
 */
export function PriceWarning({ typical, breed, town, locale }: { typical: number; breed: string; town: string; locale: TLocale }) {
  const t = useTranslations("PriceWarning");
  return (
    <div
      role="note"
      aria-labelledby="price-warning-title"
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-1">
        <p id="price-warning-title" className="font-semibold">
          {t("title")}
        </p>
        <p className="wrap-anywhere">{t("text", { breed, town, typical: formatPrice(typical, locale) })}</p>
        <Link href="/process#process-safety" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          {t("tips")}
        </Link>
      </div>
    </div>
  );
}
