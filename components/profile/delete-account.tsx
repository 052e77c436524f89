"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#i18n/texts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { profileApi } from "@/lib/profile/client";
import { makeDeleteAccountSchema } from "@/lib/profile/schemas";
import { useValidationMessages } from "@/lib/validation/use-validation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { useAuth } from "@/components/foundation/auth-provider";

const GOES = ["profile", "listings", "private", "devices"] as const;
const STAYS = ["orders", "messages", "reviews"] as const;

/**
 * Delete my account: what goes and what stays, said plainly; the password again; a last "are you sure".
 * The server deletes at once (lib/account/deletion.ts) and clears the session; this tab then forgets
 * the person locally (the push subscription of this phone included) and goes home.
 */
export function DeleteAccount() {
  const t = useTranslations("DeleteAccount");
  const v = useValidationMessages();
  const schema = useMemo(() => makeDeleteAccountSchema(v), [v]);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const { user, logout } = useAuth();
  const router = useRouter();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(() => setIsConfirming(true));

  async function confirm() {
    setIsDeleting(true);
    try {
      await profileApi.deleteAccount({ password: getValues("password") });
      setIsConfirming(false);
      await logout();
      toast({ description: t("deleted"), variant: "success", durationMs: 10_000 });
      router.replace("/");
    } catch (e) {
      setIsDeleting(false);
      setIsConfirming(false);
      applyFieldErrors(e, setError, ["password"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("failed") }), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="delete-account-title" className="max-w-2xl space-y-4">
      <h2 id="delete-account-title" className="text-lg font-bold text-stone-900">
        {t("title")}
      </h2>
      <p className="text-stone-700">{t("intro")}</p>
      <p className="text-sm text-stone-700">{t("exportFirst")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">{t("goesTitle")}</h3>
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-stone-800">
            {GOES.map((key) => (
              <li key={key}>{t(`goes.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
          <h3 className="font-semibold text-stone-900">{t("staysTitle")}</h3>
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-stone-800">
            {STAYS.map((key) => (
              <li key={key}>{t(`stays.${key}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-sm text-stone-700">{t("orders")}</p>
      <p className="text-sm text-stone-700">{t("emailAgain")}</p>
      <form method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {/* The account's email, so password managers offer the right password. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ""} readOnly hidden />
        <PasswordInput
          label={t("password")}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" variant="destructive">
          {t("submit")}
        </Button>
      </form>
      <Dialog
        open={isConfirming}
        onClose={() => !isDeleting && setIsConfirming(false)}
        title={t("confirmTitle")}
        description={t("confirmBody")}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={isDeleting}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} isLoading={isDeleting}>
            {isDeleting ? t("deleting") : t("confirm")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
