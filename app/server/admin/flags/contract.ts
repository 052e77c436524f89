import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZFlagsPage } from "@/lib/moderation/flags-responses";
import { ZFlagsQuery } from "@/lib/moderation/flags-schemas";

export const GET = endpoint({
  tag: "Moderation",
  summary: "Flags of listings that look like scams",
  description:
    "What the system saw: a photo that another seller's listing also uses (one flag per pair, the newer listing first; a listing whose photo matches one taken down for fraud is held until a moderator publishes or hides it) and a price under a third of the breed's typical price in the town. Open ones by default (state=resolved for the others), newest first, keyset-paged: pass nextCursor as cursor.",
  auth: "required",
  role: "moderator",
  query: ZFlagsQuery,
  errors: ["INVALID_CURSOR"],
  responses: [{ status: 200, description: "One page of flags.", schema: okAnswer(ZFlagsPage.shape) }],
});
