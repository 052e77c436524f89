import { endpoint, idParam } from "@/lib/api/contract";
import { ZThreadAnswer } from "@/lib/messages/responses";
import { deliverDueMessageMailsAfterResponse } from "@/lib/notifications/service";

export const GET = endpoint({
  inPassing: deliverDueMessageMailsAfterResponse,
  tag: "Messages",
  summary: "A conversation",
  description:
    "The other person, then the messages oldest first (the latest 200). The other person is named only to someone who has exchanged a message with them, or when they sell a listing anyone can open (active or sold: the pet page's Contact seller opens this before the first message); to anyone else the answer is USER_NOT_FOUND, as for an unknown id. The messages they sent me are marked read. Each message I received carries `safety`: what in it advance-fee scams use (a phone number, a UPI ID, bank details, a payment link, a request for an advance or fee), for a safety notice; the text itself is never changed.",
  auth: "required",
  notFound: "USER_NOT_FOUND",
  params: idParam("other user"),
  errors: ["MESSAGE_SELF", "USER_NOT_FOUND"],
  responses: [{ status: 200, description: "The conversation.", schema: ZThreadAnswer }],
});
