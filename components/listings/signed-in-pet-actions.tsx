"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { TUser } from "@/lib/auth/client";
import { cartApi, type TCartItemDto } from "@/lib/cart/client";
import { buyerStatus } from "@/lib/pets/constants";
import { cartKeys } from "@/lib/cart/keys";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { INTENT_PARAM, returnIntentOf } from "@/lib/routes";
import { wishlistApi } from "@/lib/wishlist/client";
import { wishlistKeys } from "@/lib/wishlist/keys";
import { QueryProvider } from "@/components/foundation/query-provider";
import { useToast } from "@/components/ui/toast";
import { PetActionsView, type TPetActionsProps } from "./pet-actions-view";

// The report form (and the validation library it brings) loads only when it is shown.
const ReportListing = lazy(() => import("./report-dialog").then((m) => ({ default: m.ReportListing })));

type TSignedInProps = TPetActionsProps & { user: TUser };

/**
 * A signed-in visitor's pet actions: cart and wishlist through the page's query cache, so the header's
 * badges move with them. Loaded only once a session is found (pet-actions.tsx); the look is
 * pet-actions-view.tsx.
 */
export default function SignedInPetActions(props: TSignedInProps) {
  return (
    <QueryProvider>
      <Actions {...props} />
    </QueryProvider>
  );
}

function Actions({ petId, sellerId, status, mode = "sale", user }: TSignedInProps) {
  const tCart = useTranslations("Cart");
  const tWishlist = useTranslations("Wishlist");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const queryClient = useQueryClient();
  const isOwner = user.id === sellerId;

  // Optimistic: the header's cart badge moves at once; an error puts the cart back as it was.
  const addToCart = useMutation({
    mutationFn: () => cartApi.add({ petId, quantity: 1 }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list() });
      const previous = queryClient.getQueryData<TCartItemDto[]>(cartKeys.list());
      if (previous) {
        const inCart = previous.some((l) => l.pet_id === petId);
        queryClient.setQueryData<TCartItemDto[]>(
          cartKeys.list(),
          inCart
            ? previous.map((l) => (l.pet_id === petId ? { ...l, quantity: Math.min(l.quantity + 1, l.available) } : l))
            : [
                ...previous,
                {
                  id: `pending-${petId}`,
                  pet_id: petId,
                  name: "",
                  breed: "",
                  age: "",
                  price: 0,
                  image: null,
                  quantity: 1,
                  status: buyerStatus(status),
                  available: 1,
                },
              ],
        );
      }
      return { previous };
    },
    // One key for the button's notices: a failed add's error goes when a retry succeeds.
    onSuccess: () => toast({ key: `cart-${petId}`, description: tCart("added"), variant: "success" }),
    onError: (e, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.list(), context.previous);
      toast({ key: `cart-${petId}`, description: errorText(e, { fallback: tCart("addFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  // Signed-in visitors get a toggle: the initial state from /wishlist/check, then optimistic with rollback.
  const canSave = !isOwner;
  const saved = useQuery({
    queryKey: wishlistKeys.check(petId),
    queryFn: ({ signal }) => wishlistApi.check({ petId }, signal),
    enabled: canSave,
  });
  const isSaved = canSave && saved.data === true;
  const toggleWishlist = useMutation({
    mutationFn: (save: boolean) => (save ? wishlistApi.add({ petId }) : wishlistApi.remove({ petId })),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.check(petId) });
      const previous = queryClient.getQueryData<boolean>(wishlistKeys.check(petId));
      queryClient.setQueryData(wishlistKeys.check(petId), save);
      return { previous };
    },
    onSuccess: (_answer, save) =>
      toast({ key: `wishlist-${petId}`, description: save ? tWishlist("added") : tWishlist("removed"), variant: "success" }),
    onError: (e, save, context) => {
      queryClient.setQueryData(wishlistKeys.check(petId), context?.previous);
      toast({
        key: `wishlist-${petId}`,
        description: errorText(e, { fallback: save ? tWishlist("addFailed") : tWishlist("removeFailed") }),
        variant: "destructive",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

  // Back from signing in with something to do (the return path's intent: a signed-out 'Add to cart',
  // 'Add to wishlist' or 'Contact seller'): it is taken out of the address first, so a reload or the Back
  // button does not do it again, then done once, and the usual notice says so.
  const router = useRouter();
  const intentTaken = useRef(false);
  const isAvailable = status === "active";
  useEffect(() => {
    if (intentTaken.current) return;
    intentTaken.current = true;
    const intent = returnIntentOf(window.location.search);
    if (!intent) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(INTENT_PARAM);
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    // Their own listing has none of these; a listing no longer active can still be asked about.
    if (isOwner) return;
    if (intent === "contact") router.push({ pathname: "/messages", query: { receiverId: sellerId, petId } });
    else if (!isAvailable) return;
    // A rehoming has no cart: a cart intent from before it became one does nothing.
    else if (intent === "cart" && mode === "rehoming") return;
    else if (intent === "wishlist") toggleWishlist.mutate(true);
    else
      void cartApi.list().then(
        // Already in the cart (an earlier visit): said so, and the quantity left as it is.
        (items) =>
          items.some((l) => l.pet_id === petId) ? toast({ description: tCart("alreadyInCart"), variant: "success" }) : addToCart.mutate(),
        () => addToCart.mutate(),
      );
  });

  return (
    <PetActionsView
      petId={petId}
      sellerId={sellerId}
      status={status}
      mode={mode}
      user={user}
      isSaved={isSaved}
      isSavedPending={saved.isPending}
      isAddingToCart={addToCart.isPending}
      onAddToCart={() => addToCart.mutate()}
      onAddToWishlist={() => toggleWishlist.mutate(!isSaved)}
      report={
        <Suspense fallback={null}>
          <ReportListing petId={petId} />
        </Suspense>
      }
    />
  );
}
