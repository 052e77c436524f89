import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { pageAtAddress } from "@/lib/http/cursor";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { listFlags } from "@/lib/moderation/flags-queue";
import { FLAG_PAGE_SIZE, FLAG_STATES } from "@/lib/moderation/flags-schemas";
import { FilterChips } from "@/components/admin/filter-chips";
import { FlagCard } from "@/components/admin/flag-card";
import { buttonClasses } from "@/components/ui/button";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminFlags" });
  return { title: t("metaTitle") };
}

/**
 * /admin/flags: listings that look like scams (lib/trust: a photo another seller's listing uses, a price
 * far under the typical one), newest first, each with both listings and Dismiss, or Publish and Hide for
 * a listing held for review (lib/moderation/flags-*.ts).
 */
export default async function AdminFlagsPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminFlags" });
  const query = await searchParams;
  const state = firstParam(query.state) === "resolved" ? "resolved" : "open";
  const { page, isFirst } = await pageAtAddress(firstParam(query.cursor), (cursor) => listFlags({ state, limit: FLAG_PAGE_SIZE, cursor }));
  const here = (cursor?: string) => ({
    pathname: "/admin/flags",
    query: { ...(state === "resolved" ? { state } : {}), ...(cursor ? { cursor } : {}) },
  });

  return (
    <AddClientMessages namespaces={["AdminFlags", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        </div>
        <FilterChips
          label={t("filtersLabel")}
          current={state}
          chips={FLAG_STATES.map((s) => ({
            key: s,
            href: s === "open" ? "/admin/flags" : { pathname: "/admin/flags", query: { state: s } },
            label: t(`state.${s}`),
          }))}
        />
        {page.flags.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-stone-700">
            {state === "open" ? t("empty") : t("emptyResolved")}
          </p>
        ) : (
          <ul className="space-y-3">
            {page.flags.map((flag) => (
              <li key={flag.id}>
                <FlagCard flag={flag} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        {(!isFirst || page.nextCursor) && (
          <nav aria-label={t("pages")} className="flex flex-wrap justify-between gap-3">
            {!isFirst ? (
              <Link href={here()} className={buttonClasses({ variant: "outline" })}>
                {t("first")}
              </Link>
            ) : (
              <span />
            )}
            {page.nextCursor && (
              <Link href={here(page.nextCursor)} className={buttonClasses({ variant: "outline" })}>
                {t("more")}
              </Link>
            )}
          </nav>
        )}
      </div>
    </AddClientMessages>
  );
}
