import type { ReactNode } from "react";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { Logo } from "@/components/foundation/logo";

/**
 * No common layout (login, register, verify email, reset password): the logo over a centred card on a
 * warm background. The logo is drawn here, on the server, not by each page's card (a client component),
 * so it costs the pages no script.
 */
export default async function BareLayout({ children, params }: TLocaleParams & { children: ReactNode }) {
  // Layouts and pages render side by side: each names its locale (the logo's words are the page's language).
  await resolvePageLocale(params);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-8 focus:outline-none sm:items-center sm:py-12"
    >
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo className="text-2xl" />
        </div>
        {children}
      </div>
    </main>
  );
}
