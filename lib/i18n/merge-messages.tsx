"use client";
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

/**
 * The browser half of <AddClientMessages>: the namespaces of the provider above (a layout's
 * <ClientMessages>) and these, so a page sends only its own and the layout's are not sent twice.
 */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
