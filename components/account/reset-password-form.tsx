"use client";
import { useTranslations } from "#i18n/texts";
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { resetPasswordWithForm } from "@/lib/auth/actions";
import { authApi } from "@/lib/auth/client";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { TV } from "@/lib/validation/messages";
import { useLazyResolver } from "@/lib/validation/use-lazy-resolver";
import { Button, buttonClasses } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons/alert";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { AuthCard } from "./auth-card";
import { AccountFormAlert, LocaleField, NO_FORM_ERROR } from "./form-alert";
import { useAuth } from "@/components/foundation/auth-provider";

// The schemas (and zod) load when the form is first used: lib/validation/use-lazy-resolver.ts.
const loadResetPasswordResolver = async (v: TV) => {
  const [{ zodResolver }, { makeResetPasswordFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(makeResetPasswordFormSchema(v));
};

/** A new password with its confirmation for the mailed token; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("ResetPassword");
  const tv = useTranslations("Validation");

  if (!token) {
    return (
      <AuthCard title={t("title")}>
        <div className="flex flex-col items-center gap-5 py-2 text-center">
          <AlertIcon className="size-12 text-red-700" />
          <p role="alert" className="font-medium text-red-700">
            {tv("resetTokenMissing")}
          </p>
          <Link href="/login" className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}>
            {t("backToLogin")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return <ResetPasswordFields token={token} />;
}

function ResetPasswordFields({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const { resolver, preload } = useLazyResolver(loadResetPasswordResolver);
  const { logout } = useAuth();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  // Before the script loads, the browser posts the form to this server action (lib/auth/actions.ts).
  const [actionState, formAction] = useActionState(resetPasswordWithForm, NO_FORM_ERROR);

  const { register, handleSubmit, setError, formState } = useForm({
    resolver,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await authApi.resetPassword({ token, newPassword });
    } catch (e) {
      applyFieldErrors(e, setError, ["newPassword"], fieldErrorText);
      toast({
        key: "reset-password",
        description: errorText(e, { fallback: t("defaultError"), networkFallback: t("unexpectedError") }),
        variant: "destructive",
      });
      return;
    }
    // The reset signed out every session, this browser's too: drop the dead token and cookie so
    // /login is reachable.
    await logout();
    toast({ key: "reset-password", description: t("success"), variant: "success" });
    router.replace("/login");
  });

  return (
    <AuthCard
      title={t("title")}
      description={t("subtitle")}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          {t("backToLogin")}
        </Link>
      }
    >
      <form action={formAction} method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
        <LocaleField />
        <input type="hidden" name="token" value={token} />
        <AccountFormAlert state={actionState} fallback={t("defaultError")} />
        <PasswordInput
          label={t("newPassword")}
          autoComplete="new-password"
          hint={t("passwordHint")}
          error={formState.errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordInput
          label={t("confirmPassword")}
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" className="w-full" size="lg" isLoading={formState.isSubmitting}>
          {t("submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
