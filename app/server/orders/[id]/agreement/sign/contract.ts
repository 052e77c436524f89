import { endpoint, idParam } from "@/lib/api/contract";
import { AGREEMENT_LIMITS } from "@/lib/agreements/limits";
import { ZAgreementAnswer } from "@/lib/agreements/responses";
import { ZSignAgreementBody } from "@/lib/agreements/schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Sign an order's agreement (buyer or seller)",
  description:
    "The party types their full name (2–100 characters, spaces trimmed) and sends the `text_hash` of the text they read in `lang`: it must be that text's hash now, or AGREEMENT_CHANGED (read it again). Recorded with the time and the language; once per party (AGREEMENT_ALREADY_SIGNED, also for two at once). When both have signed, both are told by mail. A rehoming is paid only after both signatures.",
  auth: "required",
  notFound: "ORDER_NOT_FOUND",
  params: idParam("order"),
  body: ZSignAgreementBody,
  rateLimit: ({ auth }) => [{ rule: AGREEMENT_LIMITS.signPerUser, subject: auth!.user.id }],
  errors: [
    "ORDER_NOT_FOUND",
    "AGREEMENT_NOT_FOUND",
    "AGREEMENT_CHANGED",
    "AGREEMENT_ALREADY_SIGNED",
    "AGREEMENT_CLOSED",
    "AGREEMENT_NAME_INVALID",
  ],
  responses: [{ status: 200, description: "Signed: the agreement with the signatures.", schema: ZAgreementAnswer }],
});
