import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { safeNextPath } from "@/lib/routes";
import { VerifyEmail } from "@/components/account/verify-email";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "VerifyEmail" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function VerifyEmailPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const token = firstParam(query.token);
  // The mail's link may carry where the person was going when they signed up (checked again here).
  const next = safeNextPath(firstParam(query.next));
  return (
    <ClientMessages namespaces={["Common", "Errors", "ReturnAfterSignIn", "Validation", "VerifyEmail"]}>
      <VerifyEmail token={token || null} nextPath={next} />
    </ClientMessages>
  );
}
