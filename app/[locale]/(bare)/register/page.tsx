import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { RegisterForm } from "@/components/account/register-form";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Register" });
  return { title: t("metaTitle") };
}

export default async function RegisterPage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  return (
    <ClientMessages namespaces={["Common", "Errors", "Register", "Toast", "Validation"]}>
      <RegisterForm />
    </ClientMessages>
  );
}
