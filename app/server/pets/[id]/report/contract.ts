import { endpoint, idParam } from "@/lib/api/contract";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZReport } from "@/lib/pets/schemas";
import { ZTicketAnswer } from "@/lib/support/responses";

export const POST = endpoint({
  tag: "Listings",
  summary: "Report a listing to the moderators",
  description:
    "One report per user and listing: reporting again while it is open updates it, and a report the moderators closed opens again. Sellers cannot report their own listings. Open reports from three different users with a verified email hide an active listing at once, until a moderator looks at it. The answer gives the report's ticket number (the same one when reporting again).",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZReport,
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.reportPerUser, subject: auth!.user.id }],
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "REPORT_OWN"],
  responses: [{ status: 201, description: "The report is stored.", schema: ZTicketAnswer }],
});
