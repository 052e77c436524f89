import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons/cart";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MessageIcon } from "@/components/ui/icons/message";
import { LoginRequiredButton } from "./login-required-button";
import type { TPetActionsProps } from "./pet-actions-view";

/**
 * A pet page's actions as a signed-out visitor sees them, drawn on the server (the page is cached and
 * the same for everyone): 'Contact seller' and 'Log in to report' lead to the login and back; 'Add to
 * cart' and 'Add to wishlist' say to log in (login-required-button.tsx). Cart and wishlist are off for a
 * listing that is not active. Once a session is found, the signed-in actions replace it (pet-actions.tsx).
 */
export function SignedOutPetActions({ petId, sellerId, status }: TPetActionsProps) {
  const t = useTranslations("PetDetail");
  const tCart = useTranslations("Cart");
  const tWishlist = useTranslations("Wishlist");
  const tReport = useTranslations("Report");
  const isAvailable = status === "active";
  const contactNext = `/messages?${new URLSearchParams({ receiverId: sellerId, petId })}`;

  return (
    <div className="space-y-3">
      {!isAvailable && (
        <p role="note" className="rounded-xl bg-stone-100 px-3 py-2 text-sm font-medium text-stone-800">
          {t("notAvailable")}
        </p>
      )}
      <Link
        // Straight to login and back. A link to the protected page would leave its redirect to /login in
        // the router's cache, and after login the way back would bounce again.
        href={{ pathname: "/login", query: { next: contactNext } }}
        className={buttonClasses({ size: "lg", className: "w-full" })}
      >
        <MessageIcon />
        {t("contactSeller")}
      </Link>
      <div className="grid gap-3 sm:grid-cols-2">
        <LoginRequiredButton variant="secondary" message={tCart("loginRequired")} disabled={!isAvailable}>
          <CartIcon className="size-5 shrink-0" />
          {t("addToCart")}
        </LoginRequiredButton>
        <LoginRequiredButton variant="outline" message={tWishlist("loginRequired")} disabled={!isAvailable}>
          <HeartIcon className="size-5 shrink-0" />
          {t("addToWishlist")}
        </LoginRequiredButton>
      </div>
      <div className="flex min-h-11 justify-end">
        <Link
          href={`/login?next=${encodeURIComponent(`/pets/${petId}`)}`}
          className="inline-flex min-h-11 items-center rounded-sm px-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-brand-800"
        >
          {tReport("loginToReport")}
        </Link>
      </div>
    </div>
  );
}
