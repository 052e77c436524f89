// GET /server/messages/unread — how many messages to me are unread (the header badge)
import { withRoute } from "@/lib/api/route";
import { countUnread } from "@/lib/messages/service";

export const GET = withRoute({
  auth: "required",
  handler: async ({ auth }) => ({ unread: await countUnread({ userId: auth.user.id }) }),
});
