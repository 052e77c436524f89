import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import { routing } from "@/lib/i18n/routing";
import { TextsProvider } from "@/lib/i18n/texts";
import { Providers } from "@/components/layout/providers";
import { SkipLink } from "@/components/layout/skip-link";
import "../globals.css";

type TProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<TProps, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: { template: t("titleTemplate"), default: t("title") },
    description: t("description"),
    applicationName: "PawBazaar",
    manifest: "/manifest.webmanifest",
    icons: { apple: "/icons/apple-touch-icon.png" },
    appleWebApp: { capable: true, title: "PawBazaar", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { themeColor: "#c2410c" };

export default async function LocaleLayout({ children, params }: TProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // The shell's texts only; each page hands its own components theirs (lib/i18n/client-messages.tsx).
  const shellMessages = await pickMessages(SHELL_NAMESPACES);

  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <TextsProvider locale={locale} messages={shellMessages}>
          <SkipLink />
          <Providers>{children}</Providers>
        </TextsProvider>
      </body>
    </html>
  );
}
