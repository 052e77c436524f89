"use client";
import { lazy, Suspense, type ReactNode } from "react";
import { useAuth } from "@/components/foundation/auth-provider";
import type { TPetActionsProps } from "./pet-actions-view";

// Most visitors of a pet page arrive signed out from a search engine or a shared link: they get the
// actions drawn on the server (signed-out-pet-actions.tsx), and the cart and wishlist machinery (with
// the query cache it uses) loads only when a session is found.
const SignedInPetActions = lazy(() => import("./signed-in-pet-actions"));

/**
 * What a visitor can do on a pet page: the server's signed-out actions (`signedOut`) until a session is
 * found, then the signed-in ones. While those load, the signed-out ones keep their place, hidden and
 * inert, so that nothing moves and no one signed in is asked to log in.
 */
export function PetActions({ signedOut, ...props }: TPetActionsProps & { signedOut: ReactNode }) {
  const { user } = useAuth();
  if (!user) return signedOut;
  return (
    <Suspense
      fallback={
        <div inert aria-busy="true" className="invisible">
          {signedOut}
        </div>
      }
    >
      <SignedInPetActions {...props} user={user} />
    </Suspense>
  );
}
