// PUT /server/profile/notifications — which mails I get (new message, new order, order decision) and which pushes
import { withRoute } from "@/lib/api/route";
import { updateNotifications } from "@/lib/profile/service";
import * as contract from "./contract";

export const PUT = withRoute(contract.PUT, async ({ auth, body }) => ({
  message: "Notification settings saved",
  profile: await updateNotifications({ userId: auth.user.id, input: body }),
}));
