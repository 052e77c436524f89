"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { profileApi } from "@/lib/profile/client";
import { makeChangePasswordFormSchema } from "@/lib/profile/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "@/components/foundation/auth-provider";

/** Change the password (other devices are signed out) and sign out everywhere. */
export function SecurityTab() {
  return (
    <div className="space-y-10">
      <ChangePasswordForm />
      <SignOutEverywhere />
    </div>
  );
}

function ChangePasswordForm() {
  const t = useTranslations("Profile");
  const v = useValidationMessages();
  const schema = useMemo(() => makeChangePasswordFormSchema(v), [v]);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const { user } = useAuth();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await profileApi.changePassword({ currentPassword, newPassword });
      reset();
      toast({ key: "password-change", description: t("security.changed"), variant: "success", durationMs: 8000 });
    } catch (e) {
      applyFieldErrors(e, setError, ["currentPassword", "newPassword"], fieldErrorText);
      toast({ key: "password-change", description: errorText(e, { fallback: t("security.changeFailed") }), variant: "destructive" });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-5" aria-labelledby="change-password-title">
      <div className="space-y-1">
        <h2 id="change-password-title" className="text-lg font-bold text-stone-900">
          {t("security.changeTitle")}
        </h2>
        <p className="text-sm text-stone-600">{t("security.changeHelp")}</p>
      </div>
      {/* The account's email, so password managers know which login the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ""} readOnly hidden />
      <PasswordInput
        label={t("security.current")}
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <PasswordInput
        label={t("security.new")}
        autoComplete="new-password"
        hint={t("security.newHint")}
        error={formState.errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordInput
        label={t("security.confirm")}
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t("security.changeSubmit")}
      </Button>
    </form>
  );
}

function SignOutEverywhere() {
  const t = useTranslations("Profile");
  const { toast } = useToast();
  const { errorText } = useErrorText();
  const { logout } = useAuth();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);

  async function confirm() {
    setIsPending(true);
    try {
      await profileApi.signOutEverywhere();
      // Every session is already revoked; this clears the local state (its own call answers harmlessly).
      await logout();
      toast({ key: "sign-out-everywhere", description: t("security.signedOutEverywhere"), variant: "success" });
      router.replace("/login");
    } catch (e) {
      setIsPending(false);
      toast({ key: "sign-out-everywhere", description: errorText(e, { fallback: t("security.signOutFailed") }), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="sign-out-everywhere-title" className="max-w-md space-y-3 border-t border-stone-200 pt-8">
      <h2 id="sign-out-everywhere-title" className="text-lg font-bold text-stone-900">
        {t("security.everywhereTitle")}
      </h2>
      <p className="text-sm text-stone-600">{t("security.everywhereHelp")}</p>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t("security.everywhereButton")}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => !isPending && setIsOpen(false)}
        title={t("security.confirmTitle")}
        description={t("security.confirmBody")}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsOpen(false)} disabled={isPending}>
            {t("security.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} isLoading={isPending}>
            {t("security.confirmButton")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
