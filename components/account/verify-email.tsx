"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { useEffect } from "react";
import { authApi } from "@/lib/auth/client";
import { authKeys } from "@/lib/auth/keys";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link } from "@/lib/i18n/navigation";
import { loginPathFor } from "@/lib/routes";
import { buttonClasses } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { QueryProvider } from "@/components/foundation/query-provider";
import { Spinner } from "@/components/ui/spinner";
import { AuthCard } from "./auth-card";
import { useAuth } from "@/components/foundation/auth-provider";

type TVerifyProps = {
  token: string | null;
  /** Where the person was going when they signed up (the mail's link carries it; checked: safeNextPath). */
  nextPath?: string | null;
};

/**
 * Verifies the mailed token: verifying, then success ('Go to Dashboard', or 'Continue where you left
 * off' when the link carries a return path: through the login when this device is not signed in, as on
 * another phone) or error ('Back to Login'). The call is a react-query read so it runs once per token,
 * even under Strict Mode (the token is single-use).
 */
export function VerifyEmail(props: TVerifyProps) {
  return (
    <QueryProvider>
      <Verification {...props} />
    </QueryProvider>
  );
}

function Verification({ token, nextPath = null }: TVerifyProps) {
  const t = useTranslations("VerifyEmail");
  const tReturn = useTranslations("ReturnAfterSignIn");
  const { user, refreshUser } = useAuth();
  const { errorText } = useErrorText();

  const query = useQuery({
    queryKey: authKeys.verifyEmail(token ?? ""),
    queryFn: () => authApi.verifyEmail(token!),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const isVerified = query.isSuccess;
  const isSignedIn = !!user;
  // The signed-in user's isEmailVerified changed on the server: fetch it again.
  useEffect(() => {
    if (isVerified && isSignedIn) refreshUser().catch(() => undefined);
  }, [isVerified, isSignedIn, refreshUser]);

  let state: "verifying" | "success" | "error";
  let message: string;
  if (!token) {
    state = "error";
    message = t("missingToken");
  } else if (query.isPending) {
    state = "verifying";
    message = t("verifying");
  } else if (query.isSuccess) {
    state = "success";
    message = t("success");
  } else {
    state = "error";
    message = errorText(query.error, {
      fallback: t("defaultError"),
      networkFallback: t("unexpectedError"),
      byCode: { INVALID_QUERY: t("missingToken") },
    });
  }

  return (
    <AuthCard title={t("title")}>
      <div className="flex flex-col items-center gap-5 py-2 text-center">
        {state === "verifying" && <Spinner className="size-10 text-brand-700" />}
        {state === "success" && <CheckCircleIcon className="size-12 text-green-700" />}
        {state === "error" && <AlertIcon className="size-12 text-red-700" />}
        <p
          role={state === "error" ? "alert" : "status"}
          className={state === "error" ? "font-medium text-red-700" : "font-medium text-stone-800"}
        >
          {message}
        </p>
        {state === "success" &&
          (nextPath ? (
            <Link href={isSignedIn ? nextPath : loginPathFor(nextPath)} className={buttonClasses({ size: "lg", className: "w-full" })}>
              {tReturn("continue")}
            </Link>
          ) : (
            <Link href="/dashboard" className={buttonClasses({ size: "lg", className: "w-full" })}>
              {t("goToDashboard")}
            </Link>
          ))}
        {state === "error" && (
          <Link href={loginPathFor(nextPath)} className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}>
            {t("backToLogin")}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
