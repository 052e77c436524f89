"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCart } from "@/components/cart/use-cart";
import { setAppBadge } from "@/components/live/app-badge";
import { useUnreadCount } from "@/components/messages/use-messages";
import { wishlistApi } from "@/lib/wishlist/client";
import { wishlistKeys } from "@/lib/wishlist/keys";
import { QueryProvider } from "@/components/foundation/query-provider";
import type { TNavCounts } from "./nav-counts";

type TProps = { onChange: (counts: TNavCounts) => void };

/**
 * A signed-in visitor's badge counts, read through the page's query cache (loaded only with a session,
 * nav-counts.tsx). The queries are the same ones (same keys and fetchers) the cart and wishlist screens
 * read, so every change there — which invalidates ['cart'] / ['wishlist'] — updates the badges, and
 * logout (cache cleared) empties them. Unread messages arrive from other people: the live stream
 * refreshes that count (polled every 15 s while the stream is down); opening a conversation
 * invalidates it. It is also the installed app's icon badge.
 */
export default function NavCountsSource(props: TProps) {
  return (
    <QueryProvider>
      <Counts {...props} />
    </QueryProvider>
  );
}

function Counts({ onChange }: TProps) {
  const cart = useCart();
  const wishlist = useQuery({ queryKey: wishlistKeys.list(), queryFn: ({ signal }) => wishlistApi.list(signal) });
  const unreadMessages = useUnreadCount();
  const cartCount = cart.data?.length ?? 0;
  const wishlistCount = wishlist.data?.length ?? 0;
  useEffect(() => onChange({ cartCount, wishlistCount, unreadMessages }), [onChange, cartCount, wishlistCount, unreadMessages]);
  useEffect(() => setAppBadge(unreadMessages), [unreadMessages]);
  return null;
}
