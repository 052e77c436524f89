import type { Locale, Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { TextsProvider } from "./texts";

export type TNamespace = keyof Messages;

/**
 * What the browser gets of the catalogue. Every page's HTML carries the messages its client components
 * read; the whole catalogue (≈50 KB in English, twice that in Telugu) would be parsed on every load,
 * which is most of a phone's work before the page answers. So the layout hands over only the shell's
 * namespaces (header, bottom bar, toasts, error screen; the 404 is rendered on the server) and each page wraps itself in
 * <ClientMessages> with its own. A group's layout may hand over the texts all its pages read (the
 * (account) layout does), and its pages add theirs with <AddClientMessages> (./add-client-messages.tsx).
 * tests/unit/client-messages.test.ts walks the imports of the layouts and of every page and fails when a
 * client component reads a namespace its page and layouts do not hand over.
 */
export const SHELL_NAMESPACES = ["Common", "ErrorPage", "Header", "LanguageSwitcher", "Toast"] as const satisfies readonly TNamespace[];

export async function pickMessages(namespaces: readonly TNamespace[], locale?: Locale) {
  const all = await getMessages(locale ? { locale } : undefined);
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}

/**
 * Hands a page's client components the namespaces they read (and nothing else). `locale` is for the
 * root 404, which has no language segment; pages use the request's.
 */
export async function ClientMessages({ namespaces, locale, children }: { namespaces: TNamespace[]; locale?: Locale; children: ReactNode }) {
  return (
    <TextsProvider locale={locale ?? (await getLocale())} messages={await pickMessages(namespaces, locale)}>
      {children}
    </TextsProvider>
  );
}
