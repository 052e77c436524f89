import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { ZReportsQueue } from "@/lib/moderation/reports-responses";

export const GET = endpoint({
  tag: "Moderation",
  summary: "The reports queue",
  description:
    "Listings with open reports, grouped per listing with their reporters and reasons, the oldest report first; then open conversation reports with the last 20 messages between the two users.",
  auth: "required",
  role: "moderator",
  responses: [{ status: 200, description: "The queue.", schema: okAnswer(ZReportsQueue.shape) }],
});
