"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense } from "react";
import { useAuth } from "@/components/account/auth-provider";
import { useToast } from "@/components/ui/toast";
import { PetActionsView, type TPetActionsProps } from "./pet-actions-view";

// Most visitors of a pet page arrive signed out from a search engine or a shared link: the cart and
// wishlist machinery (and the query cache it uses) loads only when a session is found.
const SignedInPetActions = lazy(() => import("./signed-in-pet-actions"));
const nothing = () => undefined;

/** What a visitor can do on a pet page; signed-out visitors are told to log in (pet-actions-view.tsx). */
export function PetActions(props: TPetActionsProps) {
  const tCart = useTranslations("Cart");
  const tWishlist = useTranslations("Wishlist");
  const { user, isLoading } = useAuth();
  const { toast } = useToast();

  if (!user) {
    return (
      <PetActionsView
        {...props}
        user={null}
        isLoading={isLoading}
        onAddToCart={() => toast({ description: tCart("loginRequired"), variant: "destructive" })}
        onAddToWishlist={() => toast({ description: tWishlist("loginRequired"), variant: "destructive" })}
      />
    );
  }
  return (
    <Suspense fallback={<PetActionsView {...props} user={user} isLoading onAddToCart={nothing} onAddToWishlist={nothing} />}>
      <SignedInPetActions {...props} user={user} />
    </Suspense>
  );
}
