"use client";
import { useTranslations } from "#i18n/texts";
import { lazy, Suspense, useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { loginWithForm } from "@/lib/auth/actions";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { registerPathFor } from "@/lib/routes";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { AuthCard } from "./auth-card";
import { AccountFormAlert, LocaleField, NO_FORM_ERROR } from "./form-alert";
import { EmailInput } from "@/components/ui/email-input";
import { takeHandedEmail } from "./email-handoff";
import { ReturnNote } from "./return-note";
import { useAuth } from "@/components/foundation/auth-provider";
import type { TLoginBinding } from "./login-binding";

// The form library and the sign-in code (./login-binding.tsx) are not part of the page's first load:
// they load when someone starts using the form, or taps 'Forgot Password?'. If they cannot be fetched
// (connection lost), the form still posts to the server action, as before the page's script ran.
function BinderUnavailable({ onUnavailable }: { onUnavailable: () => void }) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}
const LoginBinder = lazy(() =>
  import("./login-binding").then(
    (m) => ({ default: m.LoginBinder }),
    () => ({ default: BinderUnavailable }),
  ),
);
const ForgotPasswordFields = lazy(() => import("./login-binding").then((m) => ({ default: m.ForgotPasswordFields })));

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

type TLoginFormProps = {
  /** Where to go once signed in (already checked: safeNextPath); the link to sign up carries it too. */
  nextPath?: string | null;
  /** 'forgot' opens the card at the reset-link request (?forgot=1: the register page's 'Forgot password?'). */
  initialMode?: "login" | "forgot";
};

/** The login card; 'Forgot Password?' switches the same card to the reset-link request. */
export function LoginForm({ nextPath, initialMode = "login" }: TLoginFormProps) {
  const t = useTranslations("Login");
  const [mode, setMode] = useState<"login" | "forgot">(initialMode);
  const [email, setEmail] = useState("");
  // After a switch, focus moves into the new form (the button that was pressed is gone).
  const [hasSwitched, setHasSwitched] = useState(false);

  return mode === "login" ? (
    <AuthCard
      title={t("title")}
      description={t("subtitle")}
      footer={t.rich("noAccount", {
        link: (chunks) => (
          <Link href={registerPathFor(nextPath ?? null)} className={linkClass}>
            {chunks}
          </Link>
        ),
      })}
    >
      <ReturnNote nextPath={nextPath} />
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
      <Suspense fallback={null}>
        <ForgotPasswordFields
          defaultEmail={email}
          focusOnMount={hasSwitched}
          onBack={(current) => {
            setEmail(current);
            setMode("login");
          }}
        />
      </Suspense>
    </AuthCard>
  );
}

type TFieldsProps = {
  nextPath?: string | null;
  defaultEmail: string;
  focusOnMount: boolean;
  onForgot: (email: string) => void;
};

/**
 * The login fields, drawn at once, with the server's HTML. Before its script runs (a slow phone), the
 * browser posts them to the server action in the request body, and an error comes back as `formState`,
 * shown above the fields. Once someone focuses, taps or types in the form, the binder loads and takes
 * over: validation, field errors, sign-in through the JSON API. A submit that comes before it waits for it.
 */
function LoginFields({ nextPath, defaultEmail, focusOnMount, onForgot }: TFieldsProps) {
  const t = useTranslations("Login");
  const [formState, formAction] = useActionState(loginWithForm, NO_FORM_ERROR);
  const { user, isLoading } = useAuth();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [isWanted, setIsWanted] = useState(focusOnMount);
  const [binding, setBinding] = useState<TLoginBinding | null>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);
  const [isSigningIn, setIsSigningIn] = useState(false);
  // A submit made while the binder was loading: shown as pending, sent once the binder is there.
  const [hasEarlySubmit, setHasEarlySubmit] = useState(false);
  const pendingSubmit = useRef(false);
  const want = () => setIsWanted(true);
  // Without the binder, a submit that was waiting for it is let go: the button stops spinning, and the
  // next press goes to the server action.
  const onUnavailable = useCallback(() => {
    pendingSubmit.current = false;
    setHasEarlySubmit(false);
    setIsUnavailable(true);
  }, []);

  const emailField = () => formRef.current?.elements.namedItem("email") as HTMLInputElement | null;

  useEffect(() => {
    // A visitor who tapped into the form before the page's script ran gets the binder at once.
    if (formRef.current?.contains(document.activeElement)) setIsWanted(true);
    if (focusOnMount) emailField()?.focus();
  }, [focusOnMount]);

  // The address typed on the register card that found it taken (email-handoff.ts), if the field is empty.
  useEffect(() => {
    const handed = takeHandedEmail();
    const field = emailField();
    if (handed && field && !field.value) field.value = handed;
  }, []);

  // A signed-in visitor has no business here (the proxy covers cookie sessions; this covers the rest).
  useEffect(() => {
    if (!isLoading && user && !isSigningIn) router.replace(nextPath ?? "/");
  }, [isLoading, user, isSigningIn, router, nextPath]);

  useEffect(() => {
    if (binding && pendingSubmit.current) {
      pendingSubmit.current = false;
      binding.submit();
    }
  }, [binding]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (binding) return binding.submit(e);
    // Without the binder the browser's post goes to the server action, as before the script ran.
    if (isUnavailable) return;
    e.preventDefault();
    pendingSubmit.current = true;
    setIsWanted(true);
    setHasEarlySubmit(true);
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      method="post"
      onSubmit={onSubmit}
      onFocus={want}
      onPointerDown={want}
      onKeyDown={want}
      noValidate
      className="space-y-5"
    >
      {isWanted && (
        <Suspense fallback={null}>
          <LoginBinder nextPath={nextPath} onReady={setBinding} onSigningIn={setIsSigningIn} onUnavailable={onUnavailable} />
        </Suspense>
      )}
      <LocaleField />
      {nextPath ? <input type="hidden" name="next" value={nextPath} /> : null}
      <AccountFormAlert state={formState} fallback={t("defaultError")} />
      {binding?.alert ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {binding.alert}
        </p>
      ) : null}
      <EmailInput
        label={t("email")}
        placeholder={t("emailPlaceholder")}
        error={binding?.errors.email}
        // Rendered by the server too, so a form posted before the script loaded keeps what was typed.
        defaultValue={defaultEmail || formState.email}
        {...(binding ? binding.register("email") : { name: "email" })}
      />
      <div className="space-y-2">
        <PasswordInput
          label={t("password")}
          autoComplete="current-password"
          // A wrong email or password posted before the script ran: said under the field as well (the
          // same generic words); once the binder runs, its own field errors take over.
          error={binding ? binding.errors.password : formState.errorCode === "INVALID_CREDENTIALS" ? t("defaultError") : undefined}
          {...(binding ? binding.register("password") : { name: "password" })}
        />
        <div className="text-right">
          <button type="button" onClick={() => onForgot(emailField()?.value ?? "")} className={`text-sm ${linkClass}`}>
            {t("forgotPassword")}
          </button>
        </div>
      </div>
      <Button type="submit" className="w-full" size="lg" isLoading={binding ? binding.isSubmitting : hasEarlySubmit}>
        {t("submit")}
      </Button>
    </form>
  );
}
