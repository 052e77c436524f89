import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { findUnsubscribeTarget } from "@/lib/alerts/service";
import { Link } from "@/lib/i18n/navigation";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { BellIcon } from "@/components/ui/icons/bell";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";

// /unsubscribe?token=… — where an alert mail's unsubscribe link lands (GET /server/alerts/unsubscribe
// sends mail programs' link here too). Opening it changes nothing (link scanners open links); the button
// posts to the one-click endpoint, which unsubscribes and comes back here with ?done=1. A plain form:
// it works before (or without) the page's scripts, and needs no session.
export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function UnsubscribePage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  const query = await searchParams;
  const token = firstParam(query.token)?.slice(0, 300) ?? "";

  if (firstParam(query.done) === "1") {
    return (
      <Frame icon={<CheckCircleIcon className="size-7" />} title={t("doneTitle")} text={t("doneBody")}>
        <Link href="/pets" className={buttonClasses({ className: "w-full sm:w-auto" })}>
          {t("browse")}
        </Link>
      </Frame>
    );
  }
  const target = token ? await findUnsubscribeTarget({ token }) : null;
  if (!target) {
    return (
      <Frame icon={<AlertIcon className="size-7" />} title={t("invalidTitle")} text={t("invalidBody")} tone="warning">
        <Link
          href={{ pathname: "/profile", query: { tab: "alerts" } }}
          className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
        >
          {t("manage")}
        </Link>
      </Frame>
    );
  }
  if (target.searches === 0) {
    return (
      <Frame icon={<BellIcon className="size-7" />} title={t("nothingTitle")} text={t("nothingBody", { email: target.email })}>
        <Link href="/pets" className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}>
          {t("browse")}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame icon={<BellIcon className="size-7" />} title={t("title")} text={t("body", { email: target.email, count: target.searches })}>
      <form method="post" action={`/server/alerts/unsubscribe?token=${encodeURIComponent(token)}`} className="w-full sm:w-auto">
        {/* What RFC 8058's one-click POST carries; the endpoint needs only the token. */}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" variant="destructive" className="w-full sm:w-auto">
          {t("confirm")}
        </Button>
      </form>
      <Link
        href={{ pathname: "/profile", query: { tab: "alerts" } }}
        className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}
      >
        {t("manage")}
      </Link>
    </Frame>
  );
}

function Frame({
  icon,
  title,
  text,
  tone = "brand",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  tone?: "brand" | "warning";
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-start">
          <span
            className={`mb-2 inline-flex size-12 items-center justify-center rounded-full ${tone === "warning" ? "bg-amber-100 text-amber-800" : "bg-brand-100 text-brand-800"}`}
          >
            {icon}
          </span>
          <CardTitle>{title}</CardTitle>
          <CardDescription className="text-base text-stone-700">{text}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">{children}</CardContent>
      </Card>
    </div>
  );
}
