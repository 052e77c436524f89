import { endpoint } from "@/lib/api/contract";
import { ZUnreadAnswer } from "@/lib/messages/responses";
import { deliverDueMessageMailsAfterResponse } from "@/lib/notifications/service";

export const GET = endpoint({
  inPassing: deliverDueMessageMailsAfterResponse,
  tag: "Messages",
  summary: "How many messages I have not read",
  auth: "required",
  responses: [{ status: 200, description: "The count.", schema: ZUnreadAnswer }],
});
