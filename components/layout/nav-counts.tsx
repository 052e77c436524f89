"use client";
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import { useAuth } from "@/components/foundation/auth-provider";
import { setAppBadge } from "@/components/live/app-badge";

/**
 * Item counts for the header's and the bottom bar's badges: the cart counts its lines (one per pet, not
 * the sum of quantities), the wishlist its pets, and unread messages; all 0 when signed out.
 */
export type TNavCounts = { cartCount: number; wishlistCount: number; unreadMessages: number };

const NONE: TNavCounts = { cartCount: 0, wishlistCount: 0, unreadMessages: 0 };
const NavCountsContext = createContext<TNavCounts>(NONE);

// The counts come through the query cache, which a visitor without a session never loads.
const NavCountsSource = lazy(() => import("./nav-counts-source"));

/** Around the header and the bottom bar of the common layout. */
export function NavCountsProvider({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [counts, setCounts] = useState<TNavCounts>(NONE);
  // Signed out: no unread count on the app's icon.
  const isSignedOut = !isLoading && !user;
  useEffect(() => {
    if (isSignedOut) setAppBadge(0);
  }, [isSignedOut]);
  return (
    <NavCountsContext.Provider value={user ? counts : NONE}>
      {user && (
        <Suspense fallback={null}>
          <NavCountsSource key={user.id} onChange={setCounts} />
        </Suspense>
      )}
      {children}
    </NavCountsContext.Provider>
  );
}

export const useNavCounts = () => useContext(NavCountsContext);
