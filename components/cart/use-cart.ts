"use client";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/components/foundation/auth-provider";
import { cartApi } from "@/lib/cart/client";
import { cartKeys } from "@/lib/cart/keys";

/** The signed-in user's cart: fetched only with a session; logout clears the cache, so it empties. */
export function useCart() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: cartKeys.list(),
    queryFn: ({ signal }) => cartApi.list(signal),
    enabled: isAuthenticated,
  });
}
