// GET /server/messages/unread — how many messages to me are unread (the header badge); its poll does the due new-message mails in passing
import { withRoute } from "@/lib/api/route";
import { countUnread } from "@/lib/messages/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth }) => ({ unread: await countUnread({ userId: auth.user.id }) }));
