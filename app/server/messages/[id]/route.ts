// GET /server/messages/{id} — the conversation with user {id}, oldest first; marks what they sent me read
import { withRoute } from "@/lib/http/route";
import { getThread } from "@/lib/messages/service";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth, params }) => ({ messages: await getThread({ userId: auth.user.id, otherUserId: params.id }) }),
});
