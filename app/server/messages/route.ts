// POST /server/messages — send a message; GET /server/messages — my conversations, newest first. This
// message's mail waits (lib/notifications/message-mails.ts); earlier ones that are due go in passing.
import { withRoute } from "@/lib/api/route";
import { listConversations, sendMessage } from "@/lib/messages/service";
import { ok } from "@/lib/http/json-response";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const sent = await sendMessage({ senderId: auth.user.id, receiverId: body.receiver_id, petId: body.pet_id, body: body.message });
  return ok({ message: "Message sent successfully", data: sent }, { status: 201 });
});

export const GET = withRoute(contract.GET, async ({ auth }) => ({ conversations: await listConversations({ userId: auth.user.id }) }));
