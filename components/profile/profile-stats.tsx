"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { formatCount, formatDate } from "@/lib/format";
import type { TProfileStats } from "@/lib/profile/client";
import { cn } from "@/components/ui/cn";

/** Listings, sales, rating, reviews and join date, counted by the server. */
export function ProfileStats({ stats }: { stats: TProfileStats }) {
  const t = useTranslations("Profile");
  const locale = useLocale();
  const items = [
    { label: t("stats.listings"), value: formatCount(stats.listings) },
    { label: t("stats.sales"), value: formatCount(stats.sales) },
    {
      label: t("stats.rating"),
      value: stats.rating === null ? t("stats.noRating") : t("stats.ratingValue", { rating: stats.rating.toFixed(1) }),
      isText: stats.rating === null,
    },
    { label: t("stats.reviews"), value: formatCount(stats.reviews) },
    { label: t("stats.joined"), value: formatDate(stats.joinedAt, locale, "medium") },
  ];
  return (
    <section aria-labelledby="profile-stats">
      <h2 id="profile-stats" className="sr-only">
        {t("stats.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item, i) => (
          <div
            key={item.label}
            className={cn(
              "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm",
              i === items.length - 1 && "col-span-2 sm:col-span-1",
            )}
          >
            <dt className="text-sm font-medium text-stone-600">{item.label}</dt>
            {/* "No ratings yet" is a phrase, not a figure: smaller, so it does not crowd the card. */}
            <dd className={cn("mt-1 font-bold text-stone-900", "isText" in item && item.isText ? "text-base text-stone-700" : "text-xl")}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
