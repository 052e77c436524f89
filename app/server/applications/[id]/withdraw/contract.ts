import { endpoint, idParam } from "@/lib/api/contract";
import { APPLICATION_LIMITS } from "@/lib/applications/limits";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Applications",
  summary: "Withdraw my application (applicant)",
  description:
    "An open or shortlisted application, or a chosen one before its order is paid: then the reserved order is cancelled and the pet is listed again. The owner is told by mail.",
  auth: "required",
  notFound: "APPLICATION_NOT_FOUND",
  params: idParam("application"),
  rateLimit: ({ auth }) => [{ rule: APPLICATION_LIMITS.decidePerUser, subject: auth!.user.id }],
  errors: ["APPLICATION_NOT_FOUND", "NOT_YOUR_APPLICATION", "APPLICATION_NOT_OPEN"],
  responses: [{ status: 200, description: "Withdrawn.", schema: ZMessageAnswer }],
});
