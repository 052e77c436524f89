import * as z from "zod";
import "@/lib/zod";
import { NEXT_PATH_MAX } from "@/lib/routes";
import { keyV, type TV } from "@/lib/validation/messages";

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

const email = (v: TV) =>
  z
    .string(v("emailRequired"))
    .trim()
    .toLowerCase()
    .min(1, v("emailRequired"))
    .max(254, v("emailInvalid"))
    .pipe(z.email(v("emailInvalid")));
const password = (v: TV, required: "passwordRequired" | "newPasswordRequired" = "passwordRequired") =>
  z.string(v(required)).min(1, v(required)).min(PASSWORD_MIN, v("passwordMin")).max(PASSWORD_MAX, v("passwordMax"));

export const makeRegisterSchema = (v: TV = keyV) =>
  z.object({
    name: z.string(v("nameRequired")).trim().min(1, v("nameRequired")).max(100, v("nameMax")),
    email: email(v),
    password: password(v),
  });
export const makeRegisterFormSchema = (v: TV) =>
  makeRegisterSchema(v)
    .extend({ confirmPassword: z.string() })
    .refine((d) => d.password === d.confirmPassword, { message: v("passwordsDoNotMatch"), path: ["confirmPassword"] });

export const makeLoginSchema = (v: TV = keyV) =>
  z.object({
    email: email(v),
    password: z.string(v("passwordRequired")).min(1, v("passwordRequired")).max(PASSWORD_MAX, v("passwordMax")),
  });

export const makeForgotPasswordSchema = (v: TV = keyV) => z.object({ email: email(v) });

export const makeResetPasswordSchema = (v: TV = keyV) =>
  z.object({
    token: z.string(v("resetTokenMissing")).min(1, v("resetTokenMissing")).max(200, v("resetTokenMissing")),
    newPassword: password(v, "newPasswordRequired"),
  });
export const makeResetPasswordFormSchema = (v: TV) =>
  z
    .object({ newPassword: password(v, "newPasswordRequired"), confirmPassword: z.string() })
    .refine((d) => d.newPassword === d.confirmPassword, { message: v("passwordsDoNotMatch"), path: ["confirmPassword"] });

export const ZRegister = makeRegisterSchema().extend({
  next: z.string().max(NEXT_PATH_MAX).optional().meta({
    description:
      "Where the person was going (a path of one of the site's pages, e.g. /pets/{id}?intent=cart): the verification mail's link leads back there. Anything else is ignored.",
  }),
});
export const ZLogin = makeLoginSchema();
export const ZForgotPassword = makeForgotPasswordSchema();
export const ZResetPassword = makeResetPasswordSchema();
export const ZVerifyQuery = z.object({ token: z.string().max(200).optional() });

export type TRegister = z.infer<typeof ZRegister>;
export type TLogin = z.infer<typeof ZLogin>;
