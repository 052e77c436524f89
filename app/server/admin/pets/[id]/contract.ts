import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";

export const DELETE = endpoint({
  tag: "Moderation",
  summary: "Delete a listing",
  description:
    "The listing, its photos and its reports are deleted (the audit log keeps the record) and its seller is mailed the reason. A listing with orders cannot be deleted, since the orders would go with it: hide it instead.",
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZModerationReason,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "LISTING_HAS_ORDERS"],
  responses: [{ status: 200, description: "Deleted.", schema: ZMessageAnswer }],
});
