import { endpoint, idParam } from "@/lib/api/contract";
import { ZMessageAnswer } from "@/lib/http/envelope";
import { ZHideHeld } from "@/lib/moderation/flags-schemas";

export const POST = endpoint({
  tag: "Moderation",
  summary: "Hide a listing held for review",
  description:
    "The flag's listing `petId`, held because a photo matches a listing taken down for fraud, is hidden by the moderator with a reason its seller is mailed (and may appeal); its open photo matches are resolved.",
  auth: "required",
  role: "moderator",
  notFound: "FLAG_NOT_FOUND",
  params: idParam("flag"),
  body: ZHideHeld,
  errors: ["FLAG_NOT_FOUND", "PET_NOT_FOUND", "FLAG_LISTING_NOT_HELD", "LISTING_ALREADY_HIDDEN"],
  responses: [{ status: 200, description: "Hidden.", schema: ZMessageAnswer }],
});
