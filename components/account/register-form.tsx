"use client";
import { useTranslations } from "#i18n/texts";
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { registerWithForm } from "@/lib/auth/actions";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { TV } from "@/lib/validation/messages";
import { useLazyResolver } from "@/lib/validation/use-lazy-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { AuthCard } from "./auth-card";
import { AccountFormAlert, LocaleField, NO_FORM_ERROR } from "./form-alert";
import { EmailInput } from "./email-input";
import { useAuth } from "./auth-provider";

// The schemas (and zod) load when the form is first used: lib/validation/use-lazy-resolver.ts.
const loadRegisterResolver = async (v: TV) => {
  const [{ zodResolver }, { makeRegisterFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(makeRegisterFormSchema(v));
};

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** Sign-up: full name, email, password and its confirmation; on success to /dashboard. */
export function RegisterForm() {
  const t = useTranslations("Register");
  const { resolver, preload } = useLazyResolver(loadRegisterResolver);
  const { register: signUp } = useAuth();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  // Before the script loads, the browser posts the form to this server action (lib/auth/actions.ts).
  const [actionState, formAction] = useActionState(registerWithForm, NO_FORM_ERROR);

  const { register, handleSubmit, setError, formState } = useForm({
    resolver,
    defaultValues: { name: "", email: actionState.email, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      await signUp({ name, email, password });
      toast({ description: t("success"), variant: "success", durationMs: 8000 });
      router.replace("/dashboard");
    } catch (e) {
      applyFieldErrors(e, setError, ["name", "email", "password"], fieldErrorText);
      const isServerFault = e instanceof ApiError && e.status >= 500;
      toast({ description: errorText(e, { fallback: isServerFault ? t("serverError") : t("defaultError") }), variant: "destructive" });
    }
  });

  return (
    <AuthCard
      title={t("title")}
      description={t("subtitle")}
      footer={t.rich("haveAccount", {
        link: (chunks) => (
          <Link href="/login" className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      <form action={formAction} method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
        <LocaleField />
        <AccountFormAlert state={actionState} fallback={t("defaultError")} />
        <Input label={t("name")} autoComplete="name" error={formState.errors.name?.message} {...register("name")} />
        <EmailInput
          label={t("email")}
          placeholder={t("emailPlaceholder")}
          error={formState.errors.email?.message}
          defaultValue={actionState.email}
          {...register("email")}
        />
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
