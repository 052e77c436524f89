"use client";
import type { ComponentProps } from "react";
import { BaseLink, useRouter } from "./base-navigation";

type TLinkProps = ComponentProps<typeof BaseLink>;

/**
 * next-intl's Link, fetching the page ahead when a finger or pointer reaches the link or it gets the
 * focus, instead of as soon as it scrolls into view: on a phone, a screen full of links (twelve pet
 * cards, the header, breadcrumbs) would otherwise spend data and main-thread time on pages the visitor
 * never opens. A tap still gets a head start: the pointer arrives before the click. `prefetch={false}`
 * turns it off.
 */
export function Link({ href, locale, prefetch, onPointerEnter, onFocus, ...props }: TLinkProps) {
  const router = useRouter();
  const fetchAhead = () => {
    if (prefetch !== false && typeof href === "string") router.prefetch(href, locale ? { locale } : undefined);
  };
  return (
    <BaseLink
      href={href}
      locale={locale}
      prefetch={false}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        fetchAhead();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        fetchAhead();
      }}
      {...props}
    />
  );
}
