"use server";
// The account forms' server actions: what the login, register and reset-password forms do when they are
// submitted before their script has loaded (a slow phone). Once the script runs, each form posts JSON to
// its /server/auth/* handler instead and these are never called. Either way the browser sends the
// fields in a POST body, never the URL, and the rules are the API's: the same input cleaning
// (lib/http/input.ts, through readAccountForm), schemas, rate limits, per-account brake, and session and
// known-device cookies.
import { cookies, headers } from "next/headers";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { AppError } from "@/lib/http/errors";
import { clientIp, enforceRateLimits } from "@/lib/http/rate-limit";
import { isDatabaseUnreachable } from "@/lib/http/json-response";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/routing";
import { safeNextPath } from "@/lib/routes";
import { sessionCookieName, sessionCookieOptions, signedInHint } from "@/lib/session/cookie";
import { readAccountForm, type TAccountFormState } from "./form-input";
import { LIMITS } from "./limits";
import { knownDeviceCookie } from "./lockout";
import { ZLogin, ZRegister, ZResetPassword } from "./schemas";
import { loginUser, registerUser, resetPassword } from "./service";

export type { TAccountFormState };

/** A field the API does not take (the next page, the language), cut short. */
const field = (form: FormData, name: string, max: number) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
};
const localeOf = (form: FormData) => {
  const locale = field(form, "locale", 5);
  return isLocale(locale) ? locale : "en";
};

async function signIn(token: string, userId: string) {
  const jar = await cookies();
  jar.set(sessionCookieName(), token, sessionCookieOptions());
  const hint = signedInHint();
  jar.set(hint.name, hint.value, hint.options);
  const device = knownDeviceCookie(userId);
  jar.set(device.name, device.value, device.options);
}

/** Runs the work; an expected failure becomes the form's state, a redirect goes on. */
async function attempt(email: string, work: () => Promise<void>): Promise<TAccountFormState | null> {
  try {
    await work();
    return null;
  } catch (e) {
    if (isRedirectError(e)) throw e;
    if (e instanceof AppError)
      return { errorCode: e.code, fieldCode: e.fieldCodes ? Object.values(e.fieldCodes)[0]?.[0] : undefined, params: e.params, email };
    if (isDatabaseUnreachable(e)) return { errorCode: "UNAVAILABLE", email };
    console.error("[auth] account form failed", e);
    return { errorCode: "INTERNAL", email };
  }
}

export async function loginWithForm(_prev: TAccountFormState, form: FormData): Promise<TAccountFormState> {
  const parsed = readAccountForm(form, ZLogin, ["email", "password"]);
  if (!parsed.success) return parsed.state;
  const { email } = parsed;
  const failed = await attempt(email, async () => {
    const h = await headers();
    await enforceRateLimits([{ rule: LIMITS.loginPerIp, subject: clientIp(h) }]);
    const { token, user } = await loginUser({ input: parsed.data, userAgent: h.get("user-agent"), cookieHeader: h.get("cookie") });
    await signIn(token, user.id);
  });
  return failed ?? redirect({ href: safeNextPath(field(form, "next", 500)) ?? "/", locale: localeOf(form) });
}

export async function registerWithForm(_prev: TAccountFormState, form: FormData): Promise<TAccountFormState> {
  const parsed = readAccountForm(form, ZRegister, ["name", "email", "password", "confirmPassword"]);
  if (!parsed.success) return parsed.state;
  const { email } = parsed;
  if (parsed.fields.confirmPassword !== parsed.data.password) return { errorCode: "VALIDATION", fieldCode: "passwordsDoNotMatch", email };
  const next = safeNextPath(field(form, "next", 500));
  const failed = await attempt(email, async () => {
    const h = await headers();
    await enforceRateLimits([{ rule: LIMITS.registerPerIp, subject: clientIp(h) }]);
    const { token, user } = await registerUser({
      input: { ...parsed.data, next: next ?? undefined },
      locale: localeOf(form),
      userAgent: h.get("user-agent"),
    });
    await signIn(token, user.id);
  });
  return failed ?? redirect({ href: next ?? "/dashboard", locale: localeOf(form) });
}

export async function resetPasswordWithForm(_prev: TAccountFormState, form: FormData): Promise<TAccountFormState> {
  const parsed = readAccountForm(form, ZResetPassword, ["token", "newPassword", "confirmPassword"]);
  if (!parsed.success) return { ...parsed.state, email: "" };
  if (parsed.fields.confirmPassword !== parsed.data.newPassword)
    return { errorCode: "VALIDATION", fieldCode: "passwordsDoNotMatch", email: "" };
  const failed = await attempt("", async () => {
    await resetPassword({ token: parsed.data.token, newPassword: parsed.data.newPassword });
    // Every session was signed out, this browser's too.
    const jar = await cookies();
    jar.delete(sessionCookieName());
    jar.delete(signedInHint(0).name);
  });
  return failed ?? redirect({ href: "/login", locale: localeOf(form) });
}
