"use client";
import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { DataExport } from "./data-export";
import { DeleteAccount } from "./delete-account";

/** The person's data rights in one place: a copy of their data, and deleting the account. */
export function PrivacyTab() {
  const t = useTranslations("Profile");
  return (
    <div className="space-y-10">
      <div className="max-w-2xl space-y-2">
        <h2 className="text-lg font-bold text-stone-900">{t("privacy.title")}</h2>
        <p className="text-stone-700">{t("privacy.intro")}</p>
        <Link
          href="/privacy-policy"
          className="inline-block text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t("privacy.policyLink")}
        </Link>
      </div>
      <DataExport />
      <div className="border-t border-stone-200 pt-8">
        <DeleteAccount />
      </div>
    </div>
  );
}
