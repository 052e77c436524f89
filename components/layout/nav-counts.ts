"use client";
import { useQuery } from "@tanstack/react-query";
import { useCart } from "@/lib/cart/use-cart";
import { wishlistApi } from "@/lib/wishlist/client";
import { wishlistKeys } from "@/lib/wishlist/keys";
import { useAuth } from "@/components/account/auth-provider";
import { useUnreadCount } from "@/lib/messages/use-messages";

/**
 * Item counts for the cart and wishlist badges (SPEC §2): the cart counts its lines (one per pet, not
 * the sum of quantities), the wishlist its pets; both are 0 when signed out. The queries are the same
 * ones (same keys and fetchers) the cart and wishlist screens read, so every change there — which
 * invalidates ['cart'] / ['wishlist'] — updates the badges, and logout (cache cleared) empties them.
 * Unread messages arrive from other people, so that count is polled (every 15 s while the tab is
 * visible); opening a conversation invalidates it.
 */
export function useNavCounts(): { cartCount: number; wishlistCount: number; unreadMessages: number } {
  const { isAuthenticated } = useAuth();
  const cart = useCart();
  const wishlist = useQuery({ queryKey: wishlistKeys.list(), queryFn: ({ signal }) => wishlistApi.list(signal), enabled: isAuthenticated });
  const unreadMessages = useUnreadCount();
  if (!isAuthenticated) return { cartCount: 0, wishlistCount: 0, unreadMessages: 0 };
  return { cartCount: cart.data?.length ?? 0, wishlistCount: wishlist.data?.length ?? 0, unreadMessages };
}
