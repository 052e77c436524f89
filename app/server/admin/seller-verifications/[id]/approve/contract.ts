import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { REGISTRATION_RATE_LIMITS } from "@/lib/sellers/registration-limits";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Approve a seller's registration",
  description:
    "A pending registration checked against its certificate: from now on the seller's listings of its type carry \"Registered … · checked by PawBazaar\" with the state, and every listing of theirs held for it is published. Once: of two moderators deciding at once, one decides and the other is told it was decided. Not one's own; not one whose valid-until day has passed. In the audit log; the seller is told by mail in their language.",
  auth: "required",
  role: "moderator",
  notFound: "REGISTRATION_NOT_FOUND",
  params: idParam("registration"),
  rateLimit: ({ auth }) => [{ rule: REGISTRATION_RATE_LIMITS.decidePerModerator, subject: auth!.user.id }],
  errors: ["REGISTRATION_NOT_FOUND", "REGISTRATION_DECIDED", "REGISTRATION_OWN_DECISION", "REGISTRATION_LAPSED"],
  responses: [
    {
      status: 200,
      description: "Approved.",
      schema: okAnswer({
        message: z.string(),
        publishedListings: z.number().int().meta({ description: "The held listings it published." }),
        setAsideListings: z.number().int().meta({
          description:
            "The held listings it set aside (inactive) instead, because the listing rules refuse them today (a dog held past six months unsterilised, or without a microchip): their seller completes them and makes them active again.",
        }),
      }),
    },
  ],
});
