"use client";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { loginWithForm } from "@/lib/auth/actions";
import { authApi } from "@/lib/auth/client";
import { applyFieldErrors } from "@/lib/http/form-errors";
import { useErrorText } from "@/lib/http/use-error-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { safeNextPath } from "@/lib/routes";
import type { TV } from "@/lib/validation/messages";
import { useLazyResolver } from "@/lib/validation/use-lazy-resolver";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { useToast } from "@/components/ui/toast";
import { AuthCard } from "./auth-card";
import { AccountFormAlert, LocaleField, NO_FORM_ERROR } from "./form-alert";
import { EmailInput } from "./email-input";
import { useAuth } from "./auth-provider";

// The schemas (and zod) load when the form is first used: lib/validation/use-lazy-resolver.ts.
const loadLoginResolver = async (v: TV) => {
  const [{ zodResolver }, { makeLoginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]);
  return zodResolver(makeLoginSchema(v));
};
const loadForgotPasswordResolver = async (v: TV) => {
  const [{ zodResolver }, { makeForgotPasswordSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]);
  return zodResolver(makeForgotPasswordSchema(v));
};

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** The login card; 'Forgot Password?' switches the same card to the reset-link request (SPEC §2). */
export function LoginForm({ nextPath }: { nextPath?: string | null }) {
  const t = useTranslations("Login");
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const [email, setEmail] = useState("");
  // After a switch, focus moves into the new form (the button that was pressed is gone).
  const [hasSwitched, setHasSwitched] = useState(false);

  return mode === "login" ? (
    <AuthCard
      title={t("title")}
      description={t("subtitle")}
      footer={t.rich("noAccount", { link: (chunks) => <Link href="/register" className={linkClass}>{chunks}</Link> })}
    >
      <LoginFields
        nextPath={nextPath}
        defaultEmail={email}
        focusOnMount={hasSwitched}
        onForgot={(current) => {
          setEmail(current);
          setHasSwitched(true);
          setMode("forgot");
        }}
      />
    </AuthCard>
  ) : (
    <AuthCard title={t("resetTitle")} description={t("resetSubtitle")}>
      <ForgotPasswordFields
        defaultEmail={email}
        focusOnMount={hasSwitched}
        onBack={(current) => {
          setEmail(current);
          setMode("login");
        }}
      />
    </AuthCard>
  );
}

type TFieldsProps = { defaultEmail: string; focusOnMount: boolean };

/**
 * Once its script runs, the form signs in through the JSON API (onSubmit stops the browser's own post).
 * Before that (a slow phone), the browser posts the fields to the server action in the request body;
 * an error comes back as `formState` and is shown above the fields.
 */
function LoginFields({ nextPath, defaultEmail, focusOnMount, onForgot }: TFieldsProps & { nextPath?: string | null; onForgot: (email: string) => void }) {
  const t = useTranslations("Login");
  const [formState, formAction] = useActionState(loginWithForm, NO_FORM_ERROR);
  const { resolver, preload } = useLazyResolver(loadLoginResolver);
  const { user, isLoading, login } = useAuth();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const [isSigningIn, setIsSigningIn] = useState(false);

  const { register, handleSubmit, setError, getValues, setFocus, formState: { errors, isSubmitting } } = useForm({
    resolver,
    defaultValues: { email: defaultEmail || formState.email, password: "" },
  });
  useEffect(() => {
    if (focusOnMount) setFocus("email");
  }, [focusOnMount, setFocus]);

  // A signed-in visitor has no business here (the proxy covers cookie sessions; this covers the rest).
  useEffect(() => {
    if (!isLoading && user && !isSigningIn) router.replace("/");
  }, [isLoading, user, isSigningIn, router]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setIsSigningIn(true);
      await login(values);
      toast({ description: t("success"), variant: "success" });
      router.replace(safeNextPath(nextPath) ?? "/");
    } catch (e) {
      setIsSigningIn(false);
      applyFieldErrors(e, setError, ["email", "password"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("defaultError") }), variant: "destructive" });
    }
  });

  return (
    <form action={formAction} method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      <LocaleField />
      {nextPath ? <input type="hidden" name="next" value={nextPath} /> : null}
      <AccountFormAlert state={formState} fallback={t("defaultError")} />
      <EmailInput
        label={t("email")}
        placeholder={t("emailPlaceholder")}
        error={errors.email?.message}
        // Rendered by the server too, so a form posted before the script loaded keeps what was typed.
        defaultValue={defaultEmail || formState.email}
        {...register("email")}
      />
      <div className="space-y-2">
        <PasswordInput label={t("password")} autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <div className="text-right">
          <button type="button" onClick={() => onForgot(getValues("email"))} className={`text-sm ${linkClass}`}>
            {t("forgotPassword")}
          </button>
        </div>
      </div>
      <Button type="submit" className="w-full" size="lg" isLoading={isSubmitting}>
        {t("submit")}
      </Button>
    </form>
  );
}

function ForgotPasswordFields({ defaultEmail, focusOnMount, onBack }: TFieldsProps & { onBack: (email: string) => void }) {
  const t = useTranslations("Login");
  const { resolver, preload } = useLazyResolver(loadForgotPasswordResolver);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();

  const { register, handleSubmit, setError, getValues, setFocus, formState } = useForm({
    resolver,
    defaultValues: { email: defaultEmail },
  });
  useEffect(() => {
    if (focusOnMount) setFocus("email");
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.forgotPassword(values);
      toast({ description: t("resetEmailSent"), variant: "success" });
      onBack(values.email);
    } catch (e) {
      applyFieldErrors(e, setError, ["email"], fieldErrorText);
      toast({ description: errorText(e, { fallback: t("resetEmailError") }), variant: "destructive" });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      <EmailInput label={t("email")} placeholder={t("emailPlaceholder")} error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" className="w-full" size="lg" isLoading={formState.isSubmitting}>
        {t("sendResetLink")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => onBack(getValues("email"))}>
        {t("backToLogin")}
      </Button>
    </form>
  );
}
