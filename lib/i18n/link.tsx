"use client";
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useRouteLocale, useRouter } from "./client-navigation";
import { getPathname, type THref } from "./paths";

type TLinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale" | "prefetch"> & { href: THref; prefetch?: boolean };

/**
 * Next.js's Link on the app's paths (`/pets` is `/te/pets` on a Telugu page), fetching the page ahead
 * when a finger or pointer reaches the link or it gets the focus, instead of as soon as it scrolls into
 * view: on a phone, a screen full of links (twelve pet cards, the header, breadcrumbs) would otherwise
 * spend data and main-thread time on pages the visitor never opens. A tap still gets a head start: the
 * pointer arrives before the click. `prefetch={false}` turns it off.
 */
export function Link({ href, prefetch, onPointerEnter, onFocus, ...props }: TLinkProps) {
  const locale = useRouteLocale();
  const router = useRouter();
  const target = getPathname({ href, locale });
  const fetchAhead = () => {
    if (prefetch !== false && target.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      href={target}
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
