import * as z from "zod";
import "@/lib/zod";
import { keyV, type TV } from "@/lib/validation/messages";
import { PHONE_CODE_LIMITS } from "./constants";
import { looksLikeIndianMobile } from "./format";

// The bodies of POST /server/profile/phone and /server/profile/phone/verify, shared by the profile's
// phone part (in the reader's language) and the handlers. The server then reads the number with the
// number plans (./normalize.ts), which a shape alone cannot tell.

/** The longest number as typed ("+91 (98765) 43-210" and the like). */
export const PHONE_TYPED_MAX = 24;

export const makePhoneStartSchema = (v: TV = keyV) =>
  z.object({
    phone: z
      .string(v("phoneMobileInvalid"))
      .trim()
      .min(1, { message: v("phoneMobileInvalid"), abort: true })
      // abort: one message for a too-long number, not the same one twice.
      .max(PHONE_TYPED_MAX, { message: v("phoneMobileInvalid"), abort: true })
      .refine(looksLikeIndianMobile, v("phoneMobileInvalid"))
      .meta({ description: 'An Indian mobile number as typed: "98765 43210", "+91 98765 43210", "098765 43210".' }),
  });

export const makePhoneVerifySchema = (v: TV = keyV) =>
  z.object({
    code: z
      .string(v("phoneCodeInvalid"))
      // People copy "123 456" from the SMS.
      .transform((s) => s.replace(/\s/g, ""))
      .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LIMITS.digits}}$`), v("phoneCodeInvalid")))
      .meta({ description: "The 6 digits of the SMS." }),
  });

export const ZPhoneStart = makePhoneStartSchema();
export const ZPhoneVerify = makePhoneVerifySchema();
export type TPhoneStart = z.infer<typeof ZPhoneStart>;
export type TPhoneVerify = z.infer<typeof ZPhoneVerify>;
