import type { ReactNode } from "react";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavCountsProvider } from "@/components/layout/nav-counts";

/** The common layout: header, page, footer, and the bottom bar on phones. */
export default async function SiteLayout({ children, params }: TLocaleParams & { children: ReactNode }) {
  // Layouts and pages render side by side: each names its locale, so none falls back to reading the request.
  await resolvePageLocale(params);
  return (
    <NavCountsProvider>
      <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <MobileNav />
      </div>
    </NavCountsProvider>
  );
}
