// The session's user as the API shows it, as a zod schema: the type of a signed-in request's user is
// inferred from it (lib/session/service.ts), and the session endpoints' answers (lib/auth/responses.ts)
// and the API reference (lib/openapi) describe it with it.
import * as z from "zod";
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
