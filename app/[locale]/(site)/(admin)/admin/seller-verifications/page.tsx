import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { AddClientMessages } from "@/lib/i18n/add-client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { listRegistrationQueue } from "@/lib/sellers/registration-service";
import { REGISTRATION_STATUSES, ZRegistrationQueueQuery } from "@/lib/sellers/registration-schemas";
import { FilterChips } from "@/components/admin/filter-chips";
import { SellerVerificationCard } from "@/components/admin/seller-verification-card";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminSellerVerifications" });
  return { title: t("metaTitle") };
}

/**
 * /admin/seller-verifications: sellers' registrations as breeders, pet shops and shelters, waiting ones
 * first (the longest wait on top), each with its certificate, approve and refuse; or one status.
 */
export default async function AdminSellerVerificationsPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations("AdminSellerVerifications");
  const parsed = ZRegistrationQueueQuery.safeParse({ status: firstParam((await searchParams).status) ?? undefined });
  const status = parsed.success ? parsed.data.status : undefined;
  const registrations = await listRegistrationQueue({ status });

  return (
    <AddClientMessages namespaces={["AdminSellerVerifications", "Dialog"]}>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
          <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        </div>
        <details className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-800">
          <summary className="min-h-6 cursor-pointer font-semibold text-stone-900">{t("lawTitle")}</summary>
          <p className="mt-2">{t("law")}</p>
        </details>

        <FilterChips
          label={t("filtersLabel")}
          current={status ?? "all"}
          chips={(["all", ...REGISTRATION_STATUSES] as const).map((s) => ({
            key: s,
            href: s === "all" ? "/admin/seller-verifications" : { pathname: "/admin/seller-verifications", query: { status: s } },
            label: t(`filter.${s}`),
          }))}
        />

        {registrations.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{t("empty")}</p>
        ) : (
          <ul className="space-y-3">
            {registrations.map((r) => (
              <li key={r.id}>
                <SellerVerificationCard registration={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AddClientMessages>
  );
}
