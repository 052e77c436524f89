import { endpoint, idParam } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZDisputeDetail } from "@/lib/disputes/responses";

export const GET = endpoint({
  tag: "Moderation",
  summary: "One dispute, with its evidence",
  description:
    "Both statements, the photos, the listing as it was when paid for, the two people's conversation (the newest 100 messages) and the order's state.",
  auth: "required",
  role: "moderator",
  notFound: "DISPUTE_NOT_FOUND",
  params: idParam("dispute"),
  errors: ["DISPUTE_NOT_FOUND"],
  responses: [{ status: 200, description: "The dispute.", schema: okAnswer({ dispute: ZDisputeDetail }) }],
});
