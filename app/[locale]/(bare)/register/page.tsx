import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { safeNextPath } from "@/lib/routes";
import { RegisterForm } from "@/components/account/register-form";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Register" });
  return { title: t("metaTitle") };
}

export default async function RegisterPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  const next = safeNextPath(firstParam((await searchParams).next));
  return (
    <ClientMessages namespaces={["Common", "Errors", "Register", "ReturnAfterSignIn", "Toast", "Validation"]}>
      <RegisterForm nextPath={next} />
    </ClientMessages>
  );
}
