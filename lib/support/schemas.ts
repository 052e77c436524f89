import * as z from "zod";
import "@/lib/zod";
import { keyV, type TV } from "@/lib/validation/messages";

export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const name = (v: TV) => z.string(v("nameRequired")).trim().min(1, v("nameRequired")).max(SUPPORT_LIMITS.name, v("nameMax"));
const email = (v: TV) =>
  z
    .string(v("emailRequired"))
    .trim()
    .toLowerCase()
    .min(1, v("emailRequired"))
    .max(SUPPORT_LIMITS.email, v("emailInvalid"))
    .pipe(z.email(v("emailInvalid")));
const message = (v: TV) => z.string(v("messageRequired")).trim().min(1, v("messageRequired")).max(SUPPORT_LIMITS.message, v("messageMax"));

/** The support request form and POST /server/support: every field required. */
export const makeSupportRequestSchema = (v: TV = keyV) =>
  z.object({
    name: name(v),
    email: email(v),
    subject: z.string(v("subjectRequired")).trim().min(1, v("subjectRequired")).max(SUPPORT_LIMITS.subject, v("subjectMax")),
    message: message(v),
  });

/** The contact form and POST /server/contact: every field required. */
export const makeContactMessageSchema = (v: TV = keyV) => z.object({ name: name(v), email: email(v), message: message(v) });

export const ZSupportRequest = makeSupportRequestSchema();
export const ZContactMessage = makeContactMessageSchema();
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
export type TContactMessage = z.infer<typeof ZContactMessage>;
