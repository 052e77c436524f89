// POST /server/messages — send a message; GET /server/messages — my conversations, newest first
import { withRoute } from "@/lib/api/route";
import { MESSAGE_LIMITS } from "@/lib/messages/limits";
import { ZSendMessage } from "@/lib/messages/schemas";
import { listConversations, sendMessage } from "@/lib/messages/service";
import { ok } from "@/lib/http/respond";
import { notifyNewMessage } from "@/lib/notifications/service";

export const POST = withRoute({
  auth: "required",
  body: ZSendMessage,
  rateLimit: ({ auth }) => [{ rule: MESSAGE_LIMITS.sendPerUser, subject: auth!.user.id }],
  handler: async ({ auth, body }) => {
    const sent = await sendMessage({ senderId: auth.user.id, receiverId: body.receiver_id, petId: body.pet_id, body: body.message });
    await notifyNewMessage({ messageId: sent.id });
    return ok({ message: "Message sent successfully", data: sent }, { status: 201 });
  },
});

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ conversations: await listConversations({ userId: auth.user.id }) }),
});
