"use client";
import type { ReactNode } from "react";
import { useAuth } from "@/components/account/auth-provider";
import { Button, type TButtonVariant } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type TLoginRequiredButtonProps = {
  /** What the toast says, in the reader's language (drawn on the server). */
  message: string;
  variant: TButtonVariant;
  disabled: boolean;
  /** The icon and label, drawn on the server. */
  children: ReactNode;
};

/**
 * A signed-out visitor's "Add to cart" or "Add to wishlist": the click says to log in first. It waits
 * while the session is being looked up, so a signed-in visitor is not told to log in.
 */
export function LoginRequiredButton({ message, variant, disabled, children }: TLoginRequiredButtonProps) {
  const { isLoading } = useAuth();
  const { toast } = useToast();
  return (
    <Button variant={variant} disabled={disabled || isLoading} onClick={() => toast({ description: message, variant: "destructive" })}>
      {children}
    </Button>
  );
}
