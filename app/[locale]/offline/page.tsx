import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { Logo } from "@/components/foundation/logo";
import { buttonClasses } from "@/components/ui/button";

// What the offline worker (public/sw.js) shows for a page it has no copy of while the phone has no
// connection. Cached like the other public pages (CACHED_PAGES, lib/routes.ts): the worker keeps each
// language's copy when it installs, without its scripts, so it is plain HTML that works as it is. No
// site header: its search, account area and badges need the network.
export const dynamic = "error";
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(params), namespace: "Offline" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function OfflinePage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  const t = await getTranslations("Offline");
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10 focus:outline-none sm:items-center"
    >
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <Logo />
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("title")}</h1>
          <p className="text-stone-700">{t("intro")}</p>
        </div>
        <section aria-labelledby="offline-works" className="space-y-2">
          <h2 id="offline-works" className="font-semibold text-stone-900">
            {t("worksTitle")}
          </h2>
          <ul className="list-disc space-y-1.5 ps-5 text-stone-700">
            <li>{t("worksVisited")}</li>
            <li>{t("worksLater")}</li>
          </ul>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* A plain link to this very address: shown in place of another page, it asks for that page again. */}
          <a href="" className={buttonClasses({ size: "lg" })}>
            {t("retry")}
          </a>
          <Link href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("home")}
          </Link>
        </div>
      </div>
    </main>
  );
}
