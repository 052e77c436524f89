import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { ConsentBanner } from "@/components/legal/consent-banner";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavCountsProvider } from "@/components/layout/nav-counts";

/** The common layout: header, page, footer, and the bottom bar on phones. */
export default async function SiteLayout({ children, params }: TLocaleParams & { children: ReactNode }) {
  // Layouts and pages render side by side: each names its locale, so none falls back to reading the request.
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "Consent" });
  const consent = { title: t("title"), body: t("body"), read: t("read"), agree: t("agree"), saving: t("saving"), failed: t("failed") };
  return (
    <NavCountsProvider>
      <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
        <Header />
        <ConsentBanner texts={consent} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <MobileNav />
      </div>
    </NavCountsProvider>
  );
}
