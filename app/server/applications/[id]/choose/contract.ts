import { endpoint, idParam } from "@/lib/api/contract";
import { APPLICATION_LIMITS } from "@/lib/applications/limits";
import { ZApplicationChosenAnswer } from "@/lib/applications/responses";

export const POST = endpoint({
  tag: "Applications",
  summary: "Choose this home (owner)",
  description:
    "One transaction under the pet's lock: an order for the applicant at the adoption fee, accepted and reserved for 48 hours to pay (awaiting_payment), the pet off the market, every other open or shortlisted application declined, and the agreement both sign. Refused when a home is chosen already (APPLICATION_ALREADY_CHOSEN), the pet is not active, or the applicant is suspended or deleted. After a lapse (not paid in time) the owner may choose again, a declined application too. The chosen applicant and the others are told by mail, each in their language.",
  auth: "required",
  notFound: "APPLICATION_NOT_FOUND",
  params: idParam("application"),
  rateLimit: ({ auth }) => [{ rule: APPLICATION_LIMITS.decidePerUser, subject: auth!.user.id }],
  errors: [
    "APPLICATION_NOT_FOUND",
    "NOT_OWNER",
    "APPLICATION_ALREADY_CHOSEN",
    "APPLICATION_NOT_CHOOSABLE",
    "APPLICATION_EXISTS",
    "APPLICANT_UNAVAILABLE",
    "PET_NOT_AVAILABLE",
    "PET_NOT_REHOMING",
    "LINKED_ACCOUNT_REQUIRED",
  ],
  responses: [{ status: 200, description: "Chosen.", schema: ZApplicationChosenAnswer }],
});
