import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/answers";
import { PET_LIMITS } from "@/lib/pets/limits";
import { ZReport } from "@/lib/pets/schemas";

export const POST = endpoint({
  tag: "Listings",
  summary: "Report a listing to the moderators",
  description:
    "One report per user and listing: reporting again while it is open updates it, and a report the moderators closed opens again. Sellers cannot report their own listings. Open reports from three different users with a verified email hide an active listing at once, until a moderator looks at it.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  body: ZReport,
  rateLimit: ({ auth }) => [{ rule: PET_LIMITS.reportPerUser, subject: auth!.user.id }],
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "REPORT_OWN"],
  responses: [{ status: 201, description: "The report is stored.", schema: ZMessageAnswer }],
});
