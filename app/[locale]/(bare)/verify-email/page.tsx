import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { VerifyEmail } from "@/components/account/verify-email";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "VerifyEmail" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function VerifyEmailPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  const token = firstParam((await searchParams).token);
  return (
    <ClientMessages namespaces={["Common", "Errors", "Validation", "VerifyEmail"]}>
      <VerifyEmail token={token || null} />
    </ClientMessages>
  );
}
