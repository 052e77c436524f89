"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { cartApi, type TCartItem } from "@/lib/cart/client";
import { cartKeys } from "@/lib/cart/keys";
import { useErrorText } from "@/lib/http/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import type { TPetStatus } from "@/lib/pets/client";
import { wishlistApi } from "@/lib/wishlist/client";
import { wishlistKeys } from "@/lib/wishlist/keys";
import { useAuth } from "@/components/account/auth-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { CartIcon, HeartIcon, MessageIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";

// Only signed-in visitors can report, and most visitors of a pet page arrive signed out from a search
// engine: the report form (and the validation library it brings) loads only when it is shown.
const ReportListing = dynamic(() => import("./report-dialog").then((m) => m.ReportListing));

type TPetActionsProps = { petId: string; sellerId: string; status: TPetStatus };

/**
 * What a visitor can do on a pet page. The seller sees 'Edit listing'; everyone else 'Contact seller',
 * 'Add to cart' and 'Add to wishlist' (signed-out visitors are told to log in) and 'Report listing'.
 * Cart and wishlist are off for the owner and for listings that are not active.
 */
export function PetActions({ petId, sellerId, status }: TPetActionsProps) {
  const t = useTranslations("PetDetail");
  const tCart = useTranslations("Cart");
  const tWishlist = useTranslations("Wishlist");
  const tReport = useTranslations("Report");
  const { user, isLoading } = useAuth();
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const queryClient = useQueryClient();
  const isOwner = !!user && user.id === sellerId;
  const isAvailable = status === "active";

  // Optimistic: the header's cart badge moves at once; an error puts the cart back as it was.
  const addToCart = useMutation({
    mutationFn: () => cartApi.add({ petId, quantity: 1 }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list() });
      const previous = queryClient.getQueryData<TCartItem[]>(cartKeys.list());
      if (previous) {
        const inCart = previous.some((l) => l.pet_id === petId);
        queryClient.setQueryData<TCartItem[]>(
          cartKeys.list(),
          inCart
            ? previous.map((l) => (l.pet_id === petId ? { ...l, quantity: l.quantity + 1 } : l))
            : [...previous, { id: `pending-${petId}`, pet_id: petId, name: "", breed: "", age: "", price: 0, image: null, quantity: 1, status }],
        );
      }
      return { previous };
    },
    onSuccess: () => toast({ description: tCart("added"), variant: "success" }),
    onError: (e, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.list(), context.previous);
      toast({ description: errorText(e, { fallback: tCart("addFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  // Signed-in visitors get a toggle: the initial state from /wishlist/check, then optimistic with rollback.
  const canSave = !!user && !isOwner;
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
    onSuccess: (_answer, save) => toast({ description: save ? tWishlist("added") : tWishlist("removed"), variant: "success" }),
    onError: (e, save, context) => {
      queryClient.setQueryData(wishlistKeys.check(petId), context?.previous);
      toast({ description: errorText(e, { fallback: save ? tWishlist("addFailed") : tWishlist("removeFailed") }), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

  function onAddToCart() {
    if (!user) return toast({ description: tCart("loginRequired"), variant: "destructive" });
    addToCart.mutate();
  }
  function onAddToWishlist() {
    if (!user) return toast({ description: tWishlist("loginRequired"), variant: "destructive" });
    toggleWishlist.mutate(!isSaved);
  }

  const isDisabled = isOwner || !isAvailable || isLoading;
  const notice = isOwner ? t("ownListing") : !isAvailable ? t("notAvailable") : null;

  return (
    <div className="space-y-3">
      {notice && (
        <p role="note" className="rounded-xl bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800">
          {notice}
        </p>
      )}
      {isOwner ? (
        <Link href={`/pets/${petId}/edit`} className={buttonClasses({ size: "lg", className: "w-full" })}>
          {t("editListing")}
        </Link>
      ) : (
        <Link
          // Signed out: straight to login and back. A link to the protected page would leave its
          // redirect to /login in the router's cache, and after login the way back would bounce again.
          href={
            user
              ? { pathname: "/messages", query: { receiverId: sellerId, petId } }
              : { pathname: "/login", query: { next: `/messages?${new URLSearchParams({ receiverId: sellerId, petId })}` } }
          }
          className={buttonClasses({ size: "lg", className: "w-full" })}
        >
          <MessageIcon />
          {t("contactSeller")}
        </Link>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={onAddToCart} disabled={isDisabled} isLoading={addToCart.isPending}>
          <CartIcon className="size-5 shrink-0" />
          {t("addToCart")}
        </Button>
        {user ? (
          <Button
            variant="outline"
            onClick={onAddToWishlist}
            // Removing stays possible on a sold or inactive pet that was saved earlier.
            disabled={isOwner || isLoading || saved.isPending || (!isAvailable && !isSaved)}
            aria-pressed={isSaved}
            className={isSaved ? "border-brand-300 bg-brand-50 text-brand-900" : undefined}
          >
            <HeartIcon className={isSaved ? "size-5 shrink-0 fill-current text-brand-700" : "size-5 shrink-0"} />
            {isSaved ? tWishlist("toggleRemove") : t("addToWishlist")}
          </Button>
        ) : (
          <Button variant="outline" onClick={onAddToWishlist} disabled={isDisabled}>
            <HeartIcon className="size-5 shrink-0" />
            {t("addToWishlist")}
          </Button>
        )}
      </div>
      {!isOwner && (
        <div className="flex justify-end">
          {user ? (
            <ReportListing petId={petId} />
          ) : (
            <Link href={`/login?next=${encodeURIComponent(`/pets/${petId}`)}`} className="inline-flex min-h-11 items-center rounded-sm px-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-brand-800">
              {tReport("loginToReport")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
