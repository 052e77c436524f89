import * as z from "zod";
import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { CHECK_IN_LIMITS } from "@/lib/rehoming/check-ins-limits";
import { ZCheckInDto } from "@/lib/rehoming/check-ins-responses";
import { ZCheckInAnswer } from "@/lib/rehoming/check-ins-schemas";

export const POST = endpoint({
  tag: "Orders",
  summary: "Answer a check-in",
  description:
    "The adopter of a rehomed pet answers how it is settling (settling_well, some_trouble or needs_new_home), with an optional short note, once. An answer after the order is done is welcome. needs_new_home tells the owner at once (the agreement asks the adopter to offer the pet back to them first); some_trouble mails them a short note.",
  auth: "required",
  notFound: "CHECK_IN_NOT_FOUND",
  body: ZCheckInAnswer,
  rateLimit: ({ auth }) => [{ rule: CHECK_IN_LIMITS.answerPerUser, subject: auth!.user.id }],
  params: idParam("check-in"),
  errors: [
    "CHECK_IN_NOT_FOUND",
    "NOT_YOUR_CHECK_IN",
    "CHECK_IN_NOT_SENT",
    "CHECK_IN_ANSWERED",
    "CHECK_IN_ANSWER_INVALID",
    "CHECK_IN_NOTE_TOO_LONG",
  ],
  responses: [{ status: 200, description: "Answered.", schema: okAnswer({ message: z.string(), check_in: ZCheckInDto }) }],
});
