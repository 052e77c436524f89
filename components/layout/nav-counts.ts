"use client";

/**
 * Item counts for the cart and wishlist badges. The cart and wishlist arrive in a later slice; until
 * then both are 0, so the badges stay hidden. Swap in the react-query reads here when they exist.
 */
export function useNavCounts(): { cartCount: number; wishlistCount: number } {
  return { cartCount: 0, wishlistCount: 0 };
}
