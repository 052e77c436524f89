"use client";
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { useRouteLocale, useRouter } from "./client-navigation";
import { getPathname, type THref } from "./paths";

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: THref;
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Whether a click on a link is the app's to follow: a plain left click on a link that stays on this site
 * in this tab. A click with a modifier key (a new tab or window, a download), another button, a link
 * with a target or `download`, or one that leaves the site is the browser's, as on any page.
 */
export function isInAppClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  anchor: Pick<HTMLAnchorElement, "target" | "hasAttribute" | "href">,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  try {
    return new URL(anchor.href).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A link on the app's paths (`/pets` is `/te/pets` on a Telugu page), followed by Next.js's router
 * (`router.push`, what Next.js's own Link calls), so the next page arrives without a full load. It is an
 * `<a href>` first: before the page's script runs, with a modifier key, or in a new tab, the browser
 * follows it. The page is fetched ahead when a finger or pointer reaches the link or it gets the
 * focus, instead of as soon as it scrolls into view: on a phone, a screen full of links (twelve pet
 * cards, the header, breadcrumbs) would otherwise spend data and main-thread time on pages the visitor
 * never opens. A tap still gets a head start: the pointer arrives before the click. `prefetch={false}`
 * turns it off. Next.js's Link is not used because the rest of it (its pending status, prefetching by
 * viewport, its older props) is 3.5 KB of script on every page that none of these links use.
 */
export function Link({ href, prefetch, onPointerEnter, onFocus, onClick, ...props }: TLinkProps) {
  const locale = useRouteLocale();
  const router = useRouter();
  const target = getPathname({ href, locale });
  const isOwn = target.startsWith("/") && !target.startsWith("//");
  const fetchAhead = () => {
    if (prefetch !== false && isOwn) router.prefetch(href);
  };
  return (
    <a
      href={target}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        fetchAhead();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        fetchAhead();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!isOwn || !isInAppClick(e, e.currentTarget, window.location.origin)) return;
        e.preventDefault();
        router.push(href);
      }}
      {...props}
    />
  );
}
