import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { safeNextPath } from "@/lib/routes";
import { LoginForm } from "@/components/account/login-form";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Login" });
  return { title: t("metaTitle") };
}

export default async function LoginPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const next = safeNextPath(firstParam(query.next));
  return (
    <ClientMessages namespaces={["Common", "Errors", "Login", "ReturnAfterSignIn", "Toast", "Validation"]}>
      <LoginForm nextPath={next} initialMode={firstParam(query.forgot) === "1" ? "forgot" : "login"} />
    </ClientMessages>
  );
}
