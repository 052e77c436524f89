"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { cn } from "@/components/ui/cn";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { Link } from "@/lib/i18n/navigation";
import type { TScamSignal } from "@/lib/messages/client";

// Signals that are about money leaving PawBazaar; a phone number alone is only a way to talk elsewhere.
const MONEY_SIGNALS: readonly TScamSignal[] = ["upi", "bank", "payment_link", "advance"];

/**
 * The note under a message I received that carries what advance-fee scams use (the server's `safety`):
 * pay only through PawBazaar, what was spotted, and the safety tips. It informs and never blocks; amber
 * when the message is about money, calm grey for a phone number alone.
 */
export function MessageSafetyNotice({ signals }: { signals: TScamSignal[] }) {
  const t = useTranslations("ChatSafety");
  const locale = useLocale();
  if (signals.length === 0) return null;
  const isAboutMoney = signals.some((s) => MONEY_SIGNALS.includes(s));
  const items = new Intl.ListFormat(locale, { type: "conjunction" }).format(signals.map((s) => t(`signals.${s}`)));
  return (
    <div
      role="note"
      aria-label={t("noticeTitle")}
      className={cn(
        "mt-1 flex max-w-[85%] gap-2 rounded-xl border px-3 py-2 text-sm leading-snug md:max-w-[70%]",
        isAboutMoney ? "border-amber-300 bg-amber-50 text-amber-950" : "border-stone-200 bg-stone-50 text-stone-800",
      )}
    >
      <ShieldIcon className={cn("mt-0.5 size-4 shrink-0", isAboutMoney ? "text-amber-700" : "text-brand-700")} />
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold">{t("noticeTitle")}</p>
        <p>{t("noticeBody")}</p>
        <p>{t("spotted", { items })}</p>
        <Link
          href="/process#process-safety"
          className="inline-block py-1 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t("tips")}
        </Link>
      </div>
    </div>
  );
}
