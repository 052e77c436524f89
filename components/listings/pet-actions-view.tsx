"use client";
import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import type { TUser } from "@/lib/auth/client";
import { Link } from "@/lib/i18n/navigation";
import type { TPetStatus } from "@/lib/pets/client";
import { Button, buttonClasses } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons/cart";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MessageIcon } from "@/components/ui/icons/message";

export type TPetActionsProps = { petId: string; sellerId: string; status: TPetStatus };

type TPetActionsViewProps = TPetActionsProps & {
  user: TUser | null;
  /** The session or the signed-in actions are still loading: the buttons wait. */
  isLoading: boolean;
  isSaved?: boolean;
  isSavedPending?: boolean;
  isAddingToCart?: boolean;
  onAddToCart: () => void;
  onAddToWishlist: () => void;
  /** The signed-in visitor's 'Report listing' (a dialog of its own). */
  report?: ReactNode;
};

/**
 * What a visitor can do on a pet page, as it looks. The seller sees 'Edit listing'; everyone else
 * 'Contact seller', 'Add to cart' and 'Add to wishlist' and 'Report listing'. Cart and wishlist are off
 * for the owner and for listings that are not active. The behaviour is the caller's (pet-actions.tsx).
 */
export function PetActionsView({
  petId,
  sellerId,
  status,
  user,
  isLoading,
  isSaved = false,
  isSavedPending = false,
  isAddingToCart = false,
  onAddToCart,
  onAddToWishlist,
  report,
}: TPetActionsViewProps) {
  const t = useTranslations("PetDetail");
  const tWishlist = useTranslations("Wishlist");
  const tReport = useTranslations("Report");
  const isOwner = !!user && user.id === sellerId;
  const isAvailable = status === "active";
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
        <Button variant="secondary" onClick={onAddToCart} disabled={isDisabled} isLoading={isAddingToCart}>
          <CartIcon className="size-5 shrink-0" />
          {t("addToCart")}
        </Button>
        {user ? (
          <Button
            variant="outline"
            onClick={onAddToWishlist}
            // Removing stays possible on a sold or inactive pet that was saved earlier.
            disabled={isOwner || isLoading || isSavedPending || (!isAvailable && !isSaved)}
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
        // Keeps its height while the signed-in report action loads.
        <div className="flex min-h-11 justify-end">
          {user ? (
            report
          ) : (
            <Link
              href={`/login?next=${encodeURIComponent(`/pets/${petId}`)}`}
              className="inline-flex min-h-11 items-center rounded-sm px-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-brand-800"
            >
              {tReport("loginToReport")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
