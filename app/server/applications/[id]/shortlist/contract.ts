import { endpoint, idParam } from "@/lib/api/contract";
import { APPLICATION_LIMITS } from "@/lib/applications/limits";
import { ZShortlist } from "@/lib/applications/schemas";
import { ZMessageAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Applications",
  summary: "Shortlist an application, or take it off the shortlist (owner)",
  description:
    "`shortlisted: true` shortlists an open application; `false` makes a shortlisted one open again. Only while neither is decided.",
  auth: "required",
  notFound: "APPLICATION_NOT_FOUND",
  params: idParam("application"),
  body: ZShortlist,
  rateLimit: ({ auth }) => [{ rule: APPLICATION_LIMITS.decidePerUser, subject: auth!.user.id }],
  errors: ["APPLICATION_NOT_FOUND", "NOT_OWNER", "APPLICATION_NOT_OPEN"],
  responses: [{ status: 200, description: "Done.", schema: ZMessageAnswer }],
});
