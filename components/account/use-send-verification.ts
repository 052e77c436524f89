"use client";
import { useMutation } from "@tanstack/react-query";
import { authApi } from "@/lib/auth/client";
import { ApiError } from "@/lib/api-client/fetch";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "@/components/foundation/auth-provider";

/**
 * 'Send verification email' (dashboard, profile): a toast either way (texts passed translated);
 * when the server says the address is already verified, the session user is refreshed to show it.
 */
export function useSendVerification({ sentText, failedText }: { sentText: string; failedText: string }) {
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: authApi.sendVerificationEmail,
    onSuccess: () => toast({ description: sentText, variant: "success" }),
    onError: (e) => {
      toast({ description: errorText(e, { fallback: failedText }), variant: "destructive" });
      if (e instanceof ApiError && e.code === "ALREADY_VERIFIED") refreshUser().catch(() => undefined);
    },
  });
}
