import { endpoint } from "@/lib/api/contract";
import { MESSAGE_LIMITS } from "@/lib/messages/limits";
import { ZConversationsAnswer, ZSentMessageAnswer } from "@/lib/messages/responses";
import { ZSendMessage } from "@/lib/messages/schemas";
import { deliverDueMessageMailsAfterResponse } from "@/lib/notifications/service";

export const POST = endpoint({
  inPassing: deliverDueMessageMailsAfterResponse,
  tag: "Messages",
  summary: "Send a message",
  description:
    "Optionally about a listing (pet_id). The receiver may get a mail about it. A listing the sender cannot open (inactive or hidden, not theirs) answers PET_NOT_FOUND as an unknown one does, unless the two have already written about it.",
  auth: "required",
  body: ZSendMessage,
  rateLimit: ({ auth }) => [{ rule: MESSAGE_LIMITS.sendPerUser, subject: auth!.user.id }],
  errors: ["MESSAGE_SELF", "RECIPIENT_NOT_FOUND", "PET_NOT_FOUND"],
  responses: [{ status: 201, description: "The message sent.", schema: ZSentMessageAnswer }],
});

export const GET = endpoint({
  inPassing: deliverDueMessageMailsAfterResponse,
  tag: "Messages",
  summary: "My conversations",
  description: "One per other user, newest first.",
  auth: "required",
  responses: [{ status: 200, description: "The conversations.", schema: ZConversationsAnswer }],
});
