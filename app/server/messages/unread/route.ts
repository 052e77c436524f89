// GET /server/messages/unread — how many messages to me are unread (the header badge)
import { withRoute } from "@/lib/api/route";
import { countUnread } from "@/lib/messages/service";
import { deliverDueMessageMailsAfterResponse } from "@/lib/notifications/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => {
  // The badge's poll: due new-message mails go in passing too (lib/notifications/message-mails.ts).
  await deliverDueMessageMailsAfterResponse();
  return { unread: await countUnread({ userId: auth.user.id }) };
});
