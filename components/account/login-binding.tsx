"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type UseFormRegister } from "react-hook-form";
import { authApi } from "@/lib/auth/client";
import { ApiError } from "@/lib/api-client/fetch";
import { applyFieldErrors } from "@/lib/api-client/form-errors";
import { useErrorText } from "@/lib/api-client/use-error-text";
import { useRouter } from "@/lib/i18n/navigation";
import { safeNextPath } from "@/lib/routes";
import type { TV } from "@/lib/validation/messages";
import { useLazyResolver } from "@/lib/validation/use-lazy-resolver";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { takeHandedEmail } from "./email-handoff";
import { EmailInput } from "@/components/ui/email-input";
import { useAuth } from "@/components/foundation/auth-provider";

// The login card's working parts, loaded when someone starts using the form (login-form.tsx): the form
// library, the sign-in call, the error texts and the reset-link request. The checks themselves (zod and
// the schemas) load later still, on the first validation (lib/validation/use-lazy-resolver.ts).

const loadLoginResolver = async (v: TV) => {
  const [{ zodResolver }, { makeLoginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]);
  return zodResolver(makeLoginSchema(v));
};
const loadForgotPasswordResolver = async (v: TV) => {
  const [{ zodResolver }, { makeForgotPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(makeForgotPasswordSchema(v));
};

type TLoginValues = { email: string; password: string };

/** What the login form's fields take from the binder once it has loaded. */
export type TLoginBinding = {
  register: UseFormRegister<TLoginValues>;
  /** Validates and signs in through the JSON API; given the submit event, stops the browser's own post. */
  submit: (e?: FormEvent<HTMLFormElement>) => void;
  errors: { email?: string; password?: string };
  isSubmitting: boolean;
  /** A refusal that must stay on screen rather than pass as a toast (a suspended account). */
  alert: string | null;
};

type TBinderProps = {
  nextPath?: string | null;
  onReady: (binding: TLoginBinding) => void;
  onSigningIn: (isSigningIn: boolean) => void;
  /** For the stand-in login-form.tsx draws when this module cannot be fetched; not used here. */
  onUnavailable: () => void;
};

/**
 * Binds react-hook-form to the login form's fields, which are already on the page (login-form.tsx): it
 * draws nothing itself. It gives no default values, so the form reads what the fields hold, including
 * anything typed while this was loading.
 */
export function LoginBinder({ nextPath, onReady, onSigningIn }: TBinderProps) {
  const t = useTranslations("Login");
  const { resolver, preload } = useLazyResolver(loadLoginResolver);
  const { login } = useAuth();
  const router = useRouter();
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginValues>({ resolver });
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setAlert(null);
      onSigningIn(true);
      await login(values);
      // Takes the place of a failed attempt's notice: "account", the key the login and register cards share.
      toast({ key: "account", description: t("success"), variant: "success" });
      router.replace(safeNextPath(nextPath) ?? "/");
    } catch (e) {
      onSigningIn(false);
      applyFieldErrors(e, setError, ["email", "password"], fieldErrorText);
      const text = errorText(e, { fallback: t("defaultError") });
      // A wrong email or password is said under the password field, in the same words whichever it
      // was (never whether the address has an account).
      if (e instanceof ApiError && e.code === "INVALID_CREDENTIALS")
        setError("password", { type: "server", message: text }, { shouldFocus: true });
      // A suspended account is told so where it stays readable: the reason to contact support.
      if (e instanceof ApiError && e.code === "ACCOUNT_SUSPENDED") setAlert(text);
      else toast({ key: "account", description: text, variant: "destructive" });
    }
  });
  // The binding handed up stays the same object between renders; its submit calls the latest handler.
  const latestSubmit = useRef(onSubmit);
  useEffect(() => {
    latestSubmit.current = onSubmit;
  });

  // Someone is in the form: fetch the checks now, so they are there by the time of the submit.
  useEffect(() => preload(), [preload]);

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  useEffect(() => {
    onReady({
      register,
      submit: (e) => void latestSubmit.current(e),
      errors: { email: emailError, password: passwordError },
      isSubmitting,
      alert,
    });
  }, [onReady, register, emailError, passwordError, isSubmitting, alert]);

  return null;
}

type TForgotProps = { defaultEmail: string; focusOnMount: boolean; onBack: (email: string) => void };

/** The reset-link request that 'Forgot Password?' switches the login card to. */
export function ForgotPasswordFields({ defaultEmail, focusOnMount, onBack }: TForgotProps) {
  const t = useTranslations("Login");
  const { resolver, preload } = useLazyResolver(loadForgotPasswordResolver);
  const { toast } = useToast();
  const { errorText, fieldErrorText } = useErrorText();

  const { register, handleSubmit, setError, getValues, setValue, setFocus, formState } = useForm({
    resolver,
    defaultValues: { email: defaultEmail },
  });
  useEffect(() => {
    if (focusOnMount) setFocus("email");
  }, [focusOnMount, setFocus]);
  // Opened from the register card's 'Forgot Password?' (?forgot=1): the address typed there (email-handoff.ts).
  useEffect(() => {
    const handed = takeHandedEmail();
    if (handed && !getValues("email")) setValue("email", handed);
  }, [getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.forgotPassword(values);
      toast({ key: "forgot-password", description: t("resetEmailSent"), variant: "success" });
      onBack(values.email);
    } catch (e) {
      applyFieldErrors(e, setError, ["email"], fieldErrorText);
      toast({ key: "forgot-password", description: errorText(e, { fallback: t("resetEmailError") }), variant: "destructive" });
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
