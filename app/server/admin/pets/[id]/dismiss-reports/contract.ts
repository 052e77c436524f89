import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZOptionalModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Dismiss a listing's open reports",
  description:
    "The listing stays as it is. A hidden listing's reports are answered by restoring or deleting it instead (REPORTS_LISTING_HIDDEN).",
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZOptionalModerationReason,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "NO_OPEN_REPORTS", "REPORTS_LISTING_HIDDEN"],
  responses: [{ status: 200, description: "Dismissed.", schema: ZMessageAnswer }],
});
