import * as z from "zod";
import "@/lib/zod";
import { makeForgotPasswordSchema, makeRegisterSchema, makeResetPasswordSchema } from "@/lib/auth/schemas";
import { locales } from "@/lib/i18n/routing";
import { LEGAL_VERSION } from "@/lib/legal/version";
import { keyV, type TV } from "@/lib/validation/messages";

export const PHONE_INPUT_MAX = 20;
export const LOCATION_MAX = 100;
export const BIO_MAX = 500;

/**
 * An Indian mobile number, typed the way people do: "+91 98765 43210", "09876543210", "98765-43210".
 * Spaces, dashes, dots and brackets are ignored; the stored form is "+91" and the ten digits.
 */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
export function normalizeIndianPhone(raw: string): string | null {
  const m = raw.replace(/[\s\-.()]/g, "").match(INDIAN_MOBILE);
  return m ? `+91${m[1]}` : null;
}

/** Empty text means "not given": stored as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();

export const makeProfileSchema = (v: TV = keyV) =>
  z.object({
    name: makeRegisterSchema(v).shape.name,
    email: makeForgotPasswordSchema(v).shape.email,
    phone: z
      .string(v("phoneInvalid"))
      .trim()
      // abort: one message for a too-long number, not the same one twice.
      .max(PHONE_INPUT_MAX, { message: v("phoneInvalid"), abort: true })
      .refine((s) => s === "" || normalizeIndianPhone(s) !== null, v("phoneInvalid"))
      .transform((s) => (s === "" ? null : normalizeIndianPhone(s)))
      .nullable()
      .optional(),
    location: optionalText(LOCATION_MAX, v("locationMax")),
    bio: optionalText(BIO_MAX, v("bioMax")),
  });

export const makeChangePasswordSchema = (v: TV = keyV) =>
  z.object({
    currentPassword: z.string(v("currentPasswordRequired")).min(1, v("currentPasswordRequired")).max(128, v("passwordMax")),
    newPassword: makeResetPasswordSchema(v).shape.newPassword,
  });
export const makeChangePasswordFormSchema = (v: TV) =>
  makeChangePasswordSchema(v)
    .extend({ confirmPassword: z.string() })
    .refine((d) => d.newPassword === d.confirmPassword, { message: v("passwordsDoNotMatch"), path: ["confirmPassword"] });

export const makeNotificationsSchema = (v: TV = keyV) =>
  z.object({
    newMessage: z.boolean(v("settingInvalid")),
    newOrder: z.boolean(v("settingInvalid")),
    orderDecision: z.boolean(v("settingInvalid")),
    // Push switches (lib/push): each optional, so older clients and the push prompt change only what they name.
    push: z
      .object(
        {
          newMessage: z.boolean(v("settingInvalid")).optional(),
          newOrder: z.boolean(v("settingInvalid")).optional(),
          orderDecision: z.boolean(v("settingInvalid")).optional(),
          paymentReceived: z.boolean(v("settingInvalid")).optional(),
          searchMatches: z.boolean(v("settingInvalid")).optional(),
        },
        v("settingInvalid"),
      )
      .optional(),
  });

/** Deleting the account asks for the password again (lib/account/deletion.ts). */
export const makeDeleteAccountSchema = (v: TV = keyV) =>
  z.object({ password: z.string(v("passwordToConfirmRequired")).min(1, v("passwordToConfirmRequired")).max(128, v("passwordMax")) });

/** Accepting the terms names the version read: a page open since before a newer one was published cannot accept it. */
export const makeConsentSchema = (v: TV = keyV) => z.object({ version: z.literal(LEGAL_VERSION, v("settingInvalid")) });

export const makePreferencesSchema = (v: TV = keyV) => z.object({ locale: z.enum(locales, v("languageInvalid")) });

export const ZProfile = makeProfileSchema();
export const ZChangePassword = makeChangePasswordSchema();
export const ZNotifications = makeNotificationsSchema();
export const ZPreferences = makePreferencesSchema();
export const ZDeleteAccount = makeDeleteAccountSchema();
export const ZConsent = makeConsentSchema();

export type TProfileInput = z.infer<typeof ZProfile>;
export type TProfileFormValues = z.input<typeof ZProfile>;
export type TNotifications = z.infer<typeof ZNotifications>;
export type TPreferences = z.infer<typeof ZPreferences>;
