import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZDismissFlag } from "@/lib/moderation/flags-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Dismiss a flag",
  description:
    "Nothing wrong: the flag is resolved (a photo match on both listings), with the moderator's optional note in the audit log. Not while one of its listings is held for review: publish or hide it instead.",
  auth: "required",
  role: "moderator",
  notFound: "FLAG_NOT_FOUND",
  params: idParam("flag"),
  body: ZDismissFlag,
  errors: ["FLAG_NOT_FOUND", "FLAG_RESOLVED", "FLAG_LISTING_HELD"],
  responses: [{ status: 200, description: "Dismissed.", schema: ZMessageAnswer }],
});
