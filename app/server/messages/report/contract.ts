import { endpoint } from "@/lib/api/contract";
import { MESSAGE_LIMITS } from "@/lib/messages/limits";
import { ZReportConversation } from "@/lib/messages/schemas";
import { ZTicketAnswer } from "@/lib/support/responses";

export const POST = endpoint({
  tag: "Messages",
  summary: "Report a conversation",
  description:
    "Sends my conversation with `userId` to the moderators' queue, with an optional note and the pet it is about (by default the pet of our latest message that names one). Only someone I have exchanged a message with. One report per person: reporting again re-opens and updates it, with the same ticket number, which the answer gives.",
  auth: "required",
  body: ZReportConversation,
  rateLimit: ({ auth }) => [{ rule: MESSAGE_LIMITS.reportPerUser, subject: auth!.user.id }],
  errors: ["USER_NOT_FOUND", "PET_NOT_FOUND", "CONVERSATION_REPORT_SELF", "CONVERSATION_REPORT_NO_MESSAGES"],
  responses: [
    { status: 201, description: "Reported.", schema: ZTicketAnswer },
    { status: 200, description: "Reported again: the earlier report is open again and updated.", schema: ZTicketAnswer },
  ],
});
