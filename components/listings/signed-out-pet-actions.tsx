import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { loginPathFor } from "@/lib/routes";
import { CartIcon } from "@/components/ui/icons/cart";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MessageIcon } from "@/components/ui/icons/message";
import { buttonClasses } from "@/components/ui/button";
import { LoginRequiredButton } from "./login-required-button";
import type { TPetActionsProps } from "./pet-actions-view";

/**
 * A pet page's actions as a signed-out visitor sees them, drawn on the server (the page is cached and
 * the same for everyone): 'Contact seller', 'Add to cart' and 'Add to wishlist' open the login, which
 * comes back to this pet and does what was asked (login-required-button.tsx; the intents are
 * lib/routes.ts's); 'Log in to report' leads to the login and back. Cart and wishlist are off for a
 * listing that is not active. Once a session is found, the signed-in actions replace it (pet-actions.tsx).
 */
export function SignedOutPetActions({ petId, status, mode = "sale" }: TPetActionsProps) {
  const t = useTranslations("PetDetail");
  const tReport = useTranslations("Report");
  const tRehoming = useTranslations("Rehoming.page");
  const isAvailable = status === "active";
  const isRehoming = mode === "rehoming";

  return (
    <div className="space-y-3">
      {!isAvailable && (
        <p role="note" className="rounded-xl bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800">
          {t("notAvailable")}
        </p>
      )}
      {isRehoming && isAvailable && (
        // The sign-in comes back to the application form itself.
        <Link
          href={loginPathFor(`/pets/${encodeURIComponent(petId)}/apply`)}
          className={buttonClasses({ size: "lg", className: "w-full" })}
        >
          {tRehoming("apply")}
        </Link>
      )}
      <LoginRequiredButton petId={petId} intent="contact" variant={isRehoming ? "outline" : "primary"} size="lg" className="w-full">
        <MessageIcon />
        {isRehoming ? tRehoming("contactOwner") : t("contactSeller")}
      </LoginRequiredButton>
      <div className={isRehoming ? "grid grid-cols-1 gap-3" : "grid grid-cols-1 gap-3 sm:grid-cols-2"}>
        {!isRehoming && (
          <LoginRequiredButton petId={petId} intent="cart" variant="secondary" disabled={!isAvailable}>
            <CartIcon className="size-5 shrink-0" />
            {t("addToCart")}
          </LoginRequiredButton>
        )}
        <LoginRequiredButton petId={petId} intent="wishlist" variant="outline" disabled={!isAvailable}>
          <HeartIcon className="size-5 shrink-0" />
          {t("addToWishlist")}
        </LoginRequiredButton>
      </div>
      <div className="flex min-h-11 justify-end">
        <Link
          href={loginPathFor(`/pets/${encodeURIComponent(petId)}`)}
          className="inline-flex min-h-11 items-center rounded-sm px-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-brand-800"
        >
          {tReport("loginToReport")}
        </Link>
      </div>
    </div>
  );
}
