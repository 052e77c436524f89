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

/** `mode` "rehoming": 'Apply to adopt' (and for the owner 'Applications') instead of the cart (docs/rehoming.md). */
export type TPetActionsProps = { petId: string; sellerId: string; status: TPetStatus; mode?: "sale" | "rehoming" };

type TPetActionsViewProps = TPetActionsProps & {
  user: TUser;
  isSaved?: boolean;
  isSavedPending?: boolean;
  isAddingToCart?: boolean;
  onAddToCart: () => void;
  onAddToWishlist: () => void;
  /** The signed-in visitor's 'Report listing' (a dialog of its own). */
  report?: ReactNode;
};

/**
 * What a signed-in visitor can do on a pet page, as it looks. The seller sees 'Edit listing'; everyone
 * else 'Contact seller', 'Add to cart', the wishlist toggle and 'Report listing'. Cart and wishlist are
 * off for the owner and for listings that are not active. The behaviour is signed-in-pet-actions.tsx's;
 * signed-out visitors get signed-out-pet-actions.tsx, drawn on the server.
 */
export function PetActionsView({
  petId,
  sellerId,
  status,
  mode = "sale",
  user,
  isSaved = false,
  isSavedPending = false,
  isAddingToCart = false,
  onAddToCart,
  onAddToWishlist,
  report,
}: TPetActionsViewProps) {
  const t = useTranslations("PetDetail");
  const tWishlist = useTranslations("Wishlist");
  const tRehoming = useTranslations("Rehoming.page");
  const isRehoming = mode === "rehoming";
  const isOwner = user.id === sellerId;
  const isAvailable = status === "active";
  const notice = isOwner ? t("ownListing") : !isAvailable ? t("notAvailable") : null;

  return (
    <div className="space-y-3">
      {notice && (
        <p role="note" className="rounded-xl bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800">
          {notice}
        </p>
      )}
      {isOwner ? (
        <>
          {isRehoming && (
            <Link href={`/pets/${petId}/applications`} className={buttonClasses({ size: "lg", className: "w-full" })}>
              {tRehoming("applications")}
            </Link>
          )}
          <Link
            href={`/pets/${petId}/edit`}
            className={buttonClasses({ size: "lg", variant: isRehoming ? "outline" : "primary", className: "w-full" })}
          >
            {t("editListing")}
          </Link>
        </>
      ) : isRehoming ? (
        // A rehoming is applied for, never bought: no cart here (cart and orders refuse it too).
        <>
          {isAvailable && (
            <Link href={`/pets/${petId}/apply`} className={buttonClasses({ size: "lg", className: "w-full" })}>
              {tRehoming("apply")}
            </Link>
          )}
          <Link
            href={{ pathname: "/messages", query: { receiverId: sellerId, petId } }}
            className={buttonClasses({ size: "lg", variant: "outline", className: "w-full" })}
          >
            <MessageIcon />
            {tRehoming("contactOwner")}
          </Link>
        </>
      ) : (
        <Link
          href={{ pathname: "/messages", query: { receiverId: sellerId, petId } }}
          className={buttonClasses({ size: "lg", className: "w-full" })}
        >
          <MessageIcon />
          {t("contactSeller")}
        </Link>
      )}
      <div className={isRehoming ? "grid gap-3" : "grid gap-3 sm:grid-cols-2"}>
        {!isRehoming && (
          <Button variant="secondary" onClick={onAddToCart} disabled={isOwner || !isAvailable} isLoading={isAddingToCart}>
            <CartIcon className="size-5 shrink-0" />
            {t("addToCart")}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={onAddToWishlist}
          // Removing stays possible on a sold or inactive pet that was saved earlier.
          disabled={isOwner || isSavedPending || (!isAvailable && !isSaved)}
          aria-pressed={isSaved}
          className={isSaved ? "border-brand-300 bg-brand-50 text-brand-900" : undefined}
        >
          <HeartIcon className={isSaved ? "size-5 shrink-0 fill-current text-brand-700" : "size-5 shrink-0"} />
          {isSaved ? tWishlist("toggleRemove") : t("addToWishlist")}
        </Button>
      </div>
      {!isOwner && (
        // Keeps its height while the report action loads.
        <div className="flex min-h-11 justify-end">{report}</div>
      )}
    </div>
  );
}
