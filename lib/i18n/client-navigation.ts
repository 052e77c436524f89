"use client";
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useMemo, useSyncExternalStore } from "react";
import { getPathname, splitLocale, type THref } from "./paths";
import { isLocale, routing, type TLocale } from "./routing";

/** The page's language: its `[locale]` segment (the proxy gives every page one), else its address's prefix. */
export function useRouteLocale(): TLocale {
  const params = useParams<{ locale?: string }>();
  const pathname = useNextPathname();
  if (isLocale(params?.locale)) return params.locale;
  return splitLocale(pathname ?? "/").locale ?? routing.defaultLocale;
}

/** The path without its language prefix: `/pets` on `/te/pets` and on `/pets`. */
export function usePathname(): string {
  return splitLocale(useNextPathname() ?? "/").pathname;
}

type TNavigateOptions = { locale?: TLocale; scroll?: boolean };

/**
 * Next.js's router, taking the app's paths: `push("/pets")` goes to `/te/pets` on a Telugu page.
 * `{ locale }` changes the language (with the prefix written out, see getPathname).
 */
export function useRouter() {
  const router = useNextRouter();
  const locale = useRouteLocale();
  return useMemo(() => {
    const to = (href: THref, next?: TLocale) =>
      getPathname({ href, locale: next ?? locale, forcePrefix: next !== undefined && next !== locale });
    return {
      push: (href: THref, { locale: next, ...options }: TNavigateOptions = {}) => router.push(to(href, next), options),
      replace: (href: THref, { locale: next, ...options }: TNavigateOptions = {}) => router.replace(to(href, next), options),
      prefetch: (href: THref) => router.prefetch(to(href)),
      refresh: () => router.refresh(),
      back: () => router.back(),
    };
  }, [router, locale]);
}

const noSubscription = () => () => {};

function addressBarPath() {
  try {
    return decodeURI(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * The path as typed in the address bar (with its language prefix, if any), for the 404 page. The 404 is
 * one cached page for every unknown address, so the server leaves it empty and the browser reads it from
 * its location (again on each client navigation, which usePathname signals). It lives here, in a module
 * every page already loads, because every page carries the 404 boundary: on its own it was one more
 * script file on each page.
 */
export function AddressBarPath() {
  useNextPathname();
  return useSyncExternalStore(noSubscription, addressBarPath, () => "");
}
