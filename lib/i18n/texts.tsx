"use client";
import format from "icu-minify/format";
import type { useTranslations as TUseTranslations } from "next-intl";
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from "react";
import { useRouteLocale } from "./client-navigation";
import { TIME_ZONE, type TLocale } from "./routing";

/**
 * The texts a page hands its client components (lib/i18n/client-messages.tsx), and `useTranslations`
 * to read them: next-intl's own hook, with the same keys and types, over the catalogue it compiled at
 * build time (icu-minify's format: plurals, `{name}`, rich text). next-intl's client runtime is not
 * sent to the browser: it is most of the script a public page adds to the framework's own. On the
 * server (react-server) the same import is next-intl's hook (./texts.server.ts).
 */
type TMessages = Record<string, unknown>;
type TTexts = { locale: string; messages: TMessages };

const TextsContext = createContext<TTexts | null>(null);

export function TextsProvider({ locale, messages, children }: TTexts & { children?: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** Adds `messages` to the texts of the provider above (a layout's), so a page sends only its own. */
export function MergeTexts({ messages, children }: { messages: TMessages; children?: ReactNode }) {
  const above = useContext(TextsContext);
  const value = useMemo(() => ({ locale: above?.locale ?? "en", messages: { ...above?.messages, ...messages } }), [above, messages]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

const cached = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatterOf<T>(kind: string, make: () => T, ...args: unknown[]): T {
  const key = `${kind}${JSON.stringify(args)}`;
  if (!cached.has(key)) cached.set(key, make() as never);
  return cached.get(key) as T;
}
const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    formatterOf("n", () => new Intl.NumberFormat(...args), ...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    formatterOf("d", () => new Intl.DateTimeFormat(...args), ...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    formatterOf("p", () => new Intl.PluralRules(...args), ...args),
};

type TValues = Record<string, unknown>;
type TCompiled = Parameters<typeof format>[0];

function lookup(messages: TMessages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split(".")) node = node && typeof node === "object" ? (node as TMessages)[part] : undefined;
  return node;
}

// Each element a tag's function returns gets a key, as React wants in a list (what next-intl does).
function keyed(values: TValues | undefined) {
  if (!values) return values;
  const out: TValues = {};
  for (const [name, value] of Object.entries(values)) {
    let index = 0;
    out[name] =
      typeof value === "function"
        ? (chunks: unknown) => {
            const result = (value as (c: unknown) => unknown)(chunks);
            return isValidElement(result) ? cloneElement(result, { key: name + index++ }) : result;
          }
        : value;
  }
  return out;
}

function translator({ locale, messages }: TTexts, namespace: string | undefined) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const fail = (key: string, why: string) => {
    if (process.env.NODE_ENV !== "production") console.error(`${why}: ${pathOf(key)}`);
    return pathOf(key);
  };
  const rich = (key: string, values?: TValues): unknown => {
    const message = lookup(messages, pathOf(key));
    if (message === undefined || (typeof message === "object" && !Array.isArray(message))) return fail(key, "No such text");
    try {
      return format(message as TCompiled, locale, keyed(values) as never, { formatters, timeZone: TIME_ZONE });
    } catch {
      return fail(key, "Could not format");
    }
  };
  const t = (key: string, values?: TValues) => {
    const result = rich(key, values);
    return typeof result === "string" ? result : fail(key, "Not plain text");
  };
  t.rich = rich;
  t.markup = t;
  t.has = (key: string) => lookup(messages, pathOf(key)) !== undefined;
  return t;
}

/** The page's language: its texts', else its address's (see useRouteLocale). */
export function useLocale(): TLocale {
  const texts = useContext(TextsContext);
  const routeLocale = useRouteLocale();
  return (texts?.locale as TLocale | undefined) ?? routeLocale;
}

export const useTranslations = ((namespace?: string) => {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTranslations must be used inside <TextsProvider>");
  return useMemo(() => translator(texts, namespace), [texts, namespace]);
}) as unknown as typeof TUseTranslations;
