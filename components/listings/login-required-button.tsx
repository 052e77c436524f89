import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { loginPathFor, petReturnPath, type TReturnIntent } from "@/lib/routes";
import { Button, buttonClasses, type TButtonVariant } from "@/components/ui/button";

type TLoginRequiredButtonProps = {
  petId: string;
  /** What to do once signed in: the pet page's signed-in actions do it on the way back. */
  intent: TReturnIntent;
  variant: TButtonVariant;
  size?: "md" | "lg";
  className?: string;
  /** Off for a listing that is not active (cart and wishlist). */
  disabled?: boolean;
  /** The icon and label, drawn on the server. */
  children: ReactNode;
};

/**
 * A signed-out visitor's "Add to cart", "Add to wishlist" or "Contact seller": a link, drawn on the
 * server (works before the page's script), that looks like the signed-in button. It opens the login
 * with the way back to this pet and the intent (/login?next=/pets/{id}?intent=cart); the login links to
 * sign-up with the same. Straight to the login page: a link to a protected page would leave its redirect
 * in the router's cache. A visitor who is signed in after all (the session not yet found when tapped) is
 * sent on by the proxy, and the intent is done as well.
 */
export function LoginRequiredButton({
  petId,
  intent,
  variant,
  size = "md",
  className,
  disabled = false,
  children,
}: TLoginRequiredButtonProps) {
  if (disabled)
    return (
      <Button variant={variant} size={size} className={className} disabled>
        {children}
      </Button>
    );
  return (
    <Link href={loginPathFor(petReturnPath(petId, intent))} className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}
