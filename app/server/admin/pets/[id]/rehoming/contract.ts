import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZRehomingRecords } from "@/lib/moderation/rehoming-records-responses";

export const GET = endpoint({
  tag: "Moderation",
  summary: "A listing's applications and check-ins",
  description:
    "For a reported rehoming listing: every application to adopt (newest first, at most 50) with the applicant's answers and its status, and the check-ins of its orders with the adopter's answers and notes. Read-only. Empty lists for a sale.",
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND"],
  responses: [{ status: 200, description: "The records.", schema: okAnswer({ records: ZRehomingRecords }) }],
});
