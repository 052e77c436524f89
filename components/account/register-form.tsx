"use client";
import { useTranslations } from "#i18n/texts";
import { useActionState, useState } from "react";
import { useForm } from "react-hook-form";
import { registerWithForm } from "@/lib/auth/actions";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { loginPathFor } from "@/lib/routes";
import type { TV } from "@/lib/validation/messages";
import { useLazyResolver } from "@/lib/validation/use-lazy-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { AuthCard } from "./auth-card";
import { AccountFormAlert, LocaleField, NO_FORM_ERROR } from "./form-alert";
import { EmailInput } from "@/components/ui/email-input";
import { useAuth } from "@/components/foundation/auth-provider";
import { handEmailOver } from "./email-handoff";
import { ReturnNote } from "./return-note";

// The schemas (and zod) load when the form is first used: lib/validation/use-lazy-resolver.ts.
const loadRegisterResolver = async (v: TV) => {
  const [{ zodResolver }, { makeRegisterFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(makeRegisterFormSchema(v));
};

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/**
 * Sign-up: full name, email, password and its confirmation; on success back to `nextPath` (where the
 * person was going: a pet page's action), else to /dashboard. An address that already has an account
 * gets the way to log in or reset the password, keeping where they were going.
 */
export function RegisterForm({ nextPath = null }: { nextPath?: string | null }) {
  const t = useTranslations("Register");
  const { resolver, preload } = useLazyResolver(loadRegisterResolver);
  const { register: signUp } = useAuth();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  // Before the script loads, the browser posts the form to this server action (lib/auth/actions.ts).
  const [actionState, formAction] = useActionState(registerWithForm, NO_FORM_ERROR);

  const [isEmailTaken, setIsEmailTaken] = useState(false);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver,
    defaultValues: { name: "", email: actionState.email, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      setIsEmailTaken(false);
      await signUp({ name, email, password, ...(nextPath ? { next: nextPath } : {}) });
      // Takes the place of a failed attempt's notice: "account", the key the login and register cards share.
      toast({ key: "account", description: t("success"), variant: "success", durationMs: 8000 });
      router.replace(nextPath ?? "/dashboard");
    } catch (e) {
      applyFieldErrors(e, setError, ["name", "email", "password"], fieldErrorText);
      setIsEmailTaken(e instanceof ApiError && e.code === "EMAIL_TAKEN");
      const isServerFault = e instanceof ApiError && e.status >= 500;
      toast({
        key: "account",
        description: errorText(e, { fallback: isServerFault ? t("serverError") : t("defaultError") }),
        variant: "destructive",
      });
    }
  });

  return (
    <AuthCard
      title={t("title")}
      description={t("subtitle")}
      footer={t.rich("haveAccount", {
        link: (chunks) => (
          <Link href={loginPathFor(nextPath)} className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      <ReturnNote nextPath={nextPath} />
      <form action={formAction} method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
        <LocaleField />
        {nextPath ? <input type="hidden" name="next" value={nextPath} /> : null}
        <AccountFormAlert state={actionState} fallback={t("defaultError")} />
        <Input label={t("name")} autoComplete="name" error={formState.errors.name?.message} {...register("name")} />
        <EmailInput
          label={t("email")}
          placeholder={t("emailPlaceholder")}
          error={formState.errors.email?.message}
          defaultValue={actionState.email}
          aria-describedby={isEmailTaken || actionState.errorCode === "EMAIL_TAKEN" ? TAKEN_ID : undefined}
          {...register("email")}
        />
        {(isEmailTaken || actionState.errorCode === "EMAIL_TAKEN") && (
          <EmailTakenWays id={TAKEN_ID} nextPath={nextPath} email={() => getValues("email") || actionState.email} />
        )}
        <PasswordInput
          label={t("password")}
          autoComplete="new-password"
          hint={t("passwordHint")}
          error={formState.errors.password?.message}
          {...register("password")}
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

const TAKEN_ID = "register-email-taken";

/**
 * Under the email field when the address already has an account (the register API says so: EMAIL_TAKEN):
 * log in, or have a reset link sent, both coming back to where the person was going.
 */
function EmailTakenWays({ id, nextPath, email }: { id: string; nextPath: string | null; email: () => string }) {
  const t = useTranslations("Register");
  const handOver = () => handEmailOver(email());
  return (
    <div id={id} className="-mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link href={loginPathFor(nextPath)} onClick={handOver} className={`inline-flex min-h-11 items-center ${linkClass}`}>
        {t("takenLogin")}
      </Link>
      <Link href={loginPathFor(nextPath, { forgot: "1" })} onClick={handOver} className={`inline-flex min-h-11 items-center ${linkClass}`}>
        {t("takenForgotPassword")}
      </Link>
    </div>
  );
}
