import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZModerationReason } from "@/lib/moderation/reports-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Hide a listing",
  description:
    "Out of every list, search, sitemap and cached page; its open reports are actioned and its seller is mailed the reason (and may appeal once). A listing hidden automatically by reports may be hidden again: the moderator's reason replaces the automatic one.",
  auth: "required",
  role: "moderator",
  notFound: "PET_NOT_FOUND",
  body: ZModerationReason,
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "LISTING_ALREADY_HIDDEN"],
  responses: [{ status: 200, description: "Hidden.", schema: ZMessageAnswer }],
});
