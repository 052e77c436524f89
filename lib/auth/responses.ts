// What the session endpoints answer, as zod schemas: the session's user type is inferred from it, and
// the API reference (lib/openapi) describes the answers with it.
import * as z from "zod";
import { okAnswer } from "@/lib/http/answers";
import { locales } from "@/lib/i18n/routing";

export const ZSessionUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable().meta({ description: "The profile photo's address, or null." }),
    isEmailVerified: z.boolean().meta({ description: "Checkout needs a verified email address." }),
    locale: z.enum(locales),
    hasAcceptedTerms: z.boolean().meta({
      description:
        "Whether the person accepted the current terms and privacy policy (else the site asks once: POST /server/profile/consent).",
    }),
  })
  .meta({ id: "SessionUser", description: "The signed-in user." });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** What register and login answer: the session's token and its user (the session cookie comes with it). */
export const ZSessionAnswer = okAnswer({
  message: z.string(),
  token: z.string().meta({ description: "The session token: send it as `Authorization: Bearer <token>`." }),
  user: ZSessionUser,
});

/** GET /server/auth/me. */
export const ZMeAnswer = okAnswer({ user: ZSessionUser });
